import { beforeAll, describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { useTestService } from '../../../services/commerce/testing/use-test-service.ts';
import { resolveBrandConfig } from '../../config/resolve-brand-config.ts';
import { dictionaries } from '../../i18n/dictionaries.ts';
import { createLocales, type Locale } from '../../locale/locales.ts';
import { routeSlugs } from '../../routes/route-slugs.ts';
import { createShopwareClient } from '../shopware/create-shopware-client.ts';
import { FIELD_LISTS } from '../shopware/product-search-request.ts';
import { resolveShopwareChannels } from '../shopware/shopware-channels.ts';
import { commercePages, type CommercePage } from './commerce-pages.server.ts';
import { commerceSettings } from './commerce-settings.ts';
import { createCatalogueSource } from './load-catalogue.server.ts';
import type { CategoryPageData, ProductLineListingData, ProductPageData } from './page-data.ts';
import { productPageBase } from './product-page-data.ts';

/** The page-data builder over the catalogue the local service gives (what `pnpm build` renders). */
const service = useTestService();

const winora = resolveBrandConfig('winora', brandConfigs.winora);
const locales = createLocales(winora);
const localeOf = (id: string): Locale => locales.find((l) => l.id === id) as Locale;

async function pagesFor(brand: typeof winora, localeId: string): Promise<{ pages: CommercePage[]; byPath: Map<string, CommercePage> }> {
  const all = createLocales(brand);
  const locale = all.find((l) => l.id === localeId) as Locale;
  const channels = resolveShopwareChannels(brand, { COMMERCE_URL: service.url }, null);
  const settings = commerceSettings(brand, locale, channels);
  if (settings === null) throw new Error(`no shop in ${localeId}`);
  const catalogue = await createCatalogueSource(brand, channels).forLocale(locale);
  const pages = commercePages({ brand, locale, catalogue, settings, messages: dictionaries[locale.language], slugs: routeSlugs(locale.language) });
  return { pages, byPath: new Map(pages.map((p) => [p.path, p])) };
}

describe('commercePages (winora de-de)', () => {
  let pages: CommercePage[];
  let byPath: Map<string, CommercePage>;
  beforeAll(async () => {
    ({ pages, byPath } = await pagesFor(winora, 'de-de'));
  }, 60_000);

  it('listings at the section slugs, nested by category, with the brand page size, columns and breadcrumb depth', () => {
    const listings = pages.filter((p) => p.kind === 'Category').map((p) => p.path).sort();
    expect(listings).toEqual(expect.arrayContaining(['/de-de/ebikes/', '/de-de/ebikes/city/', '/de-de/ebikes/trekking/', '/de-de/fahrraeder/']));
    const city = byPath.get('/de-de/ebikes/city/')?.data as CategoryPageData;
    expect(city).toMatchObject({ title: 'E-Bikes City', listingKey: 'category:e-bikes/city', pageSize: 20, columnsXxl: 3 });
    expect(city.breadcrumbs.map((c) => c.href)).toEqual(['/de-de/', '/de-de/ebikes/', '/de-de/ebikes/city/']);
    expect(city.tiles.length).toBeGreaterThan(0);
    expect(city.subcategories).toEqual([]);
    expect((byPath.get('/de-de/ebikes/')?.data as CategoryPageData | undefined)?.subcategories.map((s) => s.href)).toEqual(expect.arrayContaining(['/de-de/ebikes/city/', '/de-de/ebikes/trekking/']));
    expect(city.legalNotes[0]).toContain('Pedelec');
  });

  it('tiles: cheapest variant price, product path, colours, facet values; facets only with a choice', () => {
    const ebikes = byPath.get('/de-de/ebikes/')?.data as CategoryPageData;
    const sinus = ebikes.tiles.find((t) => t.sku === '4454030');
    expect(sinus).toMatchObject({ name: 'Sinus iX12', href: '/de-de/sinus-ix12/', price: 4299, badges: ['bestseller'], label: 'Testsieger' });
    expect(sinus?.colours.length).toBe(2);
    expect(sinus?.facets['UB-BATCAP']).toEqual(expect.arrayContaining(['625 Wh', '750 Wh']));
    expect(ebikes.facets.every((f) => f.values.length > 1)).toBe(true);
    expect(ebikes.facets.map((f) => f.code)).toEqual(expect.arrayContaining(['attrMarketingColor', 'UB-BATCAP']));
  });

  it('a product page per parent and per colour: dimensions in order, variants with geometry, specs, batteries, crumbs, alternates', () => {
    const parent = byPath.get('/de-de/sinus-ix12/');
    expect(parent).toMatchObject({ kind: 'Product', head: { title: 'Sinus iX12 | Winora' } });
    const data = parent?.data as ProductPageData;
    expect(data.selectedColour).toBeNull();
    expect(data.dimensions.map((d) => d.code)).toEqual(['attrMarketingColor', 'attrFrameShape', 'attrFrameSize', 'UB-BATCAP']);
    expect(data.variants).toHaveLength(2 * 3 * 2 * 2);
    expect(data.geometryRows[0]).toBe('WHEEL');
    expect(data.variants[0]?.geometry['UB-REACH']).toBeDefined();
    expect(data.specs.map((s) => s.value)).toEqual(expect.arrayContaining(['Bosch Performance Line', 'Enviolo stufenlose Nabe']));
    expect(data.batteries.map((b) => b.sku).sort()).toEqual(['WIN-BAT-500', 'WIN-BAT-625', 'WIN-BAT-750', 'WIN-BAT-800']);
    expect(data.line).toMatchObject({ label: 'Winora Sinus' });
    expect(byPath.get(data.line?.href ?? '')).toMatchObject({ kind: 'ProductLine', line: 'Sinus' });
    expect(data.breadcrumbs.length).toBeLessThanOrEqual(3);
    const colours = Object.entries(data.colourPaths);
    expect(colours).toHaveLength(2);
    for (const [id, path] of colours) {
      const page = byPath.get(path);
      expect(path).toMatch(/^\/de-de\/sinus-ix12\/[a-z-]+\/$/);
      expect((page?.data as ProductPageData | undefined)?.selectedColour).toBe(id);
      expect(page?.alternateKey).toBe(`product:${data.id}:${id}`);
    }
    expect(parent?.alternateKey).toBe(`product:${data.id}`);
  });

  it('product lines and their listing', () => {
    const listing = pages.find((p) => p.kind === 'ProductLineListing');
    const lines = (listing?.data as ProductLineListingData | undefined)?.lines ?? [];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((l) => l.name).sort()).toEqual(['Winora FUB', 'Winora Radius', 'Winora Sinus', 'Winora Tria', 'Winora Yakun', 'Winora Yucatan', 'Winora iRide Pure'].sort());
    // winora's lines sit at the locale root, the "all models" page at the language's slug.
    expect(listing?.path).toBe('/de-de/modelle/');
    expect(lines.find((l) => l.name === 'Winora Sinus')?.href).toBe('/de-de/winora-sinus/');
    for (const line of lines) expect(byPath.get(line.href)?.kind).toBe('ProductLine');
    expect(pages.filter((p) => p.top !== undefined).map((p) => p.top?.key).sort()).toEqual(['bikes', 'e-bikes']);
  });
});

