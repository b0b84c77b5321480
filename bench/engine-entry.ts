/**
 * Bundle entry, run as a program: builds the workload site with our engine
 * into argv[2] and prints one `BENCH_RESULT {json}` line. `BENCH_ENGINE_OPTIONS`
 * (JSON) overrides buildSite options for experiments; by default the
 * engine's own defaults are measured.
 */
import { buildSite } from '@cycle/engine';
import { site } from './workload-site.tsx';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: engine.mjs <outDir>');
const overrides = JSON.parse(process.env.BENCH_ENGINE_OPTIONS ?? '{}') as Record<string, unknown>;
const report = await buildSite({ site, outDir, sitemaps: true, ...overrides });
const usage = process.resourceUsage();
console.log(
  `BENCH_RESULT ${JSON.stringify({
    pages: report.pages,
    files: report.files,
    renderMs: report.phasesMs.render,
    renderPagesPerSecond: report.renderPagesPerSecond,
    totalMs: report.totalMs,
    phasesMs: report.phasesMs,
    maxRssKb: usage.maxRSS,
    userMs: Math.round(usage.userCPUTime / 1000),
    systemMs: Math.round(usage.systemCPUTime / 1000),
  })}`,
);
