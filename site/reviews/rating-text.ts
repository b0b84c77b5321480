/**
 * The words of a rating, for screen readers and the visible count: "4.3 of 5 stars, 27 reviews" in the page's
 * language (site/i18n messages `reviewsStarsText`, `reviewsCount`, `reviewsCountOne`), the number in the locale's
 * notation (4,3 in German).
 */
import { numberFormat } from '../i18n/number-format.ts';
import { format } from '../i18n/use-messages.ts';

/** The messages this needs (every dictionary has them). */
export interface RatingMessages {
  readonly reviewsStarsText: string;
  readonly reviewsStarsOnly: string;
  readonly reviewsCount: string;
  readonly reviewsCountOne: string;
}

/** 4.33 → "4.3" (en) or "4,3" (de): one decimal, as shoppers read ratings. */
export function formatRating(average: number, tag: string): string {
  return numberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(average * 10) / 10);
}

/** "27 reviews", "1 review". */
export function reviewCountText(m: RatingMessages, count: number, tag: string): string {
  return count === 1 ? m.reviewsCountOne : format(m.reviewsCount, { count: numberFormat(tag).format(count) });
}

/** "4.3 of 5 stars, 27 reviews" (count null: "4 of 5 stars", one review's own rating). */
export function ratingText(m: RatingMessages, average: number, count: number | null, tag: string): string {
  const value = Number.isInteger(average) ? String(average) : formatRating(average, tag);
  return count === null ? format(m.reviewsStarsOnly, { rating: value }) : format(m.reviewsStarsText, { rating: value, count: reviewCountText(m, count, tag) });
}
