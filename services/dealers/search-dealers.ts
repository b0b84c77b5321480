/**
 * The dealer service's queries, as pure functions over the checked data: reading a query string into a search
 * (every bad value is a problem naming its parameter), searching, the gazetteer and the bidex stock.
 */
import { SERVICE_FLAGS, type Dealer, type DealerCountry, type ServiceFlag } from './dealer-schema.ts';
import type { DealerData } from './load-dealer-data.ts';

/** Mean Earth radius in km (IUGG). */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Dealers per page when the query names no limit, and the most one page may hold. */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;
/** The bidex lookup's default and largest answer. */
export const DEFAULT_VARIANT_LIMIT = 10;
export const MAX_VARIANT_LIMIT = 100;
/** Countries of the bicycle-dealer product-variants lookup (DECISIONS.md: bidex on for de, at, ch). */
export const BIDEX_COUNTRIES: readonly DealerCountry[] = ['DE', 'AT', 'CH'];
/** Largest radius that still means something on Earth (half its circumference). */
const MAX_RADIUS_KM = 20_038;

/** A problem with one query parameter: the answer is a 400 naming it. */
export interface QueryProblem {
  readonly parameter: string;
  readonly detail: string;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: readonly QueryProblem[] };

/** A dealer search. */
export interface DealerSearch {
  readonly country: DealerCountry;
  readonly brand?: string;
  readonly near?: { readonly lat: number; readonly lng: number };
  readonly radiusKm?: number;
  readonly filters: readonly ServiceFlag[];
  readonly limit: number;
  readonly offset: number;
}

/** A bidex lookup. */
export interface VariantSearch {
  readonly productNumber: string;
  readonly country: DealerCountry;
  readonly brand?: string;
  readonly near?: { readonly lat: number; readonly lng: number };
  readonly limit: number;
}

/** A number as people write it: `52`, `-4.5`, `.5`, `1e3`. */
const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const clip = (text: string, n = 60): string => (text.length > n ? `${text.slice(0, n)}…` : text);
const quoted = (text: string): string => JSON.stringify(clip(text));

/** Reads parameters one by one, collecting problems; an unknown or repeated parameter is a problem too. */
function createReader(query: URLSearchParams, known: readonly string[]) {
  const problems: QueryProblem[] = [];
  for (const name of new Set(query.keys())) {
    if (!known.includes(name)) problems.push({ parameter: clip(name, 40), detail: `is not a parameter here (use ${known.join(', ')})` });
    else if (query.getAll(name).length > 1) problems.push({ parameter: name, detail: 'is given more than once' });
  }
  const text = (name: string): string | undefined => {
    const value = query.get(name);
    return value === null ? undefined : value.trim();
  };
  const number = (name: string, min: number, max: number, integer: boolean): number | undefined => {
    const raw = text(name);
    if (raw === undefined) return undefined;
    // Decimal notation only: Number() would also take `0x10`, `0b1` and `Infinity`.
    const value = DECIMAL.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) {
      problems.push({ parameter: name, detail: `must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, not ${quoted(raw)}` });
      return undefined;
    }
    return value;
  };
  return { problems, text, number };
}

function readCountry(reader: ReturnType<typeof createReader>, data: DealerData, allowed?: readonly DealerCountry[]): DealerCountry | undefined {
  const raw = reader.text('country');
  const covered = allowed ?? [...data.byCountry.keys()].sort();
  if (raw === undefined || raw === '') {
    reader.problems.push({ parameter: 'country', detail: `is required (one of ${covered.join(', ')})` });
    return undefined;
  }
  const code = raw.toUpperCase() as DealerCountry;
  if (!covered.includes(code)) {
    reader.problems.push({ parameter: 'country', detail: `must be one of ${covered.join(', ')}, not ${quoted(raw)}` });
    return undefined;
  }
  return code;
}

