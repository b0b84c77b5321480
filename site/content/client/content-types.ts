/**
 * Our own story type, mapped at the edge from Storyblok's story object (`map-story.ts`). It is a superset
 * of `site/content/source/content-story.ts`'s `ContentStory`, so the client serves that port as it is.
 * `content` stays in the API's form (relations resolved to story objects, multilinks with `cached_url`
 * and `story`, assets with `filename`) until the page schemas (`site/content/model`) parse it.
 */
import type { ResultError } from '@cycle/engine/shared';

/** A block inside a story's content: the editor's component and its fields (field names as the editor defines them). */
export interface ContentBlock {
  readonly component: string;
  readonly _uid: string;
  /** Draft answers only: the visual editor's marker comment. */
  readonly _editable?: string;
  readonly [field: string]: unknown;
}

/** The same story in another language (same `groupId`). */
export interface ContentAlternate {
  readonly lang: string;
  readonly fullSlug: string;
  readonly name: string;
}

/** One story in one language. */
export interface ContentStory<C extends ContentBlock = ContentBlock> {
  readonly id: number;
  readonly uuid: string;
  /** Shared by the translations of this story: the alternate key of its pages. */
  readonly groupId: string;
  readonly fullSlug: string;
  readonly slug: string;
  readonly name: string;
  /** The story's language code (`de`, `en`, ...), never Storyblok's `default`. */
  readonly language: string;
  readonly isStartpage: boolean;
  readonly position: number;
  readonly parentId: number | null;
  readonly tags: readonly string[];
  /** First publication (ISO-8601; `published_at` when never republished), `null` for never-published drafts. */
  readonly publishedAt: string | null;
  readonly updatedAt: string;
  /** Translations (other languages' slugs), from `translated_slugs`. */
  readonly alternates: readonly ContentAlternate[];
  /**
   * The content in the API's form: relation fields resolved with `resolveRelations` hold Storyblok story
   * objects (unresolvable uuids stay strings), story multilinks get `story` with `resolveLinks`.
   */
  readonly content: C;
}

/** Failure kinds: `http/<status>` (401, 404, 429, 5xx, ...), `network`, `timeout`, `parse`, `invalid-request`. */
export interface ContentError extends ResultError {
  /** The request that failed (`cdn/stories/<slug>`), without the token. */
  readonly request: string;
}

export type ContentVersion = 'published' | 'draft';
/** `1` is the legacy spelling of `story`. */
export type ResolveLinks = '1' | 'story' | 'url' | 'link';
export const RESOLVE_LINKS_VALUES: readonly ResolveLinks[] = ['1', 'story', 'url', 'link'];
