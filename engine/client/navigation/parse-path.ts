/** Where a navigation is going: a path split into its parts. */
export interface NavigationTarget {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** Splits `/a/?q=1#h` into pathname, search and hash; a bare `?` or `#` becomes `''`. */
export function parsePath(to: string): NavigationTarget {
  let rest = to;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt !== -1) {
    hash = rest.slice(hashAt) === '#' ? '' : rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt !== -1) {
    search = rest.slice(searchAt) === '?' ? '' : rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest || '/', search, hash };
}
