/**
 * The site's review types: what the pages and the list work with. The reviews API's JSON (Bazaarvoice
 * Conversations, PascalCase) is mapped into these at the edge (`client/create-reviews-client.ts`).
 */

/** A product's rating on the static host: every review counted; `localeCount` those in the page's language. */
export interface RatingSummary {
  /** 1–5, two decimals. */
  readonly average: number;
  readonly count: number;
  /** Reviews with 1, 2, 3, 4 and 5 stars. */
  readonly distribution: readonly [number, number, number, number, number];
  readonly localeCount: number;
}

/** A tile's stars in page data, compact: `[average, count]`. */
export type TileRating = readonly [number, number];

/** How the list sorts (the API's `Sort`). */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** One review as the list shows it. */
export interface Review {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly rating: number;
  readonly nickname: string;
  readonly location: string | null;
  /** ISO timestamp. */
  readonly submittedAt: string;
  /** `de_AT`. */
  readonly contentLocale: string;
  /** `de`: the language the review is written in. */
  readonly language: string;
  readonly recommended: boolean | null;
  readonly helpfulVotes: number;
}

/** One page of a product's reviews. */
export interface ReviewPage {
  readonly total: number;
  readonly offset: number;
  readonly limit: number;
  readonly reviews: readonly Review[];
}

/** The product page's reviews part (page data `reviews`), present only where the brand shows reviews in this country. */
export interface ProductReviewsData {
  /** The parent product number the reviews are keyed by. */
  readonly productId: string;
  /** null: no review yet. */
  readonly summary: RatingSummary | null;
  /** Stars near the title and in the JSON-LD (the count reaches the brand's minimum, and is at least 1). */
  readonly stars: boolean;
  /** The review list (the count reaches the brand's minimum; with minimum 0 also a product without reviews). */
  readonly list: boolean;
  /** The API the browser asks, and the brand's display key. */
  readonly api: { readonly url: string; readonly passkey: string };
  /** The page's language (`de`): the list opens with reviews in it when there are any. */
  readonly language: string;
}
