import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { useTestService } from '../../../services/commerce/testing/use-test-service.ts';
import { resolveBrandConfig } from '../../config/resolve-brand-config.ts';
import { createLocales } from '../../locale/locales.ts';
import { createCatalogueSource } from '../catalogue/load-catalogue.server.ts';
import { checkChannelCurrency } from './check-channel-currency.ts';
import { createShopwareClient } from './create-shopware-client.ts';
import { resolveShopwareChannels } from './shopware-channels.ts';

const service = useTestService();

const clientOf = (brand: 'winora' | 'raleigh', country: string) =>
  createShopwareClient({ country, channels: resolveShopwareChannels(resolveBrandConfig(brand, brandConfigs[brand]), { COMMERCE_URL: service.url }) });

describe('checkChannelCurrency (the context currency a build formats prices with)', () => {
  it('every non-EUR market answers in the currency brands/ declares: CHF on ch, CZK on cz, PLN on pl, GBP for raleigh gb; EUR elsewhere', async () => {
    for (const [brand, country, currency] of [['winora', 'CH', 'CHF'], ['winora', 'CZ', 'CZK'], ['winora', 'PL', 'PLN'], ['raleigh', 'GB', 'GBP'], ['winora', 'DE', 'EUR'], ['raleigh', 'IE', 'EUR']] as const) {
      const declared = brandConfigs[brand].countries.find((c) => c.code === country)?.currency;
      expect(declared).toBe(currency);
      expect(await checkChannelCurrency(clientOf(brand, country), country, currency)).toEqual({ ok: true, value: currency });
    }
  });

  it('a backend answering in another currency than declared is an error naming both', async () => {
    const result = await checkChannelCurrency(clientOf('winora', 'CH'), 'CH', 'EUR');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/Commerce backend of CH: its context answers in CHF, brands\/ declares EUR for CH/);
  });

  it('an unreachable backend is an error naming the country', async () => {
    const down = createShopwareClient({ country: 'DE', channels: { DE: { url: 'http://127.0.0.1:9', accessKey: 'SWSCWINORADELOCAL' } }, fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch });
    const result = await checkChannelCurrency(down, 'DE', 'EUR');
    expect(!result.ok && result.error).toMatch(/^Commerce backend of DE: the context \(its currency\) could not be read/);
  });
});

describe('the build’s catalogue read checks the currency', () => {
  it('fails a locale whose backend answers in another currency than the brand declares, and reads one that agrees', async () => {
    const winora = resolveBrandConfig('winora', brandConfigs.winora);
    const wrong = { ...winora, countries: winora.countries.map((c) => (c.code === 'CH' ? { ...c, currency: 'EUR' as const } : c)) };
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url });
    const chDe = (config: typeof winora) => createLocales(config).find((l) => l.id === 'ch-de');
    const bad = chDe(wrong);
    if (bad === undefined) throw new Error('no ch-de locale');
    await expect(createCatalogueSource(wrong, channels).forLocale(bad)).rejects.toThrow(/Commerce backend of CH: its context answers in CHF, brands\/ declares EUR/);
    const good = chDe(winora);
    if (good === undefined) throw new Error('no ch-de locale');
    expect((await createCatalogueSource(winora, channels).forLocale(good)).bikes.length).toBeGreaterThan(0);
  });
});
