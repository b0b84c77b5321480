import type { ContactPageData } from '../../contact/contact-page-data.ts';
import type { ErrorScreenContent } from '../model/blocks.ts';
import type { Asset } from '../model/fields.ts';
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
  /** The editor's error screen, shown by the error boundary. */
  readonly errorScreen: ErrorScreenContent | null;
  /** The contact form, when the rich text holds a form marker. */
  readonly contactForm: ContactPageData | null;
  /** What preview mode needs to fetch the draft of this story in the browser. */
  readonly story: { readonly fullSlug: string; readonly language: string; readonly uuid: string };
}
