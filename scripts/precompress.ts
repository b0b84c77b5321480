/**
 * Precompression of a built site, as a CDN serves it: beside every text file above a small size a brotli
 * (`.br`, quality 11 for hashed assets, 6 for pages: see `brotliQuality`) and a gzip (`.gz`, level 6) copy, each
 * kept only when it is smaller than the file.
 * The output is byte-identical across builds (node:zlib is deterministic for one zlib/brotli version and gzip
 * writes no timestamp). A file's work (read, hash, compress with node:zlib's sync calls, write) runs in worker
 * threads, one per core; the main thread lists the files and hands them out. With `cacheDir`, a file
 * whose bytes were compressed by an earlier build is not compressed again (content-addressed by SHA-256): its
 * copies are hard links to the cached ones. A file the build cache hard-linked from the last output is known by its
 * identity (inode and modification time, `.identities.json`) and is not even read: a build with nothing changed
 * read and hashed all 227 MB of winora's text files here only to find every copy in the cache.
 *
 * Costs measured on winora's 4,877 compressible files (227 MB, 2-core machine, CPU of one thread): brotli 6 (11
 * for assets) 4.8 s, of which 1.0 s is the assets' quality 11; brotli 5 would save 0.2 s for 0.8 % more bytes.
 * Gzip, only the fallback of clients without brotli: level 9 3.6 s for 38.8 MB, level 6 2.1 s for 39.1 MB.
 * node:zlib's async calls (libuv's pool) cost a third more CPU than its sync calls for the same bytes (a stream per
 * call, output handed back in pieces); `fs.promises.readFile` cost 1 to 2.5 s of CPU for what `readFileSync` reads
 * in 0.4 s; creating files is the largest cost after compression, so a new copy is written once, into the output,
 * and linked into the cache (not written aside in the cache, renamed and linked out). The whole cold run with its
 * cache (4,877 files, load 8 to 10): 12 to 14 s of CPU, was 20 to 22 s on libuv's pool with gzip 9.
 * Brotli's default 4 MB window is allocated and cleared for every file, so a window just larger than the file
 * (`lgwin`) costs a third less CPU for the same size (10,431 vs 10,442 bytes on a 64 KB page).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';

/** The file kinds that get compressed copies (images and fonts are compressed already). */
export const PRECOMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set(['.html', '.json', '.js', '.mjs', '.css', '.svg', '.xml', '.txt', '.webmanifest']);

export interface PrecompressOptions {
  /** The folder to compress in place (a build output). */
  readonly root: string;
  /** Files smaller than this stay as they are: a compressed copy would save less than a packet. @default 1024 */
  readonly minBytes?: number;
  /** Files compressed at a time. @default os.availableParallelism() */
  readonly concurrency?: number;
  /**
   * Brotli quality per file (path relative to `root`, `/` separated). Quality 11 costs about 2 CPU-seconds per MB
   * of HTML here and quality 6 about 0.07, for copies 9 % larger: hashed assets, fetched once by every visitor
   * and cached for a year, get 11; pages, page data and sitemaps (over 100 MB per brand) get 6, so a build pays
   * seconds, not minutes. @default {@link defaultBrotliQuality}
   */
  readonly brotliQuality?: (file: string) => number;
  /**
   * A folder of earlier results keyed by the file's SHA-256 (`<hash>.br`, `<hash>.gz`); entries this run did
   * not use are removed at its end, so the folder holds one build's worth. @default no cache
   */
  readonly cacheDir?: string;
  /**
   * How the cache's unused entries go: `background` hands them to a detached process, so the build does not wait
   * for the disk (removing the 9,500 copies of a build whose every page changed took 16.8 s of this step on this
   * machine's disk); `wait` removes them before returning. @default 'background'
   */
  readonly removeUnused?: 'background' | 'wait';
}

export interface PrecompressReport {
  /** Files that got at least one compressed copy. */
  readonly files: number;
  /** Bytes of those files, and of their brotli and gzip copies. */
  readonly rawBytes: number;
  readonly brotliBytes: number;
  readonly gzipBytes: number;
  /** Files whose copies came from `cacheDir`. */
  readonly reused: number;
  readonly ms: number;
}

/** Gzip's level: 6 (zlib's default) makes 0.6 % more bytes than 9 for 40 % less CPU (module comment). */
const GZIP_LEVEL = 6;

