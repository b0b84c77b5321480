import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandConfig as spartaInput } from '../../brands/sparta/brand.config.ts';
import { brandConfig as winoraInput } from '../../brands/winora/brand.config.ts';
import { startDealerServer, type DealerServer } from '../../services/dealers/create-dealer-server.ts';
import { loadDealerData } from '../../services/dealers/load-dealer-data.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { dictionaries } from '../i18n/dictionaries.ts';
import { createLocales } from '../locale/locales.ts';
import { crawlDealerRoutes } from '../routes/crawl-dealer-routes.ts';
import { validateStructuredData } from '../structured-data/validate-structured-data.ts';
import { dealerPath } from './client/dealer-path.ts';
import { createDealerFinderSource } from './dealer-finder-data.server.ts';
import type { DealerDetailData } from './dealer-detail-data.ts';
import { loadDealerDetail } from './dealer-detail-page.server.ts';
import { localBusinessJsonLd } from './local-business-json-ld.ts';
import { jsonLdText } from '../structured-data/json-ld.ts';

// Sparta's dealer detail pages (nl-nl only) against the local dealer service and its real data, as the build reads them.
let server: DealerServer;
beforeAll(async () => {
  server = await startDealerServer({ data: loadDealerData(), port: 0 });
});
afterAll(async () => {
  await server?.close();
});

const sparta = resolveBrandConfig('sparta', spartaInput);
const winora = resolveBrandConfig('winora', winoraInput);

describe('dealer detail pages', () => {
  it('builds one page per sparta dealer in the Netherlands, under /nl/nl/ only, each with valid LocalBusiness JSON-LD', async () => {
    const locales = createLocales(sparta);
    const source = createDealerFinderSource({ brand: sparta, baseUrl: server.url, log: () => undefined });
    const routes = await crawlDealerRoutes({ brand: sparta, locales, dealers: source.dealers });
    const dutch = await source.dealers('NL');
    expect(dutch.length).toBeGreaterThan(0);
    expect(routes.map((r) => r.path).sort()).toEqual(dutch.map((d) => dealerPath({ path: '/nl/nl/' }, d)).sort());
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    const nl = locales.find((l) => l.id === routes[0]?.locale);
    expect(nl?.path).toBe('/nl/nl/');

    for (const route of routes) {
      expect(route).toMatchObject({ kind: 'DealerDetail', component: 'dealer-detail', lang: 'nl-NL', alternate: { hreflang: 'nl-NL' } });
      const page = await loadDealerDetail(route, { brand: sparta, locale: nl!, messages: dictionaries.nl, dealers: source.dealers });
      const data = page.data as unknown as DealerDetailData;
      expect(page.head.title).toBe(`${data.dealer.name}, ${data.dealer.city} | Sparta`);
      // What the page writes into its HTML parses back to a valid schema.org LocalBusiness.
      const parsed = JSON.parse(jsonLdText(data.jsonLd)) as Record<string, unknown>;
      expect(validateStructuredData(parsed)).toEqual([]);
      expect(parsed).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'BikeStore',
        '@id': `${sparta.origin}${route.path}`,
        url: new URL(data.dealer.website).href,
        name: data.dealer.name,
        telephone: data.dealer.phone,
        address: { '@type': 'PostalAddress', streetAddress: data.dealer.addressLine1, postalCode: data.dealer.postcode, addressLocality: data.dealer.city, addressCountry: 'NL' },
        geo: { '@type': 'GeoCoordinates', latitude: data.dealer.position.lat, longitude: data.dealer.position.lng },
      });
      expect((parsed['openingHoursSpecification'] as unknown[]).length).toBe(data.dealer.openingHours.length);
      expect(data.finderHref).toMatch(/^\/nl\/nl\/dealer-locator\/#[a-z0-9-]+$/);
    }
  });

  it('builds none for a brand without dealer pages', async () => {
    const source = createDealerFinderSource({ brand: winora, baseUrl: server.url, log: () => undefined });
    expect(await crawlDealerRoutes({ brand: winora, locales: createLocales(winora), dealers: source.dealers })).toEqual([]);
  });

  it('keeps a dealer name from closing the JSON-LD script', () => {
    const dealer = { id: 'nl-x', name: 'Fiets </script><script>alert(1)</script> & Co', addressLine1: 'Straat 1', postcode: '1011 AB', city: 'Amsterdam', country: 'NL' as const, position: { lat: 52.37, lng: 4.9 }, phone: '+31 20 123 4567', website: 'https://example.nl/', email: '', openingHours: [], services: { collectInStore: false, testCenter: false, mountainBikes: false, roadBikes: false, electricBikes: true, cargoBikes: false, rental: false, repair: true }, brands: ['sparta'] };
    const text = jsonLdText(localBusinessJsonLd(dealer, 'https://www.sparta.nl/nl/nl/dealers/nl-x/'));
    expect(text).not.toMatch(/<|>/);
    expect((JSON.parse(text) as { name: string }).name).toBe(dealer.name);
  });
});

describe('finder data', () => {
  it('carries every dealer of the country, its places, the country filters and a map outline', async () => {
    const source = createDealerFinderSource({ brand: winora, baseUrl: server.url, log: () => undefined });
    const de = createLocales(winora).find((l) => l.id === 'de-de')!;
    const data = await source.finder(de);
    expect(data.dealers.length).toBeGreaterThanOrEqual(20);
    expect(data.dealers.every((d) => d.brands.includes('winora') && d.country === 'DE')).toBe(true);
    expect(data.places.length).toBeGreaterThan(0);
    expect(data.filters).toEqual(winora.dealers.filters.byCountry.DE);
    expect(data.countryName).toBe('Deutschland');
    expect(data.outline?.country.startsWith('M')).toBe(true);
    expect(data.detailPaths).toEqual({});
  });
});
