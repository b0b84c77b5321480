import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandConfigs } from '../../../brands/registry.ts';
import { KEPT_REFS_FILE } from '../catalogue/kept-catalogue-refs.ts';

/**
 * Seeded database folders kept between runs (decision: initdb and the seed take most of a start, 5–12 s, and the
 * build starts a fresh service every time). A snapshot is the data folder of a freshly seeded database, shut down
 * cleanly; a start copies it instead of running initdb and the seed. Snapshots live in a git-ignored cache folder,
 * one sub-folder per key; a missing or unreadable one is simply made again.
 */

/** Files of a data folder that are not the database's: never copied into or out of a snapshot. */
const FOREIGN_FILES = new Set(['commerce-service.lock', 'postmaster.pid']);
/** Snapshots kept in a cache folder (the most recently used); older ones are removed when a new one is written. */
const KEPT_SNAPSHOTS = 8;
/** What the seed reads besides brand data: the code of these folders (tests aside), hashed into the key. */
const SEED_CODE_DIRS = ['../seed', '.'].map((dir) => path.resolve(import.meta.dirname, dir));

function listCode(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The key of the database a seed of `brands` makes: what decides its content (the seed's code and data under
 * `seed/` and `database/`, the seeded brands' configs, `version`) and its files (the PGlite version, `startParams`).
 * Reading these is a few milliseconds; expanding the seed itself would take half a second.
 */
export function seedSnapshotKey(brands: readonly string[], version: string, startParams: readonly string[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ version, brands, startParams, pglite: pgliteVersion() }));
  for (const dir of SEED_CODE_DIRS) {
    for (const file of listCode(dir)) hash.update(`\0${path.relative(import.meta.dirname, file)}\0`).update(fs.readFileSync(file));
  }
  const configs = brandConfigs as Readonly<Record<string, unknown>>;
  for (const brand of brands) hash.update(`\0${brand}\0${JSON.stringify(configs[brand] ?? null)}`);
  return hash.digest('hex').slice(0, 24);
}

/** The snapshot folder of `key`, or `undefined` when the cache has none (a folder is complete once it carries its name). */
export function findSnapshot(cacheDir: string, key: string): string | undefined {
  const folder = path.join(cacheDir, key);
  if (!fs.existsSync(path.join(folder, 'PG_VERSION'))) return undefined;
  // Marks it used: pruning keeps the most recently used snapshots.
  const now = new Date();
  try {
    fs.utimesSync(folder, now, now);
  } catch {
    // Another process pruned it just now: treated as missing.
    return undefined;
  }
  return folder;
}

/**
 * Copies a data folder without the lock and pid files (those belong to the process that holds it) and without the
 * snapshot's kept catalogue refs (catalogue/kept-catalogue-refs.ts: they describe the snapshot, not a copy that changes).
 */
export function copyDataFolder(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  fs.cpSync(from, to, { recursive: true, filter: (source) => !FOREIGN_FILES.has(path.basename(source)) && !path.basename(source).includes(KEPT_REFS_FILE) });
}

/**
 * Stores `dataDir` (a seeded database, closed) as the snapshot of `key`: copied under a temporary name and renamed,
 * so a reader never sees half a snapshot; when another process stored the same key first, its copy stays.
 * Keeps the `KEPT_SNAPSHOTS` most recently used. A cache that cannot be written costs the next start its speed only.
 */
export function saveSnapshot(cacheDir: string, key: string, dataDir: string): { readonly ok: true } | { readonly ok: false; readonly error: string } {
  const staging = path.join(cacheDir, `.${key}-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    copyDataFolder(dataDir, staging);
    try {
      fs.renameSync(staging, path.join(cacheDir, key));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
      fs.rmSync(staging, { recursive: true, force: true });
    }
    pruneSnapshots(cacheDir);
    return { ok: true };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A staging folder older than this was left by a process that died while copying. */
const STALE_STAGING_MS = 60 * 60 * 1000;

function pruneSnapshots(cacheDir: string): void {
  const entries = fs.readdirSync(cacheDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => ({ name: e.name, folder: path.join(cacheDir, e.name), used: fs.statSync(path.join(cacheDir, e.name)).mtimeMs }));
  const snapshots = entries.filter((e) => !e.name.startsWith('.')).sort((a, b) => b.used - a.used);
  const stale = entries.filter((e) => e.name.startsWith('.') && Date.now() - e.used > STALE_STAGING_MS);
  for (const old of [...snapshots.slice(KEPT_SNAPSHOTS), ...stale]) fs.rmSync(old.folder, { recursive: true, force: true });
}
