/**
 * `pnpm bench:search`: the search index of a built locale (default winora de-de in `dist`) measured three ways
 * on the same documents, MiniSearch (what the site uses, decisions/0006), FlexSearch and Orama: index file
 * bytes (raw and gzip), index build (load) time in the browser's place, query time over a fixed query set
 * with typos and German words, and which queries find their target. Also the site's own engine end to end
 * (`createSearchEngine`: MiniSearch plus facets, sorting, paging) and the gzip size of the search chunk.
 * Results: `bench/search-results.md` and `bench/search-results.json`. A measurement, not a test: no timed assertions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { create, insertMultiple, search as oramaSearch, save } from '@orama/orama';
import { Document as FlexDocument } from 'flexsearch';
import MiniSearch from 'minisearch';
import { defineSettings } from '../services/shared/define-settings.ts';
import { createSearchEngine, normaliseTerm, SEARCH_OPTIONS, wordsQuery } from '../site/search/search-engine.ts';
import { EMPTY_SEARCH_STATE } from '../site/search/search-state.ts';
import type { SearchIndexFile } from '../site/search/search-types.ts';

const settings = defineSettings({
  command: 'pnpm bench:search',
  summary: 'Measures the search index of a built locale with MiniSearch, FlexSearch and Orama, and the site engine.',
  settings: {
    dist: { kind: { type: 'path' }, flag: 'dist', default: 'dist', doc: 'a built site (pnpm build --out=DIR)' },
    locale: { kind: { type: 'string' }, flag: 'locale', default: 'de-de', doc: 'locale whose index is measured' },
    runs: { kind: { type: 'integer', min: 1, max: 10_000 }, flag: 'runs', default: '200', doc: 'repetitions of each query (median and p95 reported)' },
    out: { kind: { type: 'path' }, flag: 'out', default: path.join(import.meta.dirname, 'search-results'), doc: 'results file path without extension (.md and .json are written)' },
  },
}).readOrExit(process.argv.slice(2), {}).settings;

/** Queries and the product line (or page title part) each must find first; typos on purpose. */
const QUERIES: readonly { readonly q: string; readonly expect: string | null; readonly what: string }[] = [
  { q: 'sinus', expect: 'Sinus', what: 'exact line' },
  { q: 'sinsu', expect: 'Sinus', what: 'swapped letters' },
  { q: 'yukatan', expect: 'Yucatan', what: 'one wrong letter' },
  { q: 'yuca', expect: 'Yucatan', what: 'prefix while typing' },
  { q: 'radus', expect: 'Radius', what: 'missing letter' },
  { q: 'tiefer Einstieg', expect: 'wave', what: 'German synonym (two words)' },
  { q: 'Damen', expect: 'Damen', what: 'German synonym (of wave and trapeze)' },
  { q: 'weiss', expect: 'Weiß', what: 'ß written as ss' },
  { q: 'fahradlicht', expect: 'Fahrradlicht', what: 'page, missing letter' },
  { q: 'xylophon', expect: null, what: 'no match' },
];

const file = (() => {
  const dir = path.join(settings.dist, 'search');
  const name = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.startsWith(`${settings.locale}-`) && f.endsWith('.json')) : undefined;
  if (name === undefined) throw new Error(`No search index for ${settings.locale} under ${dir}: build first (pnpm build --out=${settings.dist})`);
  return { name, text: fs.readFileSync(path.join(dir, name), 'utf8') };
})();
const index = JSON.parse(file.text) as SearchIndexFile;

interface Doc { id: number; kind: 'product' | 'page'; name: string; line: string; text: string; shape: string; price: number }
const docs: Doc[] = [
  ...index.products.map((p, i) => ({ id: i, kind: 'product' as const, name: p.tile.name, line: p.line ?? '', text: `${p.tile.subtitle ?? ''} ${p.text}`, shape: p.facets.frameShape.join(' '), price: p.facets.price ?? 0 })),
  ...index.pages.map((p, i) => ({ id: index.products.length + i, kind: 'page' as const, name: p.title, line: '', text: p.text, shape: '', price: 0 })),
];
const nameOf = (id: number): string => `${docs[id]?.name ?? ''} ${docs[id]?.line ?? ''} ${docs[id]?.shape ?? ''} ${docs[id]?.text ?? ''}`;
const found = (expect: string | null, ids: readonly number[]): boolean => (expect === null ? ids.length === 0 : ids.length > 0 && normaliseTerm(nameOf(ids[0] as number)).includes(normaliseTerm(expect)));

