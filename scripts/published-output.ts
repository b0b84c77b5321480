/**
 * The third half of the build cache: what a build published, so the next build can tell that nothing changed and
 * keep it. After a build is swapped in, the record says which code and settings made it (`key`), which versions of
 * the sources it read (site/routes/source-versions.server.ts) and every file of the output folder with its size,
 * inode and modification time. A build whose key and source versions are the recorded ones would write the very
 * same files: it checks that the output folder still holds exactly those (no file added, removed, rewritten or
 * touched; hard links and renames keep inode and time, a write does not) and leaves it as it is.
 *
 * Anything else (no record, another key, a source at another version or without one, a file not as recorded, an
 * unreadable record) builds as before, and says why.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const RECORD_FILE = 'published.json';

/** One file of the output folder: path relative to it, size, inode, modification time (ms). */
type FileStamp = readonly [rel: string, size: number, ino: number, mtimeMs: number];

/** What the cache keeps of the last published build. */
export interface PublishedRecord {
  readonly format: 1;
  /** The code and settings that made the output (scripts/build.ts `publishedKey`). */
  readonly key: string;
  /** The output folder (absolute). */
  readonly outDir: string;
  /** The source versions the build read before crawling. */
  readonly sources: Readonly<Record<string, string>>;
  /** When the build finished (ISO 8601). */
  readonly at: string;
  /** The build's report, shown again by a build that keeps the output. */
  readonly report: unknown;
  readonly files: readonly FileStamp[];
}

/** Whether the last published output can stand, or why not. */
export type PublishedCheck =
  | { readonly kind: 'unchanged'; readonly record: PublishedRecord; readonly files: number }
  | { readonly kind: 'changed'; readonly reason: string };

function stampsOf(outDir: string): FileStamp[] {
  const stamps: FileStamp[] = [];
  for (const e of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (e.isDirectory()) continue;
    const abs = path.join(e.parentPath, e.name);
    const st = fs.lstatSync(abs);
    stamps.push([path.relative(outDir, abs), st.size, st.ino, st.mtimeMs]);
  }
  return stamps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** A short hash of settings and code: the record's `key`. */
export function publishedKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

/** Records `outDir` as just published by a build with `key` from `sources`. */
export function recordPublished(cacheDir: string, o: { readonly key: string; readonly outDir: string; readonly sources: Readonly<Record<string, string>>; readonly report: unknown }): void {
  const outDir = path.resolve(o.outDir);
  const record: PublishedRecord = { format: 1, key: o.key, outDir, sources: o.sources, at: new Date().toISOString(), report: o.report, files: stampsOf(outDir) };
  fs.mkdirSync(cacheDir, { recursive: true });
  const tmp = path.join(cacheDir, `${RECORD_FILE}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify(record));
  fs.renameSync(tmp, path.join(cacheDir, RECORD_FILE));
}

/** Forgets the record (a build that changes the output removes it first: a failed build must not leave it true). */
export function forgetPublished(cacheDir: string): void {
  fs.rmSync(path.join(cacheDir, RECORD_FILE), { force: true });
}

/** The record, if there is one with this key for this output folder; else why not. */
export function readPublished(cacheDir: string, o: { readonly key: string; readonly outDir: string }): { readonly ok: true; readonly record: PublishedRecord } | { readonly ok: false; readonly reason: string } {
  const file = path.join(cacheDir, RECORD_FILE);
  let record: PublishedRecord;
  try {
    record = JSON.parse(fs.readFileSync(file, 'utf8')) as PublishedRecord;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { ok: false, reason: code === 'ENOENT' ? 'no build recorded' : `record unreadable (${error instanceof Error ? error.message : String(error)})` };
  }
  if (record?.format !== 1 || !Array.isArray(record.files) || typeof record.sources !== 'object' || record.sources === null) return { ok: false, reason: 'record unreadable (unknown format)' };
  if (record.outDir !== path.resolve(o.outDir)) return { ok: false, reason: 'the last build went into another folder' };
  if (record.key !== o.key) return { ok: false, reason: 'code or settings changed' };
  return { ok: true, record };
}

/** Whether `sources` are the recorded ones and the output folder is as recorded. */
export function checkPublished(record: PublishedRecord, sources: Readonly<Record<string, string>>): PublishedCheck {
  const names = new Set([...Object.keys(record.sources), ...Object.keys(sources)]);
  const moved = [...names].filter((n) => record.sources[n] !== sources[n]).sort();
  if (moved.length > 0) return { kind: 'changed', reason: `source changed: ${moved.slice(0, 5).join(', ')}${moved.length > 5 ? `, … (${moved.length})` : ''}` };
  let now: FileStamp[];
  try {
    now = stampsOf(record.outDir);
  } catch (error) {
    return { kind: 'changed', reason: `output unreadable (${error instanceof Error ? error.message : String(error)})` };
  }
  const was = new Map(record.files.map((f) => [f[0], f]));
  for (const f of now) {
    const old = was.get(f[0]);
    if (old === undefined) return { kind: 'changed', reason: `output changed: ${f[0]} added` };
    if (old[1] !== f[1] || old[2] !== f[2] || old[3] !== f[3]) return { kind: 'changed', reason: `output changed: ${f[0]} rewritten` };
    was.delete(f[0]);
  }
  const gone = was.keys().next();
  if (!gone.done) return { kind: 'changed', reason: `output changed: ${gone.value} removed` };
  return { kind: 'unchanged', record, files: now.length };
}