describe('commercePages in other markets and brands', () => {
  it('ch-fr: French names and section slugs, CHF prices above the EUR ones', async () => {
    const { byPath } = await pagesFor(winora, 'ch-fr');
    const ebikes = byPath.get('/ch-fr/velos-electriques/')?.data as CategoryPageData;
    expect(ebikes.title).toBe('Vélos électriques');
    expect(ebikes.commerce).toMatchObject({ country: 'CH', currency: 'CHF' });
    expect(ebikes.tiles.find((t) => t.sku === '4454030')?.price).toBeGreaterThan(4299);
    expect(byPath.has('/ch-fr/velos-electriques/ville/')).toBe(true);
  }, 60_000);

  it('ghost: listings carry the /v/ marker; raleigh settings carry the instalment range 150–6000', async () => {
    const ghost = resolveBrandConfig('ghost', brandConfigs.ghost);
    const { pages } = await pagesFor(ghost, 'de-de');
    expect(pages.filter((p) => p.kind === 'Category').every((p) => p.path.startsWith('/de-de/v/'))).toBe(true);
    const raleigh = resolveBrandConfig('raleigh', brandConfigs.raleigh);
    const gb = await pagesFor(raleigh, 'gb-en');
    const product = gb.pages.find((p) => p.kind === 'Product')?.data as ProductPageData;
    expect(product.commerce.instalments).toEqual({ min: 150, max: 6000 });
    expect(product.commerce.currency).toBe('GBP');
  }, 60_000);
});

