import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from './open-database.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-snapshot-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** This process's throwaway database folders, wherever they go (`/dev/shm` when it has room, else the temporary folder). */
function throwawayFolders(): string[] {
  return ['/dev/shm', os.tmpdir()].flatMap((parent) => (fs.existsSync(parent) ? fs.readdirSync(parent).filter((n) => n.startsWith(`commerce-memory-${process.pid}-`)).map((n) => path.join(parent, n)) : []));
}

/** Every product row of the database, to compare a seeded database with one copied from its snapshot. */
async function catalogue(opened: OpenedDatabase): Promise<unknown[]> {
  const rows = await opened.db.query('select p.id, p.doc, pr.currency, pr.gross::text, s.country, s.stock from product p join product_price pr on pr.product_id = p.id join product_stock s on s.product_id = p.id order by p.id, pr.currency, s.country');
  return rows.rows;
}

describe('openDatabase with a seed cache', () => {
  it('a fresh clone (empty cache) seeds and keeps the snapshot; the next start copies it and reads the same catalogue; a throwaway folder goes with close', async () => {
    const cache = path.join(root, 'fresh-clone', '.cache', 'commerce');
    const first = await openDatabase({ brands: ['whitelabel'], seedCache: cache });
    let seeded: unknown[];
    try {
      expect(first.origin).toBe('seeded');
      seeded = await catalogue(first);
      expect(seeded.length).toBeGreaterThan(0);
    } finally {
      await first.close();
    }
    // One complete snapshot, no staging folder left.
    expect(fs.readdirSync(cache)).toHaveLength(1);
    const before = throwawayFolders();

    const second = await openDatabase({ brands: ['whitelabel'], seedCache: cache });
    try {
      expect(second.origin).toBe('snapshot');
      expect(await catalogue(second)).toEqual(seeded);
      // Writable like any database (the build's contexts and carts land here), without touching the snapshot.
      await second.db.query(`insert into meta (key, value) values ('scratch', 'x')`);
    } finally {
      await second.close();
    }
    expect(throwawayFolders()).toEqual(before);

    const third = await openDatabase({ brands: ['whitelabel'], seedCache: cache });
    try {
      expect((await third.db.query(`select value from meta where key = 'scratch'`)).rows).toEqual([]);
    } finally {
      await third.close();
    }
  }, 300_000);

  it('a half-written snapshot is not used; a new data folder starts from the snapshot and opens as itself afterwards', async () => {
    const cache = path.join(root, 'cache');
    const seeding = await openDatabase({ brands: ['whitelabel'], seedCache: cache });
    await seeding.close();
    const [key] = fs.readdirSync(cache);
    // A copy that died half-way (no PG_VERSION yet) under another key's name is ignored.
    fs.mkdirSync(path.join(cache, 'deadbeef'), { recursive: true });

    const dataDir = path.join(root, 'data', 'commerce');
    const fresh = await openDatabase({ dataDir, brands: ['whitelabel'], seedCache: cache });
    try {
      expect(fresh.origin).toBe('snapshot');
      await fresh.db.query(`insert into meta (key, value) values ('kept', 'yes')`);
    } finally {
      await fresh.close();
    }
    const again = await openDatabase({ dataDir, brands: ['whitelabel'], seedCache: cache });
    try {
      expect(again.origin).toBe('existing');
      expect((await again.db.query(`select value from meta where key = 'kept'`)).rows).toEqual([{ value: 'yes' }]);
    } finally {
      await again.close();
    }
    expect(fs.existsSync(path.join(cache, key ?? '', 'PG_VERSION'))).toBe(true);
  }, 300_000);
});
