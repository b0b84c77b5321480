/**
 * Experiment only (bench/variants/parallel.json): what rendering on two
 * threads would give. Each thread runs buildSite over every other route
 * (the site's crawl filtered by shard) into the same folder, so both cores
 * render. Not byte-identical to a real build: each shard hashes only its own
 * routes (webpackCompilationHash differs) and sitemaps are off. A real
 * implementation would crawl once and hand routes to render threads (see
 * decisions/0002-build-write-path.md).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { buildSite, type BuildReport, type SiteDefinition } from '@cycle/engine';
import { site } from './workload-site.tsx';

interface ShardData {
  readonly outDir: string;
  readonly shard: number;
  readonly shards: number;
  readonly options: Record<string, unknown>;
}

function shardSite(s: SiteDefinition, shard: number, shards: number): SiteDefinition {
  return { ...s, crawl: async () => (await s.crawl()).filter((_, i) => i % shards === shard) };
}

async function runShard(d: ShardData): Promise<BuildReport> {
  return buildSite({ site: shardSite(site, d.shard, d.shards), outDir: d.outDir, sitemaps: false, ...d.options });
}

if (isMainThread) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: parallel.mjs <outDir>');
  const options = JSON.parse(process.env.BENCH_ENGINE_OPTIONS ?? '{}') as Record<string, unknown>;
  const shards = Number(options.shards ?? 2);
  delete options.shards;
  const started = performance.now();
  const others = Array.from({ length: shards - 1 }, (_, i) =>
    new Promise<BuildReport>((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { outDir, shard: i + 1, shards, options } satisfies ShardData });
      worker.once('message', resolve);
      worker.once('error', reject);
    }),
  );
  const reports = await Promise.all([runShard({ outDir, shard: 0, shards, options }), ...others]);
  const totalMs = performance.now() - started;
  const pages = reports.reduce((n, r) => n + r.pages, 0);
  // Render phase of the whole build: from the start until the slowest shard finished rendering.
  const renderMs = Math.max(...reports.map((r) => (r.phasesMs.crawl ?? 0) + (r.phasesMs.data ?? 0) + (r.phasesMs.render ?? 0)));
  const usage = process.resourceUsage();
  console.log(
    `BENCH_RESULT ${JSON.stringify({
      pages,
      files: reports.reduce((n, r) => n + r.files, 0),
      renderMs,
      renderPagesPerSecond: Math.round(pages / (renderMs / 1000)),
      totalMs: Math.round(totalMs),
      phasesMs: { render: renderMs },
      maxRssKb: usage.maxRSS,
      userMs: Math.round(usage.userCPUTime / 1000),
      systemMs: Math.round(usage.systemCPUTime / 1000),
    })}`,
  );
} else {
  const report = await runShard(workerData as ShardData);
  parentPort!.postMessage(report, []); // (second argument: an empty transfer list)
}
