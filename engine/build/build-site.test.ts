import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AppDataSchema, PageDataSchema, RscDataSchema, SliceDataSchema, StaticQueryDataSchema } from '../shared/page-data-schema.ts';
import { buildSite } from './build-site.ts';
import { createFixtureSite } from '../../tests/fixtures/basic-site/site.tsx';
import type { ClientManifest } from './client-manifest.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-build-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const outDir = (): string => path.join(tmp, `out-${n++}`);

const client: ClientManifest = {
  entry: { js: ['/assets/entry-aaaa.js', '/assets/react-bbbb.js'], css: ['/assets/entry-cccc.css'] },
  components: { home: { js: ['/assets/home-dddd.js'], css: [] }, product: { js: ['/assets/product-eeee.js'], css: ['/assets/product-ffff.css'] } },
  sizes: { '/assets/entry-aaaa.js': { raw: 1000, gzip: 400 }, '/assets/react-bbbb.js': { raw: 5000, gzip: 2000 }, '/assets/home-dddd.js': { raw: 300, gzip: 100 } },
  fingerprint: 'client-1',
};

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
const read = (dir: string, rel: string): string => fs.readFileSync(path.join(dir, rel), 'utf8');

describe('buildSite on the fixture site', async () => {
  const dir = outDir();
  const report = await buildSite({ site: createFixtureSite(), outDir: dir, client });

  it('emits exactly the expected files', () => {
    const files = listFiles(dir);
    const sq = files.filter((f) => f.startsWith('page-data/sq/d/'));
    expect(sq).toHaveLength(2);
    expect(files.filter((f) => !f.startsWith('page-data/sq/d/'))).toEqual(
      [
        '404.html',
        'at-de/404/index.html',
        'at-de/index.html',
        'at-de/p/sinus-n8/index.html',
        'at-de/story/index.html',
        'fr-fr/404/index.html',
        'fr-fr/index.html',
        'fr-fr/p/sinus-n8/index.html',
        'page-data/404.html/page-data.json',
        'page-data/app-data.json',
        'page-data/at-de/404/page-data.json',
        'page-data/at-de/p/sinus-n8/page-data.json',
        'page-data/at-de/page-data.json',
        'page-data/at-de/story/page-data-rsc.json',
        'page-data/at-de/story/page-data.json',
        'page-data/fr-fr/404/page-data.json',
        'page-data/fr-fr/p/sinus-n8/page-data.json',
        'page-data/fr-fr/page-data.json',
        'robots.txt',
        'sitemap-at-de.xml',
        'sitemap-fr-fr.xml',
        'sitemap-index.xml',
        'slice-data/header-at-de.json',
        'slice-data/header-fr-fr.json',
      ].sort(),
    );
  });

  it('writes page data in the documented shape, with the build hash, matchPath and slices', () => {
    const pages = listFiles(dir).filter((f) => f.endsWith('/page-data.json'));
    const appData = v.parse(AppDataSchema, JSON.parse(read(dir, 'page-data/app-data.json')));
    for (const file of pages) {
      const data = v.parse(PageDataSchema, JSON.parse(read(dir, file)));
      expect(data.webpackCompilationHash).toBe(appData.webpackCompilationHash);
    }
    const home = v.parse(PageDataSchema, JSON.parse(read(dir, 'page-data/at-de/page-data.json')));
    expect(Object.keys(JSON.parse(read(dir, 'page-data/at-de/page-data.json'))).slice(0, 4)).toEqual(['componentChunkName', 'path', 'result', 'staticQueryHashes']);
    expect(home).toMatchObject({ componentChunkName: 'home', path: '/at-de/', result: { data: { greeting: 'Servus' } }, slicesMap: { header: 'header-at-de' }, staticQueryNames: ['nav'] });
    expect(home.matchPath).toBeUndefined();
    const notFound = v.parse(PageDataSchema, JSON.parse(read(dir, 'page-data/fr-fr/404/page-data.json')));
    expect(notFound.matchPath).toBe('/fr-fr/*');
    const sq = v.parse(StaticQueryDataSchema, JSON.parse(read(dir, `page-data/sq/d/${home.staticQueryHashes[0]}.json`)));
    expect(sq.data).toEqual({ brand: 'Fixture at-de' });
    const slice = v.parse(SliceDataSchema, JSON.parse(read(dir, 'slice-data/header-at-de.json')));
    expect(slice).toEqual({ componentChunkName: 'header', result: { data: { label: 'Header at-de' }, sliceContext: { locale: 'at-de' } }, staticQueryHashes: [] });
  });

  it('writes complete, readable HTML with lang, head, assets and the page rendered', () => {
    const html = read(dir, 'fr-fr/index.html');
    expect(html.startsWith('<!DOCTYPE html><html lang="fr-FR">')).toBe(true);
    expect(html).toContain('<title>Home</title>');
    expect(html).toContain('<meta name="description" content="Fixture home">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.test/fr-fr/">');
    expect(html).toContain('<header>Header fr-fr</header><h1>Bonjour</h1><p>Fixture fr-fr</p>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-cccc.css">');
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/entry-aaaa.js"></script>');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/home-dddd.js">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/page-data/fr-fr/page-data.json">');
    expect(html).toContain('id="page-wrapper" tabindex="-1"');
    expect(html).toContain('id="route-announcer"');
    expect(html.endsWith('</div></body></html>')).toBe(true);
  });

  it('links alternates reciprocally with an x-default', () => {
    for (const page of ['at-de/p/sinus-n8/index.html', 'fr-fr/p/sinus-n8/index.html']) {
      const html = read(dir, page);
      expect(html).toContain('<link rel="alternate" hreflang="de-AT" href="https://fixture.test/at-de/p/sinus-n8/">');
      expect(html).toContain('<link rel="alternate" hreflang="fr-FR" href="https://fixture.test/fr-fr/p/sinus-n8/">');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://fixture.test/at-de/p/sinus-n8/">');
    }
    expect(read(dir, 'at-de/story/index.html')).not.toContain('hreflang');
  });

  it('writes sitemaps per locale, a sitemap index and robots.txt naming it', () => {
    const atDe = read(dir, 'sitemap-at-de.xml');
    expect(atDe).toContain('<loc>https://fixture.test/at-de/</loc>');
    expect(atDe).toContain('<loc>https://fixture.test/at-de/story/</loc>');
    expect(atDe).not.toContain('/at-de/404/');
    expect(atDe).toContain('hreflang="fr-FR" href="https://fixture.test/fr-fr/"');
    expect(read(dir, 'sitemap-index.xml')).toContain('<loc>https://fixture.test/sitemap-fr-fr.xml</loc>');
    expect(read(dir, 'robots.txt')).toContain('Sitemap: https://fixture.test/sitemap-index.xml');
  });

  it('writes -rsc.json with the rendered fragment for server-only pages, loading no page chunk', () => {
    const rsc = v.parse(RscDataSchema, JSON.parse(read(dir, 'page-data/at-de/story/page-data-rsc.json')));
    expect(rsc.html).toContain('<article>A story rendered on the server only.</article>');
    expect(rsc.html).not.toContain('<html');
    expect(read(dir, 'at-de/story/index.html')).not.toContain('/assets/home-dddd.js');
  });

  it('reports pages per locale and kind and first-load JS per kind', () => {
    expect(report.pages).toBe(8);
    expect(report.perLocale).toEqual({ '(none)': 1, 'at-de': 4, 'fr-fr': 3 });
    expect(report.perKind).toEqual({ Home: 2, NotFound: 3, Product: 2, Story: 1 });
    expect(report.firstLoadJs['Home']).toEqual({ raw: 6300, gzip: 2500 });
    expect(report.firstLoadJs['Story']).toEqual({ raw: 6000, gzip: 2400 });
  });

  it('gives a byte-identical output folder for identical input, with either writer', async () => {
    const again = outDir();
    await buildSite({ site: createFixtureSite(), outDir: again, client, writer: 'sync', concurrency: 1 });
    const files = listFiles(dir);
    expect(listFiles(again)).toEqual(files);
    for (const file of files) expect(fs.readFileSync(path.join(again, file)).equals(fs.readFileSync(path.join(dir, file)))).toBe(true);
  });

  it('changes the build hash when the client bundle changes', async () => {
    const other = outDir();
    const r = await buildSite({ site: createFixtureSite(), outDir: other, client: { ...client, fingerprint: 'client-2' } });
    expect(r.buildHash).not.toBe(report.buildHash);
  });

  it('crawls while the client is still being bundled, writes nothing before it is ready, and gives the same output', async () => {
    const later = outDir();
    const site = createFixtureSite();
    let crawled = false;
    const crawl = site.crawl.bind(site);
    let resolveClient: (c: ClientManifest) => void = () => undefined;
    const pending = new Promise<ClientManifest>((resolve) => (resolveClient = resolve));
    const built = buildSite({
      site: {
        ...site,
        crawl: async () => {
          const result = await crawl();
          crawled = true;
          return result;
        },
      },
      outDir: later,
      client: pending,
    });
    await vi.waitFor(() => expect(crawled).toBe(true));
    // The bundler owns the folder until its manifest arrives: it may empty it.
    expect(fs.existsSync(later)).toBe(false);
    resolveClient(client);
    const r = await built;
    expect(r.buildHash).toBe(report.buildHash);
    expect(r.phasesMs).toHaveProperty('client bundle wait');
    const files = listFiles(dir);
    expect(listFiles(later)).toEqual(files);
    for (const file of files) expect(fs.readFileSync(path.join(later, file)).equals(fs.readFileSync(path.join(dir, file)))).toBe(true);
  });

  it('fails with the client bundle’s error when it fails after the crawl', async () => {
    await expect(buildSite({ site: createFixtureSite(), outDir: outDir(), client: Promise.reject(new Error('client bundle failed: syntax error in x.tsx')) })).rejects.toThrow('client bundle failed: syntax error in x.tsx');
  });
});

