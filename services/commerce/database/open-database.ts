import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { brandConfigs } from '../../../brands/registry.ts';
import { CATALOGUE_TABLES, SCHEMA_SQL, SEED_VERSION } from './schema.ts';
import { seedDatabase } from './seed-database.ts';
import { copyDataFolder, findSnapshot, saveSnapshot, seedSnapshotKey } from './seed-snapshot.ts';
import { isProcessRunning } from '../../shared/is-process-running.ts';

/** The service's database handle (PGlite: PostgreSQL in WASM, one connection, queries queued). */
export type Database = PGlite;

export interface OpenDatabaseOptions {
  /**
   * Folder holding the database files; created when missing. `undefined`: a throwaway copy in the system's temporary
   * folder, removed by `close` (nothing persists; PGlite's own in-memory file system would hold every file in the
   * process, some 200 MB more).
   */
  readonly dataDir?: string;
  /** Seed only these brands (a build reads one brand's catalogue). @default every brand */
  readonly brands?: readonly string[];
  /**
   * Folder of seeded snapshots (`seed-snapshot.ts`): a new data folder starts as a copy of the snapshot of its seed,
   * made (and stored here) by the first start that needs it. `undefined`: every new folder runs initdb and the seed.
   * @default undefined
   */
  readonly seedCache?: string;
}

/** Where an opened database came from: a copy of its seed's snapshot, seeded now (initdb and the seed), or a folder that had one. */
export type DatabaseOrigin = 'snapshot' | 'seeded' | 'existing';

/** An open database and how to close it (a throwaway folder is removed with it). */
export interface OpenedDatabase {
  readonly db: Database;
  readonly origin: DatabaseOrigin;
  close(): Promise<void>;
}

/**
 * PostgreSQL settings of every start. 16 MB of shared buffers hold a brand's catalogue; the 128 MB initdb picks were
 * WASM memory the service never used.
 */
const START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Prefix of throwaway folders; the pid in the name lets a later start remove those of a process that died. */
const THROWAWAY_PREFIX = 'commerce-memory-';

function makeThrowawayFolder(): string {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    const pid = Number(name.startsWith(THROWAWAY_PREFIX) ? name.slice(THROWAWAY_PREFIX.length).split('-')[0] : Number.NaN);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isProcessRunning(pid)) fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
  return fs.mkdtempSync(path.join(tmp, `${THROWAWAY_PREFIX}${process.pid}-`));
}

/** Applies the schema and seeds the catalogue when the stored seed version differs. */
async function prepare(db: Database, brands: readonly string[] | undefined, version: string): Promise<void> {
  await db.exec(SCHEMA_SQL);
  const stored = await db.query<{ value: string }>(`select value from meta where key = 'seed_version'`);
  if (stored.rows[0]?.value === version) return;
  await db.transaction(async (tx) => {
    for (const table of CATALOGUE_TABLES) await tx.exec(`delete from ${table}`);
    await seedDatabase(tx, brands);
    await tx.query(`insert into meta (key, value) values ('seed_version', $1) on conflict (key) do update set value = excluded.value`, [version]);
  });
}

/**
 * Opens (or creates) the database, applies the schema and seeds the catalogue when the stored seed version
 * differs. Carts, contexts, customers and orders survive restarts and reseeds. A new folder starts from the seed's
 * snapshot in `seedCache` when there is one (and stores it when there is not).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const throwaway = options.dataDir === undefined;
  const folder = options.dataDir ?? makeThrowawayFolder();
  const removeThrowaway = (): void => {
    if (throwaway) fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    fs.mkdirSync(folder, { recursive: true });
    // A folder seeded with some brands only is not the full seed: the version names them.
    const version = options.brands === undefined ? SEED_VERSION : `${SEED_VERSION}:${[...options.brands].sort().join(',')}`;
    let origin: DatabaseOrigin = fs.existsSync(path.join(folder, 'PG_VERSION')) ? 'existing' : 'seeded';
    if (options.seedCache !== undefined && origin === 'seeded') {
      const brands = [...(options.brands ?? Object.keys(brandConfigs))].sort();
      const key = seedSnapshotKey(brands, version, START_PARAMS);
      const snapshot = findSnapshot(options.seedCache, key);
      if (snapshot !== undefined) {
        copyDataFolder(snapshot, folder);
        origin = 'snapshot';
      } else {
        const fresh = await PGlite.create({ dataDir: folder, startParams: [...START_PARAMS] });
        await prepare(fresh, options.brands, version);
        // Closed first: the snapshot is a cleanly shut down folder, which starts without recovery.
        await fresh.close();
        fs.mkdirSync(options.seedCache, { recursive: true });
        const saved = saveSnapshot(options.seedCache, key, folder);
        if (!saved.ok) process.stderr.write(`commerce service: the seeded database was not kept in ${options.seedCache} (${saved.error}); the next start seeds again\n`);
      }
    }
    const db = await PGlite.create({ dataDir: folder, startParams: [...START_PARAMS] });
    try {
      await prepare(db, options.brands, version);
    } catch (error) {
      await db.close();
      throw error;
    }
    return {
      db,
      origin,
      async close() {
        await db.close();
        removeThrowaway();
      },
    };
  } catch (error) {
    removeThrowaway();
    throw error;
  }
}
