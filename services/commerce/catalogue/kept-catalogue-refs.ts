import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readChecksummedFile, writeChecksummedFile } from '../../shared/checksummed-file.ts';
import type { Database } from '../database/open-database.ts';
import { loadCatalogueRefs, type CatalogueRefs } from './catalogue-refs.ts';

/**
 * The catalogue refs of a seed snapshot, kept in its folder (database/seed-snapshot.ts): a start from the snapshot
 * reads them here instead of from the database. Reading the product documents from a just-opened PGlite took
 * 0.6-0.8 s and 1.2 s of CPU of every start (the jsonb of 401 winora products, decoded in WASM, then parsed); the
 * kept copy is 1.7 MB, read in a few milliseconds. v8's serializer keeps the parts the refs share
 * (`shareEqualParts`) shared.
 *
 * The file is a checksummed `{ version, refs }` (services/shared/checksummed-file.ts): a file that is torn, altered,
 * or made by other refs code or another V8 is not read (`undefined`) and the caller makes it again.
 */

/** The file's name in a snapshot folder; never copied into a data folder (seed-snapshot.ts). */
export const KEPT_REFS_FILE = 'catalogue-refs.v8';

/** What decides the kept bytes besides the snapshot (its key covers the seed): the code that reads the refs and V8's format. */
function refsVersion(): string {
  const hash = createHash('sha256').update(process.versions.v8);
  for (const file of ['catalogue-refs.ts', 'kept-catalogue-refs.ts']) hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(import.meta.dirname, file)));
  return hash.digest('hex');
}

/** The refs kept in `snapshotDir`, or `undefined` when there are none or they cannot be trusted (torn, altered, other code). */
export function readKeptCatalogueRefs(snapshotDir: string): CatalogueRefs | undefined {
  const kept = readChecksummedFile(path.join(snapshotDir, KEPT_REFS_FILE)) as { readonly version?: unknown; readonly refs?: CatalogueRefs } | undefined;
  return kept?.version === refsVersion() ? kept.refs : undefined;
}

/** Keeps `refs` (read from a database that is a copy of the snapshot, untouched) in `snapshotDir`. */
function keepCatalogueRefs(snapshotDir: string, refs: CatalogueRefs): ReturnType<typeof writeChecksummedFile> {
  return writeChecksummedFile(path.join(snapshotDir, KEPT_REFS_FILE), { version: refsVersion(), refs });
}

/**
 * The refs a service starts with: those kept in `snapshot` (the seed snapshot the database is an untouched copy of),
 * else read from the database and, with a snapshot, kept there for the next start.
 */
export async function startCatalogueRefs(db: Database, snapshot: string | undefined): Promise<CatalogueRefs> {
  const kept = snapshot === undefined ? undefined : readKeptCatalogueRefs(snapshot);
  if (kept !== undefined) return kept;
  const refs = await loadCatalogueRefs(db);
  if (snapshot !== undefined) {
    const saved = keepCatalogueRefs(snapshot, refs);
    if (!saved.ok) process.stderr.write(`commerce service: the catalogue refs were not kept in ${snapshot} (${saved.error}); the next start reads them from the database again\n`);
  }
  return refs;
}
