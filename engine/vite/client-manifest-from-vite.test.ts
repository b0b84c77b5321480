import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assetsFor } from '../build/client-manifest.ts';
import { clientManifestFromVite } from './client-manifest-from-vite.ts';

let outDir: string;

beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vite-manifest-'));
  const write = (rel: string, body: string): void => {
    fs.mkdirSync(path.dirname(path.join(outDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(outDir, rel), body);
  };
  write('.vite/manifest.json', JSON.stringify({
    'entry.tsx': { file: 'assets/entry-a.js', css: ['assets/entry-a.css'], isEntry: true },
    'home.tsx': { file: 'assets/home-b.js', css: ['assets/home-b.css', 'assets/big-c.css'], isDynamicEntry: true },
  }));
  write('assets/entry-a.js', 'export {};');
  write('assets/home-b.js', 'export {};');
  write('assets/entry-a.css', '@font-face{font-family:X;src:url(/assets/x-latin-400-normal-1.woff2)format("woff2"),url(/assets/x-latin-400-normal-1.woff)format("woff")}@font-face{font-family:X;src:url(/assets/x-cyrillic-400-normal-2.woff2)format("woff2")}body{margin:0}');
  write('assets/home-b.css', '.home{color:red}');
  write('assets/big-c.css', `.big{${'color:red;'.repeat(200)}}`);
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

const options = { entry: 'entry.tsx', chunkNameOf: (k: string) => (k === 'home.tsx' ? 'home' : null) };

describe('clientManifestFromVite first-paint assets', () => {
  it('carries the text of each stylesheet up to the size limit, so pages inline it', () => {
    const manifest = clientManifestFromVite({ ...options, outDir, inlineCssMaxBytes: 1000 });
    expect(Object.keys(manifest.inlineCss ?? {}).sort()).toEqual(['/assets/entry-a.css', '/assets/home-b.css']);
    expect(manifest.inlineCss?.['/assets/home-b.css']).toBe('.home{color:red}');
    const home = assetsFor(manifest, 'home', false);
    expect(home.css).toEqual(['/assets/entry-a.css', '/assets/home-b.css', '/assets/big-c.css']);
    expect(home.inlineCss).toBe(manifest.inlineCss);
  });

  it('links every sheet when inlining is off', () => {
    expect(clientManifestFromVite({ ...options, outDir, inlineCssMaxBytes: 0 }).inlineCss).toBeUndefined();
  });

  it('lists the fonts the stylesheets name that the predicate picks, for every page to preload', () => {
    const manifest = clientManifestFromVite({ ...options, outDir, removeManifest: false, preloadFont: (f) => /-latin-\d00-normal-.*\.woff2$/u.test(f) });
    expect(manifest.fonts).toEqual(['/assets/x-latin-400-normal-1.woff2']);
    expect(assetsFor(manifest, 'home', false).fonts).toEqual(['/assets/x-latin-400-normal-1.woff2']);
    expect(clientManifestFromVite({ ...options, outDir }).fonts).toBeUndefined();
  });
});
