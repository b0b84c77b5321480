import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleInChild } from './bundle-in-child.ts';

describe('bundleInChild', () => {
  it('fails with the bundler’s own error, naming what it could not load', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-in-child-'));
    try {
      const missing = path.join(import.meta.dirname, '..', 'brands', 'no-such-brand', 'index.ts');
      await expect(bundleInChild({ config: { brandModule: missing, serviceWorker: 'off' }, outDir })).rejects.toThrow(/no-such-brand/);
      // Nothing half-made is left as if it were a bundle.
      expect(fs.existsSync(path.join(outDir, '.vite', 'manifest.json'))).toBe(false);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
