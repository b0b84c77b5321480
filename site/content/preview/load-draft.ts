import { RESOLVE_RELATIONS } from '../model/relations.ts';

/** Preview token and API base baked in for the browser: `VITE_CONTENT_PREVIEW_TOKEN`/`VITE_CONTENT_URL`, else the embedded default. */
const endpoint = (import.meta.env['VITE_CONTENT_URL'] as string | undefined) ?? 'http://127.0.0.1:4190/v2'; // LOCAL_CONTENT_ENDPOINT, inlined: the client library stays out of the browser
const token = (import.meta.env['VITE_CONTENT_PREVIEW_TOKEN'] as string | undefined) ?? `${String(import.meta.env['VITE_BRAND'] ?? 'winora')}-preview`;

/** The draft content of a story (`version=draft`, relations and story links resolved), or null when it cannot be read. */
export async function loadDraft(story: { readonly fullSlug: string; readonly language: string }, signal: AbortSignal): Promise<unknown> {
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