describe('buildSite failures', () => {
  it('fails when an hreflang cluster has two x-defaults, naming the cluster', async () => {
    await expect(buildSite({ site: createFixtureSite({ brokenHreflang: true }), outDir: outDir() })).rejects.toThrow(/alternates cluster "home" is not reciprocal: both/);
  });

  it('fails naming the page whose data could not be loaded', async () => {
    await expect(buildSite({ site: createFixtureSite({ failingPage: '/fr-fr/p/sinus-n8/' }), outDir: outDir() })).rejects.toThrow(
      'Loading data for /fr-fr/p/sinus-n8/ failed: content service answered 503',
    );
  });

  it('reports progress up to every page', async () => {
    const seen: number[] = [];
    await buildSite({ site: createFixtureSite(), outDir: outDir(), onProgress: (p) => p.phase === 'render' && seen.push(p.done) });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('buildSite extra files', () => {
  it('writes the files a site adds (text and bytes) after its pages, given the routes built', async () => {
    const dir = outDir();
    const seen: string[] = [];
    const site = {
      ...createFixtureSite(),
      async extraFiles(routes: readonly { path: string }[]) {
        seen.push(...routes.map((r) => r.path));
        return [
          { path: '_headers', contents: '/*\n  X-Content-Type-Options: nosniff\n' },
          { path: 'downloads/manual.pdf', contents: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xe4]) },
        ];
      },
    };
    const report = await buildSite({ site, outDir: dir });
    expect(seen).toContain('/at-de/');
    expect(read(dir, '_headers')).toBe('/*\n  X-Content-Type-Options: nosniff\n');
    expect([...fs.readFileSync(path.join(dir, 'downloads/manual.pdf'))]).toEqual([0x25, 0x50, 0x44, 0x46, 0xe4]);
    expect(listFiles(dir)).toContain('downloads/manual.pdf');
    expect(report.files).toBe(listFiles(dir).length);
  });

  it('refuses a path outside the output folder, naming it', async () => {
    const site = { ...createFixtureSite(), extraFiles: async () => [{ path: '../escape.txt', contents: 'x' }] };
    await expect(buildSite({ site, outDir: outDir() })).rejects.toThrow('The engine option "extraFiles" is invalid: "../escape.txt" is not a relative path inside the output folder.');
  });
});
