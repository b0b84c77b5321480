import type { Json, PageRoute } from '@cycle/engine';
import type { BrandConfig } from '../../brands/brand-schema.ts';
import { commercePages, type CommercePage } from '../commerce/catalogue/commerce-pages.server.ts';
import { commerceSettings, type CommerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import { createCatalogueSource, type CatalogueReadKind } from '../commerce/catalogue/load-catalogue.server.ts';
import type { CatalogueReads } from '../commerce/catalogue/catalogue-reads.server.ts';
import type { CommerceSnapshots } from '../commerce/catalogue/commerce-snapshots.server.ts';
import type { DynamicProductPageData, ProductLineData, ProductPageData } from '../commerce/catalogue/page-data.ts';
import type { ShopwareChannels } from '../commerce/shopware/shopware-channels.ts';
import { dictionaries } from '../i18n/dictionaries.ts';
import { localePath, type Locale } from '../locale/locales.ts';
import { commerceSearchPart, type CommerceSearchPart } from '../search/build-search-index.server.ts';
import { slicesFor } from './crawl-routes.ts';
import { PAGE_COMPONENTS, type PageKind } from './page-kinds.ts';
import { routeSlugs } from './route-slugs.ts';

/** Shop pages every locale with a shop has, whatever the catalogue holds: checkout, confirmation, newsletter, dynamic product. */
const SHOP_PAGES = [
  { kind: 'Checkout', rest: 'checkout', key: 'checkout' },
  { kind: 'OrderConfirm', rest: 'checkout/finish', key: 'order-confirm' },
  { kind: 'Newsletter', rest: 'newsletter', key: 'newsletter' },
  { kind: 'DynamicProduct', rest: 'product', key: 'dynamic-product' },
] as const satisfies readonly { kind: PageKind; rest: string; key: string }[];

export interface CommerceRouteSourceOptions {
  readonly brand: BrandConfig;
  readonly locales: readonly Locale[];
  /** Channels the build reads the catalogue from (the local service on its build port, or the real shops). */
  readonly buildChannels: ShopwareChannels;
  /** Channels the browser calls. */
  readonly browserChannels: ShopwareChannels;
  /**
   * The last build's pages, by the catalogue version of a locale's country (`versionOf`, read before the crawl):
   * a locale whose catalogue did not change is not read again (commerce-snapshots.server.ts). @default none
   */
  readonly snapshots?: { readonly store: CommerceSnapshots; readonly versionOf: (locale: Locale) => string | undefined } | undefined;
  /**
   * The last build's catalogue reads: a catalogue that changed is read as its changes since (catalogue-reads.server.ts).
   * @default every catalogue the crawl needs is read whole
   */
  readonly catalogueReads?: CatalogueReads | undefined;
}

/** A loaded commerce page: its data and head. */
export interface LoadedCommercePage {
  readonly data: Json;
  readonly head: { readonly title: string; readonly description?: string; readonly robots?: string };
}

export interface CommerceRouteSource {
  /** Listing, product, product line and shop routes of every locale with a shop. */
  crawl(): Promise<PageRoute[]>;
  /** The data of a route this source crawled; `null` for other routes. */
  load(route: PageRoute): Promise<LoadedCommercePage | null>;
  /** The browser's commerce settings of a locale (basket, shop pages); `null` without a shop there. */
  settings(locale: Locale): CommerceSettings | null;
  /**
   * The top-category listings of a locale, for the header menu: `e-bikes` and `bikes` first, then the others
   * (a parts brand has only those); empty without a shop there.
   */
  menu(locale: Locale): Promise<readonly MenuListing[]>;
  /** Built product pages of a locale by parent product number (the bike comparison links to them); empty without a shop. */
  productPaths(locale: Locale): Promise<Readonly<Record<string, string>>>;
  /**
   * The locale's products and product lines for its search index, made with its pages from the catalogue (which is
   * not kept afterwards); `null` without a shop there.
   */
  searchPart(locale: Locale): Promise<CommerceSearchPart | null>;
  /** Locales whose pages came from the last build's snapshot (their catalogue unchanged), in crawl order. */
  reusedLocales(): readonly string[];
  /** How the catalogues read so far came (by `<country>|<language>`): whole, as changes, or the kept read. */
  catalogueReadKinds(): ReadonlyMap<string, CatalogueReadKind>;
  /** Every locale's commerce pages made so far, for render threads (engine `shareWithRenderThreads`). */
  shareWithRenderThreads(): Promise<SharedCommercePages>;
  /**
   * A render thread's source takes over the crawl's pages: it neither reads the catalogues again nor makes the pages
   * from them (that took a render thread's first seconds while the main thread waited for it, issue 16).
   */
  adoptFromMainThread(shared: SharedCommercePages): void;
}

/** The commerce pages of each locale the crawl made, by locale id: what a render thread receives (structured-cloned). */
export type SharedCommercePages = Readonly<Record<string, readonly CommercePage[]>>;

export interface MenuListing {
  /** Language-neutral key (`e-bikes`, `bikes`, `parts-and-accessories`). */
  readonly key: string;
  /** The category's name in the locale's language. */
  readonly label: string;
  readonly href: string;
}

const MENU_ORDER = ['e-bikes', 'bikes'];

/**
 * A locale's commerce pages: the list as made (render threads take it over), by path (loading a route), and its
 * search index part (made from the catalogue with the pages; `null` in a render thread that took the pages over).
 */
interface LocalePages {
  readonly list: readonly CommercePage[];
  readonly byPath: ReadonlyMap<string, CommercePage>;
  readonly search: CommerceSearchPart | null;
}
const localePagesOf = (list: readonly CommercePage[], search: CommerceSearchPart | null): LocalePages => ({ list, byPath: new Map(list.map((p) => [p.path, p])), search });
/** Locales whose catalogues the crawl reads at a time. */
const CRAWL_CONCURRENCY = 2;

function route(locale: Locale, kind: PageKind, path: string, brand: BrandConfig, alternateKey: string, extra: Partial<PageRoute> = {}): PageRoute {
  return {
    path,
    component: PAGE_COMPONENTS[kind],
    kind,
    lang: locale.tag,
    locale: locale.id,
    context: { locale: locale.id, kind, commerce: true },
    alternate: { key: alternateKey, hreflang: locale.tag, xDefault: locale.isXDefault },
    staticQueries: [
      { name: 'dictionary', scope: locale.language },
      { name: 'site', scope: locale.id },
    ],
    slices: slicesFor(locale, kind, brand),
    ...extra,
  };
}

/**
 * The commerce route source (DECISIONS "Page ownership"): listings, product lines and product pages rendered
 * at build time from each country's catalogue, plus the shop pages. Each render thread creates its own source and
 * takes over the pages the crawl made (`adoptFromMainThread`); a locale it was not given it reads and makes once,
 * when its first page of that locale is loaded.
 */
export function createCommerceRouteSource(o: CommerceRouteSourceOptions): CommerceRouteSource {
  const catalogue = createCatalogueSource(o.brand, o.buildChannels, o.catalogueReads ? { reads: o.catalogueReads } : {});
  const pagesByLocale = new Map<string, Promise<LocalePages>>();
  const reused: string[] = [];
  const settings = (locale: Locale): CommerceSettings | null => commerceSettings(o.brand, locale, o.browserChannels);

  function pagesOf(locale: Locale, shop: CommerceSettings): Promise<ReadonlyMap<string, CommercePage>> {
    return localePages(locale, shop).then((p) => p.byPath);
  }
  function localePages(locale: Locale, shop: CommerceSettings): Promise<LocalePages> {
    let pages = pagesByLocale.get(locale.id);
    if (pages === undefined) {
      const version = o.snapshots?.versionOf(locale);
      const kept = version === undefined ? null : (o.snapshots?.store.read(locale.id, version) ?? null);
      if (kept !== null) {
        reused.push(locale.id);
        pages = Promise.resolve(localePagesOf(kept.list, kept.search));
      } else {
        pages = catalogue.forLocale(locale).then((cat) => {
          const input = { brand: o.brand, locale, catalogue: cat, settings: shop, messages: dictionaries[locale.language], slugs: routeSlugs(locale.language) };
          const list = commercePages(input);
          const search = commerceSearchPart({ ...input, pages: list });
          // Everything the build needs of the catalogue is made: held to the end, 16 locales' catalogues were the
          // largest part of the build's memory (issue 16).
          catalogue.forget(locale);
          if (version !== undefined) o.snapshots?.store.write(locale.id, version, { list, search });
          return localePagesOf(list, search);
        });
      }
      pagesByLocale.set(locale.id, pages);
    }
    return pages;
  }

  return {
    settings,
    reusedLocales: () => [...reused],
    catalogueReadKinds: () => catalogue.readKinds(),
    async shareWithRenderThreads() {
      const entries = await Promise.all([...pagesByLocale].map(async ([id, pages]) => [id, (await pages).list] as const));
      return Object.fromEntries(entries);
    },
    adoptFromMainThread(shared) {
      for (const [id, list] of Object.entries(shared)) pagesByLocale.set(id, Promise.resolve(localePagesOf(list, null)));
    },
    async menu(locale) {
      const shop = settings(locale);
      if (shop === null) return [];
      const tops = [...(await pagesOf(locale, shop)).values()].flatMap((p) => (p.top === undefined ? [] : [{ ...p.top, href: p.path }]));
      const rank = (key: string): number => (MENU_ORDER.includes(key) ? MENU_ORDER.indexOf(key) : MENU_ORDER.length);
      return tops.sort((a, b) => rank(a.key) - rank(b.key));
    },
    async searchPart(locale) {
      const shop = settings(locale);
      if (shop === null) return null;
      const made = await localePages(locale, shop);
      if (made.search !== null) return made.search;
      // Pages taken over from the main thread: the catalogue is read again for the search part alone.
      const cat = await catalogue.forLocale(locale);
      catalogue.forget(locale);
      return commerceSearchPart({ brand: o.brand, locale, catalogue: cat, settings: shop, pages: made.list, messages: dictionaries[locale.language], slugs: routeSlugs(locale.language) });
    },
    async productPaths(locale) {
      const shop = settings(locale);
      if (shop === null) return {};
      return Object.fromEntries([...(await pagesOf(locale, shop)).values()].flatMap((p) => (p.kind === 'Product' && (p.data as ProductPageData).selectedColour === null ? [[(p.data as ProductPageData).sku, p.path] as const] : [])));
    },
    async crawl() {
      const routes: PageRoute[] = [];
      // Catalogues read CRAWL_CONCURRENCY locales at a time: the backend answers one while the build reshapes
      // another (one after the other, the crawl waited for each in turn), without so many at once that a read on a
      // loaded machine runs into its timeout. Routes stay in locale order.
      const queue = o.locales.flatMap((locale) => {
        const shop = settings(locale);
        return shop === null ? [] : [[locale, shop] as const];
      });
      await Promise.all(Array.from({ length: CRAWL_CONCURRENCY }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) await pagesOf(next[0], next[1]);
      }));
      for (const locale of o.locales) {
        const shop = settings(locale);
        if (shop === null) continue;
        for (const page of SHOP_PAGES) {
          routes.push(route(locale, page.kind, localePath(locale, page.rest), o.brand, page.key, page.kind === 'Newsletter' ? {} : { sitemap: false }));
        }
        for (const page of (await pagesOf(locale, shop)).values()) routes.push(route(locale, page.kind, page.path, o.brand, page.alternateKey));
      }
      return routes;
    },
    async load(r) {
      if (r.context?.['commerce'] !== true) return null;
      const locale = o.locales.find((l) => l.id === r.context?.['locale']);
      const shop = locale === undefined ? null : settings(locale);
      if (locale === undefined || shop === null) return null;
      const m = dictionaries[locale.language];
      const shopData = { commerce: shop, continueHref: locale.path } as unknown as Json;
      switch (r.kind) {
        case 'Checkout':
          return { data: shopData, head: { title: `${m.shopCheckout} | ${o.brand.name}`, robots: 'noindex, follow' } };
        case 'OrderConfirm':
          return { data: shopData, head: { title: `${m.shopOrderThanks} | ${o.brand.name}`, robots: 'noindex, follow' } };
        case 'Newsletter':
          return { data: shopData, head: { title: `${m.newsletter} | ${o.brand.name}`, description: m.shopNewsletterIntro } };
        case 'DynamicProduct': {
          // The built line pages by line value: a product listed after the build still links to its line.
          const lines = [...(await pagesOf(locale, shop)).values()].flatMap((p) => (p.line === undefined ? [] : [[p.line, { label: (p.data as ProductLineData).name, href: p.path }] as const]));
          const data: DynamicProductPageData = { commerce: shop, continueHref: locale.path, productLines: Object.fromEntries(lines) };
          return { data: data as unknown as Json, head: { title: o.brand.name, robots: 'noindex, follow' } };
        }
        default: {
          const page = (await pagesOf(locale, shop)).get(r.path);
          if (page === undefined) throw new Error(`No commerce page for ${r.path}`);
          return { data: page.data as unknown as Json, head: page.head };
        }
      }
    },
  };
}
