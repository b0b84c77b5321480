import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A folder with an ES module package, a CommonJS package, a bundle folder and a script that imports them, run under
 * tsx; `asIs` registers the packages, `withBundles` the bundle folder as well (first, as the build does).
 */
function run(asIs: boolean, withBundles = false): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'packages-as-is-'));
  try {
    const write = (file: string, text: string): void => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('node_modules/esm-pkg/package.json', JSON.stringify({ name: 'esm-pkg', type: 'module', main: 'index.js' }));
    write('node_modules/esm-pkg/index.js', "export function load() { return import('./other.js'); }\n");
    write('node_modules/esm-pkg/other.js', 'export const x = 1;\n');
    write('node_modules/cjs-pkg/package.json', JSON.stringify({ name: 'cjs-pkg', main: 'index.js' }));
    write('node_modules/cjs-pkg/index.js', 'module.exports = { y: 2 };\n');
    write('package.json', JSON.stringify({ type: 'module' }));
    write('bundles/entry.mjs', "export function entry() { return import('./chunk.mjs'); }\n");
    write('bundles/chunk.mjs', 'export const z = 3;\n');
    write('main.ts', [
      ...(withBundles ? [`import { loadBundlesAsIs } from ${JSON.stringify(path.join(root, 'scripts', 'plain-bundle-loader.ts'))};`, `loadBundlesAsIs(${JSON.stringify(path.join(dir, 'bundles'))});`] : []),
      ...(asIs ? [`import { loadPackagesAsIs } from ${JSON.stringify(path.join(root, 'scripts', 'plain-bundle-loader.ts'))};`, `loadPackagesAsIs(${JSON.stringify(path.join(dir, 'node_modules'))});`] : []),
      "const { load } = await import('esm-pkg');",
      "const cjs = await import('cjs-pkg');",
      'const { x } = await load();',
      ...(withBundles ? ["const { entry } = await import('./bundles/entry.mjs');", 'console.log(JSON.stringify({ source: load.toString(), entry: entry.toString(), x, y: cjs.default.y }));'] : ['console.log(JSON.stringify({ source: load.toString(), x, y: cjs.default.y }));']),
    ].join('\n'));
    return execFileSync(process.execPath, ['--import', 'tsx', path.join(dir, 'main.ts')], { cwd: root, encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('loadPackagesAsIs', () => {
  it('loads a package’s ES module as written, where tsx alone rewrites its dynamic imports; CommonJS packages still load', () => {
    const plain = JSON.parse(run(true)) as { source: string; x: number; y: number };
    expect(plain).toEqual({ source: "function load() { return import('./other.js'); }", x: 1, y: 2 });
    // What tsx alone does to the same file (the cost the hook avoids: a rewrite and a source map per module).
    expect((JSON.parse(run(false)) as { source: string }).source).not.toBe(plain.source);
  });

  it('keeps a bundle folder registered before it loading as written (the build registers both)', () => {
    expect(JSON.parse(run(true, true))).toEqual({ source: "function load() { return import('./other.js'); }", entry: "function entry() { return import('./chunk.mjs'); }", x: 1, y: 2 });
  });
});
