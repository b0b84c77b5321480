import type { ContactPageData } from '../../contact/contact-page-data.ts';
import type { Block } from '../model/blocks.ts';
import type { Asset, RichText } from '../model/fields.ts';
import type { ContentPageKind, PageContent } from '../model/pages.ts';

/** A publication or campaign in a listing: what its card shows. */
export interface ListingItem {
  readonly title: string;
  readonly text: string;
  readonly image: Asset;
  /** The story's full slug (links follow the link rules). */
  readonly fullSlug: string;
  /** `YYYY-MM-DD` for publications, the campaign period for campaigns. */
  readonly meta?: string | undefined;
}

/** Page data of every content page. */
export interface ContentPageData {
  readonly kind: ContentPageKind;
  /** The story's content, parsed (leniently: unknown blocks are `_unknown`). */
  readonly content: PageContent;
  /** Publication and campaign listings: the stories of the folder, newest first. */
  readonly listing?: readonly ListingItem[];
  /** The contact form, when the rich text holds a form marker. */
  readonly contactForm: ContactPageData | null;
  /**
   * What preview mode needs to fetch the draft of this story in the browser, and the story's tags when it has
   * any (`legal`: a legal text, which the conformance gate's content-depth rule does not ask for a picture).
   */
  readonly story: { readonly fullSlug: string; readonly language: string; readonly uuid: string; readonly tags?: readonly string[] };
}

/**
 * What a content story adds to a commerce page that owns its path (DECISIONS "Page ownership"): the opening
 * hero and the intro above the grid, the rest of its body and the SEO text below it. The SEO title and
 * description go into the page's head at build time.
 */
export interface EditorialParts {
  /** The story's opening hero (`hero` or `hero_reference`), the page's h1 when present. */
  readonly hero: Block | null;
  /** The story's intro, under the page title (pages whose hero carries the text leave it out). */
  readonly intro: string | null;
  /** Body blocks after the hero (rich text, teasers, FAQ, ...), below the grid. */
  readonly body: readonly Block[];
  /** A category story's SEO copy (`seoText`), last. */
  readonly seoText: RichText | null;
  /** The story the parts come from. */
  readonly story: { readonly fullSlug: string; readonly language: string; readonly uuid: string };
}
