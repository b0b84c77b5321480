import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withServiceWorkerCache } from './service-worker-cache.ts';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-cache-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A stand-in for vite-plugin-pwa's build plugin: writes a worker naming the assets it precaches, and counts its runs. */
function fakePwa(): { plugins: Plugin[]; runs: () => number } {
  let runs = 0;
  let outDir = '';
  const plugins: Plugin[] = [
    { name: 'vite-plugin-pwa', configResolved: (c: ResolvedConfig) => void (outDir = path.resolve(c.root, c.build.outDir)) },
    {
      name: 'vite-plugin-pwa:build',
      closeBundle: {
        sequential: true,
        async handler() {
          runs += 1;
          const assets = fs.readdirSync(path.join(outDir, 'assets')).sort();
          fs.writeFileSync(path.join(outDir, 'sw.js'), `define(["./workbox-1a2b"],()=>precacheAndRoute(${JSON.stringify(assets)}))`);
          fs.writeFileSync(path.join(outDir, 'workbox-1a2b.js'), 'workbox runtime');
        },
      },
    },
  ];
  return { plugins, runs: () => runs };
}

/** One client build into `out` with `assets`: the plugins' hooks as Vite calls them. */
async function build(plugins: readonly Plugin[], out: string, assets: Record<string, string>): Promise<Record<string, string>> {
  fs.mkdirSync(path.join(out, 'assets'), { recursive: true });
  for (const [name, body] of Object.entries(assets)) fs.writeFileSync(path.join(out, 'assets', name), body);
  fs.writeFileSync(path.join(out, 'index.html'), '<!DOCTYPE html>');
  const config = { root: tmp, build: { outDir: out, ssr: false } } as unknown as ResolvedConfig;
  for (const p of plugins) await (p.configResolved as ((c: ResolvedConfig) => unknown) | undefined)?.(config);
  for (const p of plugins) {
    const hook = p.closeBundle;
    if (hook) await (typeof hook === 'function' ? hook : hook.handler).call({} as never);
  }
  return Object.fromEntries(fs.readdirSync(out).filter((n) => n.endsWith('.js')).map((n) => [n, fs.readFileSync(path.join(out, n), 'utf8')]));
}

describe('withServiceWorkerCache', () => {
  it('generates the worker once for the same assets and options, and copies it byte for byte into later builds', async () => {
    const pwa = fakePwa();
    const plugins = withServiceWorkerCache(pwa.plugins, { dir: path.join(tmp, 'cache'), inputs: 'options-1' });
    const first = await build(plugins, path.join(tmp, 'one'), { 'app-abc.js': 'a', 'app-abc.css': 'b' });
    expect(pwa.runs()).toBe(1);
    expect(first['sw.js']).toContain('app-abc.js');
    const second = await build(plugins, path.join(tmp, 'two'), { 'app-abc.js': 'a', 'app-abc.css': 'b' });
    expect(pwa.runs()).toBe(1);
    expect(second).toEqual(first);
  });

  it('generates it again when an asset, its bytes or the options changed', async () => {
    const pwa = fakePwa();
    const dir = path.join(tmp, 'cache');
    await build(withServiceWorkerCache(pwa.plugins, { dir, inputs: 'options-1' }), path.join(tmp, 'one'), { 'app-abc.js': 'a' });
    const renamed = await build(withServiceWorkerCache(pwa.plugins, { dir, inputs: 'options-1' }), path.join(tmp, 'two'), { 'app-def.js': 'a' });
    expect(pwa.runs()).toBe(2);
    expect(renamed['sw.js']).toContain('app-def.js');
    await build(withServiceWorkerCache(pwa.plugins, { dir, inputs: 'options-1' }), path.join(tmp, 'three'), { 'app-def.js': 'changed' });
    expect(pwa.runs()).toBe(3);
    await build(withServiceWorkerCache(pwa.plugins, { dir, inputs: 'options-2' }), path.join(tmp, 'four'), { 'app-def.js': 'changed' });
    expect(pwa.runs()).toBe(4);
    // Back to the first build's assets and options: its worker is still kept.
    await build(withServiceWorkerCache(pwa.plugins, { dir, inputs: 'options-1' }), path.join(tmp, 'five'), { 'app-abc.js': 'a' });
    expect(pwa.runs()).toBe(4);
  });

  it('generates it again when the kept copy is incomplete', async () => {
    const pwa = fakePwa();
    const dir = path.join(tmp, 'cache');
    await build(withServiceWorkerCache(pwa.plugins, { dir, inputs: 'x' }), path.join(tmp, 'one'), { 'app-abc.js': 'a' });
    for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry, 'workbox-1a2b.js'));
    const again = await build(withServiceWorkerCache(pwa.plugins, { dir, inputs: 'x' }), path.join(tmp, 'two'), { 'app-abc.js': 'a' });
    expect(pwa.runs()).toBe(2);
    expect(Object.keys(again).sort()).toEqual(['sw.js', 'workbox-1a2b.js']);
  });
});
