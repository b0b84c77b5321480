import { RESOLVE_RELATIONS } from '../model/relations.ts';
import type { ContentSource } from './content-source.ts';
import { mapStoryblokStory, type StoryblokStoryLike } from './content-story.ts';
import { readStoryFiles } from './read-story-files.server.ts';

export interface FileContentSourceOptions {
  /** The `content/` folder. */
  readonly root: string;
  readonly brand: string;
}

type Json = unknown;

/** Resolves relations and story links of a file-form story as the API does (`resolve_relations`, `resolve_links=story`). */
function resolveStory(story: StoryblokStoryLike, bySlug: ReadonlyMap<string, StoryblokStoryLike>, depth: number): StoryblokStoryLike {
  const relationFields = new Map<string, Set<string>>();
  for (const r of RESOLVE_RELATIONS) {
    const [component, field] = r.split('.') as [string, string];
    relationFields.set(component, (relationFields.get(component) ?? new Set()).add(field));
  }
  const relate = (slug: Json): Json => {
    if (typeof slug !== 'string') return slug;
    const target = bySlug.get(slug);
    return target === undefined ? slug : depth > 0 ? resolveStory(target, bySlug, depth - 1) : target;
  };
  const walk = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const o = node as Record<string, Json>;
    if (o['linktype'] === 'story' && typeof o['full_slug'] === 'string') {
      const target = bySlug.get(o['full_slug']);
      return { ...o, fieldtype: 'multilink', cached_url: o['full_slug'], ...(target ? { id: target.uuid, story: { name: target.name, uuid: target.uuid, full_slug: target.full_slug } } : {}) };
    }
    const fields = typeof o['component'] === 'string' ? relationFields.get(o['component']) : undefined;
    const out: Record<string, Json> = {};
    for (const [k, value] of Object.entries(o)) {
      out[k] = fields?.has(k) ? (Array.isArray(value) ? value.map(relate) : relate(value)) : walk(value);
    }
    return out;
  };
  return { ...story, content: walk(story.content) as StoryblokStoryLike['content'] };
}

/**
 * A content source over the embedded story files, for unit tests and tools that must not start the
 * content service. Builds use the content client against the local service (same answers).
 */
export function createFileContentSource(o: FileContentSourceOptions): ContentSource {
  const byLanguage = new Map<string, ReadonlyMap<string, StoryblokStoryLike>>();
  const storiesOf = (language: string): ReadonlyMap<string, StoryblokStoryLike> => {
    let stories = byLanguage.get(language);
    if (stories === undefined) {
      stories = new Map(readStoryFiles(o.root, o.brand, language).map((s) => [s.full_slug, s]));
      byLanguage.set(language, stories);
    }
    return stories;
  };
  return {
    async getStory(fullSlug, query) {
      const stories = storiesOf(query.language);
      const story = stories.get(fullSlug.replace(/^\/+|\/+$/g, ''));
      if (story === undefined) return { ok: false, error: { type: 'not-found', message: `No story "${fullSlug}" in ${o.brand}/${query.language}`, retryable: false } };
      return { ok: true, value: mapStoryblokStory(resolveStory(story, stories, 1), query.language) };
    },
    async getAllStories(query) {
      const stories = storiesOf(query.language);
      const list = [...stories.values()].filter((s) => query.startsWith === undefined || s.full_slug.startsWith(query.startsWith));
      return { ok: true, value: list.map((s) => mapStoryblokStory(resolveStory(s, stories, 1), query.language)) };
    },
  };
}
