import fs from 'node:fs';
import path from 'node:path';

/** The files of a build's output folder, as `/`-separated paths relative to it. */
export interface OutputFiles {
  readonly outDir: string;
  /** Every file (`at-de/index.html`, `assets/index-abc.js`). */
  readonly files: ReadonlySet<string>;
  /** The built HTML pages. */
  readonly pages: readonly string[];
}

/** Lists a build's output folder once, so that each reference is a set lookup, not a file-system call. */
export function listOutputFiles(outDir: string): OutputFiles {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files.add(path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  const pages = [...files].filter((f) => f.endsWith('.html')).sort();
  return { outDir, files, pages };
}

/** The URL path a page file answers: `at-de/index.html` → `/at-de/`, `404.html` → `/404.html`. */
export function pagePathOf(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;
}

/**
 * The file a URL path is served from: `/at-de/` → `at-de/index.html`, `/assets/a.js` → `assets/a.js`.
 * Percent-escapes are decoded; `null` for a path that cannot be decoded.
 */
export function fileOfPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const rel = decoded.replace(/^\/+/, '');
  return rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
}

/** What a URL on a page is: outside the site (not checked), or a path of it. */
export type Resolved = { readonly kind: 'external' } | { readonly kind: 'internal'; readonly pathname: string };

const NOT_FETCHED = /^(?:#|mailto:|tel:|javascript:|data:|blob:|about:)/i;

/**
 * Resolves a reference of the page at `pagePath` against the site's `origin`:
 * same-origin and relative URLs are internal (query and fragment dropped),
 * other origins and non-fetching schemes are external.
 */
export function resolveReference(url: string, pagePath: string, origin: string): Resolved {
  const trimmed = url.trim();
  if (trimmed === '' || NOT_FETCHED.test(trimmed)) return { kind: 'external' };
  let parsed: URL;
  try {
    parsed = new URL(trimmed, `${origin}${pagePath}`);
  } catch {
    // Unparseable: reported as a broken internal link under its own text.
    return { kind: 'internal', pathname: trimmed };
  }
  if (parsed.origin !== origin) return { kind: 'external' };
  return { kind: 'internal', pathname: parsed.pathname };
}
