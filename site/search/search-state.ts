/**
 * The search page's state as it lives in the URL, so a search can be shared and Back restores it:
 * `?q=sinus&stock=1&min=2000&max=3500&colour=Schwarz&shape=Wave&frame=50+cm&size=M&sort=price-asc&page=2`.
 * Unknown or malformed values count as absent (a shared link never breaks the page).
 */
import { VALUE_FACETS, type ValueFacet } from './search-types.ts';

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchState {
  readonly q: string;
  /** Only products that can be bought now. */
  readonly inStock: boolean;
  /** Price bounds (inclusive), null: open. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  /** Selected values per value facet (any of them matches). */
  readonly filters: Readonly<Record<ValueFacet, readonly string[]>>;
  readonly sort: SearchSort;
  readonly page: number;
}

/** URL parameter of each value facet. */
export const FACET_PARAM: Readonly<Record<ValueFacet, string>> = { colourGroup: 'colour', frameShape: 'shape', frameSize: 'frame', size: 'size' };

const NO_FILTERS: Readonly<Record<ValueFacet, readonly string[]>> = Object.freeze({ colourGroup: [], frameShape: [], frameSize: [], size: [] });

export const EMPTY_SEARCH_STATE: SearchState = Object.freeze({ q: '', inStock: false, minPrice: null, maxPrice: null, filters: NO_FILTERS, sort: 'relevance', page: 1 });

/** A query longer than this is cut (a pasted essay must not slow every keystroke). */
export const MAX_QUERY_LENGTH = 200;

const price = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,7}(\.\d{1,2})?$/.test(raw)) return null;
  return Number(raw);
};

/** The state of a query string (`location.search`). */
export function readSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const filters = Object.fromEntries(VALUE_FACETS.map((f) => [f, [...new Set(params.getAll(FACET_PARAM[f]).filter((v) => v !== '' && v.length <= 100))]])) as Record<ValueFacet, string[]>;
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  let minPrice = price(params.get('min'));
  let maxPrice = price(params.get('max'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    inStock: params.get('stock') === '1',
    minPrice,
    maxPrice,
    filters,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance',
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  };
}

/** The query string of a state, `?…` (empty for the empty state), stable in order: equal states give equal URLs. */
export function writeSearchState(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  if (state.inStock) params.set('stock', '1');
  if (state.minPrice !== null) params.set('min', String(state.minPrice));
  if (state.maxPrice !== null) params.set('max', String(state.maxPrice));
  for (const f of VALUE_FACETS) for (const v of [...state.filters[f]].sort()) params.append(FACET_PARAM[f], v);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Number of active facet choices (the filter button's badge). */
export function activeFacetCount(state: SearchState): number {
  return (state.inStock ? 1 : 0) + (state.minPrice === null ? 0 : 1) + (state.maxPrice === null ? 0 : 1) + VALUE_FACETS.reduce((n, f) => n + state.filters[f].length, 0);
}

/** The state with one value of a facet switched on or off (back to the first page). */
export function toggleFacetValue(state: SearchState, facet: ValueFacet, value: string): SearchState {
  const current = state.filters[facet];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, page: 1, filters: { ...state.filters, [facet]: next } };
}

/** The state without facets (query and sort kept). */
export function clearFacets(state: SearchState): SearchState {
  return { ...state, inStock: false, minPrice: null, maxPrice: null, filters: NO_FILTERS, page: 1 };
}
