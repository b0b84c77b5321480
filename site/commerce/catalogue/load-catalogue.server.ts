import type { BrandConfig } from '../../../brands/brand-schema.ts';
import type { Locale } from '../../locale/locales.ts';
import { createRetryingFetch, formatRetry, retryBudgetMs, type RetryPolicy } from '../request/fetch-with-retry.ts';
import { checkChannelCurrency } from '../shopware/check-channel-currency.ts';
import { createShopwareClient, type ShopwareClient } from '../shopware/create-shopware-client.ts';
import type { ShopwareChannel, ShopwareChannels } from '../shopware/shopware-channels.ts';
import type { Product } from '../types.ts';
import { slugify } from '../urls/slugify.ts';
import { PRODUCT_PAGE_REQUEST } from './product-page-data.ts';
import { createCatalogueSearch } from './search-catalogue.server.ts';
import { changesSince, readCatalogueChanges } from './catalogue-delta.server.ts';
import type { CatalogueReads } from './catalogue-reads.server.ts';

/** One locale's catalogue as the build reads it: bikes (parents with their variants) and batteries. */
export interface LocaleCatalogue {
  readonly bikes: readonly Product[];
  readonly batteries: readonly Product[];
  /** Language-neutral key of each category id (slug path of its English names: `e-bikes/city`). */
  readonly categoryKeys: ReadonlyMap<string, string>;
}

export interface CatalogueSource {
  forLocale(locale: Locale): Promise<LocaleCatalogue>;
  /**
   * Lets go of a locale's catalogue once the caller has made what it needs from it (the build: its pages and search
   * entries), so it is not held to the end of the build; a later `forLocale` reads it again. The country's category
   * keys stay (its other locales use them).
   */
  forget(locale: Locale): void;
  /** How each catalogue read so far came (by `<country>|<language>`): whole, as changes, or the kept read. */
  readKinds(): ReadonlyMap<string, CatalogueReadKind>;
}

/** How long one try of a catalogue read may take (a page of 100 products with variants on a loaded build machine). */
export const CATALOGUE_TRY_TIMEOUT_MS = 60_000;

/**
 * The fields of the build's read, by apiAlias: what the build's pages, search index and fit tables read from the
 * mapped products (`commerce-pages.server.ts`, `product-page-data.ts`, site/search, site/fit), nothing else. The
 * product page's field list (`productDetails`) also carries what the browser or other callers read, and each field
 * comes twice, plain and `translated`: for winora that was 11.5 MB per locale, 57 % of it the variants' properties,
 * each with its whole group. Left out here: the plain twins of `translated` (Shopware resolves the language fallback
 * there; the mapper reads it first), and fields the mapper maps but the build never shows (a group's display name,
 * position, display type and filter flag; media alt and sizes besides the thumbnails' widths; EAN, meta title,
 * keywords, update time; cheapest price, closeout and top-seller flags). Dotted fields trim the plain objects inside
 * (`translated.name`), as Shopware's includes do. Options and properties come as ids (`optionIds`, `propertyIds`),
 * the options and their groups once in the answer's aggregations (`ATTRIBUTE_AGGREGATIONS`).
 * `commerce-pages.test.ts` checks that the pages and search index come out the same as from `productDetails`.
 */
const BUILD_INCLUDES: Readonly<Record<string, readonly string[]>> = {
  product: [
    'id', 'parentId', 'productNumber', 'active', 'stock', 'availableStock', 'calculatedPrice', 'cover', 'media', 'optionIds', 'propertyIds',
    'manufacturer', 'categories', 'categoryIds', 'createdAt', 'extensions', 'children',
    'translated', 'translated.name', 'translated.description', 'translated.metaDescription', 'translated.customFields',
  ],
  product_media: ['id', 'mediaId', 'position', 'media'],
  media: ['id', 'url', 'translated', 'translated.alt', 'thumbnails'],
  media_thumbnail: ['url', 'width'],
  calculated_price: ['unitPrice', 'totalPrice', 'calculatedTaxes', 'listPrice', 'regulationPrice'],
  cart_list_price: ['price'],
  cart_regulation_price: ['price'],
  cart_tax_calculated: ['tax', 'taxRate', 'price'],
  property_group_option: ['id', 'groupId', 'position', 'colorHexCode', 'translated', 'translated.name'],
  // `name`: the attribute code when the group has no `cycle_attribute_code`; `visibleOnProductDetailPage`: shown or hidden attribute.
  property_group: ['id', 'name', 'visibleOnProductDetailPage', 'customFields'],
  product_manufacturer: ['translated', 'translated.name'],
  category: ['id', 'parentId', 'translated', 'translated.name', 'translated.customFields'],
};

