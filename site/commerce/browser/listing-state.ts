import type { ListingTile } from '../catalogue/page-data.ts';

export const SORTS = ['recommended', 'price-asc', 'price-desc', 'name-asc', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

/** Facet and sort state of a listing, as kept in the URL (`?sort=price-asc&f.UB-BATCAP=625+Wh&page=2`). */
export interface ListingState {
  readonly sort: Sort;
  /** Selected values per facet code. */
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly page: number;
}

export const DEFAULT_LISTING_STATE: ListingState = Object.freeze({ sort: 'recommended', filters: {}, page: 1 });

export function readListingState(search: string): ListingState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const filters: Record<string, string[]> = {};
  for (const [key, value] of params) if (key.startsWith('f.') && value !== '') (filters[key.slice(2)] ??= []).push(value);
  const page = Number(params.get('page') ?? '1');
  return { sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'recommended', filters, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The query string of a state (empty for the default state), stable in order. */
export function writeListingState(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  for (const code of Object.keys(state.filters).sort()) for (const value of state.filters[code] ?? []) params.append(`f.${code}`, value);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** Tiles matching every facet (any selected value within a facet), sorted. */
export function applyListingState(tiles: readonly ListingTile[], state: ListingState, prices: Readonly<Record<string, number | null>> = {}): ListingTile[] {
  const price = (t: ListingTile): number => prices[t.id] ?? t.price ?? Number.POSITIVE_INFINITY;
  const matching = tiles.filter((t) => Object.entries(state.filters).every(([code, values]) => values.length === 0 || values.some((v) => (t.facets[code] ?? []).includes(v))));
  const sorted = [...matching];
  switch (state.sort) {
    case 'price-asc':
      return sorted.sort((a, b) => price(a) - price(b));
    case 'price-desc':
      return sorted.sort((a, b) => price(b) - price(a));
    case 'name-asc':
      return sorted.sort((a, b) => a.name.localeCompare(b.name));
    case 'newest':
      return sorted.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.rank - b.rank);
    case 'recommended':
      return sorted.sort((a, b) => a.rank - b.rank);
    default: {
      const never: never = state.sort;
      return never;
    }
  }
}
