import nodePath from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRoute } from '@cycle/engine';
import { brandConfigs } from '../../brands/registry.ts';
import { startTestService, type TestService } from '../../services/commerce/testing/start-test-service.ts';
import type { CategoryPageData, ProductLineData } from '../commerce/catalogue/page-data.ts';
import { resolveShopwareChannels } from '../commerce/shopware/shopware-channels.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createFileContentSource } from '../content/source/create-file-content-source.server.ts';
import { createLocales } from '../locale/locales.ts';
import { createCommerceRouteSource } from './crawl-commerce-routes.ts';
import { createContentRouteSource } from './crawl-content-routes.ts';
import { crawlFixedRoutes } from './crawl-routes.ts';
import { mergeRoutes } from './merge-routes.ts';

/**
 * Issue 14 items 1 and 2 over the crawl, with the seeded catalogue of the local commerce service and winora's
 * content stories (no build): every category route of spec §2 in every winora market is a commerce listing with
 * bikes, and every product line has exactly one page per market, in the market's language.
 */
const brand = resolveBrandConfig('winora', brandConfigs.winora);
const locales = createLocales(brand);
const content = createContentRouteSource({
  brand,
  locales,
  source: createFileContentSource({ root: nodePath.resolve(import.meta.dirname, '../../content'), brand: 'winora' }),
  contactForm: () => ({}) as never,
});

/** Spec §2's localised category routes (after the locale prefix), per language; Italian follows the site's own slugs. */
const SPEC_CATEGORY_ROUTES: Readonly<Record<string, readonly string[]>> = {
  de: ['ebikes', 'fahrraeder', 'ebikes/city', 'ebikes/trekking', 'fahrraeder/city', 'fahrraeder/trekking', 'komfort', 'lifestyle', 'sportive', 'touring', 'elastenraeder', 'damen/bikes', 'damen/ebikes', 'trekking', 'urban'],
  en: ['bikes', 'ebikes', 'ebikes/city', 'ebikes/trekking', 'ebikes/cargo', 'bikes/city', 'bikes/trekking', 'comfort', 'lifestyle', 'sportive', 'touring', 'ladies/bikes', 'ladies/ebikes', 'trekking', 'urban'],
  fr: ['velos', 'velos-electriques', 'velos/ville', 'velos/trekking', 'velos-electriques/ville', 'velos-electriques/trekking', 'velos-electriques/cargo', 'confort', 'comfort', 'lifestyle', 'sportif', 'randonnee', 'touring', 'femmes/velos', 'femmes/velos-electriques', 'trekking', 'urban'],
  es: ['bicicletas', 'bicicletas-electricas', 'bicicletas/ciudad', 'bicicletas/trekking', 'bicicletas-electricas/ciudad', 'bicicletas-electricas/trekking', 'bicicletas-electricas/carga', 'confort', 'paseo', 'cicloturismo', 'deportivo', 'sportive', 'touring', 'trekking', 'urban'],
  it: ['biciclette', 'e-bike', 'biciclette/citta', 'e-bike/citta', 'e-bike/trekking', 'e-bike/cargo', 'comfort', 'lifestyle', 'sportive', 'cicloturismo', 'touring', 'donna/e-bike', 'donna/biciclette', 'trekking', 'urban'],
};

let service: TestService;
let routes: PageRoute[];
let commerce: ReturnType<typeof createCommerceRouteSource>;
beforeAll(async () => {
  service = await startTestService();
  const channels = resolveShopwareChannels(brand, { COMMERCE_URL: service.url }, null);
  commerce = createCommerceRouteSource({ brand, locales, buildChannels: channels, browserChannels: channels });
  routes = mergeRoutes(crawlFixedRoutes(brand, locales), await commerce.crawl(), await content.crawl()).routes;
}, 300_000);
afterAll(async () => {
  await service.stop();
});

/** The page data commerce loads for a route it crawled. */
async function dataOf<T>(route: PageRoute): Promise<T> {
  const loaded = await commerce.load(route);
  if (loaded === null) throw new Error(`commerce has no page ${route.path}`);
  return loaded.data as unknown as T;
}

