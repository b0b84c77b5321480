/**
 * The build's side of reviews: each locale's rating summaries read once from the static content host
 * (`client/create-reviews-client.ts`, through the build's retry policy), and the commerce pages' data given what
 * they show: `[average, count]` on each listing and product-line tile with stars, `reviews` on each product page
 * where the brand shows reviews in that country (`review-visibility.ts`). Nothing is added for a brand with
 * reviews off or in its excluded countries, and without a service to read (unit tests).
 */
import type { BrandConfig } from '../../brands/brand-schema.ts';
import type { ListingTile, ProductPageData } from '../commerce/catalogue/page-data.ts';
import { createRetryingFetch, formatRetry } from '../commerce/request/fetch-with-retry.ts';
import type { Locale } from '../locale/locales.ts';
import { createReviewsClient } from './client/create-reviews-client.ts';
import type { ProductReviewsData, RatingSummary, TileRating } from './review-types.ts';
import { listShown, reviewsShownIn, starsShown } from './review-visibility.ts';

export interface ReviewSourceOptions {
  readonly brand: BrandConfig;
  /** The reviews service the build reads summaries from; absent: no reviews in this build (unit tests). */
  readonly buildUrl?: string | undefined;
  /** The reviews API the browser asks (the product page's list). */
  readonly browserUrl: string;
  /** The brand's display API key. */
  readonly passkey: string;
  /** @default globalThis.fetch (wrapped in the retry policy) */
  readonly fetch?: typeof fetch;
  /** Retry lines. @default console.warn */
  readonly log?: (line: string) => void;
}

/** A loaded page as the engine's loader returns it. */
interface Loaded {
  readonly data: unknown;
}

export interface ReviewSource {
  /** The locale's summaries by product id; empty where reviews do not show. */
  summaries(locale: Locale): Promise<Readonly<Record<string, RatingSummary>>>;
  /** A commerce page's loaded data with its reviews (tiles' stars, the product page's `reviews`). */
  decorate<T extends Loaded>(kind: string | undefined, locale: Locale, loaded: T): Promise<T>;
}

/** `de_AT`: the content locale of a site locale (INT pages are in English for a British reader). */
export const contentLocaleOf = (locale: Pick<Locale, 'country' | 'language'>): string => `${locale.language}_${locale.country === 'INT' ? 'GB' : locale.country}`;

/** The compact tile rating, or null when the tile shows no stars. */
export function tileRating(config: BrandConfig['features']['reviews'], summary: RatingSummary | undefined): TileRating | null {
  return summary !== undefined && starsShown(config, summary.count) ? [summary.average, summary.count] : null;
}

export function createReviewSource(o: ReviewSourceOptions): ReviewSource {
  const config = o.brand.features.reviews;
  const log = o.log ?? ((line: string) => console.warn(line));
  const client = o.buildUrl === undefined ? null : createReviewsClient({
    baseUrl: o.buildUrl,
    passkey: o.passkey,
    // The retrying fetch has its own per-try timeout.
    timeoutMs: 0,
    fetch: createRetryingFetch({ ...(o.fetch ? { fetch: o.fetch } : {}), onRetry: (notice) => log(`Reviews service: ${formatRetry(notice)}`) }),
  });
  const cache = new Map<string, Promise<Readonly<Record<string, RatingSummary>>>>();

  function summaries(locale: Locale): Promise<Readonly<Record<string, RatingSummary>>> {
    if (client === null || !reviewsShownIn(config, locale.country)) return Promise.resolve({});
    let found = cache.get(locale.id);
    if (found === undefined) {
      found = client.ratingSummaries(o.brand.id, contentLocaleOf(locale)).then((r) => {
        // The build stops rather than publish pages whose stars silently vanished.
        if (!r.ok) throw new Error(`Rating summaries of ${o.brand.id} ${contentLocaleOf(locale)}: ${r.error.message}`);
        return r.value;
      });
      cache.set(locale.id, found);
    }
    return found;
  }

  return {
    summaries,
    async decorate(kind, locale, loaded) {
      if (client === null || !reviewsShownIn(config, locale.country)) return loaded;
      const all = await summaries(locale);
      if (kind === 'Product') {
        const data = loaded.data as ProductPageData;
        const summary = all[data.sku] ?? null;
        const count = summary?.count ?? 0;
        if (!listShown(config, count) && !starsShown(config, count)) return loaded;
        const reviews: ProductReviewsData = { productId: data.sku, summary, stars: starsShown(config, count), list: listShown(config, count), api: { url: o.browserUrl, passkey: o.passkey }, language: locale.language };
        return { ...loaded, data: { ...data, reviews } };
      }
      if (kind === 'Category' || kind === 'ProductLine') {
        const data = loaded.data as { readonly tiles: readonly ListingTile[] };
        const tiles = data.tiles.map((tile) => {
          const rating = tileRating(config, all[tile.sku]);
          return rating === null ? tile : { ...tile, rating };
        });
        return { ...loaded, data: { ...data, tiles } };
      }
      return loaded;
    },
  };
}
