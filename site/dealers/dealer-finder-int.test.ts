import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createLocales } from '../locale/locales.ts';
import { createDealerFinderSource } from './dealer-finder-data.server.ts';

describe('the finder of the international market', () => {
  it('builds without asking the dealer service: no dealers, the world as its region name (Intl refused INT and failed the whitelabel build)', async () => {
    const whitelabel = resolveBrandConfig('whitelabel', brandConfigs.whitelabel);
    const intEn = createLocales(whitelabel).find((l) => l.country === 'INT')!;
    const source = createDealerFinderSource({ brand: whitelabel, baseUrl: 'http://127.0.0.1:9', log: () => undefined });
    const data = await source.finder(intEn);
    expect(data.dealers).toEqual([]);
    expect(data.countryName).toBe('world');
  });
});
