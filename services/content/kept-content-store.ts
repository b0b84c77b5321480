import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readChecksummedFile, writeChecksummedFile } from '../shared/checksummed-file.ts';
import { loadContentStore, type ContentStore, type LoadContentOptions } from './load-content-store.ts';

/**
 * The content store as loaded last time, kept between runs (the build starts this service for every build, tests and
 * `pnpm start` start it again and again): reading, parsing and validating 1,290 story files, converting their
 * references and measuring 208 drawings with sharp took about 0.5 s of every start, always for the same files.
 *
 * A kept store is found by a key over everything the load depends on: the options, every file under the content
 * folder by path, size, modification and change time and inode (a write changes them), the code of this folder and
 * the versions of V8 (the file format) and sharp (the drawings' sizes). The file is checksummed
 * (services/shared/checksummed-file.ts); a torn or altered one is loaded anew and rewritten.
 */

/** Stores kept in a cache folder (the most recently used: a few content versions, asset origins and test folders). */
const KEPT_STORES = 8;
const SUFFIX = '.content-store.v8';

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function packageVersion(name: string): string {
  // The entry lies in `dist/` or `lib/`; its package.json is the nearest one above.
  let dir = path.dirname(new URL(import.meta.resolve(name)).pathname);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The key of the store `o` loads (a stat of each content file, not a read: the point is not to read them). */
function contentStoreKey(o: LoadContentOptions): string {
  const hash = createHash('sha256').update(JSON.stringify({ o, v8: process.versions.v8, sharp: packageVersion('sharp') }));
  for (const file of listFiles(import.meta.dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) hash.update(`\0${path.relative(import.meta.dirname, file)}\0`).update(fs.readFileSync(file));
  if (fs.existsSync(o.contentDir)) {
    for (const file of listFiles(o.contentDir)) {
      const s = fs.statSync(file, { bigint: true });
      hash.update(`\0${path.relative(o.contentDir, file)}\0${s.size}:${s.mtimeNs}:${s.ctimeNs}:${s.ino}`);
    }
  }
  return hash.digest('hex').slice(0, 32);
}

function keep(cacheDir: string, file: string, store: ContentStore): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  const saved = writeChecksummedFile(file, store);
  if (!saved.ok) {
    // A cache that cannot be written costs the next start its speed only.
    process.stderr.write(`content service: the loaded content was not kept in ${cacheDir} (${saved.error})\n`);
    return;
  }
  const kept = fs.readdirSync(cacheDir).filter((n) => n.endsWith(SUFFIX)).map((n) => ({ n, used: fs.statSync(path.join(cacheDir, n)).mtimeMs })).sort((a, b) => b.used - a.used);
  for (const old of kept.slice(KEPT_STORES)) fs.rmSync(path.join(cacheDir, old.n), { force: true });
}

/** The store of `o`: the one kept in `cacheDir` for the same files, options and code, else loaded and kept there. */
export async function loadKeptContentStore(o: LoadContentOptions, cacheDir: string): Promise<ContentStore> {
  const file = path.join(cacheDir, `${contentStoreKey(o)}${SUFFIX}`);
  const kept = readChecksummedFile(file) as ContentStore | undefined;
  if (kept !== undefined) {
    // Marks it used: pruning keeps the most recently used.
    const now = new Date();
    try {
      fs.utimesSync(file, now, now);
    } catch {
      // Pruned by another start just now: it was read whole, and the next start loads and keeps it again.
    }
    return kept;
  }
  const store = await loadContentStore(o);
  keep(cacheDir, file, store);
  return store;
}
