/**
 * The product's AggregateRating (schema.org; Google's review snippet): only where the page shows stars, with the
 * rating to one decimal, the count, and the 1–5 scale said outright.
 */
import type { ProductReviewsData } from './review-types.ts';

/** `{ aggregateRating }` to spread into the product's top node, or nothing. */
export function aggregateRatingOf(reviews: ProductReviewsData | null | undefined): { readonly aggregateRating?: Record<string, unknown> } {
  if (!reviews?.stars || reviews.summary === null || reviews.summary.count < 1) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(reviews.summary.average * 10) / 10,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
