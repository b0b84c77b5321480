import { createLruCache } from './lru-cache.ts';

/** Entries the path-parsing cache keeps (spec §9). */
export const PATH_CACHE_SIZE = 512;

/**
 * Normalises a link target into the key pages are stored under:
 * absolute, decoded, without hash, `/index.html` as `/`, no trailing slash
 * (root stays `/`), query kept.
 *
 * Unlike the origin (which keeps only the first two `?`-parts), every part of
 * the query is kept.
 *
 * @param raw  href as written in a link, absolute or relative
 * @param base the current location, used for relative links
 */
export function normalizePath(raw: string, base = '/'): string {
  let value = raw;
  if (!value.startsWith('/') && !/^https?:\/\//.test(value)) {
    const baseHref = base.endsWith('/') ? base : `${base}/`;
    const resolved = new URL(value, new URL(baseHref, 'http://x'));
    value = resolved.pathname + resolved.search + resolved.hash;
  } else if (/^https?:\/\//.test(value)) {
    const url = new URL(value);
    value = url.pathname + url.search + url.hash;
  }
  const hashAt = value.indexOf('#');
  if (hashAt !== -1) value = value.slice(0, hashAt);
  const queryAt = value.indexOf('?');
  let pathname = queryAt === -1 ? value : value.slice(0, queryAt);
  const query = queryAt === -1 ? '' : value.slice(queryAt);
  pathname = safeDecode(pathname).replace(/\/{2,}/g, '/');
  if (pathname === '/index.html' || pathname === '') pathname = '/';
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  return pathname + query;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept as written: it still names a page key.
    return pathname;
  }
}

/** Splits a normalised key into path and query (query includes `?`). */
export function splitQuery(key: string): { pathname: string; query: string } {
  const at = key.indexOf('?');
  return at === -1 ? { pathname: key, query: '' } : { pathname: key.slice(0, at), query: key.slice(at) };
}

/** Path normaliser with a bounded LRU of parsed paths (spec: 512 entries). */
export function createPathNormalizer(max = PATH_CACHE_SIZE): { normalize(raw: string, base?: string): string; readonly size: number } {
  const cache = createLruCache<string, string>(max);
  return {
    normalize(raw, base = '/') {
      const key = raw.startsWith('/') ? raw : `${base}\u0000${raw}`;
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const value = normalizePath(raw, base);
      cache.set(key, value);
      return value;
    },
    get size() {
      return cache.size;
    },
  };
}

/** The route-matching key of a page path: `/at-de/basket/` and `/at-de/basket` are one page. */
export function routeKey(path: string): string {
  return splitQuery(normalizePath(path)).pathname;
}