/**
 * The options and properties of the parents and their variants, and their groups, each once: Shopware's entity
 * aggregations over the products the search matches (every page carries them; the build puts them back into each
 * product, `attributes-from-aggregations.server.ts`). Embedded, winora's 200 options came some 16,000 times per
 * locale, each with its group: a locale's answer was 7 MB, made, sent, decoded and parsed 16 times per build; it is
 * 2.3 MB so (issue 16).
 */
const ATTRIBUTE_AGGREGATIONS = ['options', 'properties', 'children.options', 'children.properties'].flatMap((path) => [
  { name: `${path}-entities`, type: 'entity', field: `${path}.id`, definition: 'property_group_option' },
  { name: `${path}-groups`, type: 'entity', field: `${path}.groupId`, definition: 'property_group' },
]);

/**
 * Product details (media, categories, manufacturer) of the parents, page by page, with their variants, the build's
 * fields only. The variants' media are not loaded: the build shows a variant's cover, never its gallery. Options and
 * properties by id, with `ATTRIBUTE_AGGREGATIONS`.
 */
const BUILD_REQUEST = {
  ...PRODUCT_PAGE_REQUEST,
  overrides: {
    associations: { manufacturer: {}, media: {}, categories: {}, children: {} },
    includes: BUILD_INCLUDES,
    aggregations: ATTRIBUTE_AGGREGATIONS,
  },
  filter: { kind: 'parents' },
} as const;

export interface CatalogueSourceOptions {
  /** Products per search request (Shopware allows up to 100). @default 100 */
  readonly pageSize?: number;
  /**
   * The client of a country; with `getContext` the build also checks the context's currency against the brand's.
   * @default the production Shopware client over the channels, with `retry`; its product search is
   * `createCatalogueSearch` (server-only: it reads the answer's entity aggregations), with plain answers on loopback
   */
  readonly clientFor?: (country: string) => Pick<ShopwareClient, 'getLanguages' | 'searchProducts'> & Partial<Pick<ShopwareClient, 'getContext'>>;
  /**
   * Retry policy of the catalogue reads (`request/fetch-with-retry.ts`): network errors, timeouts (60 s per
   * try here), 5xx and 429 tried again up to 5 times with exponential backoff. The reads are searches, safe to repeat.
   * @default DEFAULT_RETRY_POLICY with timeoutMs CATALOGUE_TRY_TIMEOUT_MS
   */
  readonly retry?: Partial<RetryPolicy>;
  /** One line per retry. @default console.warn */
  readonly log?: (line: string) => void;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /**
   * The last build's reads and this build's catalogue versions (catalogue-reads.server.ts): a catalogue whose version
   * is the one kept is not read at all; one that changed since is read as its changes (catalogue-delta.server.ts)
   * put among the products kept; either way this build's read is kept for the next. @default every catalogue read whole
   */
  readonly reads?: CatalogueReads;
}

/** How a catalogue came to the build: read whole, as the changes since the last build's read, or the kept read as it was. */
export type CatalogueReadKind = 'whole' | 'changes' | 'kept';

/**
 * Reads the catalogue of each locale from the commerce backend through the production Shopware client
 * (over loopback against the local service in an offline build). Each locale is fetched once per source; a
 * failure fails the build with the country and the backend's message.
 */
