/**
 * Build time: every dealer of a locale's country for one brand, for the finder's static list and sparta's
 * dealer detail pages. Reads through the build's retry policy (`commerce/request/fetch-with-retry.ts`: network
 * errors, timeouts, 5xx and 429 tried again with backoff, 4xx never), page by page so that a large country
 * never needs one huge answer. A failure after the retries is a `Result` error naming the country and cause;
 * the caller decides whether the build stops.
 */
import { err, ok, type Result } from '@cycle/engine/shared';
import type { CountryCode } from '../../../brands/brand-schema.ts';
import { createRetryingFetch, formatRetry, type RetryPolicy } from '../../commerce/request/fetch-with-retry.ts';
import { createDealerClient, type DealerClient, type DealerClientError } from './create-dealer-client.ts';
import type { Dealer } from './dealer-types.ts';

/** Dealers per request of the build's reads. */
export const DEALER_PAGE_SIZE = 200;

export interface LoadDealersOptions {
  /** The dealer service's base URL (`siteBuild`'s dealers URL). */
  readonly baseUrl: string;
  /** The dealer service's brand id (brand config `dealers.brandId`). */
  readonly brandId: string;
  /** The locale's country. */
  readonly country: CountryCode;
  /** @default DEFAULT_RETRY_POLICY of fetch-with-retry */
  readonly retry?: Partial<RetryPolicy>;
  /** One line per retry. @default console.warn */
  readonly log?: (line: string) => void;
  /** @default a client over the retrying fetch */
  readonly client?: Pick<DealerClient, 'listDealers'>;
  /** @default globalThis.fetch (wrapped in the retry policy) */
  readonly fetch?: typeof fetch;
  /** @default DEALER_PAGE_SIZE */
  readonly pageSize?: number;
}

/** Every dealer of `brandId` in `country`, sorted by name (the service's order without a position). */
export async function loadDealers(options: LoadDealersOptions): Promise<Result<readonly Dealer[], DealerClientError>> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const client = options.client ?? createDealerClient({
    baseUrl: options.baseUrl,
    // The retrying fetch has its own per-try timeout; the client's would cut across the retries.
    timeoutMs: 0,
    fetch: createRetryingFetch({
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.retry ? { policy: options.retry } : {}),
      onRetry: (notice) => log(`Dealer service (${options.country}): ${formatRetry(notice)}`),
    }),
  });
  const pageSize = options.pageSize ?? DEALER_PAGE_SIZE;
  const dealers: Dealer[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await client.listDealers({ brand: options.brandId, country: options.country, limit: pageSize, offset });
    if (!page.ok) return err({ ...page.error, message: `Dealers of ${options.brandId} in ${options.country}: ${page.error.message}` });
    for (const { distanceKm: _distance, ...dealer } of page.value.dealers) dealers.push(dealer);
    if (page.value.dealers.length === 0 || offset + page.value.dealers.length >= page.value.total) break;
  }
  return ok(Object.freeze(dealers));
}
