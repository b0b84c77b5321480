/**
 * A render thread's commerce source takes over the crawl's pages (structured-cloned, as workerData is): it serves
 * the same page data, header menu and product paths without reading a catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { startTestService, type TestService } from '../../services/commerce/testing/start-test-service.ts';
import { resolveShopwareChannels } from '../commerce/shopware/shopware-channels.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createLocales, type Locale } from '../locale/locales.ts';
import { createCommerceRouteSource } from './crawl-commerce-routes.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.stop();
});

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

  it('the crawl\'s pages are the list the search index reads: every crawled listing, product and line page, in order', async () => {
    const crawl = createCommerceRouteSource({ brand: winora, locales: [locale], buildChannels: resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null), browserChannels: resolveShopwareChannels(winora) });
    const routes = await crawl.crawl();
    const pages = (await crawl.pages(locale)) ?? [];
    expect(pages.map((p) => p.path)).toEqual(routes.filter((r) => ['Category', 'Product', 'ProductLine', 'ProductLineListing'].includes(String(r.kind))).map((r) => r.path));
  }, 180_000);
});