/** node:zlib's options for one file's brotli copy: text mode, `quality`, a window just large enough (`brotliWindowFor`). */
function brotliOptions(size: number, quality: number): zlib.BrotliOptions {
  return {
    chunkSize: Math.max(zlib.constants.Z_DEFAULT_CHUNK, size + 1024),
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(size),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/**
 * The smallest brotli window (log2, 16 to 22, brotli's default) that holds the whole file: the same matches as the
 * default window for any file up to 4 MB, without allocating 4 MB per file.
 */
function brotliWindowFor(size: number): number {
  let lgwin = 16;
  // A window of 2^n bytes holds 2^n - 16 bytes of history (brotli's ring buffer keeps 16 bytes aside).
  while (lgwin < 22 && (1 << lgwin) - 16 < size) lgwin += 1;
  return lgwin;
}

/** Quality 11 for the bundle's hashed assets (`assets/…`), 6 for everything a build writes per page. */
export function defaultBrotliQuality(file: string): number {
  return file.startsWith('assets/') ? 11 : 6;
}

/** Brotli in text mode at `quality` (default 11): the bytes {@link precompressTree} writes for `bytes`. */
export function compressBrotli(bytes: Buffer, quality = 11): Buffer {
  return zlib.brotliCompressSync(bytes, brotliOptions(bytes.length, quality));
}

/**
 * The threads that do a file's work when its copies are not known to be in the cache: read it, hash it (with a
 * cache), link the cached copies when they are there, or compress it with node:zlib's sync calls (one call per copy,
 * no stream) and write the copies (into the cache, written aside and renamed so that a build of the same brand
 * running at the same time never reads half a file, then hard-linked into the output: one write per copy, as a
 * later build's reuse does). A copy no smaller than the file is not put in the output (the server then sends the
 * file itself) but is kept in the cache all the same, so the next build knows without compressing.
 * Plain JavaScript evaluated as the worker's source: nothing to resolve or transpile, under tsx as under vitest.
 * A message is a {@link Job}; the answer is a {@link Done}.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const sizeOf = (file) => { try { return fs.statSync(file).size; } catch { return null; } };
const linkOrCopy = (src, dst) => {
  fs.rmSync(dst, { force: true });
  try { fs.linkSync(src, dst); return true; } catch { try { fs.copyFileSync(src, dst); return true; } catch { return false; } }
};
const writeNew = (file, out) => {
  // A name already there (another run's copy) may be a link into the cache: replaced, never written through.
  try { fs.writeFileSync(file, out, { flag: 'wx' }); } catch { fs.rmSync(file, { force: true }); fs.writeFileSync(file, out, { flag: 'wx' }); }
};
const store = (m, key, ext, out, wanted) => {
  if (!m.cacheDir) { if (wanted) writeNew(m.file + ext, out); return; }
  const cached = path.join(m.cacheDir, key + ext);
  if (wanted) {
    writeNew(m.file + ext, out);
    // Complete before it has the cached name. A name already there has these bytes (same key); across file
    // systems the cache goes without.
    try { fs.linkSync(m.file + ext, cached); } catch {}
    return;
  }
  const temp = path.join(m.cacheDir, '.' + key + ext + '.' + process.pid + '.' + crypto.randomUUID());
  fs.writeFileSync(temp, out);
  fs.renameSync(temp, cached);
};
parentPort.on('message', (m) => {
  const bytes = fs.readFileSync(m.file);
  let key = m.key;
  if (m.cacheDir && key === '') key = crypto.createHash('sha256').update(m.salt).update(bytes).digest('hex');
  if (m.cacheDir) {
    const br = sizeOf(path.join(m.cacheDir, key + '.br'));
    const gz = sizeOf(path.join(m.cacheDir, key + '.gz'));
    if (br !== null && gz !== null && (br >= bytes.length || linkOrCopy(path.join(m.cacheDir, key + '.br'), m.file + '.br')) && (gz >= bytes.length || linkOrCopy(path.join(m.cacheDir, key + '.gz'), m.file + '.gz'))) {
      parentPort.postMessage({ key, size: bytes.length, br, gz, reused: true });
      return;
    }
  }
  const br = zlib.brotliCompressSync(bytes, m.brotli);
  const gz = zlib.gzipSync(bytes, m.gzip);
  store(m, key, '.br', br, br.length < bytes.length);
  store(m, key, '.gz', gz, gz.length < bytes.length);
  parentPort.postMessage({ key, size: bytes.length, br: br.length, gz: gz.length, reused: false });
});
`;

/** A file for a worker thread: its brotli and gzip options are for its listed size (`brotliOptions`). */
interface Job {
  readonly file: string;
  /** Its cache key when known from its identity, else '' (the worker hashes it, when there is a cache). */
  readonly key: string;
  readonly salt: string;
  readonly cacheDir: string | null;
  readonly brotli: zlib.BrotliOptions;
  readonly gzip: zlib.ZlibOptions;
}

/** What a worker did: the file's key ('' without a cache), size and copies' sizes, and whether they came from the cache. */
interface Done {
  readonly key: string;
  readonly size: number;
  readonly br: number;
  readonly gz: number;
  readonly reused: boolean;
}

interface Workers {
  run(job: Job): Promise<Done>;
  close(): Promise<void>;
}

/** `threads` worker threads, each given the next waiting file as soon as it is done with the last one. */
function startWorkers(threads: number): Workers {
  interface Waiting {
    readonly job: Job;
    readonly resolve: (done: Done) => void;
    readonly reject: (e: unknown) => void;
  }
  const queue: Waiting[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Waiting>();
  const dispatch = (): void => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const waiting = queue.shift()!;
      busy.set(worker, waiting);
      // Nothing to move: the worker reads the file itself.
      worker.postMessage(waiting.job, []);
    }
  };
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on('message', (done: Done) => {
      const waiting = busy.get(worker);
      busy.delete(worker);
      idle.push(worker);
      waiting?.resolve(done);
      dispatch();
    });
    // A thread that fails (a file it cannot read or write) fails the run, as the same error on the main thread would.
    worker.on('error', (e) => {
      busy.get(worker)?.reject(e);
      busy.delete(worker);
      for (const waiting of queue.splice(0)) waiting.reject(e);
    });
    idle.push(worker);
    return worker;
  });
  return {
    run(job) {
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** Every file under `root` that should get compressed copies, in a stable order. */
export function listCompressible(root: string, minBytes = 1024): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && PRECOMPRESSED_EXTENSIONS.has(path.extname(entry.name)) && fs.statSync(full).size >= minBytes) out.push(full);
    }
  };
  walk(root);
  return out;
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `root`. */
export async function precompressTree(o: PrecompressOptions): Promise<PrecompressReport> {
  const started = performance.now();
  const files = listCompressible(o.root, o.minBytes ?? 1024);
  const threads = Math.max(1, Math.min(o.concurrency ?? os.availableParallelism(), files.length));
  // The codec versions are part of the key: another zlib may give other (equally valid) bytes.
  const salt = `gz${GZIP_LEVEL}-lgwin-${process.versions.zlib}-${process.versions.brotli ?? ''}`;
  const qualityOf = o.brotliQuality ?? defaultBrotliQuality;
  const used = new Set<string>();
  const cacheDir = o.cacheDir ?? null;
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });
  let next = 0;
  let count = 0;
  let rawBytes = 0;
  let brotliBytes = 0;
  let gzipBytes = 0;
  let reused = 0;

  // The keys of files an earlier run hashed, by file identity (see IDENTITIES): a page the build cache hard-linked
  // from the previous output is that run's file, so its key is known without reading it.
  const known = cacheDir ? readIdentities(cacheDir, salt) : new Map<string, string>();
  const identities: Record<string, string> = {};
  const workers = startWorkers(threads);

  const count1 = (size: number, br: number, gz: number): void => {
    if (br < size) brotliBytes += br;
    if (gz < size) gzipBytes += gz;
    if (br < size || gz < size) {
      count++;
      rawBytes += size;
    }
  };

  const one = async (file: string): Promise<void> => {
    const quality = qualityOf(path.relative(o.root, file).split(path.sep).join('/'));
    const st = fs.statSync(file, { bigint: true });
    const size = Number(st.size);
    const id = `${st.dev}:${st.ino}:${st.mtimeNs}:${size}:${quality}`;
    let key = known.get(id) ?? '';
    if (cacheDir && key !== '') {
      // Hard links to the cached copies: nothing is read or written. A copy another build removed meanwhile is
      // compressed again by a worker.
      const br = cachedSize(path.join(cacheDir, `${key}.br`));
      const gz = cachedSize(path.join(cacheDir, `${key}.gz`));
      if (br !== null && gz !== null && (br >= size || linkOrCopy(path.join(cacheDir, `${key}.br`), `${file}.br`)) && (gz >= size || linkOrCopy(path.join(cacheDir, `${key}.gz`), `${file}.gz`))) {
        reused++;
        identities[id] = key;
        used.add(`${key}.br`);
        used.add(`${key}.gz`);
        return count1(size, br, gz);
      }
    }
    const done = await workers.run({
      file,
      key,
      salt: `${salt}-br${quality}`,
      cacheDir,
      brotli: brotliOptions(size, quality),
      gzip: { level: GZIP_LEVEL, chunkSize: Math.max(zlib.constants.Z_DEFAULT_CHUNK, size + 1024) },
    });
    key = done.key;
    if (cacheDir) {
      identities[id] = key;
      used.add(`${key}.br`);
      used.add(`${key}.gz`);
    }
    if (done.reused) reused++;
    count1(done.size, done.br, done.gz);
  };

  const lane = async (): Promise<void> => {
    while (next < files.length) await one(files[next++]!);
  };
  // Twice as many files in flight as threads: a thread that finishes one finds the next one waiting.
  try {
    await Promise.all(Array.from({ length: Math.min(threads * 2, files.length) }, lane));
  } finally {
    await workers.close();
  }
  if (cacheDir) {
    // Another build's temporary files (names starting with a dot) are its own to rename.
    const stale = fs.readdirSync(cacheDir).filter((name) => !used.has(name) && !name.startsWith('.'));
    removeFiles(cacheDir, stale, o.removeUnused ?? 'background');
    writeIdentities(cacheDir, salt, identities);
  }
  return { files: count, rawBytes, brotliBytes, gzipBytes, reused, ms: Math.round(performance.now() - started) };
}

