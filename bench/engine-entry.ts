/**
 * Bundle entry, run as a program: builds the workload site with our engine
 * into argv[2] and prints one `BENCH_RESULT {json}` line. `BENCH_ENGINE_OPTIONS`
 * (JSON) overrides buildSite options for experiments; by default the
 * engine's own defaults are measured, rendering on two threads as
 * `pnpm build` does. Render threads import this same bundle for `site` and
 * `runRenderWorker`, so the build itself runs only on the main thread.
 */
import os from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { buildSite } from '@cycle/engine/build';
import { site } from './workload-site.tsx';
import { benchEngineOptions } from './settings.ts';

export { site };
export { runRenderWorker } from '@cycle/engine/build';

if (isMainThread) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: engine.mjs <outDir>');
  const overrides = benchEngineOptions();
  const report = await buildSite({
    site,
    outDir,
    sitemaps: true,
    siteModule: { url: import.meta.url, exportName: 'site' },
    renderThreads: Math.min(2, os.availableParallelism()),
    ...overrides,
  });
  const usage = process.resourceUsage();
  console.log(
    `BENCH_RESULT ${JSON.stringify({
      pages: report.pages,
      files: report.files,
      renderMs: report.phasesMs.render,
      renderPagesPerSecond: report.renderPagesPerSecond,
      renderThreads: report.renderThreads,
      totalMs: report.totalMs,
      phasesMs: report.phasesMs,
      maxRssKb: usage.maxRSS,
      userMs: Math.round(usage.userCPUTime / 1000),
      systemMs: Math.round(usage.systemCPUTime / 1000),
    })}`,
  );
}
