import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageCheckResult, SiteDefinition, WrittenPage } from '../site/define-site.ts';
import { createFixtureSite } from '../../tests/fixtures/basic-site/site.tsx';
import { createDeferred } from '../testing/create-deferred.ts';
import { buildSite } from './build-site.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'page-checks-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/**
 * The check both the main thread's site and the render worker's have: it flags every page, naming the thread, counts the pages per
 * thread and the HTML's bytes. Plain JavaScript, so the test imports it as is and the worker's bundle takes it in.
 */
const CHECK_SOURCE = `
import { isMainThread } from 'node:worker_threads';
export function checkPage(page) {
  const bytes = page.html.reduce((n, c) => n + c.length, 0);
  const thread = isMainThread ? 'main thread' : 'render worker';
  return { problems: [page.path + ': flagged by the ' + thread], counts: { [thread]: 1, bytes } };
}
`;

/** Bundles the fixture site with the check into one module a render worker imports (no TypeScript loader there). */
async function bundleSiteModule(): Promise<string> {
  fs.writeFileSync(path.join(tmp, 'check.mjs'), CHECK_SOURCE);
  const entry = path.join(tmp, 'entry.ts');
  fs.writeFileSync(entry, [
    `import { createFixtureSite } from ${JSON.stringify(path.resolve(import.meta.dirname, '../../tests/fixtures/basic-site/site.tsx'))};`,
    `import { checkPage } from './check.mjs';`,
    `export { runRenderWorker } from ${JSON.stringify(path.resolve(import.meta.dirname, 'render-threads.ts'))};`,
    'export const site = () => ({ ...createFixtureSite(), checkPage });',
  ].join('\n'));
  const bundle = await rolldown({ input: entry, platform: 'node', logLevel: 'silent', transform: { jsx: 'react-jsx' } });
  const file = path.join(tmp, 'site-module.mjs');
  await bundle.write({ file, format: 'esm' });
  return pathToFileURL(file).href;
}

describe("the site's page check in a build on two render threads", async () => {
  const url = await bundleSiteModule();
  const check = (await import(pathToFileURL(path.join(tmp, 'check.mjs')).href)) as { checkPage: (page: WrittenPage) => PageCheckResult };
  // The threads take pages as they go, and the main thread would take all eight before the worker has imported the
  // site: main takes its first page and holds it until the worker has rendered the rest.
  //   main:   take a page ─ wait ──────────────────────────── render it
  //   worker:              import ─ take, render the other seven ─┘
  const workerRendered = createDeferred();
  const fixture = createFixtureSite();
  const site: SiteDefinition = {
    ...fixture,
    checkPage: check.checkPage,
    loadPage: async (route) => {
      await workerRendered.promise;
      return fixture.loadPage(route);
    },
  };
  const outDir = path.join(tmp, 'out');
  const report = await buildSite({
    site,
    outDir,
    renderThreads: 2,
    minPagesPerThread: 1,
    concurrency: 1,
    chunkSize: 256,
    siteModule: { url, exportName: 'site', execArgv: [] },
    onProgress: (p) => {
      if (p.phase === 'render' && p.done > 0) workerRendered.resolve();
    },
  });

  it('runs the check on every rendered page, in both threads', () => {
    expect(report.renderThreads).toBe(2);
    expect(report.pageChecks?.pages).toBe(report.pages);
    expect(report.pageChecks?.counts['main thread']).toBeGreaterThan(0);
    expect(report.pageChecks?.counts['render worker']).toBeGreaterThan(0);
    expect((report.pageChecks?.counts['main thread'] ?? 0) + (report.pageChecks?.counts['render worker'] ?? 0)).toBe(report.pages);
  });

  it('hands the check the whole HTML that is written, over all its chunks', () => {
    const html = fs.readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.html'));
    expect(report.pageChecks?.counts['bytes']).toBe(html.reduce((n, e) => n + fs.statSync(path.join(e.parentPath, e.name)).size, 0));
  });

  it("reports every thread's problems, pages in path order, and still writes the pages (the caller decides)", () => {
    const problems = report.pageChecks?.problems ?? [];
    const pages = problems.map((line) => line.slice(0, line.indexOf(': ')));
    expect(pages).toEqual(['/404.html', '/at-de/', '/at-de/404/', '/at-de/p/sinus-n8/', '/at-de/story/', '/fr-fr/', '/fr-fr/404/', '/fr-fr/p/sinus-n8/']);
    expect(new Set(problems.map((line) => line.slice(line.indexOf(' by the ') + ' by the '.length)))).toEqual(new Set(['main thread', 'render worker']));
    expect(fs.existsSync(path.join(outDir, 'fr-fr/index.html'))).toBe(true);
  });

  it('checks nothing and reports no checks for a site without a check', async () => {
    const plain = await buildSite({ site: createFixtureSite(), outDir: path.join(tmp, 'plain') });
    expect(plain.pageChecks).toBeUndefined();
  });
});
