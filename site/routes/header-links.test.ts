import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { useTestService } from '../../services/commerce/testing/use-test-service.ts';
import { resolveShopwareChannels } from '../commerce/shopware/shopware-channels.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createLocales } from '../locale/locales.ts';
import { createCommerceRouteSource } from './crawl-commerce-routes.ts';

/**
 * The header menu's shop links (`site.tsx` headerData from `menu(locale)`) must land on built listing pages in
 * every brand and locale: with the brand's listing marker (lapierre `/c/`, ghost `/v/`), where the backend's names
 * are not English, and for ranges without bikes (haibike) or with parts only (xlc).
 */
const service = useTestService();

describe('header menu → commerce listings, every brand', () => {
  it('winora de-de: E-Bikes then Fahrräder, at the section slugs; ghost de-de carries the /v/ marker; xlc links its parts', async () => {
    const menuOf = async (id: keyof typeof brandConfigs, localeId: string) => {
      const brand = resolveBrandConfig(id, brandConfigs[id]);
      const locales = createLocales(brand);
      const channels = resolveShopwareChannels(brand, { COMMERCE_URL: service.url }, null);
      const source = createCommerceRouteSource({ brand, locales, buildChannels: channels, browserChannels: channels });
      return source.menu(locales.find((l) => l.id === localeId) ?? (locales[0] as (typeof locales)[number]));
    };
    expect((await menuOf('winora', 'de-de')).map((l) => [l.key, l.href])).toEqual([['e-bikes', '/de-de/ebikes/'], ['bikes', '/de-de/fahrraeder/']]);
    expect((await menuOf('ghost', 'de-de')).map((l) => l.href)).toEqual(['/de-de/v/ebikes/', '/de-de/v/fahrraeder/']);
    expect((await menuOf('xlc', 'de-de')).map((l) => [l.key, l.label])).toEqual([['parts-and-accessories', 'Teile und Zubehör']]);
  }, 60_000);

  for (const id of Object.keys(brandConfigs) as (keyof typeof brandConfigs)[]) {
    it(`${id}: the shop links of every locale's header menu are listing routes`, async () => {
      const brand = resolveBrandConfig(id, brandConfigs[id]);
      const locales = createLocales(brand);
      const channels = resolveShopwareChannels(brand, { COMMERCE_URL: service.url }, null);
      const source = createCommerceRouteSource({ brand, locales, buildChannels: channels, browserChannels: channels });
      const routes = await source.crawl();
      const listings = new Set(routes.filter((r) => r.kind === 'Category').map((r) => r.path));
      const missing: string[] = [];
      let shops = 0;
      for (const locale of locales) {
        if (source.settings(locale) === null) continue;
        shops += 1;
        const menu = await source.menu(locale);
        // Every shop has at least one top listing, and every menu link is a listing route of that locale.
        if (menu.length === 0) missing.push(`${locale.path} (no shop link)`);
        for (const link of menu) if (!listings.has(link.href) || !link.href.startsWith(locale.path)) missing.push(link.href);
      }
      expect(shops).toBeGreaterThan(0);
      expect(missing).toEqual([]);
    }, 180_000);
  }
});
