import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The build cache (incremental builds). A page is rebuilt only when something it is made of changed; otherwise
 * its files are taken from the previous output (hard links: nothing is rewritten), after their bytes were checked
 * against the hashes recorded when they were written. The cache stores no copy of the output: it is a manifest
 * (`pages.json`) of what each page was built from and the hash of each file it wrote, plus the folder those files
 * were published into. A file that no longer matches its hash (edited, truncated, removed) is never served: the
 * page is rendered again with a warning.
 */

/** Bumped when the manifest's shape or the meaning of a key changes: an older cache is then ignored. */
export const PAGE_CACHE_FORMAT = 1;
const MANIFEST = 'pages.json';

/** Hashes of what a page is made of, kept so a rebuilt page can say what changed. */
export interface PageInputHashes {
  /** Engine cache format, the client bundle's fingerprint and the site's code version. */
  readonly code: string;
  /** The build hash every page carries (client bundle, data version and the route list). */
  readonly build: string;
  /** The route itself, its alternates and its head tags. */
  readonly route: string;
  /** Static queries and slices the page uses. */
  readonly shared: string;
  /** The page's own data and head. */
  readonly data: string;
}

/** A file a page wrote, relative to the output folder. */
export interface CachedFile {
  readonly rel: string;
  readonly sha: string;
  readonly size: number;
  /**
   * The file's inode and modification time (ns) when its build finished (`<ino>:<mtimeNs>`): a file that still
   * has them is the one that build wrote (the next build hard-links it, which keeps both), so its bytes need not
   * be read again; any write since changes the time. @default absent: the bytes are read and hashed
   */
  readonly id?: string;
}

/** The identity {@link CachedFile.id} records, or null for a file that is gone. */
function fileId(file: string): string | null {
  try {
    const st = fs.statSync(file, { bigint: true });
    return `${st.ino}:${st.mtimeNs}`;
  } catch {
    return null;
  }
}

/** The files with their identity in `dir` now (the build that wrote or linked them has finished writing). */
export function withFileIds(files: readonly CachedFile[], dir: string): CachedFile[] {
  return files.map((f) => {
    const id = fileId(path.join(dir, f.rel));
    const { id: _old, ...rest } = f;
    return id === null ? rest : { ...rest, id };
  });
}

/**
 * Whether `src` still holds the bytes recorded in `f`: by its identity when recorded (a `stat`), else by reading
 * and hashing it. Returns the bytes when it read them (for a copy across file systems).
 */
export function checkCachedFile(src: string, f: CachedFile): { readonly ok: true; readonly bytes: Buffer | null } | { readonly ok: false; readonly reason: 'cached output missing' | 'cached output corrupt' } {
  if (f.id !== undefined) {
    try {
      const st = fs.statSync(src, { bigint: true });
      if (`${st.ino}:${st.mtimeNs}` === f.id && Number(st.size) === f.size) return { ok: true, bytes: null };
    } catch {
      return { ok: false, reason: 'cached output missing' };
    }
  }
  let content: Buffer;
  try {
    content = fs.readFileSync(src);
  } catch {
    return { ok: false, reason: 'cached output missing' };
  }
  if (content.length !== f.size || hashBytes(content) !== f.sha) return { ok: false, reason: 'cached output corrupt' };
  return { ok: true, bytes: content };
}

export interface PageCacheEntry {
  readonly kind: string;
  readonly inputs: PageInputHashes;
  readonly files: readonly CachedFile[];
}

/** Why a page was rendered instead of reused. */
export type RebuildReason =
  | 'no cache'
  | 'new page'
  | 'code changed'
  | 'build hash changed'
  | 'route changed'
  | 'shared data changed'
  | 'page data changed'
  | 'cached output missing'
  | 'cached output corrupt';

export interface PageCacheManifest {
  readonly format: number;
  /** The folder the cached files were published into (absolute). */
  readonly outDir: string;
  /** Pages by path. */
  readonly pages: Readonly<Record<string, PageCacheEntry>>;
  /** Files beside the pages (static queries, slices, sitemaps, extra files) by path: their hashes. */
  readonly files: Readonly<Record<string, CachedFile>>;
}

