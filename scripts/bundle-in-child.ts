/**
 * A Vite bundle of one brand (the client or the server entry) made in a child process of the build
 * (`bundleInChild`): Vite's own command line, `vite build --config <job config>`.
 *
 * - Beside the build: the client bundle runs while the build's own process waits for the server entry and crawls.
 *   Vite's plugins (vanilla-extract's evaluation of every `.css.ts`, the service worker) run JavaScript for seconds
 *   at a time; on the build's main thread they held the crawl's responses back, so bundling during the crawl saved
 *   nothing (winora, one run each: the crawl ended at 27.9 s instead of 28.4 s).
 * - Out of the build's memory: Vite's native bundler (rolldown) kept 210-400 MB of the build process resident
 *   until the build ended, and Vite's own heaps came on top. A child returns all of it when it exits.
 * - Without tsx: a child started under tsx sent every module Vite and its plugins load through tsx's loader thread
 *   (rewritten, source-mapped, resolved there) and waited for it. Vite loads a TypeScript config itself (it bundles
 *   it with rolldown), so the job goes to the child as a small config file that calls `createViteConfig`
 *   (vite.config.ts). Server bundle of winora, CPU of the whole child: 6.6-7.7 s under tsx, 5.0-5.5 s this way.
 *
 * The job config also loads scripts/exit-with-parent.ts (the child stops if the build goes away) and is removed
 * when the child ends. A failed bundle rejects with what Vite printed (it names the module it could not load).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ViteConfigOptions } from '../vite.config.ts';
import { childEnvironment } from './settings/process-environment.ts';

const root = path.resolve(import.meta.dirname, '..');

/** What the child bundles: the config's options, the output folder, and for the server bundle its entry. */
export interface BundleJob {
  readonly config: Omit<ViteConfigOptions, 'ssr'>;
  readonly outDir: string;
  /** The server entry (a module path): a server bundle. Absent: the client bundle. */
  readonly serverEntry?: string;
}

/** Where job configs are written: inside the project, so the bundled config resolves Vite and the plugins from it. */
const JOBS_DIR = path.join(root, '.engine', 'bundle-jobs');

/** How much of the child's error output a rejection carries (its end: Vite prints the error last). */
const ERROR_TAIL_CHARS = 4000;

/**
 * The child's environment: the build's (read when the child starts: the build sets NODE_ENV before it bundles),
 * plus one setting of rolldown's memory allocator (mimalloc, linked into rolldown's native module). By default
 * mimalloc commits its arenas eagerly and then never returns their freed pages to the system, so a bundle's process
 * held every page rolldown had ever used at once: most of its 415-452 MB peak was native (its V8 heaps peaked at
 * 76-86 MB of it). With MIMALLOC_ARENA_EAGER_COMMIT=0 it commits arena memory as needed and purges what it frees
 * (after its default 10 ms delay). winora, each bundle alone, 4-6 runs each, load 3.7-5.7: server bundle 420-453 ->
 * 303-321 MB, client 415-428 -> 251-252 MB; user+sys 3.3-3.7 -> 3.5-3.8 s (server), 3.0 -> 3.3-3.4 s (client).
 * Output byte-identical (winora, --cache=off, 14,788 files).
 */
const ALLOCATOR_SETTINGS = { MIMALLOC_ARENA_EAGER_COMMIT: '0' } as const;

/** Vite's command line script, from the installed package. */
function viteBin(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
}

/** The job as a Vite config module: the project's config for this brand, with the job's output and entry. */
function jobConfigSource(job: BundleJob): string {
  const ssr = job.serverEntry !== undefined;
  return [
    '// Written by scripts/bundle-in-child.ts for one bundle, removed when it ends.',
    `import ${JSON.stringify(path.join(root, 'scripts', 'exit-with-parent.ts'))};`,
    `import { createViteConfig } from ${JSON.stringify(path.join(root, 'vite.config.ts'))};`,
    `const config = createViteConfig({ ...${JSON.stringify(job.config)}, ssr: ${ssr} });`,
    `export default { ...config, logLevel: 'warn', build: { ...config.build, outDir: ${JSON.stringify(job.outDir)}${ssr ? `, ssr: ${JSON.stringify(job.serverEntry)}` : ''} } };`,
    '',
  ].join('\n');
}

/** Bundles `job` in a child process; rejects with the bundler's error. */
export function bundleInChild(job: BundleJob): Promise<void> {
  const kind = job.serverEntry === undefined ? 'client' : 'server';
  fs.mkdirSync(JOBS_DIR, { recursive: true });
  // The kind leads the name: bench/build.ts tells the two processes apart by it.
  const configFile = path.join(JOBS_DIR, `${kind}-bundle-${crypto.randomBytes(6).toString('hex')}.config.ts`);
  fs.writeFileSync(configFile, jobConfigSource(job));
  return new Promise<void>((resolve, reject) => {
    const args = [...process.execArgv.filter((a) => a.startsWith('--cpu-prof')), viteBin(), 'build', '--config', configFile];
    // The IPC channel is exit-with-parent's: it closes when the build goes away.
    const child = spawn(process.execPath, args, { cwd: root, env: childEnvironment(ALLOCATOR_SETTINGS), stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      errors = (errors + chunk.toString('utf8')).slice(-ERROR_TAIL_CHARS);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The ${kind} bundle failed (${signal ?? `exit code ${code}`})${errors.trim() ? `:\n${errors.trim()}` : ''}`));
    });
  }).finally(() => fs.rmSync(configFile, { force: true }));
}
