import type { PageRoute, SiteDefinition } from '../site/define-site.ts';
import { engineError } from '../shared/errors-catalogue.ts';
import { routeKey } from '../shared/normalize-path.ts';

/** One alternate link of a page: hreflang code and absolute URL. */
export interface AlternateLink {
  readonly hreflang: string;
  readonly href: string;
}

/** The validated crawl: routes in a stable order, with their hreflang alternates resolved. */
export interface RouteManifest {
  readonly routes: readonly PageRoute[];
  /** Alternates per route path (including the page itself and `x-default`). */
  alternatesOf(route: PageRoute): readonly AlternateLink[];
  /** Absolute URL of a path on the site's origin. */
  absolute(path: string): string;
}

const HREFLANG = /^(?:[a-z]{2,3}(?:-[A-Z]{2})?|x-default)$/;

/**
 * Validates the crawl and builds the alternates clusters. Fails with a
 * catalogue error on duplicate paths, malformed paths, unknown components,
 * and on hreflang clusters that cannot be reciprocal.
 */
export function createRouteManifest(site: SiteDefinition, crawled: readonly PageRoute[]): RouteManifest {
  const seen = new Set<string>();
  for (const route of crawled) {
    if (!route.path.startsWith('/')) throw engineError('InvalidRoutePath', route.path, 'it must start with "/"');
    if (!route.path.endsWith('/') && !/\.html?$/.test(route.path)) {
      throw engineError('InvalidRoutePath', route.path, 'it must end with "/" or ".html"');
    }
    if (/[?#]/.test(route.path)) throw engineError('InvalidRoutePath', route.path, 'it must not hold a query or hash');
    const key = routeKey(route.path);
    if (seen.has(key)) throw engineError('DuplicateRoute', route.path);
    seen.add(key);
    if (!(route.component in site.pages)) throw engineError('UnknownComponent', route.path, route.component);
    for (const slice of Object.values(route.slices ?? {})) {
      if (!site.slices || !(slice.component in site.slices)) throw engineError('UnknownSlice', route.path, slice.component);
    }
  }
  const routes = [...crawled].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const origin = site.origin.replace(/\/$/, '');
  const absolute = (path: string): string => `${origin}${path}`;

  const clusters = new Map<string, PageRoute[]>();
  for (const route of routes) {
    if (!route.alternate) continue;
    const list = clusters.get(route.alternate.key);
    if (list) list.push(route);
    else clusters.set(route.alternate.key, [route]);
  }
  const links = new Map<string, readonly AlternateLink[]>();
  for (const [key, members] of clusters) {
    const codes = new Set<string>();
    let xDefault: PageRoute | undefined;
    for (const member of members) {
      const alt = member.alternate!;
      if (!HREFLANG.test(alt.hreflang)) {
        throw engineError('HreflangNotReciprocal', key, `"${alt.hreflang}" on ${member.path} is not a valid hreflang code`);
      }
      if (codes.has(alt.hreflang)) {
        throw engineError('HreflangNotReciprocal', key, `${alt.hreflang} is claimed by more than one page (${member.path})`);
      }
      codes.add(alt.hreflang);
      if (alt.xDefault) {
        if (xDefault) throw engineError('HreflangNotReciprocal', key, `both ${xDefault.path} and ${member.path} claim x-default`);
        xDefault = member;
      }
    }
    const list: AlternateLink[] = members.map((m) => ({ hreflang: m.alternate!.hreflang, href: absolute(m.path) }));
    if (xDefault) list.push({ hreflang: 'x-default', href: absolute(xDefault.path) });
    const frozen = Object.freeze(list);
    for (const member of members) links.set(member.path, frozen);
  }
  return {
    routes,
    alternatesOf: (route) => links.get(route.path) ?? [],
    absolute,
  };
}

/**
 * Checks that every page's alternates point to pages which point back: the
 * reciprocity search engines require. `heads` maps path → alternates as emitted.
 */
export function checkHreflangReciprocity(
  emitted: ReadonlyMap<string, readonly AlternateLink[]>,
  absolute: (path: string) => string,
): void {
  const byUrl = new Map<string, readonly AlternateLink[]>();
  for (const [path, alternates] of emitted) byUrl.set(absolute(path), alternates);
  for (const [path, alternates] of emitted) {
    const self = absolute(path);
    for (const alt of alternates) {
      if (alt.hreflang === 'x-default') continue;
      const back = byUrl.get(alt.href);
      if (!back) throw engineError('HreflangNotReciprocal', path, `${alt.href} (${alt.hreflang}) was not built`);
      if (!back.some((b) => b.href === self)) {
        throw engineError('HreflangNotReciprocal', path, `${alt.href} does not link back to ${self}`);
      }
    }
  }
}
