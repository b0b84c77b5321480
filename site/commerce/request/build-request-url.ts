/** A value that may go in a URL: path parameters take scalars, query parameters also arrays. */
export type UrlScalar = string | number | boolean;
/** Parameters of one request: `:name` placeholders in the path take theirs, the rest become the query string. */
export type RequestParams = Readonly<Record<string, UrlScalar | readonly UrlScalar[] | null | undefined>>;

/**
 * Builds `path?query` from a path template and parameters (spec §7, generic request behaviour):
 * - colon-prefixed path parameters (`/product/:id`) are substituted and URL-encoded;
 * - an array as a path parameter is a bug (a path segment holds one value) and throws;
 * - a placeholder without a value is a bug too (the request would hit another route);
 * - every other parameter goes in the query string, arrays in bracket format (`ids[]=a&ids[]=b`);
 *   `undefined` and `null` are left out.
 */
export function buildRequestUrl(path: string, params: RequestParams = {}): string {
  const used = new Set<string>();
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (Array.isArray(value)) throw new Error(`URL parameter "${name}" of ${path} is an array; path parameters take one value`);
    if (value === undefined || value === null) throw new Error(`URL parameter "${name}" of ${path} has no value`);
    used.add(name);
    return encodeURIComponent(String(value));
  });
  const query: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (used.has(name) || value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly UrlScalar[]) query.push(`${encodeURIComponent(name)}[]=${encodeURIComponent(String(item))}`);
    } else {
      query.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value as UrlScalar))}`);
    }
  }
  return query.length === 0 ? filled : `${filled}${filled.includes('?') ? '&' : '?'}${query.join('&')}`;
}
