import { storeApiError, type Reply } from '../http/reply.ts';

/**
 * The listing parameters of Shopware's `ProductListingCriteria` and `ProductListingFlags` (product-listing,
 * search, search-suggest), read like Symfony's `Request::get`: the query string first, then the JSON body.
 */
export interface ListingQuery {
  readonly page: number;
  readonly limit: number;
  /** A sorting key of `availableSortings`; `undefined` → the route's default. */
  readonly order: string | undefined;
  readonly manufacturer: readonly string[];
  readonly properties: readonly string[];
  readonly minPrice: number | undefined;
  readonly maxPrice: number | undefined;
  readonly shippingFree: boolean;
  readonly rating: number | null;
  /** Per-filter switches (`price-filter: false` drops the filter and its aggregation). */
  readonly enabled: { readonly manufacturer: boolean; readonly price: boolean; readonly properties: boolean; readonly rating: boolean; readonly shippingFree: boolean };
  /** `property-whitelist`: only these property groups are offered as a filter. */
  readonly propertyWhitelist: readonly string[] | null;
  /** The flags: their presence counts, not their value. */
  readonly reduceAggregations: boolean;
  readonly noAggregations: boolean;
  readonly onlyAggregations: boolean;
  /** `search` (search and search-suggest). */
  readonly search: string | undefined;
}

/** Defaults of one route: Shopware's 24 products per page for listings and search, 10 for suggestions. */
export interface ListingDefaults {
  readonly limit: number;
}

const MAX_LIMIT = 100;

const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split('|') : []).map((s) => s.trim()).filter((s) => s !== '');

const flag = (value: unknown): boolean => value !== undefined;

/** `true`, `1`, `"1"`, `"true"` are true (query strings carry strings). */
const truthy = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** A switch that defaults to on: only `false`, `0`, `"0"`, `"false"` turn it off. */
const enabledUnlessOff = (value: unknown): boolean => !(value === false || value === 0 || value === '0' || value === 'false');

type Read = { readonly ok: true; readonly query: ListingQuery } | { readonly ok: false; readonly reply: Reply };

/** Reads and checks the listing parameters; a wrong one is a 400 in Shopware's shape with its pointer. */
export function readListingQuery(body: unknown, query: URLSearchParams, defaults: ListingDefaults): Read {
  const fromBody = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const get = (key: string): unknown => (query.has(key) ? query.get(key) : fromBody[key]);
  const bad = (key: string, detail: string): Read => ({ ok: false, reply: storeApiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail, { parameter: key }, `/${key}`) });

  const number = (key: string): number | undefined | Error => {
    const raw = get(key);
    if (raw === undefined || raw === null || raw === '') return undefined;
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
    return Number.isFinite(n) ? n : new Error(`The parameter "${key}" must be a number (given: ${JSON.stringify(raw)}).`);
  };
  const page = number('p') ?? number('page') ?? 1;
  if (page instanceof Error) return bad('p', page.message);
  if (!Number.isInteger(page) || page < 1) return bad('p', 'The page parameter must be a positive integer.');
  const limit = number('limit') ?? defaults.limit;
  if (limit instanceof Error) return bad('limit', limit.message);
  if (!Number.isInteger(limit) || limit < 1) return { ok: false, reply: storeApiError(400, 'FRAMEWORK__INVALID_LIMIT_QUERY', 'The limit parameter must be a positive integer greater or equals than 1.', {}, '/limit') };
  if (limit > MAX_LIMIT) return { ok: false, reply: storeApiError(400, 'FRAMEWORK__QUERY_LIMIT_EXCEEDED', `The limit must be lower than or equal to MAX_LIMIT(given: ${limit}).`, { maxLimit: MAX_LIMIT, limit }, '/limit') };
  const minPrice = number('min-price');
  if (minPrice instanceof Error) return bad('min-price', minPrice.message);
  const maxPrice = number('max-price');
  if (maxPrice instanceof Error) return bad('max-price', maxPrice.message);
  const rating = number('rating');
  if (rating instanceof Error) return bad('rating', rating.message);
  const order = get('order');
  if (order !== undefined && order !== null && typeof order !== 'string') return bad('order', 'The parameter "order" must be a string.');
  const search = get('search');
  if (search !== undefined && search !== null && typeof search !== 'string') return bad('search', 'The parameter "search" must be a string.');
  const whitelist = get('property-whitelist');

  return {
    ok: true,
    query: {
      page,
      limit,
      order: typeof order === 'string' && order !== '' ? order : undefined,
      manufacturer: ids(get('manufacturer')),
      properties: ids(get('properties')),
      // Shopware treats 0 as "no bound" (the parameters default to 0).
      minPrice: minPrice === undefined || minPrice === 0 ? undefined : minPrice,
      maxPrice: maxPrice === undefined || maxPrice === 0 ? undefined : maxPrice,
      shippingFree: truthy(get('shipping-free')),
      rating: rating === undefined ? null : rating,
      enabled: {
        manufacturer: enabledUnlessOff(get('manufacturer-filter')),
        price: enabledUnlessOff(get('price-filter')),
        properties: enabledUnlessOff(get('property-filter')),
        rating: enabledUnlessOff(get('rating-filter')),
        shippingFree: enabledUnlessOff(get('shipping-free-filter')),
      },
      propertyWhitelist: whitelist === undefined || whitelist === null ? null : ids(whitelist),
      reduceAggregations: flag(get('reduce-aggregations')),
      noAggregations: flag(get('no-aggregations')),
      onlyAggregations: flag(get('only-aggregations')),
      search: typeof search === 'string' ? search : undefined,
    },
  };
}
