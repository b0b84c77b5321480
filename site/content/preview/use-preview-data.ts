import type { ContentPageData } from '../render/content-page-data.ts';

/** The page's content data; in preview mode (editor marker in the query) the draft replaces it once loaded. */
export function usePreviewData(data: ContentPageData): ContentPageData {
  return data;
}
