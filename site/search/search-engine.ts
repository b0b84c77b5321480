/**
 * Queries one locale's index in the browser (MiniSearch, decisions/0006): typo tolerant (one edit from four
 * letters, two from seven, and two swapped letters), prefix matching while typing, accents and case ignored, every word must match
 * (all words, then any word when that finds nothing). Facets and sorting from `search-facets.ts`.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { sortHits, summariseFacets, matchesFacets, type FacetSummary, type ProductHit } from './search-facets.ts';
import type { SearchState } from './search-state.ts';
import type { SearchIndexFile, SearchPage, SearchProduct } from './search-types.ts';

/** One page of results under a state. */
export interface SearchResults {
  /** Products after facets, before paging. */
  readonly total: number;
  readonly page: number;
  readonly pages: number;
  readonly products: readonly SearchProduct[];
  readonly facets: FacetSummary;
  /** Product lines and content pages matching the query (none without a query). */
  readonly contentPages: readonly SearchPage[];
  /** Whether the words matched only in part (no product had them all). */
  readonly partial: boolean;
}

export interface SearchEngine {
  readonly file: SearchIndexFile;
  search(state: SearchState): SearchResults;
  /** The best products for a query while typing (header suggestions), at most `limit`. */
  suggest(query: string, limit: number): SearchProduct[];
  /** Whether the index holds a product of this id (backend results the index lacks are merged). */
  has(id: string): boolean;
}

/** Lower case without accents (`Weiß` → `weiss`, `Trapèze` → `trapeze`): how terms are indexed and searched. */
export function normaliseTerm(term: string): string {
  return term.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Edits a word of this length may have and still match: none under four letters, one up to six, then two (swaps aside). */
export function allowedEdits(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 7 ? 1 : 2;
}

/** Every word with two neighbouring letters swapped (`sinsu` → `isnsu`, `snisu`, `sinus`, …), from four letters. */
export function swapsOf(word: string): string[] {
  if (word.length < 4) return [];
  const out = new Set<string>();
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    out.add(word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2));
  }
  return [...out];
}

/**
 * The query of some words: each word or one of its swaps (Levenshtein counts a swap as two edits, so "sinsu"
 * would otherwise be as far from "sinus" as from "sieht"), the words combined with AND or OR.
 */
export function wordsQuery(text: string, combineWith: 'AND' | 'OR'): Query {
  const words = text.split(/[\s\p{P}]+/u).filter((w) => w !== '');
  // Swaps match exactly (no further edits, no prefix): each would otherwise cost a fuzzy search of its own.
  return { combineWith, queries: words.map((w) => ({ combineWith: 'OR', queries: [w, { combineWith: 'OR', fuzzy: false, prefix: false, queries: swapsOf(normaliseTerm(w)) }] })) };
}

/** MiniSearch options of both indexes: edits by word length, prefixes from two letters, exact words weigh most. */
export const SEARCH_OPTIONS = { fuzzy: allowedEdits, prefix: (term: string) => term.length >= 2, weights: { fuzzy: 0.3, prefix: 0.6 } } as const;

export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  const products = new MiniSearch<{ id: number; name: string; sku: string; line: string; text: string }>({
    fields: ['name', 'sku', 'line', 'text'],
    processTerm: normaliseTerm,
    searchOptions: { ...SEARCH_OPTIONS, boost: { name: 4, line: 3, sku: 2, text: 1 } },
  });
  products.addAll(file.products.map((p, id) => ({ id, name: p.tile.name, sku: p.tile.sku, line: p.line ?? '', text: `${p.tile.subtitle ?? ''} ${p.text}` })));
  const pages = new MiniSearch<{ id: number; title: string; text: string }>({
    fields: ['title', 'text'],
    processTerm: normaliseTerm,
    searchOptions: { ...SEARCH_OPTIONS, boost: { title: 3, text: 1 } },
  });
  pages.addAll(file.pages.map((p, id) => ({ id, title: p.title, text: p.text })));
  const ids = new Set(file.products.map((p) => p.tile.id));

  const find = (index: MiniSearch, q: string): { results: SearchResult[]; partial: boolean } => {
    const all = index.search(wordsQuery(q, 'AND'));
    if (all.length > 0 || !/\s/.test(q)) return { results: all, partial: false };
    return { results: index.search(wordsQuery(q, 'OR')), partial: true };
  };

  return {
    file,
    has: (id) => ids.has(id),
    search(state) {
      const q = state.q.trim();
      let hits: ProductHit[];
      let partial = false;
      let contentPages: SearchPage[] = [];
      if (q === '') {
        hits = file.products.map((product) => ({ product, score: 0 }));
      } else {
        const found = find(products, q);
        partial = found.partial;
        hits = found.results.map((r) => ({ product: file.products[r.id as number] as SearchProduct, score: r.score }));
        contentPages = find(pages, q).results.map((r) => file.pages[r.id as number] as SearchPage);
      }
      const facets = summariseFacets(hits, state);
      const shown = sortHits(hits.filter((h) => matchesFacets(h.product, state)), state.sort);
      const size = Math.max(1, file.pageSize);
      const pageCount = Math.max(1, Math.ceil(shown.length / size));
      const page = Math.min(state.page, pageCount);
      return {
        total: shown.length,
        page,
        pages: pageCount,
        products: shown.slice((page - 1) * size, page * size).map((h) => h.product),
        facets,
        contentPages,
        partial,
      };
    },
    suggest(query, limit) {
      const q = query.trim();
      if (q === '') return [];
      return find(products, q).results.slice(0, limit).map((r) => file.products[r.id as number] as SearchProduct);
    },
  };
}
