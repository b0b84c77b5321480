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
   * Folder holding the database files; created when missing. `undefined`: a throwaway copy in `/dev/shm` (or the
   * system's temporary folder), removed by `close` (nothing persists; PGlite's own in-memory file system would hold
   * every file in the process, some 200 MB more).
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
  /**
   * The seed snapshot's folder when the database is, as opened, a copy of it (started from it, or seeded and kept
   * as it): what is derived from the seeded catalogue can be kept there (catalogue/kept-catalogue-refs.ts).
   * `undefined` for an existing folder or a seed that was not kept.
   */
  readonly snapshot: string | undefined;
  close(): Promise<void>;
}

/**
 * PostgreSQL settings of every start. 16 MB of shared buffers hold a brand's catalogue; the 128 MB initdb picks were
 * WASM memory the service never used.
 */
const START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Prefix of throwaway folders; the pid in the name lets a later start remove those of a process that died. */
const THROWAWAY_PREFIX = 'commerce-memory-';

/** Linux's memory file system, and the room it must have left to take a throwaway database (a brand's is 40-70 MB). */
const MEMORY_FS = '/dev/shm';
const MEMORY_FS_ROOM = 512 * 1024 * 1024;

/**
 * Throwaway folders go to the memory file system when there is one with room: copying a snapshot's thousand files
 * onto the disk and removing them again took 0.7 s and 1.1 s there (the removal waits on the file system's journal,
 * and the build waits for the removal), 0.2 s and 0.06 s in memory. Elsewhere (no `/dev/shm`, a container's 64 MB
 * one) the system's temporary folder.
 */
function throwawayParent(): string {
  try {
    fs.accessSync(MEMORY_FS, fs.constants.W_OK);
    const room = fs.statfsSync(MEMORY_FS);
    if (room.bavail * room.bsize >= MEMORY_FS_ROOM) return MEMORY_FS;
  } catch {
    // No memory file system here, or not ours to write.
  }
  return os.tmpdir();
}

function makeThrowawayFolder(): string {
  for (const parent of new Set([MEMORY_FS, os.tmpdir()])) {
    let names: string[];
    try {
      names = fs.readdirSync(parent);
    } catch {
      // No such folder on this system.
      continue;
    }
    for (const name of names) {
      const pid = Number(name.startsWith(THROWAWAY_PREFIX) ? name.slice(THROWAWAY_PREFIX.length).split('-')[0] : Number.NaN);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isProcessRunning(pid)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
    }
  }
  return fs.mkdtempSync(path.join(throwawayParent(), `${THROWAWAY_PREFIX}${process.pid}-`));
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
    let snapshotDir: string | undefined;
    if (options.seedCache !== undefined && origin === 'seeded') {
      const brands = [...(options.brands ?? Object.keys(brandConfigs))].sort();
      const key = seedSnapshotKey(brands, version, START_PARAMS);
      const snapshot = findSnapshot(options.seedCache, key);
      if (snapshot !== undefined) {
        copyDataFolder(snapshot, folder);
        origin = 'snapshot';
        snapshotDir = snapshot;
      } else {
        const fresh = await PGlite.create({ dataDir: folder, startParams: [...START_PARAMS] });
        await prepare(fresh, options.brands, version);
        // Closed first: the snapshot is a cleanly shut down folder, which starts without recovery.
        await fresh.close();
        fs.mkdirSync(options.seedCache, { recursive: true });
        const saved = saveSnapshot(options.seedCache, key, folder);
        if (saved.ok) snapshotDir = path.join(options.seedCache, key);
        else process.stderr.write(`commerce service: the seeded database was not kept in ${options.seedCache} (${saved.error}); the next start seeds again\n`);
      }
    }
    const db = await PGlite.create({ dataDir: folder, startParams: [...START_PARAMS] });
    try {
      // A copy of the snapshot (or the folder just seeded into it) has this schema and seed: its key hashes the code
      // of this folder, so applying the schema and reading the seed version again (0.1-0.2 s) would change nothing.
      if (origin === 'existing' || options.seedCache === undefined) await prepare(db, options.brands, version);
    } catch (error) {
      await db.close();
      throw error;
    }
    return {
      db,
      origin,
      snapshot: snapshotDir,
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
