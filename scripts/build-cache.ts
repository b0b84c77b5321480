/**
 * The bundle half of the build cache (the pages half is the engine's, engine/build/page-cache.ts). When no source
 * file the bundles are made of changed, the build takes the previous client assets (hard links from the previous
 * output, each checked against its recorded hash first) and the previous server bundle (kept in .engine/ssr-cache)
 * instead of running Vite twice. Anything that does not match is bundled again, with a warning.
 *
 * The source fingerprint covers every file under site/, engine/, brands/ and services/shared/ (tests excluded), the
 * Vite config and its guard plugin, the package manifests and lockfile, the TypeScript configs and the bundle
 * settings. It does not read node_modules: a dependency changes through the lockfile.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A file of the client bundle, relative to the output folder. */
export interface BundleFile {
  readonly rel: string;
  readonly sha: string;
  readonly size: number;
  /**
   * The file's inode and modification time (ns) in the published output (`<ino>:<mtimeNs>`): a file that still has
   * them is the one that was hashed (hard links keep both, a write changes the time), so it is not read again; the
   * page cache's rule (engine/build/page-cache.ts). @default absent: read and hashed
   */
  readonly id?: string;
}

/** What the cache keeps of the last bundling. */
export interface BundleCacheEntry {
  readonly format: 1;
  readonly key: string;
  /** The output folder the client files were published into (absolute). */
  readonly outDir: string;
  readonly clientFiles: readonly BundleFile[];
  /** The server bundle's folder inside the cache (absolute). */
  readonly ssrDir: string;
  readonly bundleMs: Readonly<Record<string, number>>;
  /** The client manifest read from Vite's (which is removed from the output once read). */
  readonly client: unknown;
}

/** Folders and files whose sources a fingerprint covers. */
export interface SourceScope {
  readonly dirs: readonly string[];
  readonly files: readonly string[];
}
/** What the bundles are made of. */
export const BUNDLE_SOURCES: SourceScope = {
  dirs: ['site', 'engine', 'brands', 'services/shared'],
  files: ['vite.config.ts', 'scripts/client-bundle-guard.ts', 'package.json', 'pnpm-lock.yaml', 'engine/package.json', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.client.json', 'tsconfig.node.json'],
};
/** What else shapes the output: the build's scripts (settings, precompression) and the local services (what they answer). */
export const BUILD_SCRIPT_SOURCES: SourceScope = { dirs: ['scripts', 'services'], files: [] };
const TEST_FILE = /\.(test|spec)\.tsx?$/;
const ENTRY_FILE = 'bundle.json';

const sha = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * Hash of every source file the bundles are made of, plus `settings` (brand, service worker, preview API). With
 * `memoFile`, each file's hash is kept there by its identity (inode, modification time, size): a file that still
 * has it is not read again.
 */
export function sourceFingerprint(root: string, settings: unknown, memoFile?: string, scope: SourceScope = BUNDLE_SOURCES): string {
  const files: string[] = [];
  for (const dir of scope.dirs) {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) continue;
    for (const e of fs.readdirSync(abs, { recursive: true, withFileTypes: true })) {
      if (!e.isFile()) continue;
      const file = path.join(e.parentPath, e.name);
      const rel = path.relative(root, file);
      if (rel.split(path.sep).includes('node_modules') || TEST_FILE.test(e.name)) continue;
      files.push(rel);
    }
  }
  for (const f of scope.files) if (fs.existsSync(path.join(root, f))) files.push(f);
  files.sort();
  const before = memoFile === undefined ? {} : readMemo(memoFile);
  const memo: Record<string, { readonly id: string; readonly sha: string }> = {};
  const h = createHash('sha256');
  h.update(JSON.stringify(settings));
  for (const rel of files) {
    const file = path.join(root, rel);
    const st = fs.statSync(file, { bigint: true });
    const id = `${st.ino}:${st.mtimeNs}:${st.size}`;
    const known = before[rel];
    const fileSha = known?.id === id ? known.sha : sha(fs.readFileSync(file));
    memo[rel] = { id, sha: fileSha };
    h.update(`\u0000${rel}\u0000${fileSha}`);
  }
  if (memoFile !== undefined) writeAtomically(memoFile, JSON.stringify(memo));
  return h.digest('hex').slice(0, 32);
}

/** The source hashes kept by {@link sourceFingerprint}; none when missing or unreadable (every file is read). */
function readMemo(file: string): Readonly<Record<string, { readonly id: string; readonly sha: string } | undefined>> {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, { id: string; sha: string }>) : {};
  } catch {
    // First build with this cache, or a damaged file: hashing every source is the answer either way.
    return {};
  }
}

