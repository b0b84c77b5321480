/**
 * The search index files of a build, one per locale (`search/<locale>.json`): built once per locale when the
 * extra files ask for it, from the products the crawl found and the crawled content pages. The name is stable, not a hash of the
 * contents: it is in every page's `site` static query, so a hashed name would make one changed product change the
 * page data of every page of its markets and defeat incremental builds (issue 16). The file revalidates like
 * page data (the static server's cache policy), so a new index is fetched as soon as it is deployed.
 */
import type { ExtraFile, PageRoute } from '@cycle/engine';
import type { BrandConfig } from '../../brands/brand-schema.ts';
import type { CommerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import { dictionaries } from '../i18n/dictionaries.ts';
import type { Locale } from '../locale/locales.ts';
import { routeSlugs } from '../routes/route-slugs.ts';
import type { TileRating } from '../reviews/review-types.ts';
import { buildSearchIndex, contentSearchPage, type CommerceSearchPart } from './build-search-index.server.ts';
import type { SearchPage } from './search-types.ts';

/** Page components whose routes are content pages worth finding. */
const CONTENT_COMPONENTS = new Set(['content']);

export interface SearchIndexesOptions {
  readonly brand: BrandConfig;
  /**
   * The products and product lines of a locale, as the crawl made them from its catalogue (`commerceSearchPart`);
   * null: no shop there, or no catalogue in this build (unit tests).
   */
  readonly commerce: (locale: Locale) => Promise<CommerceSearchPart | null>;
  readonly settings: (locale: Locale) => CommerceSettings | null;
  /** A content route's loaded data and head; null when content does not own the route. */
  readonly loadContent: (route: PageRoute) => Promise<{ readonly data: unknown; readonly head: { readonly title: string; readonly description?: string; readonly robots?: string } } | null>;
  /** The stars of a locale's products by product number (site/reviews), as the listings show them. @default none */
  readonly ratings?: (locale: Locale) => Promise<(sku: string) => TileRating | null>;
}

export interface SearchIndexes {
  /** The index file's URL path of a locale (`/search/de-de.json`). */
  urlOf(locale: Locale, routes: readonly PageRoute[]): Promise<string>;
  /** Every locale's index file, for the engine's extra files. */
  files(locales: readonly Locale[], routes: readonly PageRoute[]): Promise<ExtraFile[]>;
}

const pathOf = (locale: Locale): string => `/search/${locale.id}.json`;

export function createSearchIndexes(o: SearchIndexesOptions): SearchIndexes {
  const built = new Map<string, Promise<{ path: string; contents: string }>>();

  async function contentPages(locale: Locale, routes: readonly PageRoute[]): Promise<SearchPage[]> {
    // Read together (the content client keeps to its rate limit); kept in crawl order.
    const own = routes.filter((route) => route.locale === locale.id && CONTENT_COMPONENTS.has(route.component) && route.path !== locale.path);
    const loaded = await Promise.all(own.map((route) => o.loadContent(route)));
    return own.flatMap((route, i) => {
      const page = loaded[i];
      return page === null || page === undefined || page.head.robots?.includes('noindex') ? [] : [contentSearchPage(route.path, page.data, page.head, o.brand.name)];
    });
  }

  function fileOf(locale: Locale, routes: readonly PageRoute[]): Promise<{ path: string; contents: string }> {
    let file = built.get(locale.id);
    if (file === undefined) {
      file = (async () => {
        const commerce = await o.commerce(locale);
        const index = buildSearchIndex({
          brand: o.brand,
          locale,
          catalogue: null,
          settings: o.settings(locale),
          ...(commerce === null ? {} : { commerce }),
          messages: dictionaries[locale.language],
          slugs: routeSlugs(locale.language),
          contentPages: await contentPages(locale, routes),
        });
        const rating = o.ratings ? await o.ratings(locale) : null;
        const rated = rating === null ? index : { ...index, products: index.products.map((p) => {
          const stars = rating(p.tile.sku);
          return stars === null ? p : { ...p, tile: { ...p.tile, rating: stars } };
        }) };
        return { path: pathOf(locale).slice(1), contents: JSON.stringify(rated) };
      })();
      built.set(locale.id, file);
    }
    return file;
  }

  return {
    async urlOf(locale) {
      return pathOf(locale);
    },
    async files(locales, routes) {
      return Promise.all(locales.map((l) => fileOf(l, routes)));
    },
  };
}
