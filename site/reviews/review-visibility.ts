/**
 * Where reviews show (spec §9, brand configuration `features.reviews`): nowhere for a brand with reviews off or in
 * one of its excluded countries; stars (tiles, near the title, AggregateRating) once a product has at least the
 * brand's minimum count and at least one review; the list from the minimum count on (a minimum of 0 lists a
 * product without reviews too, with its empty state).
 */
import type { BrandConfig } from '../../brands/brand-schema.ts';

export type ReviewsConfig = BrandConfig['features']['reviews'];

/** Whether the brand shows reviews at all in `country`. */
export function reviewsShownIn(config: ReviewsConfig, country: string): boolean {
  return config.enabled && !(config.excludedCountries as readonly string[]).includes(country);
}

/** Stars for a product with `count` reviews (in a country where reviews show). */
export function starsShown(config: ReviewsConfig, count: number): boolean {
  return count >= Math.max(1, config.minCount);
}

/** The review list for a product with `count` reviews (in a country where reviews show). */
export function listShown(config: ReviewsConfig, count: number): boolean {
  return count >= config.minCount;
}
