import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ClientManifest } from '../build/client-manifest.ts';
import { contentHash } from '../build/build-hash.ts';

interface ViteChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export interface ClientManifestFromViteOptions {
  /** The client build's output folder (holds `.vite/manifest.json`). */
  readonly outDir: string;
  /** Manifest key of the runtime entry, e.g. `site/entry-client.tsx`. */
  readonly entry: string;
  /** Maps a manifest key (source path) to a component chunk name, or null for other modules. */
  readonly chunkNameOf: (source: string) => string | null;
  /** Public base of asset URLs. @default '/' */
  readonly base?: string;
  /** Delete `.vite/manifest.json` from the output after reading it. @default true */
  readonly removeManifest?: boolean;
  /**
   * Stylesheets up to this size are written into the pages' HTML instead of linked (see `PageAssets.inlineCss`):
   * a linked sheet blocks the first paint for a round trip, an inline one arrives with the HTML. 0 links every sheet.
   * @default 65536
   */
  readonly inlineCssMaxBytes?: number;
  /**
   * Which font files (output paths under `assets/`) every page preloads: those its first paint uses, in the
   * subset of the script its pages are written in (e.g. the latin woff2 files of the weights the theme uses).
   * @default none
   */
  readonly preloadFont?: (file: string) => boolean;
}

/**
 * Reads Vite's client manifest into the engine's `ClientManifest`: the
 * entry's JS (entry first, static imports after) and CSS, each page chunk's
 * own files, and raw and gzip sizes for the report.
 */
export function clientManifestFromVite(o: ClientManifestFromViteOptions): ClientManifest {
  const manifestFile = path.join(o.outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ViteChunk>;
  const base = o.base ?? '/';
  const url = (file: string): string => `${base}${file}`;
  const closure = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest has no entry "${key}"`);
    return [key, ...(chunk.imports ?? []).flatMap((k) => closure(k, seen))];
  };
  const assetsOf = (key: string, exclude: ReadonlySet<string>): { css: string[]; js: string[] } => {
    const keys = closure(key).filter((k) => !exclude.has(k));
    return {
      js: keys.map((k) => url(manifest[k]!.file)),
      css: [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))].map(url),
    };
  };
  const entryKeys = new Set(closure(o.entry));
  const entry = assetsOf(o.entry, new Set());
  const components: Record<string, { css: string[]; js: string[] }> = {};
  for (const key of Object.keys(manifest).sort()) {
    const name = o.chunkNameOf(key);
    if (name) components[name] = assetsOf(key, entryKeys);
  }
  const sizes: Record<string, { raw: number; gzip: number }> = {};
  for (const chunk of Object.values(manifest)) {
    const file = path.join(o.outDir, chunk.file);
    if (!chunk.file.endsWith('.js') || !fs.existsSync(file)) continue;
    const bytes = fs.readFileSync(file);
    sizes[url(chunk.file)] = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }
  const inlineCss: Record<string, string> = {};
  const inlineMax = o.inlineCssMaxBytes ?? 65_536;
  for (const file of new Set(Object.values(manifest).flatMap((c) => c.css ?? []))) {
    const full = path.join(o.outDir, file);
    if (inlineMax > 0 && fs.existsSync(full) && fs.statSync(full).size <= inlineMax) inlineCss[url(file)] = fs.readFileSync(full, 'utf8');
  }
  // The fonts the stylesheets name (`url(/assets/x.woff2)`), as output paths.
  const fontFiles = new Set<string>();
  for (const file of new Set(Object.values(manifest).flatMap((c) => c.css ?? []))) {
    const full = path.join(o.outDir, file);
    if (!o.preloadFont || !fs.existsSync(full)) continue;
    for (const m of fs.readFileSync(full, 'utf8').matchAll(/url\(["']?([^)"']+\.woff2)["']?\)/gu)) fontFiles.add(m[1]!.startsWith(base) ? m[1]!.slice(base.length) : m[1]!);
  }
  const fonts = [...fontFiles].filter((f) => o.preloadFont!(f)).sort().map(url);
  const fingerprint = contentHash(...Object.values(manifest).map((c) => c.file).sort());
  if (o.removeManifest !== false) fs.rmSync(path.join(o.outDir, '.vite'), { recursive: true, force: true });
  return { entry, components, sizes, fingerprint, ...(Object.keys(inlineCss).length > 0 ? { inlineCss } : {}), ...(fonts.length > 0 ? { fonts } : {}) };
}
