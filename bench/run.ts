/**
 * `pnpm bench`: our engine against the bare renderToString loop on the
 * shared workload (../shared/bench), timed the way ../shared/bench/RESULTS.md
 * timed the peers: cold, separate processes under `/usr/bin/time -v`,
 * bundling included in the timed command, median of 3.
 *
 *   pnpm bench                          2,000 and 10,000 pages, 3 runs each
 *   pnpm bench -- --sizes=2000 --runs=1 a quick look
 *   pnpm bench -- --variants=bench/variants/writers.json
 *                                       compare engine settings (see below)
 *
 * Options:
 *   --sizes=2000,10000   catalogue sizes
 *   --runs=3             cold runs per program and size
 *   --variants=FILE      JSON list of `{ name, options?, nodeFlags? }`: engine
 *                        runs with these buildSite options / node flags instead
 *                        of the default engine. Results then go to
 *                        bench/.work/experiments/ unless --results is given.
 *   --results=DIR        where results.json and RESULTS.md go (default bench/)
 *   --same-out           one output folder per program, deleted right before
 *                        each run (the peers' method; see "Output folders")
 *   --keep-outputs       leave the run outputs in $TMPDIR/cycle-bench-out
 *   --retries=2          re-run a run that other processes disturbed (see isContended)
 *
 * The machine is shared: before each run the bench waits for it to be idle,
 * and it counts the CPU time other processes used during the run.
 *
 * Output folders: the disk here is ext4 without a journal. Its inode
 * allocator skips inodes freed in the last 60 s (360 s once their inode
 * table block is dirty again), scanning past every one of them for each new
 * file, so a build that starts right after `rm -rf` of a 20,000-file folder
 * runs 2-3x slower in kernel time. Each run therefore writes to its own new
 * folder (removed and synced before the run, as it does not exist yet), and
 * the outputs are deleted together at the end.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchEntry } from './bundle-workload.ts';
import { childEnvironment } from '../scripts/settings/process-environment.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const BENCH = path.join(REPO, 'bench');
const WORK = path.join(BENCH, '.work');
const SHARED = path.resolve(REPO, '..', 'shared', 'bench');

interface Variant {
  readonly name: string;
  /** buildSite option overrides (JSON). */
  readonly options?: Record<string, unknown>;
  /** Node flags for the build process. */
  readonly nodeFlags?: readonly string[];
}

interface Program {
  readonly name: string;
  readonly entry: BenchEntry;
  readonly variant?: Variant;
}

/** One timed run. */
export interface RunResult {
  readonly program: string;
  readonly size: number;
  readonly run: number;
  /** `/usr/bin/time` elapsed wall clock of the whole command (bundle + build), seconds. */
  readonly wallS: number;
  /** `/usr/bin/time` maximum resident set size: the largest process of the command (bundler or build), MB. */
  readonly largestProcessRssMb: number;
  /** The build process's own peak RSS (getrusage, all its threads), MB. */
  readonly buildRssMb: number;
  readonly bundleMs: number;
  readonly pages: number;
  readonly files: number;
  readonly renderMs: number;
  readonly renderPagesPerSecond: number;
  readonly userMs: number;
  readonly systemMs: number;
  readonly phasesMs?: Record<string, number>;
  /**
   * CPU time the rest of the machine used during the run (all CPUs busy time
   * minus the command's own user + system time): other people's processes,
   * plus kernel writeback threads working for us.
   */
  readonly otherCpuMs: number;
}

