import { RESOLVE_RELATIONS } from '../model/relations.ts';

/**
 * Preview token and API base baked in for the browser by vite.config.ts (`previewBuildEnv`: an explicit
 * `VITE_CONTENT_PREVIEW_TOKEN`/`VITE_CONTENT_URL`, else the local content service and its `<brand>-preview`
 * token; a build against Storyblok without an explicit preview token has none). No fallback here: a fallback
 * port would ship in the bundle beside the built one (vitest.config.ts defines the local defaults for tests).
 */
const endpoint = import.meta.env['VITE_CONTENT_URL'] as string;
const token = import.meta.env['VITE_CONTENT_PREVIEW_TOKEN'] as string;

/** The draft content of a story (`version=draft`, relations and story links resolved), or null when it cannot be read. */
export async function loadDraft(story: { readonly fullSlug: string; readonly language: string }, signal: AbortSignal): Promise<unknown> {
  if (token === '') {
    console.warn('Preview: this build has no preview token (set VITE_CONTENT_PREVIEW_TOKEN); the published page stays');
    return null;
  }
  const q = new URLSearchParams({ token, version: 'draft', language: story.language, resolve_relations: RESOLVE_RELATIONS.join(','), resolve_links: 'story', cv: String(Date.now()) });
  try {
    const res = await fetch(`${endpoint}/cdn/stories/${story.fullSlug}?${q}`, { signal });
    if (!res.ok) {
      console.warn(`Preview: draft of ${story.fullSlug} answered ${res.status} ${res.statusText}`);
      return null;
    }
    const body = (await res.json()) as { story?: { content?: unknown } };
    return body.story?.content ?? null;
  } catch (error) {
    if (!signal.aborted) console.warn(`Preview: draft of ${story.fullSlug} could not be loaded`, error);
    return null;
  }
}