/** The cache a build reads: the previous manifest, or none (with the reason it could not be used). */
export type LoadedCache = { readonly manifest: PageCacheManifest } | { readonly manifest: null; readonly warning: string | null };

/** Hex SHA-256 of some bytes or chunks. */
export function hashBytes(content: string | readonly Uint8Array[] | Uint8Array): string {
  const h = createHash('sha256');
  if (typeof content === 'string' || content instanceof Uint8Array) h.update(content);
  else for (const c of content) h.update(c);
  return h.digest('hex').slice(0, 32);
}

/** Hash of several strings, each delimited. */
export function hashParts(...parts: readonly string[]): string {
  const h = createHash('sha256');
  for (const p of parts) {
    h.update(p);
    h.update('\u0000');
  }
  return h.digest('hex').slice(0, 32);
}

/** Same inputs: the page may be reused. */
export function sameInputs(a: PageInputHashes, b: PageInputHashes): boolean {
  return a.code === b.code && a.build === b.build && a.route === b.route && a.shared === b.shared && a.data === b.data;
}

/** The first difference, in the order a reader would look for it. */
export function rebuildReason(previous: PageInputHashes | undefined, next: PageInputHashes): RebuildReason {
  if (previous === undefined) return 'new page';
  if (previous.code !== next.code) return 'code changed';
  if (previous.build !== next.build) return 'build hash changed';
  if (previous.route !== next.route) return 'route changed';
  if (previous.shared !== next.shared) return 'shared data changed';
  return 'page data changed';
}

/** Reads the cache folder's manifest; a missing, unreadable or older one is no cache (and says why). */
export function loadPageCache(dir: string): LoadedCache {
  const file = path.join(dir, MANIFEST);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return { manifest: null, warning: null };
  }
  try {
    const parsed = JSON.parse(text) as Partial<PageCacheManifest>;
    if (parsed.format !== PAGE_CACHE_FORMAT || typeof parsed.outDir !== 'string' || typeof parsed.pages !== 'object' || parsed.pages === null || typeof parsed.files !== 'object' || parsed.files === null) {
      return { manifest: null, warning: `Build cache ${file} has another format: building every page` };
    }
    return { manifest: parsed as PageCacheManifest };
  } catch (error) {
    return { manifest: null, warning: `Build cache ${file} is unreadable (${error instanceof Error ? error.message : String(error)}): building every page` };
  }
}

/** Writes the manifest atomically (a reader never sees half of it). */
export function savePageCache(dir: string, manifest: PageCacheManifest): void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, MANIFEST);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(manifest));
  fs.renameSync(tmp, file);
}

/** Outcome of taking cached files into the output folder. */
export type RestoreResult = { readonly ok: true; readonly bytes: number } | { readonly ok: false; readonly reason: 'cached output missing' | 'cached output corrupt'; readonly detail: string };

/**
 * Takes `files` from `sourceDir` into `outDir`: every file is checked first (its recorded identity, else its
 * hash), and only when all match are they linked (or, across file systems, copied). Same folder: nothing to do
 * once checked.
 */