/**
 * Removes `names` in `dir`, now or in a detached process that outlives this one (given the list in a file whose
 * name starts with a dot, which the cache never takes for an entry); where no process can start, now. A name
 * removed after another build linked it costs that build nothing (its link stays) and the next one a compression.
 */
function removeFiles(dir: string, names: readonly string[], how: 'background' | 'wait'): void {
  if (names.length === 0) return;
  const now = (): void => {
    for (const name of names) fs.rmSync(path.join(dir, name), { force: true });
  };
  if (how === 'wait') return now();
  const list = path.join(dir, `.unused-${process.pid}-${crypto.randomUUID()}.json`);
  try {
    fs.writeFileSync(list, JSON.stringify(names.map((name) => path.join(dir, name))));
    const script = 'const fs = require("node:fs"); const list = process.argv[1]; for (const f of JSON.parse(fs.readFileSync(list, "utf8"))) fs.rmSync(f, { force: true }); fs.rmSync(list, { force: true });';
    const child = spawn(process.execPath, ['-e', script, list], { detached: true, stdio: 'ignore' });
    child.on('error', () => {
      now();
      fs.rmSync(list, { force: true });
    });
    child.unref();
  } catch {
    now();
    fs.rmSync(list, { force: true });
  }
}

/**
 * The cache's record of which file had which key: `<dev>:<ino>:<mtime ns>:<size>:<quality>` → key, this run's files
 * only. A file that still has its identity is the one that was hashed (a hard link keeps inode and time; any write
 * changes the time), the rule the build cache follows for pages (engine/build/page-cache.ts). A dot name: never
 * taken for an entry, never removed as unused. With another salt (codec versions), nothing is known.
 */