describe('productPageBase (the dynamic product page)', () => {
  it('without colour pages: no colour paths, the rest as on a built page', async () => {
    const locale = localeOf('de-de');
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    const settings = commerceSettings(winora, locale, channels);
    if (settings === null) throw new Error('no shop');
    const catalogue = await createCatalogueSource(winora, channels).forLocale(locale);
    const sinus = catalogue.bikes.find((p) => p.sku === '4454030');
    if (sinus === undefined) throw new Error('no Sinus');
    const base = productPageBase(sinus, { language: 'de', batteries: [], settings, colourPath: () => null, line: null });
    expect(base.colourPaths).toEqual({});
    expect(base.variants).toHaveLength(24);
    expect(base.dimensions.find((d) => d.code === 'attrMarketingColor')?.values).toHaveLength(2);
    expect(base.keyFeatures).toContain('Riemenantrieb');
  }, 60_000);
});

describe('catalogue source', () => {
  it('reads a catalogue larger than one request page by page, in the same order, without losing any product', async () => {
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    const locale = localeOf('de-de');
    const whole = await createCatalogueSource(winora, channels).forLocale(locale);
    const paged = await createCatalogueSource(winora, channels, { pageSize: 7 }).forLocale(locale);
    expect(whole.bikes.length + whole.batteries.length).toBeGreaterThan(7 * 3);
    expect(paged.bikes.map((p) => p.sku)).toEqual(whole.bikes.map((p) => p.sku));
    expect(paged.batteries.map((p) => p.sku)).toEqual(whole.batteries.map((p) => p.sku));
    expect(new Set(paged.bikes.map((p) => p.id)).size).toBe(paged.bikes.length);
  });

  it('reads only the fields the build shows: the pages come out as from the product page\'s full field list, from a smaller answer', async () => {
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    let trimmedBytes = 0;
    let fullBytes = 0;
    const counting = (add: (n: number) => void): typeof fetch => async (input, init) => {
      const response = await fetch(input, init);
      const body = await response.arrayBuffer();
      add(body.byteLength);
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
    const fullClient = (country: string) => {
      const client = createShopwareClient({ country, channels, salesChannelApi: false, fetch: counting((n) => (fullBytes += n)) });
      return {
        getLanguages: () => client.getLanguages(),
        // The product page's request with every field of its field list and the variants' media.
        searchProducts: (request: Parameters<typeof client.searchProducts>[0], options?: Parameters<typeof client.searchProducts>[1]) =>
          client.searchProducts({ ...request, overrides: { associations: { ...FIELD_LISTS.productDetails.associations, children: { associations: { media: {}, options: { associations: { group: {} } }, properties: { associations: { group: {} } } } } } } }, options),
      };
    };
    for (const id of ['de-de', 'fr-fr']) {
      const locale = localeOf(id);
      const settings = commerceSettings(winora, locale, channels);
      if (settings === null) throw new Error(`no shop in ${id}`);
      const pagesOf = async (source: ReturnType<typeof createCatalogueSource>) =>
        commercePages({ brand: winora, locale, catalogue: await source.forLocale(locale), settings, messages: dictionaries[locale.language], slugs: routeSlugs(locale.language) });
      const trimmed = await pagesOf(createCatalogueSource(winora, channels, { fetch: counting((n) => (trimmedBytes += n)) }));
      const full = await pagesOf(createCatalogueSource(winora, channels, { clientFor: fullClient }));
      expect(trimmed.length).toBeGreaterThan(50);
      expect(JSON.stringify(trimmed)).toBe(JSON.stringify(full));
    }
    expect(trimmedBytes).toBeLessThan(fullBytes * 0.7);
  }, 120_000);

  it('fails with the country when the backend answers every page with the first one, instead of reading for ever', async () => {
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    const real = createShopwareClient({ country: 'DE', channels, salesChannelApi: false });
    const ignoresPage = {
      getLanguages: () => real.getLanguages(),
      searchProducts: (request: Parameters<typeof real.searchProducts>[0], options?: Parameters<typeof real.searchProducts>[1]) => real.searchProducts({ ...request, page: 1 }, options),
    };
    const source = createCatalogueSource(winora, channels, { pageSize: 7, clientFor: () => ignoresPage });
    await expect(source.forLocale(localeOf('de-de'))).rejects.toThrow('Commerce backend of DE: products page 2 repeats products of an earlier page');
  });
});