function readBrand(reader: ReturnType<typeof createReader>, data: DealerData): string | undefined {
  const raw = reader.text('brand');
  if (raw === undefined) return undefined;
  if (!data.brands.has(raw)) reader.problems.push({ parameter: 'brand', detail: `is not a brand any dealer carries (${[...data.brands].sort().join(', ')}), not ${quoted(raw)}` });
  return raw;
}

function readPosition(reader: ReturnType<typeof createReader>): { lat: number; lng: number } | undefined {
  const lat = reader.number('lat', -90, 90, false);
  const lng = reader.number('lng', -180, 180, false);
  const hasLat = reader.text('lat') !== undefined;
  const hasLng = reader.text('lng') !== undefined;
  if (hasLat !== hasLng) reader.problems.push({ parameter: hasLat ? 'lng' : 'lat', detail: `is required with ${hasLat ? 'lat' : 'lng'}` });
  return lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
}

/** `GET /v1/dealers`' query. */
export function parseDealerSearch(query: URLSearchParams, data: DealerData): Parsed<DealerSearch> {
  const reader = createReader(query, ['brand', 'country', 'lat', 'lng', 'radius', 'filters', 'limit', 'offset']);
  const country = readCountry(reader, data);
  const brand = readBrand(reader, data);
  const near = readPosition(reader);
  const radiusKm = reader.number('radius', 0, MAX_RADIUS_KM, false);
  if (reader.text('radius') !== undefined && reader.text('lat') === undefined) reader.problems.push({ parameter: 'radius', detail: 'needs a position (lat and lng)' });
  const filters: ServiceFlag[] = [];
  for (const name of (reader.text('filters') ?? '').split(',').map((f) => f.trim()).filter(Boolean)) {
    if ((SERVICE_FLAGS as readonly string[]).includes(name)) {
      if (!filters.includes(name as ServiceFlag)) filters.push(name as ServiceFlag);
    } else reader.problems.push({ parameter: 'filters', detail: `has the unknown filter ${quoted(name)} (known: ${SERVICE_FLAGS.join(', ')})` });
  }
  const limit = reader.number('limit', 1, MAX_LIMIT, true) ?? DEFAULT_LIMIT;
  const offset = reader.number('offset', 0, Number.MAX_SAFE_INTEGER, true) ?? 0;
  if (reader.problems.length > 0 || country === undefined) return { ok: false, problems: reader.problems };
  return { ok: true, value: { country, ...(brand === undefined ? {} : { brand }), ...(near ? { near } : {}), ...(radiusKm === undefined ? {} : { radiusKm }), filters, limit, offset } };
}

/** `GET /v1/product-variants/<productNumber>/dealers`' path number and query. */
export function parseVariantSearch(productNumber: string, query: URLSearchParams, data: DealerData): Parsed<VariantSearch> {
  const reader = createReader(query, ['brand', 'country', 'lat', 'lng', 'limit']);
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(productNumber)) {
    reader.problems.push({ parameter: 'productNumber', detail: `must be 1 to 64 letters, digits, '.', '_' or '-', not ${quoted(productNumber)}` });
  }
  const country = readCountry(reader, data, BIDEX_COUNTRIES);
  const brand = readBrand(reader, data);
  const near = readPosition(reader);
  const limit = reader.number('limit', 1, MAX_VARIANT_LIMIT, true) ?? DEFAULT_VARIANT_LIMIT;
  if (reader.problems.length > 0 || country === undefined) return { ok: false, problems: reader.problems };
  return { ok: true, value: { productNumber, country, ...(brand === undefined ? {} : { brand }), ...(near ? { near } : {}), limit } };
}

/** `GET /v1/places`' query. */
export function parsePlacesQuery(query: URLSearchParams, data: DealerData): Parsed<DealerCountry> {
  const reader = createReader(query, ['country']);
  const country = readCountry(reader, data);
  return reader.problems.length > 0 || country === undefined ? { ok: false, problems: reader.problems } : { ok: true, value: country };
}

/** A dealer with its distance from the searched position (km, 0.1 precision). */
export type DealerHit = Dealer & { readonly distanceKm?: number };

