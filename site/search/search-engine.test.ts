import { describe, expect, it } from 'vitest';
import { createSearchEngine, normaliseTerm, swapsOf } from './search-engine.ts';
import { fetchSearchEngine } from './load-search-engine.ts';
import { EMPTY_SEARCH_STATE } from './search-state.ts';
import { SEARCH_INDEX_VERSION, type SearchIndexFile, type SearchProduct } from './search-types.ts';

function product(name: string, line: string, text: string, rank: number): SearchProduct {
  return {
    tile: { id: name, sku: `SKU-${rank}`, name, subtitle: null, href: `/de-de/${rank}/`, image: null, price: 1000 + rank, listPrice: null, badges: [], label: null, colours: [], stockStatus: 'in-stock', createdAt: null, rank },
    line,
    text,
    facets: { inStock: true, price: 1000 + rank, colourGroup: [], frameShape: [], frameSize: [], size: [] },
  };
}

const FILE: SearchIndexFile = {
  version: SEARCH_INDEX_VERSION,
  locale: 'de-de',
  language: 'de',
  commerce: null,
  pageSize: 2,
  products: [
    product('Sinus iN8f', 'Sinus', 'Wave · Tiefeinsteiger · Weiß', 0),
    product('Sinus iX12', 'Sinus', 'Trapez · Schwarz', 1),
    product('Yucatan X12', 'Yucatan', 'Diamant · Weiß', 2),
    product('Radius Tour', 'Radius', 'Wave · Grau', 3),
  ],
  pages: [{ kind: 'page', title: 'Fahrradlicht', text: 'Scheinwerfer und Rücklicht', href: '/de-de/fahrradlicht/', image: null }],
  suggestions: ['Sinus'],
};
const engine = createSearchEngine(FILE);
const names = (q: string): string[] => engine.search({ ...EMPTY_SEARCH_STATE, q }).products.map((p) => p.tile.name);

describe('search engine', () => {
  it('finds through a typo, a swap of two letters and a prefix while typing', () => {
    expect(names('sinsu')).toEqual(['Sinus iN8f', 'Sinus iX12']);
    expect(names('yukatan')).toEqual(['Yucatan X12']);
    expect(names('yuca')).toEqual(['Yucatan X12']);
  });

  it('ignores case and accents (weiss finds Weiß) and needs every word, falling back to any word', () => {
    expect(normaliseTerm('Weiß')).toBe('weiss');
    expect(new Set(names('weiss'))).toEqual(new Set(['Sinus iN8f', 'Yucatan X12']));
    expect(names('sinus weiss')).toEqual(['Sinus iN8f']);
    const any = engine.search({ ...EMPTY_SEARCH_STATE, q: 'radius yucatan' });
    expect(any.partial).toBe(true);
    expect(any.total).toBe(2);
  });

  it('pages the products by the index page size and finds content pages', () => {
    const all = engine.search({ ...EMPTY_SEARCH_STATE, page: 2 });
    expect(all).toMatchObject({ total: 4, page: 2, pages: 2 });
    expect(all.products.map((p) => p.tile.name)).toEqual(['Yucatan X12', 'Radius Tour']);
    expect(engine.search({ ...EMPTY_SEARCH_STATE, page: 9 }).page).toBe(2);
    expect(engine.search({ ...EMPTY_SEARCH_STATE, q: 'rucklicht' }).contentPages.map((p) => p.href)).toEqual(['/de-de/fahrradlicht/']);
  });

  it('suggests at most the limit, nothing for blank input, and knows its product ids', () => {
    expect(engine.suggest('sinus', 1).map((p) => p.tile.name)).toEqual(['Sinus iN8f']);
    expect(engine.suggest('  ', 5)).toEqual([]);
    expect(engine.has('Radius Tour')).toBe(true);
    expect(engine.has('new-bike')).toBe(false);
  });
});

describe('fetchSearchEngine', () => {
  const answer = (body: string, status = 200): typeof fetch => async () => new Response(body, { status });
  it('builds the engine of a valid file', async () => {
    const result = await fetchSearchEngine('/search/de-de-x.json', answer(JSON.stringify(FILE)));
    expect(result.ok && result.value.suggest('radius', 3).map((p) => p.tile.name)).toEqual(['Radius Tour']);
  });
  it('a failed request, invalid JSON or another version is an error value naming the file', async () => {
    expect(await fetchSearchEngine('/s.json', answer('', 404))).toEqual({ ok: false, error: 'search index /s.json: HTTP 404' });
    expect(await fetchSearchEngine('/s.json', answer('{'))).toEqual({ ok: false, error: 'search index /s.json: not JSON' });
    expect(await fetchSearchEngine('/s.json', answer(JSON.stringify({ ...FILE, version: 99 })))).toEqual({ ok: false, error: 'search index /s.json: not a version 1 index' });
    expect(await fetchSearchEngine('/s.json', async () => Promise.reject(new TypeError('offline')))).toEqual({ ok: false, error: 'search index /s.json: offline' });
  });
});

describe('typo tolerance stays narrow', () => {
  it('a five-letter word reaches its swap ("sinsu" → Sinus) but not words two edits away ("damen" is not "dabei" or "haben")', () => {
    expect(swapsOf('sinsu')).toContain('sinus');
    expect(swapsOf('abc')).toEqual([]);
    const file: SearchIndexFile = { ...FILE, pages: [{ kind: 'page', title: 'Wir waren dabei', text: 'Was wir haben', href: '/de-de/news/', image: null }] };
    expect(createSearchEngine(file).search({ ...EMPTY_SEARCH_STATE, q: 'damen' }).contentPages).toEqual([]);
    expect(createSearchEngine(file).search({ ...EMPTY_SEARCH_STATE, q: 'wraen' }).contentPages).toHaveLength(1);
  });
});
