import { describe, expect, it } from 'vitest';
import { activeFacetCount, clearFacets, EMPTY_SEARCH_STATE, readSearchState, toggleFacetValue, writeSearchState, type SearchState } from './search-state.ts';

const FULL: SearchState = {
  q: 'sinus',
  inStock: true,
  minPrice: 2000,
  maxPrice: 3500,
  filters: { colourGroup: ['Schwarz', 'Grau'], frameShape: ['Wave'], frameSize: ['50 cm'], size: ['M'] },
  sort: 'price-asc',
  page: 2,
};

describe('search state in the URL', () => {
  it('writes every part and reads it back to the same state (values sorted so equal states give equal URLs)', () => {
    const url = writeSearchState(FULL);
    expect(url).toBe('?q=sinus&stock=1&min=2000&max=3500&colour=Grau&colour=Schwarz&shape=Wave&frame=50+cm&size=M&sort=price-asc&page=2');
    expect(readSearchState(url)).toEqual({ ...FULL, filters: { ...FULL.filters, colourGroup: ['Grau', 'Schwarz'] } });
  });

  it('the empty state is the bare path, and the bare path the empty state', () => {
    expect(writeSearchState(EMPTY_SEARCH_STATE)).toBe('');
    expect(readSearchState('')).toEqual(EMPTY_SEARCH_STATE);
  });

  it('reads the no-JavaScript form GET (`?q=` only, spaces as +)', () => {
    expect(readSearchState('?q=tiefer+Einstieg')).toEqual({ ...EMPTY_SEARCH_STATE, q: 'tiefer Einstieg' });
  });

  it('treats malformed values as absent: unknown sort, page 0 or text, negative or textual prices, stock other than 1', () => {
    expect(readSearchState('?sort=cheapest&page=0&min=-5&max=abc&stock=yes')).toEqual(EMPTY_SEARCH_STATE);
    expect(readSearchState('?page=1.5').page).toBe(1);
    expect(readSearchState('?page=99999').page).toBe(1);
  });

  it('swaps a minimum above the maximum, cuts an overlong query and drops empty and repeated facet values', () => {
    expect(readSearchState('?min=4000&max=1000')).toMatchObject({ minPrice: 1000, maxPrice: 4000 });
    expect(readSearchState(`?q=${'a'.repeat(500)}`).q).toHaveLength(200);
    expect(readSearchState('?colour=&colour=Rot&colour=Rot').filters.colourGroup).toEqual(['Rot']);
  });

  it('toggling a facet value adds or removes it and goes back to the first page; clearing keeps query and sort', () => {
    const on = toggleFacetValue({ ...EMPTY_SEARCH_STATE, page: 3 }, 'frameShape', 'Wave');
    expect(on).toMatchObject({ page: 1, filters: { frameShape: ['Wave'] } });
    expect(toggleFacetValue(on, 'frameShape', 'Wave').filters.frameShape).toEqual([]);
    expect(clearFacets(FULL)).toEqual({ ...EMPTY_SEARCH_STATE, q: 'sinus', sort: 'price-asc' });
    expect(activeFacetCount(FULL)).toBe(8);
  });
});
