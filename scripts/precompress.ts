/**
 * Precompression of a built site, as a CDN serves it: beside every text file above a small size a brotli
 * (`.br`, quality 11 for hashed assets, 6 for pages: see `brotliQuality`) and a gzip (`.gz`, level 9) copy, each
 * kept only when it is smaller than the file.
 * The output is byte-identical across builds (node:zlib is deterministic for one zlib/brotli version and gzip
 * writes no timestamp). The work runs on libuv's thread pool (async node:zlib), a few files at a time, so the
 * machine's cores compress in parallel while the main thread only reads and writes. With `cacheDir`, a file
 * whose bytes were compressed by an earlier build is not compressed again (content-addressed by SHA-256): its
 * copies are hard links to the cached ones.
 */
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

/** Quality 11 for the bundle's hashed assets (`assets/…`), 6 for everything a build writes per page. */
export function defaultBrotliQuality(file: string): number {
  return file.startsWith('assets/') ? 11 : 6;
}

/** Brotli in text mode at `quality` (default 11); the size hint lets the encoder pick its window for the file. */
export function compressBrotli(bytes: Buffer, quality = 11): Promise<Buffer> {
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Gzip level 9 (no file name, no timestamp in the header). */
export function compressGzip(bytes: Buffer): Promise<Buffer> {
  return gzip(bytes, { level: 9 });
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
  const salt = `gz9-${process.versions.zlib}-${process.versions.brotli ?? ''}`;
  const qualityOf = o.brotliQuality ?? defaultBrotliQuality;
  const used = new Set<string>();
  if (o.cacheDir) fs.mkdirSync(o.cacheDir, { recursive: true });
  let next = 0;
  let count = 0;
  let rawBytes = 0;
  let brotliBytes = 0;
  let gzipBytes = 0;
  let reused = 0;

  const one = async (file: string): Promise<void> => {
    const bytes = await fs.promises.readFile(file);
    const quality = qualityOf(path.relative(o.root, file).split(path.sep).join('/'));
    const key = o.cacheDir ? crypto.createHash('sha256').update(`${salt}-br${quality}`).update(bytes).digest('hex') : '';
    if (o.cacheDir) {
      used.add(`${key}.br`);
      used.add(`${key}.gz`);
      const br = cachedSize(path.join(o.cacheDir, `${key}.br`));
      const gz = cachedSize(path.join(o.cacheDir, `${key}.gz`));
      // Hard links to the cached copies: nothing is read or written. A copy another build removed meanwhile is
      // compressed again below.
      if (br !== null && gz !== null && (br >= bytes.length || linkOrCopy(path.join(o.cacheDir, `${key}.br`), `${file}.br`)) && (gz >= bytes.length || linkOrCopy(path.join(o.cacheDir, `${key}.gz`), `${file}.gz`))) {
        reused++;
        if (br < bytes.length) brotliBytes += br;
        if (gz < bytes.length) gzipBytes += gz;
        if (br < bytes.length || gz < bytes.length) {
          count++;
          rawBytes += bytes.length;
        }
        return;
      }
    }
    const [br, gz] = await Promise.all([compressBrotli(bytes, quality), compressGzip(bytes)]);
    if (o.cacheDir) {
      // Written aside and renamed: a build of the same brand running at the same time never reads half a file.
      for (const [ext, bytesOut] of [['.br', br], ['.gz', gz]] as const) {
        const temp = path.join(o.cacheDir, `.${key}${ext}.${process.pid}.${crypto.randomUUID()}`);
        fs.writeFileSync(temp, bytesOut);
        fs.renameSync(temp, path.join(o.cacheDir, `${key}${ext}`));
      }
    }
    let wrote = false;
    // A copy no smaller than the file is useless: the server then sends the file itself.
    if (br.length < bytes.length) {
      await fs.promises.writeFile(`${file}.br`, br);
      brotliBytes += br.length;
      wrote = true;
    }
    if (gz.length < bytes.length) {
      await fs.promises.writeFile(`${file}.gz`, gz);
      gzipBytes += gz.length;
      wrote = true;
    }
    if (wrote) {
      count++;
      rawBytes += bytes.length;
    }
  };

  const lane = async (): Promise<void> => {
    while (next < files.length) await one(files[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, lane));
  if (o.cacheDir) {
    // Another build's temporary files (names starting with a dot) are its own to rename.
    for (const name of fs.readdirSync(o.cacheDir)) if (!used.has(name) && !name.startsWith('.')) fs.rmSync(path.join(o.cacheDir, name), { force: true });
  }
  return { files: count, rawBytes, brotliBytes, gzipBytes, reused, ms: Math.round(performance.now() - started) };
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
