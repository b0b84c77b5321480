import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database/open-database.ts';
import { loadCatalogueRefs, type CatalogueRefs } from './catalogue-refs.ts';
import { KEPT_REFS_FILE, readKeptCatalogueRefs, startCatalogueRefs } from './kept-catalogue-refs.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-kept-refs-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The refs as plain data, to compare refs read from the database with kept ones. */
function plain(refs: CatalogueRefs): unknown {
  return Object.fromEntries(Object.entries(refs).map(([name, map]) => [name, [...(map as ReadonlyMap<string, unknown>)]]));
}

describe('catalogue refs kept with the seed snapshot', () => {
  it('are kept by the first start from a snapshot, served to the next, and made again when torn, altered or missing', async () => {
    const cache = path.join(root, '.cache', 'commerce');
    // A fresh clone: the start seeds, keeps the snapshot and reads the refs from the database.
    const seeded = await openDatabase({ brands: ['whitelabel'], seedCache: cache });
    let fromDatabase: unknown;
    try {
      expect(seeded.snapshot).toBeDefined();
      fromDatabase = plain(await loadCatalogueRefs(seeded.db));
      expect(plain(await startCatalogueRefs(seeded.db, seeded.snapshot))).toEqual(fromDatabase);
    } finally {
      await seeded.close();
    }
    const snapshot = seeded.snapshot!;
    const file = path.join(snapshot, KEPT_REFS_FILE);
    expect(plain(readKeptCatalogueRefs(snapshot)!)).toEqual(fromDatabase);

    const copy = await openDatabase({ brands: ['whitelabel'], seedCache: cache });
    try {
      expect(copy.origin).toBe('snapshot');
      expect(copy.snapshot).toBe(snapshot);
      // Not copied into the database's folder: it describes the snapshot, not a copy that changes.
      expect(fs.readdirSync(snapshot)).toContain(KEPT_REFS_FILE);
      expect(plain(await startCatalogueRefs(copy.db, copy.snapshot))).toEqual(fromDatabase);

      const good = fs.readFileSync(file);
      const altered = Buffer.from(good);
      altered[altered.length - 10] = (altered[altered.length - 10] ?? 0) ^ 0xff;
      for (const broken of [good.subarray(0, good.length >> 1), altered, Buffer.alloc(0)]) {
        fs.writeFileSync(file, broken);
        expect(readKeptCatalogueRefs(snapshot)).toBeUndefined();
        // Read from the database, the same answer, and kept again.
        expect(plain(await startCatalogueRefs(copy.db, copy.snapshot))).toEqual(fromDatabase);
        expect(fs.readFileSync(file).equals(good)).toBe(true);
      }
      fs.rmSync(file);
      expect(plain(await startCatalogueRefs(copy.db, copy.snapshot))).toEqual(fromDatabase);
      expect(fs.existsSync(file)).toBe(true);
    } finally {
      await copy.close();
    }
  }, 300_000);

  it('a database that is not a snapshot copy (an existing folder) reads its own refs and keeps nothing', async () => {
    const dataDir = path.join(root, 'data');
    const first = await openDatabase({ dataDir, brands: ['whitelabel'] });
    try {
      expect(first.snapshot).toBeUndefined();
      expect(plain(await startCatalogueRefs(first.db, first.snapshot))).toEqual(plain(await loadCatalogueRefs(first.db)));
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dataDir, KEPT_REFS_FILE))).toBe(false);
  }, 300_000);
});
