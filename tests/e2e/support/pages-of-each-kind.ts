import fs from 'node:fs';
import path from 'node:path';

/** The page kinds a shopper meets, in the order a visit goes through them (the basket after the product, the checkout after the basket). */
export const SHOPPER_PAGE_KINDS = ['home', 'listing', 'product', 'basket', 'checkout', 'content', 'contact', 'finder', 'search', 'comparison', 'not-found'] as const;
export type ShopperPageKind = (typeof SHOPPER_PAGE_KINDS)[number];

/** The route kinds (`pageContext.kind` in page data) that stand for a shopper page kind, in order of preference. */
const ROUTE_KINDS: Readonly<Record<Exclude<ShopperPageKind, 'not-found'>, readonly string[]>> = {
  home: ['Home'],
  listing: ['Category'],
  product: ['Product'],
  basket: ['Basket'],
  checkout: ['Checkout'],
  content: ['Page', 'Publication'],
  contact: ['Contact'],
  finder: ['StoreLocator'],
  search: ['Search'],
  comparison: ['BikeComparison'],
};

/** One page of a kind, or why the build has none. */
export type PickedPage = { readonly kind: ShopperPageKind; readonly path: string } | { readonly kind: ShopperPageKind; readonly path: null; readonly reason: string };

/** A path under `home` that no build has: the market's not-found page answers it with 404. */
export const UNKNOWN_PAGE = 'a11y-page-that-does-not-exist/';

function pageDataFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name === 'page-data.json')
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Picks, from a built site (`dist/page-data/<market>/…/page-data.json`), one page of every shopper page kind in the
 * market at `home` (`/at-de/`, `/nl/nl/`): the shortest path of the preferred route kind (a top-level listing, a
 * first-level content page), ties broken by path, so the choice is stable between builds. A kind the market does
 * not have comes back with `path: null` and the reason; a folder that is not a build is a thrown error.
 */
export function pagesOfEachKind(dist: string, home: string): readonly PickedPage[] {
  const marketDir = path.join(dist, 'page-data', ...home.split('/').filter(Boolean));
  const files = pageDataFiles(marketDir);
  if (files.length === 0) throw new Error(`${dist} has no page data under ${home} (${marketDir}): build the brand first (npx tsx scripts/build.ts --brand=<id> --out=${dist})`);
  const pages = files.map((file) => {
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { path?: string; matchPath?: string; result?: { pageContext?: { kind?: string } } };
    return { path: json.path ?? '', kind: json.result?.pageContext?.kind ?? '', catchAll: json.matchPath !== undefined };
  }).filter((p) => !p.catchAll && p.path.startsWith(home));
  const byLength = (a: { path: string }, b: { path: string }): number => a.path.length - b.path.length || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return SHOPPER_PAGE_KINDS.map((kind): PickedPage => {
    if (kind === 'not-found') return { kind, path: `${home}${UNKNOWN_PAGE}` };
    for (const routeKind of ROUTE_KINDS[kind]) {
      const found = pages.filter((p) => p.kind === routeKind).sort(byLength)[0];
      if (found) return { kind, path: found.path };
    }
    return { kind, path: null, reason: `the build has no page of route kind ${ROUTE_KINDS[kind].join(' or ')} under ${home}` };
  });
}
