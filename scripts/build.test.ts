import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BuildReport } from '@cycle/engine/build';
import { buildBrand, checkStructuredData } from './build.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-build-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) files.set(path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name)));
  }
  return files;
}

// whitelabel: a real brand (fixed, contact, content and commerce pages) small enough to build twice in a test.
describe('pnpm build on a real brand site', () => {
  it('gives a byte-identical output folder with one render thread and with two', async () => {
    const one = path.join(tmp, 'one', 'dist');
    const two = path.join(tmp, 'two', 'dist');
    // The build cache off: the second build must render every page itself, not take the first one's.
    const a = await buildBrand({ brand: 'whitelabel', outDir: one, quiet: true, now: new Date('2026-06-01T00:00:00Z'), renderThreads: 1, settings: { cache: 'off' } });
    const b = await buildBrand({ brand: 'whitelabel', outDir: two, quiet: true, now: new Date('2026-06-01T00:00:00Z'), renderThreads: 2, minPagesPerThread: 1, settings: { cache: 'off' } });
    // Fixed, contact, content and commerce pages of 3 markets: the count grows with content, the two builds agree.
    expect(a.pages).toBeGreaterThan(3 * 10);
    expect(b.pages).toBe(a.pages);
    expect(a.renderThreads).toBe(1);
    expect(b.renderThreads).toBe(2);
    expect(b.files).toBe(a.files);
    const x = snapshot(one);
    const y = snapshot(two);
    expect([...y.keys()].sort()).toEqual([...x.keys()].sort());
    for (const [file, bytes] of x) expect(y.get(file)?.equals(bytes), file).toBe(true);
    // Both builds wrote their report beside the output folder, named after it, not in it.
    expect(fs.existsSync(path.join(tmp, 'two', 'dist.build-report.json'))).toBe(true);
    expect([...x.keys()].some((file) => file.includes('build-report'))).toBe(false);
  }, 300_000);
});

describe('the structured-data check of pnpm build', () => {
  const report = (pageChecks?: BuildReport['pageChecks']): BuildReport => ({ buildHash: 'h', pages: 3, perLocale: {}, perKind: {}, files: 6, pageBytes: 1, outputBytes: 1, firstLoadJs: {}, phasesMs: {}, renderPagesPerSecond: 1, renderThreads: 2, totalMs: 1, sitemaps: [], ...(pageChecks ? { pageChecks } : {}) });

  it("fails the build (before it publishes) with the render threads' problems, naming page and property", () => {
    const problems = ['/at-de/p/x/: structured data (block 1) ProductGroup.hasVariant[0].offers.priceCurrency must be an ISO 4217 currency code such as EUR (is "EURO")'];
    expect(() => checkStructuredData(report({ pages: 3, problems, counts: { blocks: 2, 'type:ProductGroup': 1 }, ms: 1 }), true)).toThrow(
      /^Invalid structured data \(1 problems\):\n\/at-de\/p\/x\/: structured data \(block 1\) ProductGroup\.hasVariant\[0\]\.offers\.priceCurrency must be/,
    );
  });

  it('passes a build whose checked pages are valid, and refuses one whose pages went unchecked', () => {
    expect(() => checkStructuredData(report({ pages: 1, problems: [], counts: { blocks: 2 }, ms: 1 }), true)).not.toThrow();
    expect(() => checkStructuredData(report(), true)).toThrow(/checked no page/);
  });
});