function writeAtomically(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}.tmp`, text);
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
}

/** The files with their identity in `dir` now (after the output was published there): see {@link BundleFile.id}. */
export function withBundleFileIds(files: readonly BundleFile[], dir: string): BundleFile[] {
  return files.map((f) => {
    const { id: _old, ...rest } = f;
    try {
      const st = fs.statSync(path.join(dir, f.rel), { bigint: true });
      return { ...rest, id: `${st.ino}:${st.mtimeNs}` };
    } catch {
      return rest;
    }
  });
}

/** Every file Vite wrote into `dir`, with its hash. */
export function listBundleFiles(dir: string): BundleFile[] {
  const out: BundleFile[] = [];
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    const bytes = fs.readFileSync(file);
    out.push({ rel: path.relative(dir, file).split(path.sep).join('/'), sha: sha(bytes), size: bytes.length });
  }
  return out.sort((a, b) => (a.rel < b.rel ? -1 : 1));
}

/** The cached bundling, or null (none, another format, unreadable: then `warning` says so when worth saying). */
export function loadBundleCache(cacheDir: string): { entry: BundleCacheEntry | null; warning: string | null } {
  let text: string;
  try {
    text = fs.readFileSync(path.join(cacheDir, ENTRY_FILE), 'utf8');
  } catch {
    return { entry: null, warning: null };
  }
  try {
    const entry = JSON.parse(text) as BundleCacheEntry;
    if (entry.format !== 1 || !Array.isArray(entry.clientFiles) || typeof entry.ssrDir !== 'string' || typeof entry.client !== 'object' || entry.client === null) return { entry: null, warning: `${path.join(cacheDir, ENTRY_FILE)} has another format: bundling` };
    return { entry, warning: null };
  } catch (error) {
    return { entry: null, warning: `${path.join(cacheDir, ENTRY_FILE)} is unreadable (${error instanceof Error ? error.message : String(error)}): bundling` };
  }
}

/** Saves the entry atomically. */
export function saveBundleCache(cacheDir: string, entry: BundleCacheEntry): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, ENTRY_FILE);
  fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(entry));
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
}

/**
 * The kept server bundle of `brand` for `key`, filled from `ssrOut`. It lives inside the project
 * (`.engine/ssr-cache/`), wherever the cache folder is: the bundle imports its dependencies from node_modules.
 * Bundles of the brand's other keys older than a day are removed (another cache folder may still use a newer one).
 */
export function keepServerBundle(root: string, brand: string, key: string, ssrOut: string): string {
  const parent = path.join(root, '.engine', 'ssr-cache');
  const dir = path.join(parent, `${brand}-${key}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(parent, { recursive: true });
  fs.cpSync(ssrOut, dir, { recursive: true });
  const dayAgo = Date.now() - 86_400_000;
  for (const name of fs.readdirSync(parent)) {
    const other = path.join(parent, name);
    if (name.startsWith(`${brand}-`) && other !== dir && fs.statSync(other).mtimeMs < dayAgo) fs.rmSync(other, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Takes the cached client files into `outDir` when every one is still in the previous output with its recorded
 * bytes (hard links; copies across file systems); otherwise nothing is taken and the reason is returned.
 */
export function restoreClientBundle(entry: BundleCacheEntry, outDir: string): { ok: true } | { ok: false; reason: string } {
  if (!fs.existsSync(path.join(entry.ssrDir, 'entry-server.mjs'))) return { ok: false, reason: `the cached server bundle ${entry.ssrDir} is gone` };
  const checked: { src: string; dst: string; bytes: Buffer | null }[] = [];
  for (const f of entry.clientFiles) {
    const src = path.join(entry.outDir, f.rel);
    if (f.id !== undefined && sameIdentity(src, f)) {
      checked.push({ src, dst: path.join(outDir, f.rel), bytes: null });
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(src);
    } catch {
      return { ok: false, reason: `${f.rel} is gone from ${entry.outDir}` };
    }
    if (bytes.length !== f.size || sha(bytes) !== f.sha) return { ok: false, reason: `${f.rel} in ${entry.outDir} does not match its recorded hash` };
    checked.push({ src, dst: path.join(outDir, f.rel), bytes });
  }
  for (const c of checked) {
    fs.mkdirSync(path.dirname(c.dst), { recursive: true });
    try {
      fs.linkSync(c.src, c.dst);
    } catch {
      if (c.bytes === null) fs.copyFileSync(c.src, c.dst);
      else fs.writeFileSync(c.dst, c.bytes);
    }
  }
  return { ok: true };
}

/** Whether `file` still has the identity and size recorded in `f` (then its bytes are the recorded ones). */
function sameIdentity(file: string, f: BundleFile): boolean {
  try {
    const st = fs.statSync(file, { bigint: true });
    return `${st.ino}:${st.mtimeNs}` === f.id && Number(st.size) === f.size;
  } catch {
    return false;
  }
}
