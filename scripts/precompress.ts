/**
 * Precompression of a built site, as a CDN serves it: beside every text file above a small size a brotli
 * (`.br`, quality 11 for hashed assets, 6 for pages: see `brotliQuality`) and a gzip (`.gz`, level 9) copy, each
 * kept only when it is smaller than the file.
 * The output is byte-identical across builds (node:zlib is deterministic for one zlib/brotli version and gzip
 * writes no timestamp). The work runs on libuv's thread pool (async node:zlib), a few files at a time, so the
 * machine's cores compress in parallel while the main thread only reads and writes. With `cacheDir`, a file
 * whose bytes were compressed by an earlier build is not compressed again (content-addressed by SHA-256): its
 * copies are hard links to the cached ones. A file the build cache hard-linked from the last output is known by its
 * identity (inode and modification time, `.identities.json`) and is not even read: a build with nothing changed
 * read and hashed all 227 MB of winora's text files here only to find every copy in the cache.
 *
 * Costs measured on winora's pages (64 KB of HTML each, 2-core machine): node:zlib's async calls hand back their
 * output in `chunkSize` pieces (16 KB by default), one trip between the pool and the main thread per piece, which
 * doubled gzip's CPU (300 pages: 930-990 ms with 16 KB, 420 ms with one piece, same bytes); brotli's default
 * 4 MB window is allocated and cleared for every file, so a window just larger than the file (`lgwin`) costs a
 * third less CPU for the same size (10,431 vs 10,442 bytes on the page above).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** node:zlib's output piece for `bytes`: the whole copy in one piece (see the module comment), at least zlib's default. */
function chunkSizeFor(bytes: Buffer): number {
  return Math.max(zlib.constants.Z_DEFAULT_CHUNK, bytes.length + 1024);
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

/** Brotli in text mode at `quality` (default 11), with a window just large enough for the file (`brotliWindowFor`). */
export function compressBrotli(bytes: Buffer, quality = 11): Promise<Buffer> {
  return brotli(bytes, {
    chunkSize: chunkSizeFor(bytes),
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(bytes.length),
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Gzip level 9 (no file name, no timestamp in the header). */
export function compressGzip(bytes: Buffer): Promise<Buffer> {
  return gzip(bytes, { level: 9, chunkSize: chunkSizeFor(bytes) });
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
  const concurrency = Math.max(1, o.concurrency ?? os.availableParallelism());
  // The codec versions are part of the key: another zlib may give other (equally valid) bytes.
  const salt = `gz9-lgwin-${process.versions.zlib}-${process.versions.brotli ?? ''}`;
  const qualityOf = o.brotliQuality ?? defaultBrotliQuality;
  const used = new Set<string>();
  if (o.cacheDir) fs.mkdirSync(o.cacheDir, { recursive: true });
  let next = 0;
  let count = 0;
  let rawBytes = 0;
  let brotliBytes = 0;
  let gzipBytes = 0;
  let reused = 0;

  // The keys of files an earlier run hashed, by file identity (see IDENTITIES): a page the build cache hard-linked
  // from the previous output is that run's file, so its key is known without reading it.
  const known = o.cacheDir ? readIdentities(o.cacheDir, salt) : new Map<string, string>();
  const identities: Record<string, string> = {};

  const one = async (file: string): Promise<void> => {
    const quality = qualityOf(path.relative(o.root, file).split(path.sep).join('/'));
    let bytes: Buffer | null = null;
    let key = '';
    if (o.cacheDir) {
      const st = fs.statSync(file, { bigint: true });
      const size = Number(st.size);
      const id = `${st.dev}:${st.ino}:${st.mtimeNs}:${size}:${quality}`;
      key = known.get(id) ?? '';
      if (key === '') {
        bytes = await fs.promises.readFile(file);
        key = crypto.createHash('sha256').update(`${salt}-br${quality}`).update(bytes).digest('hex');
      }
      identities[id] = key;
      used.add(`${key}.br`);
      used.add(`${key}.gz`);
      const br = cachedSize(path.join(o.cacheDir, `${key}.br`));
      const gz = cachedSize(path.join(o.cacheDir, `${key}.gz`));
      // Hard links to the cached copies: nothing is read or written. A copy another build removed meanwhile is
      // compressed again below.
      if (br !== null && gz !== null && (br >= size || linkOrCopy(path.join(o.cacheDir, `${key}.br`), `${file}.br`)) && (gz >= size || linkOrCopy(path.join(o.cacheDir, `${key}.gz`), `${file}.gz`))) {
        reused++;
        if (br < size) brotliBytes += br;
        if (gz < size) gzipBytes += gz;
        if (br < size || gz < size) {
          count++;
          rawBytes += size;
        }
        return;
      }
    }
    bytes ??= await fs.promises.readFile(file);
    const [br, gz] = await Promise.all([compressBrotli(bytes, quality), compressGzip(bytes)]);
    // A copy no smaller than the file is useless: the server then sends the file itself. The cache keeps it all
    // the same, so the next build knows without compressing.
    const smaller = await Promise.all([store(file, key, '.br', br, br.length < bytes.length), store(file, key, '.gz', gz, gz.length < bytes.length)]);
    if (smaller[0]) brotliBytes += br.length;
    if (smaller[1]) gzipBytes += gz.length;
    if (smaller[0] || smaller[1]) {
      count++;
      rawBytes += bytes.length;
    }
  };

  /**
   * A new copy into the cache (written aside and renamed: a build of the same brand running at the same time never
   * reads half a file) and, when `wanted`, into the output as a hard link to it: one write per copy, as a later
   * build's reuse does. Without a cache, written beside the file. Returns `wanted`.
   */
  const store = async (file: string, key: string, ext: '.br' | '.gz', bytesOut: Buffer, wanted: boolean): Promise<boolean> => {
    if (!o.cacheDir) {
      if (wanted) await fs.promises.writeFile(`${file}${ext}`, bytesOut);
      return wanted;
    }
    const cached = path.join(o.cacheDir, `${key}${ext}`);
    const temp = path.join(o.cacheDir, `.${key}${ext}.${process.pid}.${crypto.randomUUID()}`);
    await fs.promises.writeFile(temp, bytesOut);
    await fs.promises.rename(temp, cached);
    if (wanted) {
      // Across file systems, or when another build removed the cached name meanwhile: the bytes themselves.
      await fs.promises.link(cached, `${file}${ext}`).catch(() => fs.promises.writeFile(`${file}${ext}`, bytesOut));
    }
    return wanted;
  };

  const lane = async (): Promise<void> => {
    while (next < files.length) await one(files[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, lane));
  if (o.cacheDir) {
    // Another build's temporary files (names starting with a dot) are its own to rename.
    const stale = fs.readdirSync(o.cacheDir).filter((name) => !used.has(name) && !name.startsWith('.'));
    removeFiles(o.cacheDir, stale, o.removeUnused ?? 'background');
    writeIdentities(o.cacheDir, salt, identities);
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
