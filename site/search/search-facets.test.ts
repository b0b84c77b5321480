import { describe, expect, it } from 'vitest';
import { matchesFacets, sortHits, summariseFacets, type ProductHit } from './search-facets.ts';
import { EMPTY_SEARCH_STATE, type SearchState } from './search-state.ts';
import type { ProductFacets, SearchProduct } from './search-types.ts';

function product(id: string, facets: Partial<ProductFacets>, tile: { rank: number; createdAt?: string } = { rank: 0 }): SearchProduct {
  return {
    tile: { id, sku: id, name: id, subtitle: null, href: `/de-de/${id}/`, image: null, price: facets.price ?? null, listPrice: null, badges: [], label: null, colours: [], stockStatus: 'in-stock', createdAt: tile.createdAt ?? null, rank: tile.rank },
    line: null,
    text: '',
    facets: { inStock: true, price: null, colourGroup: [], frameShape: [], frameSize: [], size: [], ...facets },
  };
}

const A = product('a', { price: 2999, colourGroup: ['Schwarz'], frameShape: ['Wave'], frameSize: ['46 cm', '50 cm'] }, { rank: 0, createdAt: '2025-01-01' });
const B = product('b', { price: 3499, colourGroup: ['Grau', 'Schwarz'], frameShape: ['Diamant', 'Wave'], frameSize: ['50 cm', '55 cm'], inStock: false }, { rank: 1, createdAt: '2025-06-01' });
const C = product('c', { price: 1999, colourGroup: ['Weiß'], frameShape: ['Trapez'], frameSize: ['55 cm'] }, { rank: 2, createdAt: '2024-01-01' });
const D = product('d', { price: null, colourGroup: ['Grau'], frameShape: ['Wave'], size: ['M'] }, { rank: 3 });
const hits: ProductHit[] = [A, B, C, D].map((p, i) => ({ product: p, score: [1, 3, 2, 0.5][i] as number }));
const state = (s: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...s, filters: { ...EMPTY_SEARCH_STATE.filters, ...s.filters } });
const ids = (list: readonly ProductHit[]): string[] => list.map((h) => h.product.tile.id);

describe('facets', () => {
  it('any value within a facet, every facet together', () => {
    const s = state({ filters: { colourGroup: ['Schwarz', 'Weiß'], frameShape: ['Wave'], frameSize: [], size: [] } });
    expect(ids(hits.filter((h) => matchesFacets(h.product, s)))).toEqual(['a', 'b']);
    expect(ids(hits.filter((h) => matchesFacets(h.product, state({ inStock: true }))))).toEqual(['a', 'c', 'd']);
  });

  it('price range is inclusive and leaves products without a price out', () => {
    expect(ids(hits.filter((h) => matchesFacets(h.product, state({ minPrice: 1999, maxPrice: 2999 }))))).toEqual(['a', 'c']);
    expect(ids(hits.filter((h) => matchesFacets(h.product, state({ minPrice: 0 }))))).toEqual(['a', 'b', 'c']);
  });

  it('counts a facet with the other facets applied, so picking a colour keeps the other colours countable', () => {
    const summary = summariseFacets(hits, state({ filters: { colourGroup: ['Schwarz'], frameShape: [], frameSize: [], size: [] } }));
    expect(summary.values.colourGroup).toEqual([
      { value: 'Schwarz', count: 2, selected: true },
      { value: 'Grau', count: 2, selected: false },
      { value: 'Weiß', count: 1, selected: false },
    ]);
    // Frame shapes among the black bikes only.
    expect(summary.values.frameShape).toEqual([
      { value: 'Wave', count: 2, selected: false },
      { value: 'Diamant', count: 1, selected: false },
      { value: 'Trapez', count: 0, selected: false },
    ]);
    expect(summary.inStock).toBe(1);
    expect(summary.priceRange).toEqual({ min: 2999, max: 3499 });
  });

  it('a selected value no product has any more stays listed with zero', () => {
    const summary = summariseFacets(hits, state({ filters: { colourGroup: ['Lila'], frameShape: [], frameSize: [], size: [] } }));
    expect(summary.values.colourGroup).toContainEqual({ value: 'Lila', count: 0, selected: true });
  });

  it('sorts by relevance, price up and down (no price last), newest; ties in shop order', () => {
    expect(ids(sortHits(hits, 'relevance'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(sortHits(hits, 'price-asc'))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(sortHits(hits, 'price-desc'))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(sortHits(hits, 'newest'))).toEqual(['b', 'a', 'c', 'd']);
  });
});
