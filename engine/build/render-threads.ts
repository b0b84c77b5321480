import { Worker } from 'node:worker_threads';
import type { Json } from '../shared/json.ts';
import type { PageRoute, SiteDefinition } from '../site/define-site.ts';
import type { AlternateLink } from '../routes/create-route-manifest.ts';
import type { ClientManifest } from './client-manifest.ts';
import { createPageWriter, type PageWriterOptions } from './create-page-writer.ts';
import { renderRoutes, type RenderInputs } from './render-routes.ts';
import { createPageCheckRecorder, type PageCheckRecorder } from './page-checks.ts';
import { createCacheRecorder, type CacheRecorder, type PageCacheEntry } from './page-cache.ts';

/**
 * Where a render thread finds the site: a module (normally the site's own
 * server bundle, so React and the engine are the same instances the site
 * uses) exporting the site, or a factory called with `factoryArg`, and
 * re-exporting `runRenderWorker` from the engine.
 */
export interface SiteModule {
  /** `file://` URL of the module. */
  readonly url: string;
  /** Export holding the site or a function returning it. */
  readonly exportName: string;
  /** JSON argument for a factory export. @default undefined */
  readonly factoryArg?: Json;
  /**
   * Node flags of the render threads. A module that is a prebuilt bundle of plain JavaScript needs none of the
   * main thread's module loaders: a TypeScript loader re-reads a 2 MB server bundle and source-maps it, which made
   * its import about three times as slow. @default the main thread's (`process.execArgv`)
   */
  readonly execArgv?: readonly string[];
}

/** What a render worker receives: its routes and the build's shared inputs, as plain data. */
export interface RenderWorkerData {
  readonly module: SiteModule;
  readonly routes: readonly PageRoute[];
  readonly client: ClientManifest;
  readonly buildHash: string;
  readonly chunkSize: number;
  readonly concurrency: number;
  readonly origin: string;
  readonly staticQueries: readonly (readonly [string, { readonly hash: string; readonly data: Json }])[];
  readonly slices: readonly (readonly [string, { readonly data: Json }])[];
  readonly alternates: readonly (readonly [string, readonly AlternateLink[]])[];
  readonly writer: Omit<PageWriterOptions, 'outDir'> & { readonly outDir: string };
  /** What the main thread's site shares with render threads' sites (`shareWithRenderThreads`). @default none */
  readonly shared?: unknown;
  /** Shared with the other render threads: `routes` are every thread's, each taken once (RenderInputs.claim). @default none: all of `routes` are this thread's */
  readonly claim?: Int32Array;
  /** The build cache's part for this thread's routes. @default off */
  readonly cache?: { readonly previous: readonly (readonly [string, PageCacheEntry])[]; readonly sourceDir: string; readonly outDir: string; readonly code: string };
}

/** What a render worker hands back. */
export interface RenderWorkerResult {
  readonly bytes: number;
  readonly files: number;
  /** The worker's cache record, when the cache is on. */
  readonly cache?: CacheRecorder;
  /** The worker's page checks, when the site has `checkPage`. */
  readonly checks?: PageCheckRecorder;
}

type WorkerMessage =
  | { readonly type: 'progress'; readonly done: number }
  | { readonly type: 'done'; readonly bytes: number; readonly files: number; readonly cache?: CacheRecorder; readonly checks?: PageCheckRecorder }
  | { readonly type: 'error'; readonly message: string };

/**
 * Plain CommonJS so it survives any bundling: import the site module at once, and hand over to its
 * `runRenderWorker` when the work arrives (a failed import is reported then, as the work's failure).
 */
const BOOTSTRAP = `
const { workerData, parentPort } = require('node:worker_threads');
const loaded = import(workerData.module.url);
loaded.catch(() => undefined);
parentPort.once('message', (job) => {
  loaded
    .then((mod) => {
      if (typeof mod.runRenderWorker !== 'function') throw new Error(workerData.module.url + ' does not export runRenderWorker');
      return mod.runRenderWorker(mod, { ...job, module: workerData.module }, parentPort);
    })
    .catch((error) => parentPort.postMessage({ type: 'error', message: String((error && error.message) || error) }));
});
`;

/** Resolves the site a module exports, calling a factory export with its argument. */
export function siteFromModule(mod: Readonly<Record<string, unknown>>, module: SiteModule): SiteDefinition {
  const exported = mod[module.exportName];
  if (typeof exported === 'function') return (exported as (arg: unknown) => SiteDefinition)(module.factoryArg);
  if (exported && typeof exported === 'object') return exported as SiteDefinition;
  throw new Error(`${module.url} exports no site named "${module.exportName}"`);
}

/**
 * Worker side: renders the routes it was given and reports progress and its
 * written bytes. Exported from the engine so a site's server bundle can
 * re-export it (`export { runRenderWorker } from '@cycle/engine/build'`).
 */