const byName = (a: Dealer, b: Dealer): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/** Dealers matching `search` within `dealers`, nearest first with a position, else by name, with distances. */
function rank(dealers: readonly Dealer[], near: DealerSearch['near'], radiusKm?: number): DealerHit[] {
  if (!near) return [...dealers].sort(byName);
  return dealers
    .map((dealer) => ({ dealer, km: haversineKm(near, dealer.position) }))
    .filter(({ km }) => radiusKm === undefined || km <= radiusKm)
    .sort((a, b) => a.km - b.km || byName(a.dealer, b.dealer))
    .map(({ dealer, km }) => ({ ...dealer, distanceKm: Math.round(km * 10) / 10 }));
}

/** The answer of `GET /v1/dealers`. */
export function searchDealers(data: DealerData, search: DealerSearch): { total: number; dealers: DealerHit[] } {
  const candidates = (data.byCountry.get(search.country) ?? []).filter(
    (d) => (search.brand === undefined || d.brands.includes(search.brand)) && search.filters.every((flag) => d.services[flag]),
  );
  const ranked = rank(candidates, search.near, search.radiusKm);
  return { total: ranked.length, dealers: ranked.slice(search.offset, search.offset + search.limit) };
}

/** The gazetteer of a country: each city and postcode of its dealers once, at the mean position of those dealers. */
export function placesOf(data: DealerData, country: DealerCountry): { name: string; postcode: string; position: { lat: number; lng: number } }[] {
  const groups = new Map<string, { name: string; postcode: string; lat: number; lng: number; n: number }>();
  for (const dealer of data.byCountry.get(country) ?? []) {
    const key = `${dealer.city}\u0000${dealer.postcode}`;
    const group = groups.get(key) ?? { name: dealer.city, postcode: dealer.postcode, lat: 0, lng: 0, n: 0 };
    group.lat += dealer.position.lat;
    group.lng += dealer.position.lng;
    group.n += 1;
    groups.set(key, group);
  }
  const round = (x: number): number => Math.round(x * 1e4) / 1e4;
  return [...groups.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.postcode.localeCompare(b.postcode))
    .map((g) => ({ name: g.name, postcode: g.postcode, position: { lat: round(g.lat / g.n), lng: round(g.lng / g.n) } }));
}

/** FNV-1a, for the stock figures. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  // Final avalanche (murmur3 fmix32): FNV alone leaves neighbouring product numbers with similar low bits.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Stock figures a shop floor has: mostly one to three of a size and colour, now and then more. */
const STOCK_STEPS = [1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5, 6] as const;

/**
 * Units of a variant at a dealer: derived from dealer id and product number, so the same question always gets
 * the same answer and neighbouring variants differ. About 40 % of the pairs have none.
 */
export function stockOf(dealerId: string, productNumber: string): number {
  const h = fnv1a(`${dealerId}|${productNumber}`);
  if (h % 100 < 40) return 0;
  return STOCK_STEPS[(h >>> 8) % STOCK_STEPS.length]!;
}

/** The answer of the bidex lookup: dealers of the country (carrying the brand) with the variant in stock. */
export function variantDealers(data: DealerData, search: VariantSearch): { productNumber: string; dealers: (DealerHit & { stock: number })[] } {
  const stocked = (data.byCountry.get(search.country) ?? [])
    .filter((d) => search.brand === undefined || d.brands.includes(search.brand))
    .map((dealer) => ({ dealer, stock: stockOf(dealer.id, search.productNumber) }))
    .filter(({ stock }) => stock > 0);
  const stockById = new Map(stocked.map(({ dealer, stock }) => [dealer.id, stock]));
  const ranked = rank(stocked.map(({ dealer }) => dealer), search.near).slice(0, search.limit);
  return { productNumber: search.productNumber, dealers: ranked.map((hit) => ({ ...hit, stock: stockById.get(hit.id)! })) };
}
