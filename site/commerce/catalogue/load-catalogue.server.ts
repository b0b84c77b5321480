import type { BrandConfig } from '../../../brands/brand-schema.ts';
import type { Locale } from '../../locale/locales.ts';
import { createShopwareClient, type ShopwareClient } from '../shopware/create-shopware-client.ts';
import type { ShopwareChannels } from '../shopware/shopware-channels.ts';
import type { Product } from '../types.ts';
import { slugify } from '../urls/slugify.ts';
import { PRODUCT_PAGE_REQUEST } from './product-page-data.ts';

/** One locale's catalogue as the build reads it: bikes (parents with their variants) and batteries. */
export interface LocaleCatalogue {
  readonly bikes: readonly Product[];
  readonly batteries: readonly Product[];
  /** Language-neutral key of each category id (slug path of its English names: `e-bikes/city`). */
  readonly categoryKeys: ReadonlyMap<string, string>;
}

export interface CatalogueSource {
  forLocale(locale: Locale): Promise<LocaleCatalogue>;
}

/** Product details plus each variant's properties (`PRODUCT_PAGE_REQUEST`) for the parents, page by page. */
const BUILD_REQUEST = { ...PRODUCT_PAGE_REQUEST, filter: { kind: 'parents' } } as const;

export interface CatalogueSourceOptions {
  /** Products per search request (Shopware allows up to 100). @default 100 */
  readonly pageSize?: number;
  /** The client of a country. @default the production Shopware client over the channels */
  readonly clientFor?: (country: string) => Pick<ShopwareClient, 'getLanguages' | 'searchProducts'>;
}

/**
 * Reads the catalogue of each locale from the commerce backend through the production Shopware client
 * (over loopback against the local service in an offline build). Each locale is fetched once per source; a
 * failure fails the build with the country and the backend's message.
 */
export function createCatalogueSource(brand: BrandConfig, channels: ShopwareChannels, options: CatalogueSourceOptions = {}): CatalogueSource {
  const pageSize = options.pageSize ?? 100;
  const byLocale = new Map<string, Promise<LocaleCatalogue>>();
  const categoryKeysByCountry = new Map<string, Promise<ReadonlyMap<string, string>>>();

  const clientFor = options.clientFor ?? ((country: string) => createShopwareClient({ country, channels, salesChannelApi: brand.features.salesChannelApi, timeoutMs: 60_000 }));

  async function search(country: string, language: string): Promise<readonly Product[]> {
    const client = clientFor(country);
    const languages = await client.getLanguages();
    if (!languages.ok) throw new Error(`Commerce backend of ${country}: ${languages.error.message}`);
    const languageId = languages.value.find((l) => l.code === language)?.id;
    // Every page until a short one: a catalogue larger than one request must not lose its tail.
    const all: Product[] = [];
    const seen = new Set<string>();
    for (let page = 1; ; page += 1) {
      const result = await client.searchProducts({ ...BUILD_REQUEST, limit: pageSize, page }, languageId === undefined ? {} : { languageId });
      if (!result.ok) throw new Error(`Commerce backend of ${country}: ${result.error.message} (products page ${page})`);
      // A backend that ignores `page` answers the first page again and again: fail instead of reading for ever.
      if (result.value.some((p) => seen.has(p.id))) throw new Error(`Commerce backend of ${country}: products page ${page} repeats products of an earlier page (is "page" ignored?)`);
      for (const p of result.value) seen.add(p.id);
      all.push(...result.value);
      if (result.value.length < pageSize) return all;
    }
  }

  function categoryKeys(country: string, sameLanguage: () => Promise<readonly Product[]>, language: string): Promise<ReadonlyMap<string, string>> {
    let keys = categoryKeysByCountry.get(country);
    if (keys === undefined) {
      keys = (language === 'en' ? sameLanguage() : search(country, 'en')).then(categoryKeyMap);
      categoryKeysByCountry.set(country, keys);
    }
    return keys;
  }

  return {
    forLocale(locale) {
      let loaded = byLocale.get(locale.id);
      if (loaded === undefined) {
        const products = search(locale.country, locale.language);
        loaded = Promise.all([products, categoryKeys(locale.country, () => products, locale.language)]).then(([all, keys]) => ({
          bikes: all.filter((p) => p.type !== 'battery' && p.variants.length > 0),
          batteries: all.filter((p) => p.type === 'battery'),
          categoryKeys: keys,
        }));
        byLocale.set(locale.id, loaded);
      }
      return loaded;
    },
  };
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