export async function runRenderWorker(mod: Readonly<Record<string, unknown>>, data: RenderWorkerData, port: { postMessage(message: WorkerMessage): void }): Promise<void> {
  try {
    const site = siteFromModule(mod, data.module);
    if (data.shared !== undefined) site.adoptFromMainThread?.(data.shared);
    const inputs: RenderInputs = {
      client: data.client,
      buildHash: data.buildHash,
      chunkSize: data.chunkSize,
      concurrency: data.concurrency,
      origin: data.origin,
      staticQueries: new Map(data.staticQueries),
      slices: new Map(data.slices),
      alternates: new Map(data.alternates),
      ...(data.claim ? { claim: data.claim } : {}),
      ...(data.cache ? { cache: { previous: new Map(data.cache.previous), sourceDir: data.cache.sourceDir, outDir: data.cache.outDir, code: data.cache.code, recorder: createCacheRecorder() } } : {}),
      ...(site.checkPage ? { checks: createPageCheckRecorder() } : {}),
    };
    const writer = createPageWriter(data.writer);
    let done = 0;
    let reported = 0;
    await renderRoutes(site, inputs, data.routes, writer, () => {
      done += 1;
      if (done - reported >= 25) {
        port.postMessage({ type: 'progress', done: done - reported });
        reported = done;
      }
    });
    if (done > reported) port.postMessage({ type: 'progress', done: done - reported });
    const written = await writer.close();
    port.postMessage({ type: 'done', bytes: written.bytes, files: written.files, ...(inputs.cache ? { cache: inputs.cache.recorder } : {}), ...(inputs.checks ? { checks: inputs.checks } : {}) });
  } catch (error) {
    port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * A render thread's young generation (V8 splits it into three: two semi-spaces of 16 MB and the large-object part).
 * Rendering allocates a page's tree, strings and buffers and drops them: with V8's default 16 MB semi-spaces the
 * winora build's render worker ran 134 scavenges, with 64 MB 43, their pauses 11.8 -> 5.2 s (load 7-14, so
 * inflated alike). Both semi-spaces stay resident once used: at 64 MB they were 128 of the worker's 218 MB heap and
 * of the build process's 557-559 MB peak; at 32 MB the worker ran 29-32 scavenges in about the same pause time
 * (1.9-2.0 s against 1.8-2.0 s, load 7-11: a scavenge copies what is alive, which a smaller space holds less of),
 * render CPU of both threads 11.7-13.3 s against 12.4-13.6 s, and the process peaked at 490-526 MB. At 16 MB the
 * worker's heap peaked at 119-120 MB instead of 151 MB (its scavenges 70 -> 113, their pauses 1.2 -> 0.9 s, load 7),
 * which with the heap growth of scripts/build.ts brought the process under 400 MB (issue 16: 452-520 -> 348-402 MB).
 */
const RENDER_YOUNG_GENERATION_MB = 48;

/** A render thread started before its work is known (see {@link startRenderWorker}). */
export interface RenderWorker {
  /** Hands the thread its routes and the build's inputs; resolves with its written bytes and files, rejects with its error. */
  run(job: Omit<RenderWorkerData, 'module'>, onPages: (count: number) => void): Promise<RenderWorkerResult>;
  /** Ends the thread: one never given work, or one whose build failed elsewhere. Nothing once it has finished. */
  stop(): void;
}

/**
 * Starts a render thread that imports the site module at once and waits for its work. A build starts its render
 * threads before the crawl: importing the site's server bundle took a thread 2-5 s, which the crawl (mostly waiting
 * for the services' answers) now covers; started after the crawl, every other page waited for it, and with the
 * build cache, where a page costs milliseconds, the main thread finished its half and waited.
 */
export function startRenderWorker(module: SiteModule): RenderWorker {
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { module }, resourceLimits: { maxYoungGenerationSizeMb: RENDER_YOUNG_GENERATION_MB }, ...(module.execArgv ? { execArgv: [...module.execArgv] } : {}) });
  type Outcome = { readonly ok: true; readonly result: RenderWorkerResult } | { readonly ok: false; readonly error: Error };
  let outcome: Outcome | null = null;
  let settle: ((o: Outcome) => void) | null = null;
  let pages: (count: number) => void = () => undefined;
  const finish = (o: Outcome): void => {
    if (outcome) return;
    outcome = o;
    void worker.terminate();
    settle?.(o);
  };
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'progress') pages(message.done);
    else if (message.type === 'done') finish({ ok: true, result: { bytes: message.bytes, files: message.files, ...(message.cache ? { cache: message.cache } : {}), ...(message.checks ? { checks: message.checks } : {}) } });
    else finish({ ok: false, error: new Error(message.message) });
  });
  worker.on('error', (error) => finish({ ok: false, error }));
  worker.on('exit', (code) => finish({ ok: false, error: new Error(`Render worker exited with code ${code} before finishing`) }));
  return {
    run(job, onPages) {
      pages = onPages;
      return new Promise((resolve, reject) => {
        settle = (o) => (o.ok ? resolve(o.result) : reject(o.error));
        if (outcome) settle(outcome);
        // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window: it has no origin
        else worker.postMessage(job);
      });
    },
    stop() {
      finish({ ok: false, error: new Error('Render worker stopped') });
    },
  };
}