export function restoreFiles(files: readonly CachedFile[], sourceDir: string, outDir: string): RestoreResult {
  const same = path.resolve(sourceDir) === path.resolve(outDir);
  const checked: { readonly src: string; readonly dst: string; readonly bytes: Buffer | null }[] = [];
  let bytes = 0;
  for (const f of files) {
    const src = path.join(sourceDir, f.rel);
    const check = checkCachedFile(src, f);
    if (!check.ok) return { ok: false, reason: check.reason, detail: check.reason === 'cached output missing' ? `${f.rel} is gone from ${sourceDir}` : `${f.rel} in ${sourceDir} does not match its recorded hash` };
    checked.push({ src, dst: path.join(outDir, f.rel), bytes: check.bytes });
    bytes += f.size;
  }
  if (same) return { ok: true, bytes };
  // A reused page's folders are new in a fresh output (`<path>/`, `page-data/<path>/`): made first, so the link
  // succeeds at once instead of failing, throwing and being retried (a third of a reused page's cost).
  const made = new Set<string>();
  for (const c of checked) {
    const dir = path.dirname(c.dst);
    if (!made.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    linkOrCopy(c.src, c.dst, c.bytes);
  }
  return { ok: true, bytes };
}

/**
 * A hard link (nothing rewritten); a copy where links are impossible (another file system). The link is tried
 * first: a build links thousands of files into a fresh folder, where the folder is usually there already and the
 * name never is, so a `mkdir` and an `rm` before every link would double its system calls.
 */
export function linkOrCopy(src: string, dst: string, bytes: Uint8Array | null): void {
  try {
    fs.linkSync(src, dst);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') fs.mkdirSync(path.dirname(dst), { recursive: true });
    // A file already there may itself be a link into the previous output: replace the name, never write through it.
    else if (code === 'EEXIST') fs.rmSync(dst, { force: true });
  }
  try {
    fs.linkSync(src, dst);
  } catch {
    fs.rmSync(dst, { force: true });
    if (bytes === null) fs.copyFileSync(src, dst);
    else fs.writeFileSync(dst, bytes);
  }
}

/** What the cache did in one build, as the build report shows it. */
export interface CacheReport {
  readonly enabled: boolean;
  readonly reused: number;
  readonly rebuilt: number;
  /** Rebuilt pages per reason. */
  readonly reasons: Readonly<Partial<Record<RebuildReason, number>>>;
  /** Rebuilt pages per reason and kind, with up to 20 example paths each. */
  readonly rebuiltPages: readonly { readonly reason: RebuildReason; readonly kind: string; readonly count: number; readonly paths: readonly string[] }[];
  /** Files beside the pages taken over unchanged / written. */
  readonly filesReused: number;
  readonly filesWritten: number;
  readonly warnings: readonly string[];
}

/** One thread's record of what it reused and rebuilt. */
export interface CacheRecorder {
  readonly entries: Record<string, PageCacheEntry>;
  readonly rebuilt: { path: string; kind: string; reason: RebuildReason }[];
  reused: number;
  readonly warnings: string[];
}

export function createCacheRecorder(): CacheRecorder {
  return { entries: {}, rebuilt: [], reused: 0, warnings: [] };
}

/** Sums the threads' records into the report. */
export function summariseCache(enabled: boolean, recorders: readonly Pick<CacheRecorder, 'rebuilt' | 'reused' | 'warnings'>[], files: { reused: number; written: number }, warnings: readonly string[]): CacheReport {
  const reasons: Partial<Record<RebuildReason, number>> = {};
  const groups = new Map<string, { reason: RebuildReason; kind: string; count: number; paths: string[] }>();
  let reused = 0;
  let rebuilt = 0;
  for (const r of recorders) {
    reused += r.reused;
    for (const p of r.rebuilt) {
      rebuilt += 1;
      reasons[p.reason] = (reasons[p.reason] ?? 0) + 1;
      const key = `${p.reason}\u0000${p.kind}`;
      const g = groups.get(key) ?? { reason: p.reason, kind: p.kind, count: 0, paths: [] };
      g.count += 1;
      g.paths.push(p.path);
      groups.set(key, g);
    }
  }
  // The first 20 in path order: which thread rendered a page (they take pages as they go) must not change the report.
  const rebuiltPages = [...groups.values()].map((g) => ({ ...g, paths: g.paths.sort().slice(0, 20) })).sort((a, b) => (a.reason === b.reason ? (a.kind < b.kind ? -1 : 1) : a.reason < b.reason ? -1 : 1));
  return { enabled, reused, rebuilt, reasons, rebuiltPages, filesReused: files.reused, filesWritten: files.written, warnings: [...warnings, ...recorders.flatMap((r) => r.warnings)] };
}

/** The report's cache section in a few lines (`12 pages rebuilt: page data changed: Product 3 (/de-de/x/, …)`). */
export function formatCacheReport(c: CacheReport): string[] {
  if (!c.enabled) return ['Build cache: off'];
  const lines = [`Build cache: ${c.reused} pages reused, ${c.rebuilt} rebuilt; ${c.filesReused} other files reused, ${c.filesWritten} written`];
  for (const g of c.rebuiltPages) {
    const shown = g.paths.slice(0, 3).join(', ');
    lines.push(`  ${g.reason}: ${g.kind} ${g.count} (${shown}${g.count > 3 ? ', …' : ''})`);
  }
  for (const w of c.warnings) lines.push(`  warning: ${w}`);
  return lines;
}
