import { useEffect, useState } from 'react';
import type { ContentPageData } from '../render/content-page-data.ts';
import { connectBridge, isPreviewSearch } from './preview-mode.ts';

/**
 * The page's content data; in preview mode (editor marker in the query) the draft, fetched in the browser
 * with the preview token, replaces it once loaded, and the visual-editor bridge is connected. The consent
 * banner is hidden by the site runtime for the same marker.
 */
export function usePreviewData(data: ContentPageData): ContentPageData {
  const [draft, setDraft] = useState<ContentPageData | null>(null);
  useEffect(() => {
    if (!isPreviewSearch(window.location.search)) return undefined;
    const controller = new AbortController();
    connectBridge(document, window);
    // The draft's loader, schemas and relation check load in preview mode only, not with every content page.
    void Promise.all([import('./load-draft.ts'), import('../model/parse-content.ts'), import('../model/check-relations.ts')]).then(async ([{ loadDraft }, { parsePageContent }, { checkRelations }]) => {
      const content = await loadDraft(data.story, controller.signal);
      if (content === null || controller.signal.aborted) return;
      const parsed = parsePageContent(content);
      if (parsed.ok) setDraft({ ...data, content: checkRelations(parsed.value) });
      else console.warn(`Preview: draft of ${data.story.fullSlug} is not shown: ${parsed.issues.join('; ')}`);
    });
    return () => controller.abort();
  }, [data]);
  return draft ?? data;
}
