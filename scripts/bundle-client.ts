/**
 * The client bundle of one brand, made in a worker thread of the build (`bundleClientInWorker`): the build's main
 * thread crawls meanwhile. Vite's plugins (vanilla-extract's evaluation of every `.css.ts`, the service worker's
 * generation) run JavaScript for seconds at a time; on the main thread they held the crawl's responses back, so
 * bundling during the crawl saved nothing (winora, one run each: the crawl ended at 27.9 s instead of 28.4 s). In a
 * worker, the two run on both cores.
 *
 * The worker gets its settings as data (`BundleClientJob`) and makes the Vite config itself: a config holds
 * functions and plugins, which do not cross threads.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { ViteConfigOptions } from '../vite.config.ts';

/** What the worker bundles: the config's options and the output folder. */
export interface BundleClientJob {
  readonly config: Omit<ViteConfigOptions, 'ssr'>;
  readonly outDir: string;
}

/** Marks the worker's data, so this module started in any other worker (a test runner's) does nothing. */
const JOB_KIND = 'cycle:bundle-client';

type WorkerAnswer = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly stack?: string };

/** Bundles the client into `job.outDir` in a worker thread; rejects with the bundler's error. */
export function bundleClientInWorker(job: BundleClientJob): Promise<void> {
  return new Promise((resolve, reject) => {
    // The worker imports this module and the config, TypeScript, through tsx's API (a loader given to a worker by
    // `--import` did not apply to its own entry on Node 20), whatever runs the build (tsx, a test runner); a
    // profiled build profiles it too.
    // The ESM build of `tsx/esm/api` (its package's `import` export; require.resolve would give the CommonJS one).
    const api = pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
    const self = JSON.stringify(import.meta.url);
    const boot = `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${self}, ${self}))`;
    const execArgv = process.execArgv.filter((a) => a.startsWith('--cpu-prof'));
    // An ES module from a data: URL, not `eval`: an eval'd worker defines `__dirname` as '.', which vite-plugin-pwa
    // takes for a CommonJS module's folder.
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: { kind: JOB_KIND, job }, execArgv });
    let answered = false;
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      if (answer.ok) resolve();
      else reject(Object.assign(new Error(answer.message), answer.stack ? { stack: answer.stack } : {}));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The client bundle's worker stopped (exit code ${code}) without an answer`));
    });
  });
}

async function runJob(job: BundleClientJob): Promise<void> {
  const [{ build }, { createViteConfig }] = await Promise.all([import('vite'), import('../vite.config.ts')]);
  const config = createViteConfig({ ...job.config, ssr: false });
  await build({ ...config, configFile: false, logLevel: 'warn', build: { ...config.build, outDir: job.outDir } });
}

const data = workerData as { readonly kind?: unknown; readonly job?: BundleClientJob } | null;
if (!isMainThread && parentPort && data?.kind === JOB_KIND && data.job) {
  const port = parentPort;
  runJob(data.job).then(
    () => port.postMessage({ ok: true } satisfies WorkerAnswer),
    (error: unknown) => port.postMessage((error instanceof Error ? { ok: false, message: error.message, ...(error.stack ? { stack: error.stack } : {}) } : { ok: false, message: String(error) }) satisfies WorkerAnswer),
  );
}
