import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { defineSite, type PageProps, type PageRoute } from '../index.ts';
import { buildSite } from './build-site.ts';
import type { ClientManifest } from './client-manifest.ts';
import type { BuildReport } from './build-report.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-cache-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const fresh = (name: string): string => path.join(tmp, `${name}-${n++}`);

const client = (fingerprint: string): ClientManifest => ({
  entry: { js: ['/assets/entry-aaaa.js'], css: [] },
  components: {},
  sizes: {},
  fingerprint,
});

interface Product {
  readonly slug: string;
  readonly name: string;
  readonly price: number;
}
const CATALOGUE: readonly Product[] = [
  { slug: 'sinus-ix12', name: 'Sinus iX12', price: 3299 },
  { slug: 'yakun-r5', name: 'Yakun R5', price: 2899 },
  { slug: 'yucatan-x8', name: 'Yucatan X8', price: 2599 },
];
const LOCALES = ['de-de', 'fr-fr'];

function Listing({ data }: PageProps<{ products: Product[] }>): ReactNode {
  return (
    <ul>
      {data.products.map((p) => (
        <li key={p.slug}>
          {p.name}: {p.price}
        </li>
      ))}
    </ul>
  );
}
function Detail({ data }: PageProps<Product>): ReactNode {
  return (
    <h1>
      {data.name} {data.price}
    </h1>
  );
}

/** A shop of two locales: a listing showing every product, and a page per product. */
function shopSite(catalogue: readonly Product[]) {
  return defineSite({
    origin: 'https://shop.test',
    async crawl() {
      const routes: PageRoute[] = [];
      for (const l of LOCALES) {
        routes.push({ path: `/${l}/`, component: 'listing', kind: 'Listing', lang: l, locale: l, context: { locale: l } });
        for (const p of catalogue) routes.push({ path: `/${l}/${p.slug}/`, component: 'detail', kind: 'Product', lang: l, locale: l, context: { locale: l, slug: p.slug } });
      }
      return routes;
    },
    async loadPage(route) {
      if (route.component === 'listing') return { data: { products: catalogue.map((p) => ({ ...p })) }, head: { title: 'Bikes' } };
      const p = catalogue.find((x) => x.slug === route.context?.slug);
      return { data: { ...p }, head: { title: p?.name ?? '' } };
    },
    pages: { listing: Listing, detail: Detail },
  });
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
/** Every file's bytes, by path. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'base64')]));
}
const repriced = CATALOGUE.map((p) => (p.slug === 'yakun-r5' ? { ...p, price: 2699 } : p));

async function build(catalogue: readonly Product[], outDir: string, cacheDir: string | null, fingerprint = 'client-1', warnings: string[] = []): Promise<BuildReport> {
  return buildSite({ site: shopSite(catalogue), outDir, client: client(fingerprint), ...(cacheDir ? { cache: { dir: cacheDir, warn: (line: string) => warnings.push(line) } } : {}) });
}

describe('incremental builds', () => {
  it('gives the byte-identical folder a cold build gives after one product changed, rebuilding only the pages showing it', async () => {
    const cache = fresh('cache');
    const a = fresh('a');
    const cold = await build(CATALOGUE, a, cache);
    expect(cold.cache).toMatchObject({ reused: 0, rebuilt: 8, reasons: { 'new page': 8 } });

    const b = fresh('b');
    const incremental = await build(repriced, b, cache);
    const c = fresh('c');
    await build(repriced, c, null);

    expect(snapshot(b)).toEqual(snapshot(c));
    // The changed price is in B: the identity is not two stale copies of A.
    expect(fs.readFileSync(path.join(b, 'de-de/yakun-r5/index.html'), 'utf8')).toContain('2699');
    expect(incremental.cache).toMatchObject({ reused: 4, rebuilt: 4, reasons: { 'page data changed': 4 } });
    expect(incremental.cache?.rebuiltPages).toEqual([
      { reason: 'page data changed', kind: 'Listing', count: 2, paths: ['/de-de/', '/fr-fr/'] },
      { reason: 'page data changed', kind: 'Product', count: 2, paths: ['/de-de/yakun-r5/', '/fr-fr/yakun-r5/'] },
    ]);
  });

  it('rewrites nothing when nothing changed: every page and file is the previous one, linked, not written', async () => {
    const cache = fresh('cache');
    const a = fresh('a');
    await build(CATALOGUE, a, cache);
    const b = fresh('b');
    const again = await build(CATALOGUE, b, cache);
    expect(again.cache).toMatchObject({ reused: 8, rebuilt: 0, filesWritten: 0 });
    expect(snapshot(b)).toEqual(snapshot(a));
    // Hard links to A's files: the same inodes, no bytes written.
    for (const f of listFiles(b)) expect(fs.statSync(path.join(b, f)).ino, f).toBe(fs.statSync(path.join(a, f)).ino);
  });

  it('rebuilds every page when the client bundle changed', async () => {
    const cache = fresh('cache');
    await build(CATALOGUE, fresh('a'), cache, 'client-1');
    const b = fresh('b');
    const next = await build(CATALOGUE, b, cache, 'client-2');
    expect(next.cache).toMatchObject({ reused: 0, rebuilt: 8, reasons: { 'code changed': 8 } });
    const c = fresh('c');
    await build(CATALOGUE, c, null, 'client-2');
    expect(snapshot(b)).toEqual(snapshot(c));
  });

  it('never serves a corrupted cache entry: the page is rendered anew with a warning', async () => {
    const cache = fresh('cache');
    const a = fresh('a');
    await build(CATALOGUE, a, cache);
    // The cached HTML edited in place after the build (same length, other bytes).
    const edited = path.join(a, 'fr-fr/sinus-ix12/index.html');
    fs.writeFileSync(edited, fs.readFileSync(edited, 'utf8').replace('Sinus', 'Sinxs'));
    fs.rmSync(path.join(a, 'de-de/yucatan-x8/index.html'));
    const warnings: string[] = [];
    const b = fresh('b');
    const next = await build(CATALOGUE, b, cache, 'client-1', warnings);
    expect(next.cache).toMatchObject({ reused: 6, rebuilt: 2, reasons: { 'cached output corrupt': 1, 'cached output missing': 1 } });
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toMatch(/fr-fr\/sinus-ix12\/index\.html .* does not match its recorded hash; rendered anew/);
    expect(warnings.join('\n')).toMatch(/de-de\/yucatan-x8\/index\.html is gone/);
    const c = fresh('c');
    await build(CATALOGUE, c, null);
    expect(snapshot(b)).toEqual(snapshot(c));
  });

  it('builds every page, with a warning, from an unreadable cache manifest', async () => {
    const cache = fresh('cache');
    await build(CATALOGUE, fresh('a'), cache);
    fs.writeFileSync(path.join(cache, 'pages.json'), '{"format":1,"outDir":');
    const warnings: string[] = [];
    const next = await build(CATALOGUE, fresh('b'), cache, 'client-1', warnings);
    expect(next.cache).toMatchObject({ reused: 0, rebuilt: 8, reasons: { 'new page': 8 } });
    expect(warnings.join('\n')).toMatch(/pages\.json is unreadable/);
  });
});
