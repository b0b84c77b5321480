/**
 * A Vite bundle of one brand (the client or the server entry) made in a child process of the build
 * (`bundleInChild`), started with the same loaders the local services get (tsx, exit-with-parent).
 *
 * - Beside the build: the client bundle runs while the build's own process bundles the server entry and crawls.
 *   Vite's plugins (vanilla-extract's evaluation of every `.css.ts`, the service worker) run JavaScript for seconds
 *   at a time; on the build's main thread they held the crawl's responses back, so bundling during the crawl saved
 *   nothing (winora, one run each: the crawl ended at 27.9 s instead of 28.4 s).
 * - Out of the build's memory: Vite's native bundler (rolldown) kept 210-400 MB of the build process resident
 *   until the build ended, and Vite's own heaps came on top. A child returns all of it when it exits.
 *
 * The child gets its settings as data (`BundleJob`, JSON on its command line) and makes the Vite config itself: a
 * config holds functions and plugins, which do not cross processes. It answers on its IPC channel.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ViteConfigOptions } from '../vite.config.ts';

const root = path.resolve(import.meta.dirname, '..');
const self = fileURLToPath(import.meta.url);

/** What the child bundles: the config's options, the output folder, and for the server bundle its entry. */
export interface BundleJob {
  readonly config: Omit<ViteConfigOptions, 'ssr'>;
  readonly outDir: string;
  /** The server entry (a module path): a server bundle. Absent: the client bundle. */
  readonly serverEntry?: string;
}

type ChildAnswer = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly stack?: string };

/** Bundles `job` in a child process; rejects with the bundler's error. */
export function bundleInChild(job: BundleJob): Promise<void> {
  return new Promise((resolve, reject) => {
    // Vite and its plugins load as plain ES modules (packages-as-is.ts): past tsx, which rewrote each of their chunks.
    const args = ['--import', 'tsx', '--import', path.join(root, 'scripts', 'packages-as-is.ts'), '--import', path.join(root, 'scripts', 'exit-with-parent.ts'), ...process.execArgv.filter((a) => a.startsWith('--cpu-prof')), self, JSON.stringify(job)];
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answer: ChildAnswer | null = null;
    child.once('message', (m: ChildAnswer) => (answer = m));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const a = answer as ChildAnswer | null;
      if (a?.ok && code === 0) resolve();
      else if (a && !a.ok) reject(Object.assign(new Error(a.message), a.stack ? { stack: a.stack } : {}));
      else reject(new Error(`The ${job.serverEntry ? 'server' : 'client'} bundle's process stopped (${signal ?? `exit code ${code}`}) without an answer`));
    });
  });
}

async function runJob(job: BundleJob): Promise<void> {
  const [{ build }, { createViteConfig }] = await Promise.all([import('vite'), import('../vite.config.ts')]);
  const config = createViteConfig({ ...job.config, ssr: job.serverEntry !== undefined });
  await build({ ...config, configFile: false, logLevel: 'warn', build: { ...config.build, outDir: job.outDir, ...(job.serverEntry ? { ssr: job.serverEntry } : {}) } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.send) {
  const send = (answer: ChildAnswer): void => void process.send!(answer, () => process.exit(answer.ok ? 0 : 1));
  runJob(JSON.parse(process.argv[2] ?? '{}') as BundleJob).then(
    () => send({ ok: true }),
    (error: unknown) => send(error instanceof Error ? { ok: false, message: error.message, ...(error.stack ? { stack: error.stack } : {}) } : { ok: false, message: String(error) }),
  );
}