export function createCatalogueSource(brand: BrandConfig, channels: ShopwareChannels, options: CatalogueSourceOptions = {}): CatalogueSource {
  const pageSize = options.pageSize ?? 100;
  const byLocale = new Map<string, Promise<LocaleCatalogue>>();
  const categoryKeysByCountry = new Map<string, Promise<ReadonlyMap<string, string>>>();
  const currencyByCountry = new Map<string, Promise<void>>();

  const log = options.log ?? ((line: string) => console.warn(line));
  // A page of 100 products with their variants is a heavy read on a loaded machine: a try gets 60 s (it had before).
  const retry: Partial<RetryPolicy> = { timeoutMs: CATALOGUE_TRY_TIMEOUT_MS, ...options.retry };
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  // Each try has its own timeout in the retrying fetch; the call's own limit only bounds all tries together
  // (with room to spare, so that it never cuts the last try short).
  const timeoutMs = Math.min(2_147_483_647, retryBudgetMs(retry) + 5_000);
  const fetchFor = (country: string): typeof fetch =>
    createRetryingFetch({
      fetch: isLoopback(channels[country]?.url) ? askedPlain(baseFetch) : baseFetch,
      policy: retry,
      onRetry: (n) => log(`Commerce backend of ${country}: ${formatRetry(n)}`),
    });
  const clientFor = options.clientFor ?? ((country: string) => {
    const fetch = fetchFor(country);
    const client = createShopwareClient({ country, channels, salesChannelApi: brand.features.salesChannelApi, timeoutMs, fetch });
    // The client has checked that the channel has a URL and an access key.
    const channel = channels[country] as Required<ShopwareChannel>;
    return {
      getLanguages: () => client.getLanguages(),
      getContext: () => client.getContext(),
      searchProducts: createCatalogueSearch({ url: channel.url, accessKey: channel.accessKey, salesChannelApi: brand.features.salesChannelApi === true, timeoutMs, fetch }),
    };
  });

  const searches = new Map<string, Promise<readonly Product[]>>();
  /**
   * One read per country and language: a locale's category keys come from its country's English read, which is
   * also the English locale's own catalogue (16 reads for winora's 16 locales, not 23).
   */
  function search(country: string, language: string): Promise<readonly Product[]> {
    const key = `${country}|${language}`;
    let read = searches.get(key);
    if (read === undefined) {
      read = readProducts(country, language);
      searches.set(key, read);
    }
    return read;
  }

  const readKinds = new Map<string, CatalogueReadKind>();
  const reads = options.reads;

  /**
   * A country's catalogue in a language: the kept read when the catalogue's version is the one it was kept at, the
   * kept read with the changes since put in when it can be, else the whole catalogue; kept for the next build.
   */
  async function readProducts(country: string, language: string): Promise<readonly Product[]> {
    const version = reads?.versionOf(country);
    const kept = version === undefined ? null : (reads?.read(country, language) ?? null);
    let products: readonly Product[] | null = null;
    let kind: CatalogueReadKind = 'whole';
    if (kept !== null && kept.version === version) {
      products = kept.products;
      kind = 'kept';
    } else if (kept !== null && version !== undefined) {
      const since = changesSince(kept.version, version);
      if (since !== null) {
        products = await readChanges(country, language, kept.products, since);
        if (products !== null) kind = 'changes';
      }
    }
    products ??= await readWhole(country, language);
    readKinds.set(`${country}|${language}`, kind);
    if (version !== undefined && kind !== 'kept') reads?.write(country, language, { version, products });
    return products;
  }

  /** The language's id in the country's channel (`undefined`: the channel's own language). */
  async function languageIdOf(client: ReturnType<typeof clientFor>, country: string, language: string): Promise<string | undefined> {
    const languages = await client.getLanguages();
    if (!languages.ok) throw new Error(`Commerce backend of ${country}: ${failureText(languages.error)}`);
    return languages.value.find((l) => l.code === language)?.id;
  }

  async function readWhole(country: string, language: string): Promise<readonly Product[]> {
    const client = clientFor(country);
    const languageId = await languageIdOf(client, country, language);
    // Every page until a short one: a catalogue larger than one request must not lose its tail.
    const all: Product[] = [];
    const seen = new Set<string>();
    for (let page = 1; ; page += 1) {
      const result = await client.searchProducts({ ...BUILD_REQUEST, limit: pageSize, page }, languageId === undefined ? {} : { languageId });
      if (!result.ok) throw new Error(`Commerce backend of ${country}: ${failureText(result.error)} (products page ${page})`);
      // A backend that ignores `page` answers the first page again and again: fail instead of reading for ever.
      if (result.value.some((p) => seen.has(p.id))) throw new Error(`Commerce backend of ${country}: products page ${page} repeats products of an earlier page (is "page" ignored?)`);
      for (const p of result.value) seen.add(p.id);
      all.push(...result.value);
      if (result.value.length < pageSize) return all;
    }
  }

  /**
   * The kept products with those changed since `since` read again, in the order of a whole read; `null` when the
   * changes cannot be read or do not fit (a parent neither read now nor kept): the catalogue is then read whole.
   */
  async function readChanges(country: string, language: string, kept: readonly Product[], since: string): Promise<readonly Product[] | null> {
    const channel = channels[country];
    if (channel === undefined) return null;
    const changes = await readCatalogueChanges({ channel, salesChannelApi: brand.features.salesChannelApi === true, fetch: fetchFor(country) }, since);
    if (!changes.ok) {
      log(`Commerce backend of ${country}: the changes since the last build could not be read (${changes.error}); the catalogue is read whole`);
      return null;
    }
    const byId = new Map(kept.map((p) => [p.id, p]));
    const client = clientFor(country);
    const languageId = changes.value.changedParents.length === 0 ? undefined : await languageIdOf(client, country, language);
    for (let i = 0; i < changes.value.changedParents.length; i += pageSize) {
      const ids = changes.value.changedParents.slice(i, i + pageSize);
      const result = await client.searchProducts({ ...BUILD_REQUEST, ids }, languageId === undefined ? {} : { languageId });
      if (!result.ok) throw new Error(`Commerce backend of ${country}: ${failureText(result.error)} (changed products)`);
      for (const p of result.value) byId.set(p.id, p);
    }
    const merged: Product[] = [];
    for (const id of changes.value.parents) {
      const p = byId.get(id);
      if (p === undefined) return null;
      merged.push(p);
    }
    return merged;
  }

  function categoryKeys(country: string): Promise<ReadonlyMap<string, string>> {
    let keys = categoryKeysByCountry.get(country);
    if (keys === undefined) {
      keys = search(country, 'en').then(categoryKeyMap);
      categoryKeysByCountry.set(country, keys);
    }
    return keys;
  }

  /** The pages format prices in the brand's declared currency: the backend's context must answer in it (DECISIONS.md). */
  function checkCurrency(locale: Locale): Promise<void> {
    let check = currencyByCountry.get(locale.country);
    if (check === undefined) {
      const getContext = clientFor(locale.country).getContext;
      check = getContext === undefined ? Promise.resolve() : checkChannelCurrency({ getContext }, locale.country, locale.currency).then((r) => {
        if (!r.ok) throw new Error(r.error);
      });
      currencyByCountry.set(locale.country, check);
    }
    return check;
  }

  return {
    forLocale(locale) {
      let loaded = byLocale.get(locale.id);
      if (loaded === undefined) {
        const products = search(locale.country, locale.language);
        // The currency is checked once the catalogue is read: a backend that cannot be read fails on its products first.
        loaded = Promise.all([products, categoryKeys(locale.country)]).then(async ([all, keys]) => {
          await checkCurrency(locale);
          return {
            bikes: all.filter((p) => p.type !== 'battery' && p.variants.length > 0),
            batteries: all.filter((p) => p.type === 'battery'),
            categoryKeys: keys,
          };
        });
        byLocale.set(locale.id, loaded);
      }
      return loaded;
    },
    readKinds: () => readKinds,
    forget(locale) {
      byLocale.delete(locale.id);
      searches.delete(`${locale.country}|${locale.language}`);
    },
  };
}

