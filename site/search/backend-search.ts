/**
 * Products the commerce backend knows and the build's index does not (listed after the build): the search
 * page asks Shopware's `POST /store-api/search` for the ids matching the words (ids only, through
 * `includes`), then reads just the unknown ones with the shop's product search and shows them as tiles that
 * open the dynamic product page. Any failure is an error value: the page keeps the index's results.
 */
import * as v from 'valibot';
import { err, ok, type Result } from '@cycle/engine/shared';
import type { CommerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import type { ListingTile } from '../commerce/catalogue/page-data.ts';
import { imageRef } from '../commerce/catalogue/product-page-data.ts';
import type { Product } from '../commerce/types.ts';

/** Products asked for per search (Shopware's default page). */
export const BACKEND_SEARCH_LIMIT = 24;
/** The backend search gives up after this long: the index's results are shown anyway. */
export const BACKEND_SEARCH_TIMEOUT_MS = 5_000;

const SearchIds = v.looseObject({ elements: v.array(v.looseObject({ id: v.string() })) });

export interface BackendSearchOptions {
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** @default BACKEND_SEARCH_TIMEOUT_MS */
  readonly timeoutMs?: number;
}

/** The ids of the products matching the words, best first (`POST /store-api/search`, ids only). */
export async function searchBackendIds(settings: CommerceSettings, query: string, options: BackendSearchOptions = {}): Promise<Result<string[], string>> {
  const fetcher = options.fetch ?? globalThis.fetch;
  const base = settings.salesChannelApi ? '/sales-channel-api/v3' : '/store-api';
  let response: Response;
  try {
    response = await fetcher(`${settings.url}${base}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'sw-access-key': settings.accessKey },
      body: JSON.stringify({ search: query, limit: BACKEND_SEARCH_LIMIT, includes: { product: ['id'] }, 'total-count-mode': 'none' }),
      signal: AbortSignal.timeout(options.timeoutMs ?? BACKEND_SEARCH_TIMEOUT_MS),
    });
  } catch (error) {
    return err(`backend search: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) return err(`backend search: HTTP ${response.status}`);
  const parsed = v.safeParse(SearchIds, await response.json().catch(() => null));
  if (!parsed.success) return err('backend search: unexpected answer');
  return ok(parsed.output.elements.map((e) => e.id));
}

/** A backend product as a tile: it opens the dynamic product page (`/{locale}/product/?sku=`). */
export function backendTile(p: Product, settings: CommerceSettings, rank: number): ListingTile {
  const prices = p.variants.map((x) => x.price?.total).filter((n): n is number => typeof n === 'number');
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    subtitle: p.subtitle,
    href: `${settings.paths.home}product/?${new URLSearchParams({ sku: p.sku }).toString()}`,
    image: imageRef(p.images.find((i) => i.url === p.img) ?? p.images[0] ?? null, p.name),
    price: prices.length > 0 ? Math.min(...prices) : (p.price?.total ?? null),
    listPrice: p.listPrice,
    badges: p.badges.map((b) => b.name),
    label: p.labels[0]?.freeText ?? null,
    colours: [],
    facets: {},
    stockStatus: p.stockStatus,
    createdAt: p.createdAt,
    rank,
    variantIds: p.variantIds,
  };
}