interface Args {
  sizes: number[];
  runs: number;
  variants: Variant[] | null;
  results: string;
  sameOut: boolean;
  keepOutputs: boolean;
  retries: number;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { sizes: [2000, 10000], runs: 3, variants: null, results: BENCH, sameOut: false, keepOutputs: false, retries: 2 };
  let resultsGiven = false;
  for (const arg of argv) {
    if (arg === '--') continue;
    const [key, value = ''] = arg.replace(/^--/, '').split(/=(.*)/s, 2) as [string, string?];
    if (key === 'sizes') args.sizes = value.split(',').map((s) => Number(s.trim()));
    else if (key === 'runs') args.runs = Number(value);
    else if (key === 'variants') args.variants = JSON.parse(fs.readFileSync(path.resolve(value), 'utf8')) as Variant[];
    else if (key === 'results') {
      args.results = path.resolve(value);
      resultsGiven = true;
    } else if (key === 'same-out') args.sameOut = true;
    else if (key === 'keep-outputs') args.keepOutputs = true;
    else if (key === 'retries') args.retries = Number(value);
    else throw new Error(`Unknown option ${arg} (see the header of bench/run.ts)`);
  }
  if (args.sizes.some((n) => !Number.isInteger(n) || n < 16)) throw new Error('--sizes takes page counts such as 2000,10000');
  if (!Number.isInteger(args.runs) || args.runs < 1) throw new Error('--runs takes a positive integer');
  if (args.variants && !resultsGiven) args.results = path.join(WORK, 'experiments', new Date().toISOString().replace(/[:.]/g, '-'));
  return args;
}

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

/** Copies the shared workload into the repo (react must resolve from here); the source is read-only. */
function copyWorkload(): void {
  const target = path.join(WORK, 'workload');
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(path.join(SHARED, 'workload'), target, { recursive: true });
  const makeWritable = (p: string): void => {
    const stat = fs.statSync(p);
    fs.chmodSync(p, stat.isDirectory() ? 0o755 : 0o644);
    if (stat.isDirectory()) for (const e of fs.readdirSync(p)) makeWritable(path.join(p, e));
  };
  makeWritable(target);
}

function dataDir(size: number): string {
  return path.join(BENCH, '.data', `p${size}`);
}

function generate(size: number): void {
  if (fs.existsSync(path.join(dataDir(size), 'manifest.json'))) {
    log(`data p${size}: present`);
    return;
  }
  log(`data p${size}: generating`);
  const r = spawnSync(process.execPath, [path.join(SHARED, 'gen.mjs'), '--pages', String(size), '--out', path.relative(REPO, dataDir(size))], {
    cwd: REPO,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`gen.mjs failed for ${size} pages`);
}

function bundleOnce(): void {
  // An untimed bundle first: fails fast on a broken bundle, and the timed runs don't pay for a cold disk cache.
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(BENCH, 'bundle-cli.ts'), 'all', path.join(WORK, 'dist-check')], {
    cwd: REPO,
    stdio: 'inherit',
    env: childEnvironment({ NODE_ENV: 'production' }),
  });
  if (r.status !== 0) throw new Error('bundling the workload failed');
  log(`bundle: ok (${Math.round(performance.now() - t)} ms)`);
}

const sh = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/** Busy and total CPU time of the whole machine so far, in ms (from /proc/stat; USER_HZ is 100). */
export function cpuTimes(stat = fs.readFileSync('/proc/stat', 'utf8')): { busyMs: number; totalMs: number } {
  const fields = /^cpu\s+(.*)$/m.exec(stat)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  // user nice system idle iowait irq softirq steal (guest time is already in user)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busyMs: busy * 10, totalMs: (busy + idle + iowait) * 10 };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the machine is quiet (other engineers' builds and tests share
 * it): two consecutive 500 ms windows under 15 % CPU busy. Gives up after
 * `maxMs` and says so.
 */
async function waitForIdle(maxMs = 180_000): Promise<number> {
  const started = performance.now();
  let quiet = 0;
  let previous = cpuTimes();
  while (performance.now() - started < maxMs) {
    await sleep(500);
    const now = cpuTimes();
    const busy = (now.busyMs - previous.busyMs) / Math.max(1, now.totalMs - previous.totalMs);
    previous = now;
    quiet = busy < 0.15 ? quiet + 1 : 0;
    if (quiet >= 2) return performance.now() - started;
  }
  process.stdout.write('(machine still busy after waiting; measuring anyway) ');
  return performance.now() - started;
}