const IDENTITIES = '.identities.json';

function readIdentities(cacheDir: string, salt: string): Map<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(cacheDir, IDENTITIES), 'utf8'));
  } catch {
    // None yet, or unreadable: every file is read and hashed, as without the record.
    return new Map();
  }
  const record = parsed as { salt?: unknown; keys?: unknown };
  if (record.salt !== salt || typeof record.keys !== 'object' || record.keys === null) return new Map();
  return new Map(Object.entries(record.keys as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** Written aside and renamed: a build running at the same time reads the old record or the new one, never half. */
function writeIdentities(cacheDir: string, salt: string, keys: Record<string, string>): void {
  const temp = path.join(cacheDir, `${IDENTITIES}.${process.pid}.${crypto.randomUUID()}`);
  fs.writeFileSync(temp, JSON.stringify({ salt, keys }));
  fs.renameSync(temp, path.join(cacheDir, IDENTITIES));
}

/** The size of a cached copy, or null when there is none. */
function cachedSize(file: string): number | null {
  try {
    return fs.statSync(file).size;
  } catch {
    return null;
  }
}

/**
 * `dst` as a hard link to `src` (a name already there is replaced, never written through), a copy across file
 * systems; false when `src` is gone.
 */
function linkOrCopy(src: string, dst: string): boolean {
  fs.rmSync(dst, { force: true });
  try {
    fs.linkSync(src, dst);
    return true;
  } catch {
    try {
      fs.copyFileSync(src, dst);
      return true;
    } catch {
      return false;
    }
  }
}
