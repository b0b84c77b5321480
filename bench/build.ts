/**
 * `pnpm bench:build`: the real build (issue 16 item 5). Times `scripts/build.ts` of a brand as `pnpm build` runs it
 * (the local services started by the build itself) by phase, with the peak RSS and CPU time of every process of
 * the build (the build's own and each local service separately), over several cold runs (median), plus:
 *
 * - the render floor: a bare `renderToString` loop over the same pages and data (the site's own React tree, the
 *   crawled data in memory, no writes; `measureRenderFloor` in engine/build/render-floor.ts), one thread;
 * - the incremental builds (`--incremental`): a cold build with the cache, a build with nothing changed, a build
 *   after one product changed in the commerce backend (its `/__control/products` hook on a service the bench runs
 *   with `--control`) and one after a story changed (an edit in a copy of the brand's content, which the content
 *   service the bench runs reads again on SIGHUP). Every backend is a service the bench runs, read through
 *   COMMERCE_URL, CONTENT_URL, DEALERS_URL and REVIEWS_URL, as production's backends are remote: these builds start
 *   no service of their own (the cold builds above do).
 *
 *   pnpm bench:build                                  winora, 3 cold runs, the floor, the incremental builds
 *   pnpm bench:build -- --runs=1 --brand=whitelabel   a quick look
 *
 * Options: --brand=winora, --runs=3, --floor-runs=1 (0: none), --incremental / --no-incremental,
 * --results=bench (build-results.json and build-results.md go there), --keep (leave outputs in $TMPDIR).
 *
 * The machine is shared: every figure carries the load average (1 min) at its start and end. Prefer the CPU
 * times (user + system) and the ratios to wall times.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnvironment } from '../scripts/settings/process-environment.ts';
import { loopback } from '../scripts/settings/service-endpoints.ts';
import { startDealersProcess } from '../scripts/dealers-process.ts';
import { startReviewsProcess } from '../scripts/reviews-process.ts';
import { CONTENT_DEFAULT_PORT } from '../services/content/settings.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const CLK_TCK = 100;

interface Args {
  readonly brand: string;
  readonly runs: number;
  readonly floorRuns: number;
  readonly incremental: boolean;
  readonly results: string;
  readonly keep: boolean;
}

/** Peak RSS and CPU of one process of a run, by role. */
export interface ProcessFigures {
  readonly role: string;
  readonly peakRssMb: number;
  readonly cpuS: number;
}

/** One timed build. */
export interface BuildRun {
  readonly kind: 'cold' | 'cold+cache' | 'no change' | 'one product changed' | 'one story changed' | 'floor';
  readonly run: number;
  readonly wallS: number;
  /** user + system CPU of the whole command tree (/usr/bin/time), seconds. */
  readonly cpuS: number;
  readonly loadBefore: number;
  readonly loadAfter: number;
  readonly processes: readonly ProcessFigures[];
  readonly phasesMs: Record<string, number>;
  readonly pages?: number;
  readonly renderPagesPerSecond?: number;
  readonly cache?: unknown;
  /** Nothing changed: the build left the published output as it was (scripts/published-output.ts). */
  readonly outputKept?: boolean;
  readonly floor?: { pages: number; loadMs: number; renderMs: number; renderCpuMs: number; pagesPerSecond: number; htmlBytes: number };
}

