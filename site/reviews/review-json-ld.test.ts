import { describe, expect, it } from 'vitest';
import { productPage } from '../analytics/shop-fixtures.ts';
import { productJsonLd } from '../structured-data/build-json-ld.ts';
import { validateStructuredData } from '../structured-data/validate-structured-data.ts';
import type { ProductReviewsData } from './review-types.ts';

const page = { origin: 'https://www.winora.com', path: '/at-de/sinus-ix12/' };
const reviews = (over: Partial<ProductReviewsData> = {}): ProductReviewsData => ({
  productId: '4454030', summary: { average: 4.33, count: 27, distribution: [0, 1, 3, 8, 15], localeCount: 9 }, stars: true, list: true, api: { url: 'http://r', passkey: 'k' }, language: 'de', ...over,
});

describe('AggregateRating in the product’s JSON-LD', () => {
  it('rates the product group where the page shows stars: value to one decimal, count, the 1–5 scale; valid', () => {
    const block = productJsonLd({ ...productPage(), reviews: reviews() }, page);
    expect(block?.['aggregateRating']).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 27, bestRating: 5, worstRating: 1 });
    expect(validateStructuredData(block)).toEqual([]);
  });

  it('leaves it out where no stars show (below the minimum, no review) and without reviews data', () => {
    expect(productJsonLd({ ...productPage(), reviews: reviews({ stars: false }) }, page)?.['aggregateRating']).toBeUndefined();
    expect(productJsonLd({ ...productPage(), reviews: reviews({ summary: null, stars: false }) }, page)?.['aggregateRating']).toBeUndefined();
    expect(productJsonLd(productPage(), page)?.['aggregateRating']).toBeUndefined();
  });

  it('the validator refuses a rating off the scale and a count below one, naming the property', () => {
    const block = { '@context': 'https://schema.org', ...productJsonLd(productPage(), page), aggregateRating: { '@type': 'AggregateRating', ratingValue: 7, reviewCount: 0, bestRating: 5, worstRating: 1 } };
    expect(validateStructuredData(block).map((p) => `${p.path}: ${p.message}`)).toEqual([
      'ProductGroup.aggregateRating.ratingValue: must be a number from 1 to 5 (is 7)',
      'ProductGroup.aggregateRating.reviewCount: must be a whole number of at least 1 (is 0)',
    ]);
  });
});
