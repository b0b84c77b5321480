/** A page that answers a client-side pattern, as the build lists it (`match-paths.json`). */
export interface MatchPathEntry {
  /** The page's own path, whose data is loaded: `/at-de/404/`. */
  readonly path: string;
  /**
   * The pattern: static segments, `:name` (one segment) and a final `*` (the
   * rest, possibly empty): `/at-de/*`, `/users/:id`. A static page that a
   * pattern would also match is listed with its own path as pattern, so that
   * it outranks the pattern.
   */
  readonly matchPath: string;
}

/** Route parameters by name; the splat is `*`. Values are the decoded segments. */
export type MatchParams = Readonly<Record<string, string>>;

/** The entry a pathname resolved to. */
export interface MatchPathHit {
  readonly entry: MatchPathEntry;
  readonly params: MatchParams;
}

const segments = (path: string): string[] => path.replace(/^\/+|\/+$/g, '').split('/');

/**
 * Specificity of a pattern, higher wins: each segment scores 4, plus 1 for
 * the root, 3 for a static segment, 2 for `:param`, and −5 for `*`.
 * `/users/new` = 14 beats `/users/:id` = 13; `/app/*` = 6.
 */
export function rankMatchPath(pattern: string): number {
  return segments(pattern).reduce((score, segment) => {
    if (segment === '') return score + 5;
    if (segment === '*') return score - 1;
    if (segment.startsWith(':')) return score + 6;
    return score + 7;
  }, 0);
}

/** The params of `pathname` under `pattern`, or `undefined` when it does not match. The query must be cut off first. */
export function matchPathParams(pattern: string, pathname: string): MatchParams | undefined {
  const want = segments(pattern);
  const have = segments(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string;
    if (segment === '*') {
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const actual = have[i];
    if (segment.startsWith(':')) {
      if (actual === undefined || actual === '') return undefined;
      params[segment.slice(1)] = actual;
    } else if (segment !== actual) return undefined;
  }
  return have.length === want.length ? params : undefined;
}

/**
 * Orders `entries` most specific first ({@link rankMatchPath}; ties by
 * pattern, `localeCompare`) and returns a function giving the first entry
 * that matches a pathname.
 */
export function createMatchPathPicker(entries: readonly MatchPathEntry[]): (pathname: string) => MatchPathHit | undefined {
  const ranked = entries
    .map((entry) => ({ entry, rank: rankMatchPath(entry.matchPath) }))
    .sort((a, b) => b.rank - a.rank || a.entry.matchPath.localeCompare(b.entry.matchPath));
  return (pathname) => {
    for (const { entry } of ranked) {
      const params = matchPathParams(entry.matchPath, pathname);
      if (params) return { entry, params };
    }
    return undefined;
  };
}