function parseArgs(argv: readonly string[]): Args {
  const get = (name: string): string | undefined => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const int = (name: string, d: number): number => {
    const v = get(name);
    if (v === undefined) return d;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name}=${v}: expected a whole number`);
    return n;
  };
  for (const a of argv) {
    if (!/^--(brand|runs|floor-runs|results)=|^--(incremental|no-incremental|keep)$/.test(a)) throw new Error(`Unknown option ${a} (see the header of bench/build.ts)`);
  }
  return {
    brand: get('brand') ?? 'winora',
    runs: int('runs', 3),
    floorRuns: int('floor-runs', 1),
    incremental: !argv.includes('--no-incremental'),
    results: path.resolve(REPO, get('results') ?? 'bench'),
    keep: argv.includes('--keep'),
  };
}

/** The role of a process from its command line. */
export function roleOf(cmdline: string): string | null {
  // First: a bundle's job config is named after its kind (scripts/bundle-in-child.ts).
  if (cmdline.includes('bundle-jobs/server-bundle-')) return 'server bundle process';
  if (cmdline.includes('bundle-jobs/client-bundle-')) return 'client bundle process';
  if (cmdline.includes('commerce-service')) return 'commerce service';
  if (cmdline.includes('content-service')) return 'content service';
  if (cmdline.includes('dealers')) return 'dealer service';
  if (cmdline.includes('esbuild')) return 'esbuild (bundler)';
  if (/scripts\/build\.ts|bench\/build-floor\.ts/.test(cmdline)) return cmdline.includes('cli.mjs') || cmdline.startsWith('npm') ? null : 'build';
  return null;
}

/** Children of every process, from /proc. */
function processTree(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(name));
      children.set(ppid, list);
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

/**
 * Samples every descendant of `root` every 100 ms until stopped: the high-water mark of its resident set (VmHWM,
 * which only grows, so the last sample before it exits is its peak within a few ms) and its CPU time.
 */
function sampleTree(root: number): { stop: () => ProcessFigures[] } {
  const seen = new Map<number, { role: string; hwmKb: number; ticks: number }>();
  const tick = (): void => {
    const tree = processTree();
    const stack = [root];
    while (stack.length > 0) {
      const pid = stack.pop()!;
      stack.push(...(tree.get(pid) ?? []));
      try {
        const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
        const role = roleOf(cmdline);
        if (role === null) continue;
        const hwm = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').slice(0);
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        const before = seen.get(pid);
        seen.set(pid, { role, hwmKb: Math.max(before?.hwmKb ?? 0, hwm), ticks: Math.max(before?.ticks ?? 0, ticks) });
      } catch {
        // Exited between the listing and the read.
      }
    }
  };
  const timer = setInterval(tick, 100);
  tick();
  return {
    stop() {
      clearInterval(timer);
      const byRole = new Map<string, ProcessFigures>();
      for (const p of seen.values()) {
        const before = byRole.get(p.role);
        byRole.set(p.role, { role: p.role, peakRssMb: Math.max(before?.peakRssMb ?? 0, Math.round(p.hwmKb / 1024)), cpuS: Math.round(((before?.cpuS ?? 0) + p.ticks / CLK_TCK) * 10) / 10 });
      }
      return [...byRole.values()].sort((a, b) => (a.role < b.role ? -1 : 1));
    },
  };
}

const load1 = (): number => Math.round(os.loadavg()[0]! * 10) / 10;

/** Runs one command under /usr/bin/time, sampling its processes. */
async function timed(args: readonly string[], env: Record<string, string>): Promise<{ wallS: number; cpuS: number; processes: ProcessFigures[]; stdout: string; loadBefore: number; loadAfter: number }> {
  const loadBefore = load1();
  const timeFile = path.join(os.tmpdir(), `cycle-build-bench-time-${process.pid}`);
  const child = spawn('/usr/bin/time', ['-f', '%e %U %S', '-o', timeFile, process.execPath, '--import', 'tsx', ...args], { cwd: REPO, env: childEnvironment(env), stdio: ['ignore', 'pipe', 'inherit'] });
  const sampler = sampleTree(child.pid!);
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const processes = sampler.stop();
  if (code !== 0) throw new Error(`${args.join(' ')} failed (${code}):\n${stdout.slice(-2000)}`);
  const [wall, user, sys] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
  fs.rmSync(timeFile, { force: true });
  return { wallS: wall!, cpuS: Math.round((user! + sys!) * 10) / 10, processes, stdout, loadBefore, loadAfter: load1() };
}

interface BuildReportFile {
  readonly pages: number;
  readonly phasesMs: Record<string, number>;
  readonly bundleMs: Record<string, number>;
  readonly servicesReadyMs: Record<string, number>;
  readonly scriptMs: Record<string, number>;
  readonly renderPagesPerSecond: number;
  readonly cache?: unknown;
  readonly outputKept?: unknown;
}

/** A build of `brand` into `out`; phases from its report. */
async function build(kind: BuildRun['kind'], run: number, brand: string, out: string, cache: string, env: Record<string, string> = {}): Promise<BuildRun> {
  process.stderr.write(`${kind} build ${run} of ${brand} (load ${load1()})\n`);
  const t = await timed(['scripts/build.ts', `--brand=${brand}`, `--out=${out}`, `--cache=${cache}`, '--quiet'], { GIT_HASH: 'bench', SOURCE_DATE_EPOCH: '1767225600', ...env });
  const report = JSON.parse(fs.readFileSync(`${out}.build-report.json`, 'utf8')) as BuildReportFile;
  const phasesMs: Record<string, number> = {};
  for (const [k, v] of Object.entries(report.servicesReadyMs)) phasesMs[`${k} ready at`] = v;
  Object.assign(phasesMs, report.bundleMs, report.phasesMs, report.scriptMs);
  return { kind, run, wallS: t.wallS, cpuS: t.cpuS, loadBefore: t.loadBefore, loadAfter: t.loadAfter, processes: t.processes, phasesMs, pages: report.pages, renderPagesPerSecond: report.renderPagesPerSecond, ...(report.cache ? { cache: report.cache } : {}), ...(report.outputKept ? { outputKept: true } : {}) };
}

async function floor(run: number, brand: string, out: string): Promise<BuildRun> {
  process.stderr.write(`floor ${run} of ${brand} (load ${load1()})\n`);
  const t = await timed(['bench/build-floor.ts', `--brand=${brand}`, `--out=${out}`], { GIT_HASH: 'bench', SOURCE_DATE_EPOCH: '1767225600' });
  const result = JSON.parse(t.stdout.trim().split('\n').at(-1)!) as NonNullable<BuildRun['floor']>;
  return { kind: 'floor', run, wallS: t.wallS, cpuS: t.cpuS, loadBefore: t.loadBefore, loadAfter: t.loadAfter, processes: t.processes, phasesMs: { load: result.loadMs, 'renderToString loop': result.renderMs }, floor: result };
}

/** A commerce service with its test hooks, for the incremental runs (the builds read it through COMMERCE_URL). */
async function controlledCommerce(brand: string): Promise<{ url: string; stop: () => void; pid: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/commerce-service.ts', '--port=0', '--memory', '--control', `--brands=${brand}`], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /commerce service: (http:\/\/[^\s/]+)\/store-api/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`commerce service exited (${code}): ${out}`)));
  });
  return { url, pid: child.pid!, stop: () => void child.kill('SIGTERM') };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The results as Markdown: medians per phase and process, the floor ratio, the incremental builds, every run. */
export function formatResults(brand: string, runs: readonly BuildRun[], targets: { wallS: number; buildRssMb: number; commerceRssMb: number; floorRatio: number }): string {
  // Without cache-off runs (`--runs=0`), the cold build with the cache stands in for them.
  const coldOnly = runs.filter((r) => r.kind === 'cold');
  const cold = coldOnly.length > 0 ? coldOnly : runs.filter((r) => r.kind === 'cold+cache');
  const floors = runs.filter((r) => r.kind === 'floor');
  const lines = [`# Real build bench: ${brand}`, '', `Generated by \`pnpm bench:build\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores). Load = 1-minute load average at the start → end of each run; the machine was shared. CPU = user + system of the whole command tree.`, ''];
  if (cold.length > 0) {
    const phases = [...new Set(cold.flatMap((r) => Object.keys(r.phasesMs)))];
    lines.push(`## Cold builds (median of ${cold.length}, ${coldOnly.length > 0 ? 'cache off' : 'cache on, empty'})`, '', '| figure | median | runs |', '|---|---:|---|');
    lines.push(`| wall | ${median(cold.map((r) => r.wallS)).toFixed(1)} s | ${cold.map((r) => `${r.wallS.toFixed(1)} s (load ${r.loadBefore}→${r.loadAfter})`).join(', ')} |`);
    lines.push(`| CPU (user+sys) | ${median(cold.map((r) => r.cpuS)).toFixed(1)} s | ${cold.map((r) => `${r.cpuS.toFixed(1)} s`).join(', ')} |`);
    for (const p of phases) lines.push(`| ${p} | ${Math.round(median(cold.map((r) => r.phasesMs[p] ?? 0)))} ms | ${cold.map((r) => r.phasesMs[p] ?? '–').join(', ')} |`);
    lines.push('', 'The phases overlap and do not add up to the wall: the services start while the bundles are made, and the client is bundled in its own process beside the server bundle and the crawl (`client bundle wait`: how long the render still waited for it).');
    const roles = [...new Set(cold.flatMap((r) => r.processes.map((p) => p.role)))];
    lines.push('', '| process | peak RSS (median) | CPU (median) |', '|---|---:|---:|');
    for (const role of roles) {
      const of = cold.map((r) => r.processes.find((p) => p.role === role)).filter((p) => p !== undefined);
      lines.push(`| ${role} | ${median(of.map((p) => p.peakRssMb))} MB | ${median(of.map((p) => p.cpuS)).toFixed(1)} s |`);
    }
  }
  if (floors.length > 0 && cold.length > 0) {
    const floorRate = median(floors.map((r) => r.floor!.pagesPerSecond));
    const renderRate = median(cold.map((r) => r.renderPagesPerSecond ?? 0));
    lines.push('', '## Render phase against the floor', '', `The floor: \`renderToString\` of each page's React tree over the crawled data in memory, one thread, no document, no writes (${floors[0]!.floor!.pages} pages; load ${floors.map((r) => `${r.loadBefore}→${r.loadAfter}`).join(', ')}).`, '');
    lines.push('| figure | value |', '|---|---:|', `| floor | ${floorRate} pages/s (${median(floors.map((r) => r.floor!.renderMs))} ms wall, ${median(floors.map((r) => r.floor!.renderCpuMs))} ms CPU) |`, `| build render phase (2 threads, with data loading and writes) | ${renderRate} pages/s |`, `| ratio (target ≥ ${targets.floorRatio}) | ${(renderRate / floorRate).toFixed(2)} |`);
  }
  const inc = runs.filter((r) => r.kind !== 'cold' && r.kind !== 'floor');
  if (inc.length > 0) {
    lines.push('', '## Incremental builds (cache on; every backend a service the bench runs, read through COMMERCE_URL, CONTENT_URL, DEALERS_URL, REVIEWS_URL)', '', '| build | wall | CPU | load | pages reused / rebuilt | rebuilt because |', '|---|---:|---:|---|---|---|');
    for (const r of inc) {
      const c = r.cache as { reused: number; rebuilt: number; reasons: Record<string, number> } | undefined;
      const because = r.outputKept ? 'nothing: the published output stands (source versions, code and files as recorded)' : c ? Object.entries(c.reasons).map(([k, v]) => `${k} ${v}`).join(', ') : '';
      lines.push(`| ${r.kind} | ${r.wallS.toFixed(1)} s | ${r.cpuS.toFixed(1)} s | ${r.loadBefore}→${r.loadAfter} | ${c ? `${c.reused} / ${c.rebuilt}` : '–'} | ${because} |`);
    }
    const coldCache = inc.find((r) => r.kind === 'cold+cache');
    const coldWall = coldOnly.length > 0 ? median(coldOnly.map((r) => r.wallS)) : undefined;
    if (coldCache) {
      for (const r of inc.filter((x) => x !== coldCache)) {
        const againstCold = coldWall === undefined ? '' : `; ${(r.wallS / coldWall).toFixed(2)}× the wall of the cold builds above (local services started by the build)`;
        lines.push('', `${r.kind}: ${(r.cpuS / coldCache.cpuS).toFixed(2)}× the CPU of the cold build with the same backends, ${(r.wallS / coldCache.wallS).toFixed(2)}× its wall${againstCold} (target ≤ 0.10×).`);
      }
    }
  }
  lines.push('', `Targets (issue 16): whole build ≤ ${targets.wallS} s, build processes ≤ ${targets.buildRssMb} MB, commerce service ≤ ${targets.commerceRssMb} MB, render ≥ ${targets.floorRatio}× the floor.`);
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  // pnpm passes the `--` of `pnpm bench:build -- --runs=1` through; it separates nothing here.
  const args = parseArgs(process.argv.slice(2).filter((a) => a !== '--'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cycle-build-bench-'));
  const runs: BuildRun[] = [];
  // Written after every run: a long bench on a loaded machine keeps what it measured if a later run fails.
  const save = (): void => {
    fs.mkdirSync(args.results, { recursive: true });
    fs.writeFileSync(path.join(args.results, 'build-results.json'), `${JSON.stringify({ brand: args.brand, date: new Date().toISOString(), runs }, null, 2)}\n`);
    fs.writeFileSync(path.join(args.results, 'build-results.md'), formatResults(args.brand, runs, { wallS: 20, buildRssMb: 400, commerceRssMb: 500, floorRatio: 0.6 }));
  };
  const push = (run: BuildRun): void => {
    runs.push(run);
    save();
  };
  // A cold build starts from no cache at all: besides the page cache (`--cache`), the build keeps the compressed
  // copies and the service worker of earlier builds under .engine/ (byte-checked, reused whatever --cache says).
  const forgetEngineCaches = (): void => {
    for (const dir of [`precompress-${args.brand}`, 'service-worker']) fs.rmSync(path.join(REPO, '.engine', dir), { recursive: true, force: true });
  };
  try {
    for (let i = 1; i <= args.runs; i += 1) {
      forgetEngineCaches();
      push(await build('cold', i, args.brand, path.join(work, `cold-${i}`), 'off'));
    }
    for (let i = 1; i <= args.floorRuns; i += 1) push(await floor(i, args.brand, path.join(work, `floor-${i}`)));
    if (args.incremental) {
      const contentDir = path.join(work, 'content');
      fs.cpSync(path.join(REPO, 'content', args.brand), path.join(contentDir, args.brand), { recursive: true });
      const [commerce, content, dealers, reviews] = await Promise.all([controlledCommerce(args.brand), editableContent(contentDir), startDealersProcess(), startReviewsProcess()]);
      try {
        const cache = path.join(work, 'cache');
        const out = path.join(work, 'incremental');
        const env = { COMMERCE_URL: commerce.url, CONTENT_URL: `${content.url}/v2`, DEALERS_URL: dealers.url, REVIEWS_URL: reviews.url };
        forgetEngineCaches();
        push(await build('cold+cache', 1, args.brand, out, cache, env));
        push(await build('no change', 1, args.brand, out, cache, env));
        await changeOneProduct(commerce.url, args.brand);
        push(await build('one product changed', 1, args.brand, out, cache, env));
        await content.changeOneStory(args.brand);
        push(await build('one story changed', 1, args.brand, out, cache, env));
      } finally {
        commerce.stop();
        content.stop();
        await Promise.all([dealers.stop(), reviews.stop()]);
      }
    }
  } finally {
    if (!args.keep) fs.rmSync(work, { recursive: true, force: true });
  }
  save();
  process.stdout.write(fs.readFileSync(path.join(args.results, 'build-results.md'), 'utf8'));
}

/**
 * The content service over `dir` (a copy of the brand's story files), with a hook for an editor's change: one
 * story's name edited in its file, then SIGHUP, which makes the service read its files again.
 */
async function editableContent(dir: string): Promise<{ url: string; stop: () => void; changeOneStory: (brand: string) => Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/content-service.ts', '--port=0', `--content=${dir}`, `--asset-base=${loopback(CONTENT_DEFAULT_PORT)}`], { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /content service: (http:\/\/[^\s/]+)\/v2/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`content service exited (${code}): ${out}`)));
  });
  return {
    url,
    stop: () => void child.kill('SIGTERM'),
    async changeOneStory(brand) {
      // The first story of the first language whose content has a title (a page shows it as its heading).
      const language = fs.readdirSync(path.join(dir, brand)).filter((l) => l !== 'assets').sort()[0]!;
      const folder = path.join(dir, brand, language, 'sitepages', 'structure');
      const titled = fs.readdirSync(folder).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(folder, f)).find((f) => typeof (JSON.parse(fs.readFileSync(f, 'utf8')) as { content?: { title?: unknown } }).content?.title === 'string');
      if (titled === undefined) throw new Error(`No story with a title in ${folder}`);
      const story = JSON.parse(fs.readFileSync(titled, 'utf8')) as { content: { title: string } };
      fs.writeFileSync(titled, `${JSON.stringify({ ...story, content: { ...story.content, title: `${story.content.title} (edited)` } }, null, 2)}\n`);
      const file = titled;
      const seen = out.length;
      child.kill('SIGHUP');
      await new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          if (out.slice(seen).includes('files read again')) {
            clearInterval(timer);
            resolve();
          }
        }, 20);
        child.once('exit', () => {
          clearInterval(timer);
          reject(new Error(`content service exited: ${out}`));
        });
      });
      return path.relative(dir, file);
    },
  };
}

/** Replaces the brand's first seed model with its price raised by 100 EUR (the hook's "a repeat replaces"). */
async function changeOneProduct(url: string, brand: string): Promise<string> {
  const { BRAND_SEEDS } = await import('../services/commerce/seed/brand-seeds.ts');
  const model = BRAND_SEEDS[brand]?.models[0];
  if (!model) throw new Error(`No seed model for ${brand}`);
  const answer = await fetch(`${url}/__control/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ brand, model: { ...model, priceEur: model.priceEur + 100 } }) });
  if (answer.status !== 201) throw new Error(`/__control/products answered ${answer.status}: ${await answer.text()}`);
  return model.name;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