const now = (): number => performance.now();
function timeIt(runs: number, fn: () => unknown): { median: number; p95: number } {
  // Warm up first: the JIT and the first allocations are not what a shopper's second keystroke costs.
  for (let i = 0; i < Math.min(20, runs); i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = now();
    fn();
    times.push(now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] as number, p95: times[Math.floor(runs * 0.95)] as number };
}
const gz = (text: string): number => gzipSync(text, { level: 9 }).length;

interface Candidate {
  readonly name: string;
  readonly version: string;
  build(): (q: string) => number[];
  serialised(): Promise<string>;
  readonly facets: string;
}

const pkgVersion = (name: string): string => (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

const candidates: Candidate[] = [
  {
    name: 'minisearch',
    version: pkgVersion('minisearch'),
    facets: 'none built in: filter callback per hit (site: facets.ts over hits, ~0.1 ms)',
    build() {
      // As the site queries it (site/search/search-engine.ts): swaps of each word, edits by length, all words.
      const ms = new MiniSearch<Doc>({ fields: ['name', 'line', 'text'], processTerm: normaliseTerm, searchOptions: { ...SEARCH_OPTIONS, boost: { name: 4, line: 3 } } });
      ms.addAll(docs);
      return (q) => ms.search(wordsQuery(q, 'AND')).map((r) => r.id as number);
    },
    async serialised() {
      const ms = new MiniSearch<Doc>({ fields: ['name', 'line', 'text'], processTerm: normaliseTerm });
      ms.addAll(docs);
      return JSON.stringify(ms);
    },
  },
  {
    name: 'flexsearch',
    version: pkgVersion('flexsearch'),
    facets: 'tags (exact values) on Document indexes; counts not built in',
    build() {
      const fx = new FlexDocument({ tokenize: 'forward', encoder: 'LatinAdvanced', document: { id: 'id', index: ['name', 'line', 'text'] } } as never) as unknown as { add(d: Doc): void; search(q: string, o: object): { result: number[] }[] };
      for (const d of docs) fx.add(d);
      return (q) => [...new Set(fx.search(q, { limit: 50, suggest: true }).flatMap((r) => r.result))];
    },
    async serialised() {
      const fx = new FlexDocument({ tokenize: 'forward', encoder: 'LatinAdvanced', document: { id: 'id', index: ['name', 'line', 'text'] } } as never) as unknown as { add(d: Doc): void; export(cb: (key: string, data: string) => void): Promise<void> };
      for (const d of docs) fx.add(d);
      const parts: string[] = [];
      await fx.export((key, data) => void parts.push(`${key}:${data}`));
      return parts.join('\n');
    },
  },
  {
    name: '@orama/orama',
    version: pkgVersion('@orama/orama'),
    facets: 'built in: facets with counts, numeric ranges, where filters',
    build() {
      const db = create({ schema: { name: 'string', line: 'string', text: 'string', kind: 'enum', shape: 'string', price: 'number' } as const });
      void insertMultiple(db, docs.map((d) => ({ ...d, id: String(d.id) })));
      return (q) => {
        const result = oramaSearch(db, { term: q, tolerance: 2, boost: { name: 4, line: 3 }, limit: 50 }) as unknown as { hits: { id: string }[] };
        return result.hits.map((h) => Number(h.id));
      };
    },
    async serialised() {
      const db = create({ schema: { name: 'string', line: 'string', text: 'string', kind: 'enum', shape: 'string', price: 'number' } as const });
      await insertMultiple(db, docs.map((d) => ({ ...d, id: String(d.id) })));
      return JSON.stringify(save(db));
    },
  },
];

const rows: Record<string, unknown>[] = [];
for (const c of candidates) {
  const build = timeIt(20, () => c.build());
  const query = c.build();
  const times = QUERIES.map((q) => timeIt(settings.runs, () => query(q.q)));
  const hits = QUERIES.map((q) => found(q.expect, query(q.q)));
  const serial = await c.serialised();
  rows.push({
    library: `${c.name} ${c.version}`,
    buildMs: build.median,
    queryMedianMs: Math.max(...times.map((t) => t.median)),
    queryP95Ms: Math.max(...times.map((t) => t.p95)),
    found: `${hits.filter(Boolean).length}/${QUERIES.length}`,
    missed: QUERIES.filter((_, i) => !hits[i]).map((q) => q.q),
    serialisedGzip: gz(serial),
    facets: c.facets,
  });
}

// The site's engine end to end: the documents file as shipped, built in the browser's place, queried with facets.
const engineBuild = timeIt(20, () => createSearchEngine(index));
const engine = createSearchEngine(index);
const engineQueries = QUERIES.map((q) => ({ q: q.q, ...timeIt(settings.runs, () => engine.search({ ...EMPTY_SEARCH_STATE, q: q.q, sort: 'price-asc', inStock: true })) }));
const suggest = timeIt(settings.runs, () => engine.suggest('sin', 6));
const assets = path.join(settings.dist, 'assets');
const chunks = fs.existsSync(assets)
  ? fs.readdirSync(assets).filter((f) => f.endsWith('.js') && /^(load-search-engine|search-page|search-types)/.test(f)).map((f) => {
    const text = fs.readFileSync(path.join(assets, f), 'utf8');
    return { file: f, raw: Buffer.byteLength(text), gzip: gz(text) };
  })
  : [];

const result = {
  index: { file: file.name, products: index.products.length, pages: index.pages.length, raw: Buffer.byteLength(file.text), gzip: gz(file.text) },
  libraries: rows,
  engine: { buildMedianMs: engineBuild.median, suggestMedianMs: suggest.median, queries: engineQueries },
  chunks,
  runs: settings.runs,
  node: process.version,
};
const fmt = (n: unknown): string => (typeof n === 'number' ? (Number.isInteger(n) ? n.toLocaleString('en') : n.toFixed(3)) : String(n));
const md = [
  `# Search benchmark (${settings.locale}, ${file.name})`,
  '',
  `Index: ${index.products.length} products, ${index.pages.length} lines and pages; ${fmt(result.index.raw)} bytes, **${fmt(result.index.gzip)} bytes gzip**. Node ${process.version}, ${settings.runs} runs per query, times in ms (median of the slowest query; p95 of the slowest query).`,
  '',
  '| library | build index (ms) | query median (ms) | query p95 (ms) | found | missed | serialised index gzip (bytes) | facets |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${[r['library'], fmt(r['buildMs']), fmt(r['queryMedianMs']), fmt(r['queryP95Ms']), r['found'], (r['missed'] as string[]).join(', ') || '–', fmt(r['serialisedGzip']), r['facets']].join(' | ')} |`),
  '',
  `Site engine (createSearchEngine: MiniSearch + facets, sort, paging), queries with \`sort=price-asc&stock=1\`: build ${fmt(engineBuild.median)} ms, suggestion ${fmt(suggest.median)} ms.`,
  '',
  '| query | median (ms) | p95 (ms) |',
  '|---|---|---|',
  ...engineQueries.map((q) => `| ${q.q} | ${fmt(q.median)} | ${fmt(q.p95)} |`),
  '',
  '| chunk | raw (bytes) | gzip (bytes) |',
  '|---|---|---|',
  ...chunks.map((c) => `| ${c.file} | ${fmt(c.raw)} | ${fmt(c.gzip)} |`),
  '',
];
fs.writeFileSync(`${settings.out}.json`, `${JSON.stringify(result, null, 2)}\n`);
fs.writeFileSync(`${settings.out}.md`, md.join('\n'));
console.log(md.join('\n'));
