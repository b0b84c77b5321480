import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listBundleFiles, restoreClientBundle, sourceFingerprint, withBundleFileIds, type BundleCacheEntry } from './build-cache.ts';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
  fs.writeFileSync(path.join(tmp, rel), text);
}

describe('sourceFingerprint', () => {
  it('gives the same key with or without its memo, and a new key for an edit that keeps the size', () => {
    const root = path.join(tmp, 'repo');
    fs.mkdirSync(root);
    write('repo/site/a.ts', 'export const a = 1;');
    write('repo/engine/b.ts', 'export const b = 2;');
    write('repo/site/a.test.ts', 'tests do not count');
    const memo = path.join(tmp, 'cache', 'sources.json');
    const plain = sourceFingerprint(root, { brand: 'x' });
    expect(sourceFingerprint(root, { brand: 'x' }, memo)).toBe(plain);
    // Second run: from the memo, the same key.
    expect(sourceFingerprint(root, { brand: 'x' }, memo)).toBe(plain);
    write('repo/site/a.test.ts', 'still not counted');
    expect(sourceFingerprint(root, { brand: 'x' }, memo)).toBe(plain);
    write('repo/site/a.ts', 'export const a = 7;');
    const edited = sourceFingerprint(root, { brand: 'x' }, memo);
    expect(edited).not.toBe(plain);
    expect(edited).toBe(sourceFingerprint(root, { brand: 'x' }));
    expect(sourceFingerprint(root, { brand: 'y' }, memo)).not.toBe(edited);
  });
});

describe('restoreClientBundle', () => {
  const entryFor = (outDir: string, ssrDir: string): BundleCacheEntry => ({ format: 1, key: 'k', outDir, clientFiles: withBundleFileIds(listBundleFiles(outDir), outDir), ssrDir, bundleMs: {}, client: {} });

  it('links the published client files into the new output, and refuses a file changed since it was published', () => {
    write('published/assets/app-1.js', 'console.log(1)');
    write('published/sw.js', 'self.x = 1');
    write('ssr/entry-server.mjs', 'export {}');
    const entry = entryFor(path.join(tmp, 'published'), path.join(tmp, 'ssr'));
    expect(entry.clientFiles.every((f) => f.id !== undefined)).toBe(true);
    const next = path.join(tmp, 'next');
    expect(restoreClientBundle(entry, next)).toEqual({ ok: true });
    expect(fs.statSync(path.join(next, 'assets/app-1.js')).ino).toBe(fs.statSync(path.join(tmp, 'published/assets/app-1.js')).ino);

    // Same size, other bytes: the recorded identity no longer holds, so the bytes are checked and refused.
    write('published/assets/app-1.js', 'console.log(2)');
    expect(restoreClientBundle(entry, path.join(tmp, 'again'))).toMatchObject({ ok: false, reason: expect.stringContaining('assets/app-1.js') });
  });
});
