/**
 * Facets and sorting over the products a query found: a product passes when it matches every facet (any
 * selected value within one facet); the counts of a facet's values are taken with the other facets applied,
 * so choosing a colour never hides the other colours.
 */
import type { SearchSort, SearchState } from './search-state.ts';
import { VALUE_FACETS, type SearchProduct, type ValueFacet } from './search-types.ts';

/** A product found by a query, with its relevance. */
export interface ProductHit {
  readonly product: SearchProduct;
  readonly score: number;
}

type FacetName = ValueFacet | 'inStock' | 'price';

/** Whether a product passes every facet of the state, leaving `except` out. */
export function matchesFacets(p: SearchProduct, state: SearchState, except: FacetName | null = null): boolean {
  const f = p.facets;
  if (except !== 'inStock' && state.inStock && !f.inStock) return false;
  if (except !== 'price' && (state.minPrice !== null || state.maxPrice !== null)) {
    if (f.price === null) return false;
    if (state.minPrice !== null && f.price < state.minPrice) return false;
    if (state.maxPrice !== null && f.price > state.maxPrice) return false;
  }
  for (const facet of VALUE_FACETS) {
    if (facet === except) continue;
    const chosen = state.filters[facet];
    if (chosen.length > 0 && !chosen.some((v) => f[facet].includes(v))) return false;
  }
  return true;
}

export interface FacetValueCount {
  readonly value: string;
  readonly count: number;
  readonly selected: boolean;
}

export interface FacetSummary {
  /** Products in stock among those the other facets leave. */
  readonly inStock: number;
  /** Lowest and highest price among those the other facets leave; null without prices. */
  readonly priceRange: { readonly min: number; readonly max: number } | null;
  /** Values of each facet with their counts (selected values stay listed even at zero), in index order. */
  readonly values: Readonly<Record<ValueFacet, readonly FacetValueCount[]>>;
}

/** The facet counts of the hits under a state. */
export function summariseFacets(hits: readonly ProductHit[], state: SearchState): FacetSummary {
  const values = {} as Record<ValueFacet, FacetValueCount[]>;
  for (const facet of VALUE_FACETS) {
    const counts = new Map<string, number>();
    for (const h of hits) for (const v of h.product.facets[facet]) if (!counts.has(v)) counts.set(v, 0);
    for (const h of hits) if (matchesFacets(h.product, state, facet)) for (const v of h.product.facets[facet]) counts.set(v, (counts.get(v) ?? 0) + 1);
    for (const v of state.filters[facet]) if (!counts.has(v)) counts.set(v, 0);
    values[facet] = [...counts].map(([value, count]) => ({ value, count, selected: state.filters[facet].includes(value) }));
  }
  const priced = hits.filter((h) => matchesFacets(h.product, state, 'price')).map((h) => h.product.facets.price).filter((n): n is number => n !== null);
  return {
    inStock: hits.filter((h) => h.product.facets.inStock && matchesFacets(h.product, state, 'inStock')).length,
    priceRange: priced.length === 0 ? null : { min: Math.min(...priced), max: Math.max(...priced) },
    values,
  };
}

/** The hits in the order asked for; ties keep the shop's order (top sellers first). */
export function sortHits(hits: readonly ProductHit[], sort: SearchSort): ProductHit[] {
  const price = (h: ProductHit, missing: number): number => h.product.facets.price ?? missing;
  const rank = (a: ProductHit, b: ProductHit): number => a.product.tile.rank - b.product.tile.rank;
  const list = [...hits];
  switch (sort) {
    case 'price-asc':
      return list.sort((a, b) => price(a, Number.POSITIVE_INFINITY) - price(b, Number.POSITIVE_INFINITY) || rank(a, b));
    case 'price-desc':
      return list.sort((a, b) => price(b, Number.NEGATIVE_INFINITY) - price(a, Number.NEGATIVE_INFINITY) || rank(a, b));
    case 'newest':
      return list.sort((a, b) => (b.product.tile.createdAt ?? '').localeCompare(a.product.tile.createdAt ?? '') || rank(a, b));
    case 'relevance':
      return list.sort((a, b) => b.score - a.score || rank(a, b));
    default: {
      const never: never = sort;
      return never;
    }
  }
}