/** Whether a shop URL is on this machine (the local commerce service of an offline build). */
function isLoopback(url: string | undefined): boolean {
  if (url === undefined) return false;
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * A fetch that asks for answers as they are (`Accept-Encoding: identity`). On loopback, brotli or gzip only cost CPU
 * on both sides of the same machine: the service compressed each 2 MB catalogue answer and the build decompressed it,
 * 16 times per winora build, with no network in between. A real shop's answers still come compressed.
 */
function askedPlain(base: typeof fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('accept-encoding', 'identity');
    return base(input, { ...init, headers });
  };
}

/** A failed read as the build prints it: the message, and the URL when the message does not name it. */
function failureText(error: { readonly message: string; readonly url?: string }): string {
  return error.url === undefined || error.message.includes(error.url) ? error.message : `${error.message} (${error.url})`;
}

/** Category id → slug path of the names up the tree (`e-bikes/city`). */
function categoryKeyMap(products: readonly Product[]): ReadonlyMap<string, string> {
  const byId = new Map<string, { name: string; parentId: string | null }>();
  for (const p of products) for (const c of p.categoriesRo) byId.set(c.id, { name: c.name, parentId: c.parentId ?? null });
  const keyOf = (id: string, depth = 0): string => {
    const c = byId.get(id);
    if (c === undefined || depth > 5) return '';
    const own = slugify(c.name);
    const parent = c.parentId === null ? '' : keyOf(c.parentId, depth + 1);
    return parent === '' ? own : `${parent}/${own}`;
  };
  return new Map([...byId.keys()].map((id) => [id, keyOf(id)]));
}