/** `/usr/bin/time -v` fields we read. */
export function parseTimeV(stderr: string): { wallS: number; maxRssKb: number; cpuS: number } {
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  const user = /User time \(seconds\): (\d+(?:\.\d+)?)/.exec(stderr);
  const system = /System time \(seconds\): (\d+(?:\.\d+)?)/.exec(stderr);
  if (!wall || !rss) throw new Error(`no /usr/bin/time -v output in:\n${stderr.slice(-2000)}`);
  const wallS = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  return { wallS, maxRssKb: Number(rss[1]), cpuS: Number(user?.[1] ?? 0) + Number(system?.[1] ?? 0) };
}

function runOnce(program: Program, size: number, run: number, outDir: string): Promise<RunResult> {
  const dist = path.join(WORK, `dist-${program.entry}`);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dist, { recursive: true, force: true });
  spawnSync('sync');
  const flags = program.variant?.nodeFlags ?? [];
  const command = [
    `node --import tsx ${sh(path.join(BENCH, 'bundle-cli.ts'))} ${program.entry} ${sh(dist)}`,
    `exec node ${flags.map(sh).join(' ')} ${sh(path.join(dist, `${program.entry}.mjs`))} ${sh(outDir)}`,
  ].join(' && ');
  const env = childEnvironment({
    NODE_ENV: 'production',
    BENCH_DATA: dataDir(size),
    BENCH_ENGINE_OPTIONS: JSON.stringify(program.variant?.options ?? {}),
  });
  const cpuBefore = cpuTimes();
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-v', 'sh', '-c', command], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`${program.name} (${size} pages) exited with ${code}:\n${stdout.slice(-2000)}\n${stderr.slice(-4000)}`));
        return;
      }
      try {
        const cpuAfter = cpuTimes();
        const time = parseTimeV(stderr);
        const otherCpuMs = Math.max(0, Math.round(cpuAfter.busyMs - cpuBefore.busyMs - time.cpuS * 1000));
        const line = stdout.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
        const bundle = stdout.split('\n').find((l) => l.startsWith('BENCH_BUNDLE '));
        if (!line) throw new Error(`no BENCH_RESULT line from ${program.name}:\n${stdout}`);
        const r = JSON.parse(line.slice('BENCH_RESULT '.length)) as {
          pages: number;
          files: number;
          renderMs: number;
          renderPagesPerSecond: number;
          userMs: number;
          systemMs: number;
          maxRssKb: number;
          phasesMs?: Record<string, number>;
        };
        if (r.pages !== pagesOf(size)) throw new Error(`${program.name} built ${r.pages} pages, expected ${pagesOf(size)}`);
        resolve({
          program: program.name,
          size,
          run,
          wallS: time.wallS,
          largestProcessRssMb: Math.round(time.maxRssKb / 1024),
          buildRssMb: Math.round(r.maxRssKb / 1024),
          bundleMs: bundle ? Number(bundle.slice('BENCH_BUNDLE '.length)) : 0,
          pages: r.pages,
          files: r.files,
          renderMs: r.renderMs,
          renderPagesPerSecond: r.renderPagesPerSecond,
          userMs: r.userMs,
          systemMs: r.systemMs,
          ...(r.phasesMs ? { phasesMs: r.phasesMs } : {}),
          otherCpuMs,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

const manifests = new Map<number, number>();
function pagesOf(size: number): number {
  let n = manifests.get(size);
  if (n === undefined) {
    n = (JSON.parse(fs.readFileSync(path.join(dataDir(size), 'manifest.json'), 'utf8')) as { pagesTotal: number }).pagesTotal;
    manifests.set(size, n);
  }
  return n;
}

/**
 * A run is contended when the rest of the machine used more than a third of
 * a CPU on average while it ran. Our own writeback (kernel threads flushing
 * the output) counts here too, at well under that.
 */
export function isContended(r: Pick<RunResult, 'otherCpuMs' | 'wallS'>): boolean {
  return r.otherCpuMs > r.wallS * 1000 * 0.33;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Per program and size: the figures the tables show. */
export interface Summary {
  readonly program: string;
  readonly size: number;
  readonly runs: number;
  readonly wallMedianS: number;
  readonly wallMinS: number;
  readonly wallMaxS: number;
  /** pages / median wall. */
  readonly pagesPerSecond: number;
  /** Median of the runs' render-phase pages/s. */
  readonly renderPagesPerSecond: number;
  readonly renderMsMedian: number;
  readonly bundleMsMedian: number;
  readonly buildRssMbMedian: number;
  readonly buildRssMbMax: number;
  readonly largestProcessRssMbMax: number;
  readonly userMsMedian: number;
  readonly systemMsMedian: number;
  readonly otherCpuMsMedian: number;
  readonly files: number;
}

export function summarize(results: readonly RunResult[]): Summary {
  const first = results[0]!;
  const wall = results.map((r) => r.wallS);
  const wallMedianS = median(wall);
  return {
    program: first.program,
    size: first.size,
    runs: results.length,
    wallMedianS,
    wallMinS: Math.min(...wall),
    wallMaxS: Math.max(...wall),
    pagesPerSecond: Math.round(first.pages / wallMedianS),
    renderPagesPerSecond: Math.round(median(results.map((r) => r.renderPagesPerSecond))),
    renderMsMedian: Math.round(median(results.map((r) => r.renderMs))),
    bundleMsMedian: Math.round(median(results.map((r) => r.bundleMs))),
    buildRssMbMedian: Math.round(median(results.map((r) => r.buildRssMb))),
    buildRssMbMax: Math.max(...results.map((r) => r.buildRssMb)),
    largestProcessRssMbMax: Math.max(...results.map((r) => r.largestProcessRssMb)),
    userMsMedian: Math.round(median(results.map((r) => r.userMs))),
    systemMsMedian: Math.round(median(results.map((r) => r.systemMs))),
    otherCpuMsMedian: Math.round(median(results.map((r) => r.otherCpuMs))),
    files: first.files,
  };
}

/** The targets, at the largest size measured (10,000 pages in a full run), as ratios against the baseline of the same run. */
export interface TargetCheck {
  readonly program: string;
  readonly size: number;
  readonly renderRatio: number;
  /** The same ratio per round (run i of the engine against run i of the baseline): min and max. */
  readonly renderRatioPerRound: readonly [number, number];
  readonly wallRatio: number;
  readonly wallRatioPerRound: readonly [number, number];
  readonly buildRssMbMax: number;
  readonly renderPass: boolean;
  readonly wallPass: boolean;
  readonly rssPass: boolean;
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

function perRound(engine: readonly RunResult[], baseline: readonly RunResult[], ratio: (e: RunResult, b: RunResult) => number): [number, number] {
  const values = engine.flatMap((e) => baseline.filter((b) => b.run === e.run).map((b) => ratio(e, b)));
  return values.length > 0 ? [round3(Math.min(...values)), round3(Math.max(...values))] : [Number.NaN, Number.NaN];
}

export function checkTargets(engine: Summary, baseline: Summary, engineRuns: readonly RunResult[] = [], baselineRuns: readonly RunResult[] = []): TargetCheck {
  const renderRatio = engine.renderPagesPerSecond / baseline.renderPagesPerSecond;
  const wallRatio = engine.wallMedianS / baseline.wallMedianS;
  return {
    program: engine.program,
    size: engine.size,
    renderRatio: round3(renderRatio),
    renderRatioPerRound: perRound(engineRuns, baselineRuns, (e, b) => e.renderPagesPerSecond / b.renderPagesPerSecond),
    wallRatio: round3(wallRatio),
    wallRatioPerRound: perRound(engineRuns, baselineRuns, (e, b) => e.wallS / b.wallS),
    buildRssMbMax: engine.buildRssMbMax,
    renderPass: renderRatio >= 0.6,
    wallPass: wallRatio <= 2,
    rssPass: engine.buildRssMbMax < 300,
  };
}

/** The peers' rows for one size from ../shared/bench/RESULTS.md ("Results — N pages" tables). */
export function peerRows(markdown: string, size: number): { framework: string; wall: string; range: string; pagesPerSecond: string; rss: string }[] {
  const heading = `## Results — ${size.toLocaleString('en-US')} pages`;
  const start = markdown.indexOf(heading);
  if (start < 0) return [];
  const lines = markdown.slice(start + heading.length).split('\n');
  const rows: string[][] = [];
  let header: string[] | null = null;
  for (const line of lines) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) {
      if (header && rows.length > 0) break;
      continue;
    }
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    if (!header) header = cells;
    else if (!cells.every((c) => /^-*:?-*:?$/.test(c))) rows.push(cells);
  }
  if (!header) return [];
  const col = (name: RegExp): number => header.findIndex((h) => name.test(h));
  const [f, w, r, p, m] = [col(/^framework$/), col(/wall median/), col(/min–max/), col(/^pages\/s$/), col(/largest process/)];
  return rows.map((c) => ({ framework: c[f] ?? '', wall: c[w] ?? '', range: c[r] ?? '', pagesPerSecond: c[p] ?? '', rss: c[m] ?? '' }));
}

const fmt = (n: number, digits = 2): string => n.toFixed(digits);

export function renderMarkdown(input: {
  date: string;
  machine: Record<string, string | number>;
  runs: number;
  summaries: readonly Summary[];
  targets: readonly TargetCheck[];
  peers: string;
  sameOut: boolean;
  discarded: number;
}): string {
  const out: string[] = [];
  out.push('# Benchmark: our engine against the bare renderToString loop');
  out.push('');
  out.push(`Generated by \`pnpm bench\` (bench/run.ts) on ${input.date}. Machine: ${Object.entries(input.machine).map(([k, v]) => `${k} ${v}`).join(', ')}.`);
  out.push('');
  out.push('Method: the shared workload (../shared/bench) at each size; for each size the programs run interleaved,');
  out.push(`${input.runs} cold run(s) each, as separate processes under \`/usr/bin/time -v\`. Each timed command bundles its entry with`);
  out.push("Vite's SSR build (React external) and then runs the bundle, so the wall time includes bundling. Before each run its");
  out.push('output folder and bundle are removed and `sync` is run.');
  out.push(
    input.sameOut
      ? 'Output: one folder per program, deleted right before each run (--same-out).'
      : 'Output: each run writes a new folder; all are deleted at the end (see the header of bench/run.ts: a fresh `rm -rf` slows the next run\'s file creation on this journal-less ext4).',
  );
  out.push('');
  out.push('- **baseline**: `renderToString` per page on one thread, `mkdirSync` + `writeFileSync` of `index.html` (bench/baseline-loop.tsx).');
  out.push('- **engine**: `buildSite` from the bundle with default options: HTML plus `page-data.json` per page, static query files, sitemaps.');
  out.push('- *wall*: whole command (bundle + build). *pages/s*: pages / median wall. *render pages/s*: the program\'s own render phase');
  out.push('  (baseline: its whole loop; engine: `phasesMs.render`, loading, rendering and writing HTML and page data).');
  out.push('- *build RSS*: the build process\'s peak RSS (getrusage, all threads). *largest*: `/usr/bin/time`\'s maximum RSS (bundler or build).');
  out.push('- *user / sys*: the build process\'s CPU time. *others CPU*: what the rest of the machine used during the run (other');
  out.push(`  processes, kernel writeback). The bench waits for an idle machine before each run and re-runs a run where others used`);
  out.push(`  over a third of a CPU (${input.discarded} run(s) re-run).`);
  out.push('');
  const sizes = [...new Set(input.summaries.map((s) => s.size))];
  for (const size of sizes) {
    out.push(`## ${size.toLocaleString('en-US')} pages`);
    out.push('');
    out.push('| program | wall median (s) | min–max (s) | pages/s | render pages/s | render ms | bundle ms | build RSS MB (median / max) | largest RSS MB | user / sys ms | others CPU ms | files |');
    out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const s of input.summaries.filter((x) => x.size === size)) {
      out.push(
        `| ${s.program} | ${fmt(s.wallMedianS)} | ${fmt(s.wallMinS)}–${fmt(s.wallMaxS)} | ${s.pagesPerSecond} | ${s.renderPagesPerSecond} | ${s.renderMsMedian} | ${s.bundleMsMedian} | ${s.buildRssMbMedian} / ${s.buildRssMbMax} | ${s.largestProcessRssMbMax} | ${s.userMsMedian} / ${s.systemMsMedian} | ${s.otherCpuMsMedian} | ${s.files} |`,
      );
    }
    out.push('');
    const targets = input.targets.filter((t) => t.size === size);
    if (targets.length > 0) {
      out.push('Ratios against the baseline of this run (medians; "per round" pairs run i of each program, for the spread):');
      out.push('');
      out.push('| program | render pages/s ÷ baseline (≥ 0.60) | per round | wall ÷ baseline (≤ 2.00) | per round | build RSS max (< 300 MB) |');
      out.push('|---|---:|---:|---:|---:|---:|');
      for (const t of targets) {
        const mark = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');
        const range = ([a, b]: readonly [number, number]): string => `${fmt(a)}–${fmt(b)}`;
        out.push(
          `| ${t.program} | ${fmt(t.renderRatio)} ${mark(t.renderPass)} | ${range(t.renderRatioPerRound)} | ${fmt(t.wallRatio)} ${mark(t.wallPass)} | ${range(t.wallRatioPerRound)} | ${t.buildRssMbMax} MB ${mark(t.rssPass)} |`,
        );
      }
      out.push('');
    }
    const peers = peerRows(input.peers, size);
    if (peers.length > 0) {
      out.push(`Peers at ${size.toLocaleString('en-US')} pages, from ../shared/bench/RESULTS.md (another day: compare ratios, not seconds):`);
      out.push('');
      out.push('| framework | wall median (s) | min–max (s) | pages/s | peak RSS MB (largest process) |');
      out.push('|---|---:|---:|---:|---:|');
      for (const p of peers) out.push(`| ${p.framework} | ${p.wall} | ${p.range} | ${p.pagesPerSecond} | ${p.rss} |`);
      out.push('');
    }
  }
  const final = input.targets.filter((t) => t.size === 10000);
  out.push('## Targets (10,000 pages)');
  out.push('');
  if (final.length === 0) out.push('Not measured in this run (10,000 pages not among the sizes).');
  for (const t of final) {
    out.push(`- ${t.program}: render phase ${fmt(t.renderRatio)}× the baseline's pages/s (target ≥ 0.60): **${t.renderPass ? 'PASS' : 'FAIL'}**`);
    out.push(`- ${t.program}: whole build ${fmt(t.wallRatio)}× the baseline's wall (target ≤ 2.00): **${t.wallPass ? 'PASS' : 'FAIL'}**`);
    out.push(`- ${t.program}: build process peak RSS ${t.buildRssMbMax} MB (target < 300 MB): **${t.rssPass ? 'PASS' : 'FAIL'}**`);
  }
  out.push('');
  return out.join('\n');
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const programs: Program[] = [
    { name: 'baseline', entry: 'baseline' },
    ...(args.variants ?? [{ name: 'engine' }]).map((variant): Program => ({ name: variant.name, entry: 'engine', variant })),
  ];
  log(`bench: sizes ${args.sizes.join(', ')}; ${args.runs} run(s) of ${programs.map((p) => p.name).join(', ')}`);
  copyWorkload();
  for (const size of args.sizes) generate(size);
  bundleOnce();

  // Outside the repo: tools that walk the repo (vitest's globs, tsc, oxlint) must not crawl
  // hundreds of thousands of output files.
  const outRoot = path.join(os.tmpdir(), 'cycle-bench-out');
  if (fs.existsSync(outRoot) && !args.keepOutputs) {
    log('bench: removing outputs left by an earlier run (the first runs may be slower: see the header of bench/run.ts)');
    fs.rmSync(outRoot, { recursive: true, force: true });
  }
  const stamp = Date.now().toString(36);
  const results: RunResult[] = [];
  const discarded: RunResult[] = [];
  const total = args.sizes.length * args.runs * programs.length;
  let n = 0;
  for (const size of args.sizes) {
    for (let run = 1; run <= args.runs; run++) {
      // Rotate the order each round so no program always follows the same one.
      const order = programs.map((_, i) => programs[(i + run - 1) % programs.length]!);
      for (const program of order) {
        n += 1;
        for (let attempt = 0; ; attempt++) {
          const outDir = args.sameOut ? path.join(outRoot, program.name) : path.join(outRoot, `${stamp}-${size}-${program.name}-${run}-${attempt}`);
          process.stdout.write(`[${n}/${total}] ${size} pages, ${program.name}, run ${run}${attempt > 0 ? ` (retry ${attempt})` : ''}: `);
          const waited = await waitForIdle();
          if (waited > 1500) process.stdout.write(`(waited ${(waited / 1000).toFixed(0)} s for an idle machine) `);
          const r = await runOnce(program, size, run, outDir);
          const contended = isContended(r);
          log(
            `${fmt(r.wallS)} s wall (bundle ${r.bundleMs} ms), render ${r.renderMs} ms = ${r.renderPagesPerSecond} pages/s, build RSS ${r.buildRssMb} MB, user ${r.userMs} / sys ${r.systemMs} ms, others ${r.otherCpuMs} ms CPU${contended ? ' (contended)' : ''}`,
          );
          if (!contended || attempt >= args.retries) {
            results.push(r);
            break;
          }
          discarded.push(r);
        }
      }
    }
  }
  if (!args.keepOutputs) fs.rmSync(outRoot, { recursive: true, force: true });

  const summaries: Summary[] = [];
  const targets: TargetCheck[] = [];
  for (const size of args.sizes) {
    const bySize = programs.map((p) => summarize(results.filter((r) => r.size === size && r.program === p.name)));
    summaries.push(...bySize);
    const baseline = bySize[0]!;
    const runsOf = (name: string): RunResult[] => results.filter((r) => r.size === size && r.program === name);
    for (const s of bySize.slice(1)) targets.push(checkTargets(s, baseline, runsOf(s.program), runsOf(baseline.program)));
  }
  const machine = { node: process.version, cpus: os.cpus().length, kernel: os.release(), 'RAM GB': Math.round(os.totalmem() / 2 ** 30) };
  const date = new Date().toISOString();
  fs.mkdirSync(args.results, { recursive: true });
  fs.writeFileSync(
    path.join(args.results, 'results.json'),
    `${JSON.stringify({ date, machine, runs: args.runs, sameOut: args.sameOut, variants: args.variants, summaries, targets, results, discarded }, null, 2)}\n`,
  );
  const peers = fs.existsSync(path.join(SHARED, 'RESULTS.md')) ? fs.readFileSync(path.join(SHARED, 'RESULTS.md'), 'utf8') : '';
  const markdown = renderMarkdown({ date, machine, runs: args.runs, summaries, targets, peers, sameOut: args.sameOut, discarded: discarded.length });
  fs.writeFileSync(path.join(args.results, 'RESULTS.md'), markdown);
  log('');
  log(markdown.slice(markdown.indexOf('## ')));
  log(`Results: ${path.relative(REPO, path.join(args.results, 'results.json'))}, ${path.relative(REPO, path.join(args.results, 'RESULTS.md'))}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