describe('winora category routes (issue 14 item 1)', () => {
  it('builds every §2 category route of every market as a commerce listing with bikes, the story adding its editorial parts', async () => {
    const byPath = new Map(routes.map((r) => [r.path, r]));
    const problems: string[] = [];
    let checked = 0;
    for (const locale of locales) {
      for (const rest of SPEC_CATEGORY_ROUTES[locale.language] ?? []) {
        const path = `${locale.path}${rest}/`;
        const route = byPath.get(path);
        if (route === undefined) {
          problems.push(`${path} not built`);
          continue;
        }
        if (route.kind !== 'Category' || route.context?.['commerce'] !== true) {
          problems.push(`${path} is ${route.kind} from ${route.context?.['commerce'] === true ? 'commerce' : 'content'}`);
          continue;
        }
        const data = await dataOf<CategoryPageData>(route);
        if (data.tiles.length === 0) problems.push(`${path} has no bikes`);
        checked += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('builds no category page without bikes and no category story as a content page where the market has a shop', async () => {
    const categories = routes.filter((r) => r.kind === 'Category');
    expect(categories.filter((r) => r.context?.['commerce'] !== true).map((r) => r.path)).toEqual([]);
    const empty: string[] = [];
    for (const route of categories) if ((await dataOf<CategoryPageData>(route)).tiles.length === 0) empty.push(route.path);
    expect(empty).toEqual([]);
  });

  it('keeps a range in one hreflang cluster across languages and gives its listing the story of its path', () => {
    const cluster = (path: string): string[] => {
      const key = routes.find((r) => r.path === path)?.alternate?.key;
      return routes.filter((r) => key !== undefined && r.alternate?.key === key).map((r) => r.path);
    };
    expect(cluster('/de-de/elastenraeder/')).toEqual(expect.arrayContaining(['/de-en/ebikes/cargo/', '/fr-fr/velos-electriques/cargo/', '/es-es/bicicletas-electricas/carga/', '/it-it/e-bike/cargo/']));
    expect(cluster('/at-de/damen/ebikes/')).toEqual(expect.arrayContaining(['/at-en/ladies/ebikes/', '/ch-fr/femmes/velos-electriques/', '/it-it/donna/e-bike/']));
    expect(cluster('/fr-fr/sportif/')).toEqual(expect.arrayContaining(['/es-es/deportivo/', '/it-it/sportive/']));
    expect(routes.find((r) => r.path === '/de-de/komfort/')?.context?.['editorial']).toBe('sitepages/structure/komfort');
  });

  it('leaves the ranges out of the header menu: it links the shop sections', async () => {
    const de = locales.find((l) => l.id === 'de-de');
    expect((await commerce.menu(de as (typeof locales)[number])).map((l) => l.href)).toEqual(['/de-de/ebikes/', '/de-de/fahrraeder/']);
  });
});

describe('winora product lines (issue 14 item 2)', () => {
  it('builds one page per product line and market, at the locale root, owned by commerce', () => {
    const lines = routes.filter((r) => r.kind === 'ProductLine');
    const perLocaleAndKey = new Map<string, string[]>();
    for (const r of lines) {
      const id = `${r.locale} ${r.alternate?.key}`;
      perLocaleAndKey.set(id, [...(perLocaleAndKey.get(id) ?? []), r.path]);
    }
    expect([...perLocaleAndKey.values()].filter((paths) => paths.length > 1)).toEqual([]);
    // Each market: one page per line name (`winora-sinus`), commerce rendered, right under the locale.
    for (const locale of locales) {
      const own = lines.filter((r) => r.locale === locale.id);
      expect(own.map((r) => r.path.slice(locale.path.length)).sort()).toEqual(['winora-fub/', 'winora-iride-pure/', 'winora-radius/', 'winora-sinus/', 'winora-tria/', 'winora-yakun/', 'winora-yucatan/']);
      expect(own.every((r) => r.context?.['commerce'] === true)).toBe(true);
    }
    expect(routes.find((r) => r.path === '/fr-fr/winora-sinus/')?.context?.['editorial']).toBe('sitepages/structure/winora-sinus');
  });

  it('builds one "all models" page per market at its language\'s slug, and no modelle path outside German', () => {
    const listings = routes.filter((r) => r.kind === 'ProductLineListing');
    const want: Readonly<Record<string, string>> = { de: 'modelle', en: 'models', fr: 'modeles', es: 'modelos', it: 'modelli' };
    expect(listings.map((r) => r.path).sort()).toEqual(locales.map((l) => `${l.path}${want[l.language]}/`).sort());
    const german = new Set(locales.filter((l) => l.language === 'de').map((l) => l.id));
    expect(routes.filter((r) => /\/modelle(\/|$)/.test(r.path) && !german.has(r.locale ?? '')).map((r) => r.path)).toEqual([]);
  });

  it('links products, line crumbs and the dynamic product page to that one line page', async () => {
    const sinus = routes.find((r) => r.path === '/it-it/winora-sinus/') as PageRoute;
    const data = await dataOf<ProductLineData>(sinus);
    expect(data.breadcrumbs.map((c) => c.href)).toEqual(['/it-it/', '/it-it/modelli/', '/it-it/winora-sinus/']);
    const product = routes.find((r) => r.path === '/it-it/sinus-ix12/') as PageRoute;
    const page = await dataOf<{ readonly line: { readonly href: string } | null }>(product);
    expect(page.line?.href).toBe('/it-it/winora-sinus/');
    const dynamic = routes.find((r) => r.kind === 'DynamicProduct' && r.locale === 'es-es') as PageRoute;
    const lines = (await dataOf<{ readonly productLines: Readonly<Record<string, { readonly href: string }>> }>(dynamic)).productLines;
    expect(lines['Sinus']?.href).toBe('/es-es/winora-sinus/');
  });
});
