import { describe, expect, it } from 'vitest';
import type { ListingTile } from '../catalogue/page-data.ts';
import { applyListingState, readListingState, writeListingState } from './listing-state.ts';

const tile = (id: string, price: number, battery: string[], rank: number): ListingTile => ({
  id, sku: id, name: id, subtitle: null, href: `/${id}/`, image: null, price, listPrice: null, badges: [], label: null, colours: [],
  facets: { 'UB-BATCAP': battery }, stockStatus: 'in-stock', createdAt: null, rank, variantIds: [],
});

describe('listing state in the URL', () => {
  it('round-trips sort, facets and page; defaults write nothing', () => {
    const state = readListingState('?sort=price-desc&f.UB-BATCAP=625+Wh&f.UB-BATCAP=750%20Wh&page=2');
    expect(state).toEqual({ sort: 'price-desc', filters: { 'UB-BATCAP': ['625 Wh', '750 Wh'] }, page: 2 });
    expect(readListingState(writeListingState(state))).toEqual(state);
    expect(writeListingState(readListingState('?sort=nope&page=-1'))).toBe('');
  });
  it('filters by any selected value of a facet and sorts', () => {
    const tiles = [tile('a', 3000, ['500 Wh'], 0), tile('b', 2000, ['625 Wh', '750 Wh'], 1), tile('c', 4000, ['750 Wh'], 2)];
    expect(applyListingState(tiles, readListingState('?f.UB-BATCAP=750+Wh&sort=price-asc')).map((t) => t.id)).toEqual(['b', 'c']);
    expect(applyListingState(tiles, readListingState('')).map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(applyListingState(tiles, readListingState('?sort=price-desc'), { a: 5000 }).map((t) => t.id)).toEqual(['a', 'c', 'b']);
  });
});
