/**
 * Our own content types: what the renderers see. Storyblok's JSON is mapped into these at the edge
 * (`map-story.ts`); nothing outside `site/content/client` reads Storyblok's shapes.
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

/** An asset field (`fieldtype: asset`). `width`/`height` come from the image-service URL (0 when unknown). */
export interface ContentAsset {
  readonly kind: 'asset';
  readonly id: number | null;
  /** Image-service URL of the original, or `''` for an empty asset field. */
  readonly url: string;
  readonly alt: string;
  readonly title: string;
  /** Focal rectangle `x1xy1:x2xy2`, or `''`. */
  readonly focus: string;
  readonly width: number;
  readonly height: number;
}

/** A multilink field, by link type. `story` links carry the resolved target when `resolveLinks` asked for it. */
export type ContentLink =
  | { readonly kind: 'story'; readonly uuid: string; readonly fullSlug: string; readonly anchor?: string; readonly target?: string; readonly story?: ContentLinkTarget }
  | { readonly kind: 'url'; readonly url: string; readonly target?: string }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'asset'; readonly url: string; readonly target?: string };

/** A resolved link target: always its slug and name; the whole story with `resolveLinks: 'story'`. */
export interface ContentLinkTarget {
  readonly uuid: string;
  readonly fullSlug: string;
  readonly name: string;
  readonly story?: ContentStory;
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
  readonly lang: string;
  readonly isStartpage: boolean;
  readonly position: number;
  readonly parentId: number | null;
  readonly tags: readonly string[];
  /** ISO-8601, `null` for never-published drafts. */
  readonly publishedAt: string | null;
  readonly firstPublishedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Translations (other languages' slugs), from `translated_slugs`. */
  readonly alternates: readonly ContentAlternate[];
  /**
   * The content. Relation fields resolved with `resolveRelations` hold `ContentStory` objects (unresolvable
   * uuids stay strings); multilinks are `ContentLink`s, assets `ContentAsset`s; rich text stays a document.
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
