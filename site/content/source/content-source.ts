import type { ContentStory } from './content-story.ts';

/** Why a content request failed. `not-found` is expected (an unknown slug); the others may be retried. */
export type ContentError =
  | { readonly type: 'not-found'; readonly message: string; readonly retryable: false }
  | { readonly type: 'invalid'; readonly message: string; readonly retryable: false }
  | { readonly type: 'transport'; readonly message: string; readonly retryable: boolean };

export type ContentResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ContentError };

export interface StoryQuery {
  /** A brand language code (`de`, `en`, ...). */
  readonly language: string;
  /** `published` for builds, `draft` in preview. @default 'published' */
  readonly version?: 'published' | 'draft';
}

export interface StoriesQuery extends StoryQuery {
  /** Only stories whose full_slug starts with this folder (`sitepages/structure/`). */
  readonly startsWith?: string;
}

/**
 * The port the content routes and loaders read stories through. Relations (`RESOLVE_RELATIONS`) come
 * back resolved to story objects and story links with `cached_url` and `story`, as Storyblok answers with
 * `resolve_relations` and `resolve_links=story`.
 */
export interface ContentSource {
  getStory(fullSlug: string, query: StoryQuery): Promise<ContentResult<ContentStory>>;
  getAllStories(query: StoriesQuery): Promise<ContentResult<readonly ContentStory[]>>;
}
