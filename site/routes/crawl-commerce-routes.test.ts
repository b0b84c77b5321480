/**
 * A render thread's commerce source takes over the crawl's pages (structured-cloned, as workerData is): it serves
 * the same page data, header menu and product paths without reading a catalogue.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { useTestService } from '../../services/commerce/testing/use-test-service.ts';
import { resolveShopwareChannels } from '../commerce/shopware/shopware-channels.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createLocales, type Locale } from '../locale/locales.ts';
import { commerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import { createCatalogueSource } from '../commerce/catalogue/load-catalogue.server.ts';
import { createCommerceSnapshots } from '../commerce/catalogue/commerce-snapshots.server.ts';
import { dictionaries } from '../i18n/dictionaries.ts';
import { commerceSearchPart } from '../search/build-search-index.server.ts';
import { createCommerceRouteSource } from './crawl-commerce-routes.ts';
import { routeSlugs } from './route-slugs.ts';

const service = useTestService();

const winora = resolveBrandConfig('winora', brandConfigs.winora);
const locale = createLocales(winora).find((l) => l.id === 'de-de') as Locale;

describe('createCommerceRouteSource handing its pages to a render thread', () => {
  it('a source that adopts the crawl\'s pages answers every page, the menu and product paths as the crawl\'s source, with no shop to read', async () => {
    const crawl = createCommerceRouteSource({ brand: winora, locales: [locale], buildChannels: resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null), browserChannels: resolveShopwareChannels(winora) });
    const routes = await crawl.crawl();
    // Nothing listens here: a render thread that read a catalogue would fail.
    const thread = createCommerceRouteSource({ brand: winora, locales: [locale], buildChannels: resolveShopwareChannels(winora, { COMMERCE_URL: 'http://127.0.0.1:9' }, null), browserChannels: resolveShopwareChannels(winora) });
    thread.adoptFromMainThread(structuredClone(await crawl.shareWithRenderThreads()));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) expect(JSON.stringify(await thread.load(route))).toBe(JSON.stringify(await crawl.load(route)));
    expect(await thread.menu(locale)).toEqual(await crawl.menu(locale));
    expect(await thread.productPaths(locale)).toEqual(await crawl.productPaths(locale));
  }, 180_000);

  it('the search part the crawl made with its pages is the one made from the catalogue alone, and a render thread makes the same', async () => {
    const buildChannels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    const crawl = createCommerceRouteSource({ brand: winora, locales: [locale], buildChannels, browserChannels: resolveShopwareChannels(winora) });
    await crawl.crawl();
    const settings = commerceSettings(winora, locale, resolveShopwareChannels(winora));
    if (settings === null) throw new Error('no shop in de-de');
    const catalogue = await createCatalogueSource(winora, buildChannels).forLocale(locale);
    const alone = commerceSearchPart({ brand: winora, locale, catalogue, settings, messages: dictionaries[locale.language], slugs: routeSlugs(locale.language) });
    expect(alone.products.length).toBeGreaterThan(10);
    expect(JSON.stringify(await crawl.searchPart(locale))).toBe(JSON.stringify(alone));
    // A render thread took the pages over and read no catalogue: asked anyway, it reads it for the search part alone.
    const thread = createCommerceRouteSource({ brand: winora, locales: [locale], buildChannels, browserChannels: resolveShopwareChannels(winora) });
    thread.adoptFromMainThread(structuredClone(await crawl.shareWithRenderThreads()));
    expect(JSON.stringify(await thread.searchPart(locale))).toBe(JSON.stringify(alone));
  }, 180_000);

  it('takes a locale\'s pages from the last build while its catalogue version is unchanged, and reads the shop again when it moved', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-snapshots-'));
    try {
      const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
      const source = (buildChannels: typeof channels, version: string, code = 'code-1') => createCommerceRouteSource({
        brand: winora, locales: [locale], buildChannels, browserChannels: resolveShopwareChannels(winora),
        snapshots: { store: createCommerceSnapshots(dir, code), versionOf: (l) => (l.country === 'DE' ? version : undefined) },
      });
      const first = source(channels, 'v1');
      const routes = await first.crawl();
      expect(first.reusedLocales()).toEqual([]);

      // Nothing listens here: a source that read the catalogue would fail.
      const nowhere = resolveShopwareChannels(winora, { COMMERCE_URL: 'http://127.0.0.1:9' }, null);
      const second = source(nowhere, 'v1');
      expect(await second.crawl()).toEqual(routes);
      expect(second.reusedLocales()).toEqual(['de-de']);
      for (const route of routes) expect(JSON.stringify(await second.load(route))).toBe(JSON.stringify(await first.load(route)));
      expect(JSON.stringify(await second.searchPart(locale))).toBe(JSON.stringify(await first.searchPart(locale)));
      expect(await second.menu(locale)).toEqual(await first.menu(locale));

      // Another catalogue version, or pages made by other code: the shop is read again.
      for (const [version, code] of [['v2', 'code-1'], ['v1', 'code-2']] as const) {
        const again = source(channels, version, code);
        expect(await again.crawl()).toEqual(routes);
        expect(again.reusedLocales()).toEqual([]);
      }
      // A damaged snapshot is none.
      for (const f of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, f), 'not a snapshot');
      const damaged = source(channels, 'v1');
      await damaged.crawl();
      expect(damaged.reusedLocales()).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
