/**
 * Bundle entry, run as a program: the bare renderToString loop over the
 * workload into argv[2]; prints one `BENCH_RESULT {json}` line.
 */
import { runBaseline } from './baseline-loop.tsx';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: baseline.mjs <outDir>');
const { pages, renderMs } = runBaseline(outDir);
const usage = process.resourceUsage();
console.log(
  `BENCH_RESULT ${JSON.stringify({
    pages,
    files: pages,
    renderMs: Math.round(renderMs),
    renderPagesPerSecond: Math.round(pages / (renderMs / 1000)),
    totalMs: Math.round(renderMs),
    maxRssKb: usage.maxRSS,
    userMs: Math.round(usage.userCPUTime / 1000),
    systemMs: Math.round(usage.systemCPUTime / 1000),
  })}`,
);
