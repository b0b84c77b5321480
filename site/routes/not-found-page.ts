import type { Locale } from '../locale/locales.ts';

/** Where the site-wide not-found page lives (outside every market). */
export const SITE_NOT_FOUND_PAGE = '/404.html';

/**
 * The not-found page for a missing path: its market's own (`/fr-fr/404/`,
 * in the market's language), or the site-wide `/404.html` outside every
 * market. Paths arrive as loader keys, without the trailing slash.
 */
export function notFoundPageFor(locales: readonly Locale[]): (path: string) => string {
  const byLength = [...locales].sort((a, b) => b.path.length - a.path.length);
  return (path) => {
    const withSlash = path.endsWith('/') ? path : `${path}/`;
    const locale = byLength.find((l) => withSlash.toLowerCase().startsWith(l.path));
    return locale ? `${locale.path}404/` : SITE_NOT_FOUND_PAGE;
  };
}
