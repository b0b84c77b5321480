import { createLruCache } from '../../shared/lru-cache.ts';
import { createPathNormalizer, PATH_CACHE_SIZE, splitQuery } from '../../shared/normalize-path.ts';
import { createMatchPathPicker, type MatchParams, type MatchPathEntry, type MatchPathHit } from './match-path.ts';

/** Params of a path no pattern matched. */
export const NO_PARAMS: MatchParams = Object.freeze({});

/** Where a raw link target leads. */
export interface ResolvedPath {
  /** The key the page is loaded and cached under: normalised, query kept, or the matched page's path. */
  readonly key: string;
  /** Route params from the matched pattern, else {@link NO_PARAMS}. */
  readonly params: MatchParams;
  /** The pattern that matched, if any. */
  readonly matchPath?: string;
}

/** Options of {@link createPathResolver}. */
export interface PathResolverOptions {
  /** Pages answering client-side patterns. @default [] */
  readonly matchPaths?: readonly MatchPathEntry[] | undefined;
  /** Picks the entry for a pathname. @default createMatchPathPicker(matchPaths) */
  readonly pick?: ((pathname: string) => MatchPathHit | undefined) | undefined;
  /** Raw paths and resolutions remembered, each in an LRU. @default PATH_CACHE_SIZE (512) */
  readonly cacheSize?: number | undefined;
  /** The current location's path, against which relative links resolve. @default () => '/' */
  readonly currentPath?: (() => string) | undefined;
}

/** Turns link targets into page keys. */
export interface PathResolver {
  resolve(raw: string): ResolvedPath;
}

/**
 * Creates the loader's path resolver: `createPathNormalizer` (absolute,
 * decoded, no hash or trailing slash, `/index.html` → `/`, query kept), then
 * the most specific matchPath pattern, if any, whose page is loaded instead
 * (its key has no query: `/app/a/b?x=1` → `/app`). Both steps sit behind LRU
 * caches of 512 entries, so a path seen before is not matched again.
 */
export function createPathResolver(options: PathResolverOptions = {}): PathResolver {
  const size = options.cacheSize ?? PATH_CACHE_SIZE;
  const normalizer = createPathNormalizer(size);
  const pick = options.pick ?? createMatchPathPicker(options.matchPaths ?? []);
  const currentPath = options.currentPath ?? (() => '/');
  const resolved = createLruCache<string, ResolvedPath>(size);
  return {
    resolve(raw) {
      const normalized = normalizer.normalize(raw, currentPath());
      const hit = resolved.get(normalized);
      if (hit) return hit;
      const match = pick(splitQuery(normalized).pathname);
      const value: ResolvedPath = match
        ? { key: splitQuery(normalizer.normalize(match.entry.path)).pathname, params: match.params, matchPath: match.entry.matchPath }
        : { key: normalized, params: NO_PARAMS };
      resolved.set(normalized, value);
      return value;
    },
  };
}
