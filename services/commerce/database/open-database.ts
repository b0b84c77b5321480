import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CATALOGUE_TABLES, SCHEMA_SQL, SEED_VERSION } from './schema.ts';
import { seedDatabase } from './seed-database.ts';

/** The service's database handle (PGlite: PostgreSQL in WASM, one connection, queries queued). */
export type Database = PGlite;

export interface OpenDatabaseOptions {
  /** Folder holding the database files; created when missing. `undefined`: in memory (lost on exit). */
  readonly dataDir?: string;
  /** Seed only these brands (a build reads one brand's catalogue). @default every brand */
  readonly brands?: readonly string[];
}

/**
 * Opens (or creates) the database, applies the schema and seeds the catalogue when the stored seed version
 * differs. Carts, contexts, customers and orders survive restarts and reseeds.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.dataDir !== undefined) fs.mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create(options.dataDir === undefined ? {} : { dataDir: options.dataDir });
  await db.exec(SCHEMA_SQL);
  const stored = await db.query<{ value: string }>(`select value from meta where key = 'seed_version'`);
  // A folder seeded with some brands only is not the full seed: the version names them.
  const version = options.brands === undefined ? SEED_VERSION : `${SEED_VERSION}:${[...options.brands].sort().join(',')}`;
  if (stored.rows[0]?.value !== version) {
    await db.transaction(async (tx) => {
      for (const table of CATALOGUE_TABLES) await tx.exec(`delete from ${table}`);
      await seedDatabase(tx, options.brands);
      await tx.query(`insert into meta (key, value) values ('seed_version', $1) on conflict (key) do update set value = excluded.value`, [version]);
    });
  }
  return db;
}
