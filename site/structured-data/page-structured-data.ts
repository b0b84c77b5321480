/**
 * The JSON-LD of a page, from its kind and the data its loader made, validated before it is written: a page
 * whose structured data is invalid fails the build with the page and each property named.
 */
import type { Crumb, ListingTile, ProductLineListingData, ProductPageData } from '../commerce/catalogue/page-data.ts';
import { breadcrumbJsonLd, itemListJsonLd, organizationJsonLd, productJsonLd, type PageContext } from './build-json-ld.ts';
import { serializeJsonLd, type JsonLdBlock } from './json-ld.ts';
import { formatStructuredDataProblems, validateStructuredData } from './validate-structured-data.ts';

/** The brand as the home page's Organization. */
export interface StructuredDataSite {
  readonly origin: string;
  readonly name: string;
  /** Path or URL of the logo. */
  readonly logo: string;
  /** Profiles elsewhere. @default none */
  readonly sameAs?: readonly string[];
}

/** A page as the engine's loader returns it, with the extra head HTML this adds. */
export interface LoadedWithHead {
  readonly data: unknown;
  readonly head: { readonly title: string; readonly description?: string; readonly robots?: string };
  readonly headHtml?: string;
}

const crumbsOf = (data: unknown): readonly Crumb[] => (data as { breadcrumbs?: readonly Crumb[] }).breadcrumbs ?? [];
const present = (b: JsonLdBlock | null): b is JsonLdBlock => b !== null;

/** The JSON-LD blocks of a page of `kind` at `path` (none for kinds without structured data). */
export function pageStructuredData(kind: string, path: string, data: unknown, site: StructuredDataSite): readonly JsonLdBlock[] {
  const page: PageContext = { origin: site.origin, path };
  switch (kind) {
    case 'Home':
      return [organizationJsonLd({ name: site.name, origin: site.origin, logo: site.logo, ...(site.sameAs ? { sameAs: site.sameAs } : {}) })];
    case 'Product':
      return [productJsonLd(data as ProductPageData, page), breadcrumbJsonLd(crumbsOf(data), page)].filter(present);
    case 'Category':
    case 'ProductLine':
      return [breadcrumbJsonLd(crumbsOf(data), page), itemListJsonLd((data as { tiles: readonly ListingTile[] }).tiles, page)].filter(present);
    case 'ProductLineListing':
      return [breadcrumbJsonLd(crumbsOf(data), page), itemListJsonLd((data as ProductLineListingData).lines, page)].filter(present);
    default:
      return [];
  }
}

/**
 * `loaded` with its page's JSON-LD as head HTML.
 * @throws naming the page and every invalid property: the build stops rather than publish invalid markup
 */
export function withStructuredData<T extends LoadedWithHead>(route: { readonly kind?: string | undefined; readonly path: string }, loaded: T, site: StructuredDataSite): T {
  const blocks = pageStructuredData(route.kind ?? '', route.path, loaded.data, site);
  if (blocks.length === 0) return loaded;
  const problems = blocks.flatMap((b) => formatStructuredDataProblems(route.path, validateStructuredData(b)));
  if (problems.length > 0) throw new Error(`Invalid structured data:\n${problems.join('\n')}`);
  return { ...loaded, headHtml: `${loaded.headHtml ?? ''}${serializeJsonLd(blocks)}` };
}
