/**
 * Imports the build's own Vite bundles (the server entry under `.engine/`) as the plain JavaScript they are.
 * `pnpm build` runs under a TypeScript loader (tsx) whose load hook sees every module the process imports; for an
 * ES module with dynamic imports it rewrites each one and attaches a fine-grained source map, which for the 2 MB
 * server bundle took longer than loading it (winora: 13.5 s against 2.6 s on a busy machine, 4.4 s with this hook).
 * A bundle needs no transform, so a hook placed in front of the loader's answers for those files itself.
 */
import fs from 'node:fs';
import { register as registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The hook, run on Node's loader thread: JavaScript files under a registered folder are read and handed over
 * unchanged. Node keeps one instance of a hook module per URL, so a second `register` of this same source only
 * calls `initialize` again: each call adds its folder to the list instead of replacing the one before (the build
 * registers its bundles and the packages).
 */
const HOOKS = `
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
const folders = [];
export function initialize(data) { folders.push(data); }
export async function load(url, context, nextLoad) {
  const folder = /\\.m?js$/.test(url) ? folders.find((f) => url.startsWith(f.prefix)) : undefined;
  if (folder === undefined) return nextLoad(url, context);
  if (folder.modulesOnly && !(url.endsWith('.mjs') || context.format === 'module')) return nextLoad(url, context);
  return { format: 'module', source: await readFile(fileURLToPath(url)), shortCircuit: true };
}
`;

// Hooks are process-wide and cannot be removed: each folder's is registered once per process.
const registered = new Set<string>();

/** Every `.js`/`.mjs` file under `dir` (a folder of ES module bundles) is loaded as is, past any transpiling loader. */
export function loadBundlesAsIs(dir: string): void {
  register(dir, false);
}

/**
 * The ES modules of the installed packages (`node_modules`) are loaded as is: a process that imports Vite under tsx
 * spent about 2.4 s of the loader thread's CPU and 0.6 s of its own waiting on it, rewriting Vite's chunks and
 * mapping their sources. CommonJS files (the format Node's resolver gave them) still go through the loader chain.
 */
export function loadPackagesAsIs(nodeModules: string): void {
  // Modules are known by their real path (a linked node_modules, pnpm's links into its store).
  register(fs.realpathSync(nodeModules), true);
}

function register(dir: string, modulesOnly: boolean): void {
  const prefix = `${pathToFileURL(dir).href}/`;
  if (registered.has(prefix)) return;
  registered.add(prefix);
  registerHooks(`data:text/javascript,${encodeURIComponent(HOOKS)}`, { data: { prefix, modulesOnly } });
}
