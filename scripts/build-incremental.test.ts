import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_SEEDS } from '../services/commerce/seed/brand-seeds.ts';
import { startTestService, type TestService } from '../services/commerce/testing/start-test-service.ts';
import { buildBrand, type BrandBuildReport } from './build.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-incremental-'));
let commerce: TestService;
beforeAll(async () => {
  // One commerce backend for every build, with its test hooks: the test changes a product the way a shop would.
  commerce = await startTestService(undefined, { control: true });
}, 300_000);
afterAll(async () => {
  await commerce?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) files.set(path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name)));
  }
  return files;
}

const build = (outDir: string, cache: string, gitHash = 'test'): Promise<BrandBuildReport> =>
  buildBrand({ brand: 'whitelabel', outDir, quiet: true, settings: { cache, commerceUrl: commerce.url, gitHash, sourceDateEpoch: 1_780_000_000 } });

// whitelabel: a real brand small enough to build three times. The bundles are made of the working tree's sources:
// the test needs them unchanged while it runs (an edit in between shows as "code changed" in the failure).
describe('incremental pnpm build', () => {
  it('rebuilds only the pages showing a changed product and gives the byte-identical folder a cold build gives', async () => {
    const cacheA = path.join(tmp, 'cache-a');
    const a = path.join(tmp, 'a');
    await build(a, cacheA);
    const before = snapshot(a);

    // One product's price changes in the commerce backend.
    const model = BRAND_SEEDS['whitelabel']!.models[0]!;
    const answer = await fetch(`${commerce.url}/__control/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ brand: 'whitelabel', model: { ...model, priceEur: model.priceEur + 100 } }) });
    expect(answer.status).toBe(201);

    const b = path.join(tmp, 'b');
    const incremental = await build(b, cacheA);
    // The cold build of the changed sources: the same bundles (taken from a cache holding only them), every page rendered.
    const cacheC = path.join(tmp, 'cache-c');
    fs.mkdirSync(path.join(cacheC, 'whitelabel'), { recursive: true });
    fs.copyFileSync(path.join(cacheA, 'whitelabel', 'bundle.json'), path.join(cacheC, 'whitelabel', 'bundle.json'));
    const c = path.join(tmp, 'c');
    const cold = await build(c, cacheC);

    expect(incremental.bundleCached).toBe(true);
    expect(cold.cache).toMatchObject({ reused: 0, reasons: { 'new page': cold.pages } });
    // Only pages whose data changed: the product's own pages and the listings and lines that show it.
    expect(Object.keys(incremental.cache?.reasons ?? {})).toEqual(['page data changed']);
    expect(incremental.cache!.rebuiltPages.map((g) => g.kind)).toContain('Product');
    // Content pages (service, news) do not show the product: taken over, not rendered.
    expect(incremental.cache!.rebuiltPages.map((g) => g.kind)).not.toContain('Page');
    expect(incremental.cache!.reused).toBeGreaterThan(0);

    const x = snapshot(b);
    const y = snapshot(c);
    expect([...x.keys()].sort()).toEqual([...y.keys()].sort());
    for (const [file, bytes] of y) expect(x.get(file)?.equals(bytes), file).toBe(true);
    // The change is in B: B and C are not two stale copies of A.
    expect([...x].filter(([file, bytes]) => !before.get(file)?.equals(bytes)).map(([file]) => file)).toContainEqual(expect.stringMatching(/index\.html$/));
  }, 1_800_000);

  it('rewrites no page when nothing changed, not even for a new commit: the pages are the previous build\'s files', async () => {
    const cache = path.join(tmp, 'cache-same');
    const out = path.join(tmp, 'same');
    await build(out, cache, 'aaaaaaa');
    const before = fs.statSync(path.join(out, 'de-de', 'index.html')).ino;
    // Another commit of the same sources (a change outside the site): only build-info.json names the new one.
    const again = await build(out, cache, 'bbbbbbb');
    expect(again.bundleCached).toBe(true);
    expect(again.cache).toMatchObject({ rebuilt: 0, reused: again.pages, filesWritten: 1 });
    expect(JSON.parse(fs.readFileSync(path.join(out, 'build-info.json'), 'utf8'))).toEqual({ gitHash: 'bbbbbbb' });
    // Hard-linked from the previous output into the new one: the same file, not a rewritten copy.
    expect(fs.statSync(path.join(out, 'de-de', 'index.html')).ino).toBe(before);
  }, 1_200_000);

  it('leaves the published output as it is when nothing changed, and builds when a published file or a source changed', async () => {
    const cache = path.join(tmp, 'cache-kept');
    const out = path.join(tmp, 'kept');
    const stamps = (): Map<string, string> => new Map([...snapshot(out).keys()].map((rel) => {
      const st = fs.statSync(path.join(out, rel));
      return [rel, `${st.ino}:${st.mtimeMs}`];
    }));
    const first = await build(out, cache, 'ccccccc');
    expect(first.outputKept).toBeUndefined();
    const published = stamps();

    const kept = await build(out, cache, 'ccccccc');
    expect(kept.outputKept).toMatchObject({ files: published.size, sources: expect.objectContaining({ content: expect.any(String), 'commerce:DE': expect.any(String) }) });
    expect(kept.cache).toMatchObject({ reused: first.pages, rebuilt: 0, filesWritten: 0 });
    // Not a file written, linked or swapped, and no staging folder left beside it.
    expect(stamps()).toEqual(published);
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith('.kept.building'))).toEqual([]);

    // A published file touched: the output is not as recorded, so the build runs (and finds every page unchanged).
    fs.utimesSync(path.join(out, 'de-de', 'index.html'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    const snapshots = path.join(cache, 'whitelabel', 'crawl');
    const snapshotTimes = (): string[] => fs.readdirSync(snapshots).sort().map((f) => `${f} ${fs.statSync(path.join(snapshots, f)).mtimeMs}`);
    const madeBefore = snapshotTimes();
    expect(madeBefore.length).toBeGreaterThan(0);
    const touched = await build(out, cache, 'ccccccc');
    expect(touched.outputKept).toBeUndefined();
    // The shop did not change: its pages came from the last build's snapshots (read, not made and written again),
    // and gave every page the data a read of the shop gave.
    expect(snapshotTimes()).toEqual(madeBefore);
    expect(touched.cache).toMatchObject({ rebuilt: 0 });
    expect((await build(out, cache, 'ccccccc')).outputKept).toBeDefined();

    // The shop changes a price: the catalogue's version moves, the pages showing the product are built again.
    const model = BRAND_SEEDS['whitelabel']!.models[0]!;
    const answer = await fetch(`${commerce.url}/__control/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ brand: 'whitelabel', model: { ...model, priceEur: model.priceEur + 200 } }) });
    expect(answer.status).toBe(201);
    const changed = await build(out, cache, 'ccccccc');
    expect(changed.outputKept).toBeUndefined();
    expect(changed.cache?.reasons).toEqual({ 'page data changed': expect.any(Number) });
    // Published again: the next build with nothing changed leaves it.
    expect((await build(out, cache, 'ccccccc')).outputKept).toBeDefined();
  }, 1_800_000);
});
