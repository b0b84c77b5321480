import type { PageAssets } from '../render/render-document.ts';

/**
 * The client build as the engine needs it: the runtime entry's files, each
 * page component's chunk files, and the size of every file for the report.
 */
export interface ClientManifest {
  readonly entry: PageAssets;
  readonly components: { readonly [chunk: string]: PageAssets };
  /** Raw and gzip bytes per file URL. */
  readonly sizes: { readonly [url: string]: { readonly raw: number; readonly gzip: number } };
  /** Content fingerprint of the bundle, part of the build hash. */
  readonly fingerprint: string;
  /** Stylesheet text by URL for the sheets written into each page's HTML (see `PageAssets.inlineCss`). @default none */
  readonly inlineCss?: Readonly<Record<string, string>>;
  /** Font files every page preloads (see `PageAssets.fonts`). @default none */
  readonly fonts?: readonly string[];
}

/** A site built without client JavaScript (HTML only). */
export const EMPTY_CLIENT_MANIFEST: ClientManifest = Object.freeze({
  entry: { css: [], js: [] },
  components: {},
  sizes: {},
  fingerprint: 'no-client',
});

/**
 * The files a page of `component` loads first: entry, then its chunk
 * (deduplicated, entry first). A server-only page keeps its chunk's styles
 * but loads none of its scripts.
 */
export function assetsFor(manifest: ClientManifest, component: string, serverOnly: boolean): PageAssets {
  const own = manifest.components[component];
  const inline = { ...(manifest.inlineCss ? { inlineCss: manifest.inlineCss } : {}), ...(manifest.fonts?.length ? { fonts: manifest.fonts } : {}) };
  if (!own) return { ...manifest.entry, ...inline };
  const unique = (list: readonly string[]): string[] => [...new Set(list)];
  return { css: unique([...manifest.entry.css, ...own.css]), js: serverOnly ? manifest.entry.js : unique([...manifest.entry.js, ...own.js]), ...inline };
}

/** First-load JS of a page kind in bytes (raw and gzip). */
export function firstLoadJs(manifest: ClientManifest, assets: PageAssets): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const url of assets.js) {
    const size = manifest.sizes[url];
    if (!size) continue;
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}
