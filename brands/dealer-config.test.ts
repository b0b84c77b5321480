import { describe, expect, it } from 'vitest';
import { resolveBrandConfig } from '../site/config/resolve-brand-config.ts';
import { brandConfigs } from './registry.ts';

describe('brand config: dealers', () => {
  it('every brand has a dealer-service brand id, filters for its own countries only, and the embedded map', () => {
    const ids = new Set<string>();
    for (const [id, input] of Object.entries(brandConfigs)) {
      const config = resolveBrandConfig(id, input);
      ids.add(config.dealers.brandId);
      expect(config.dealers.map.provider).toBe('embedded');
      for (const country of Object.keys(config.dealers.filters.byCountry)) expect(config.countries.map((c) => c.code)).toContain(country);
    }
    expect(ids.size).toBe(Object.keys(brandConfigs).length);
  });

  it('refuses a repeated filter, a country the brand does not sell in and a production map without a key, naming each field', () => {
    const winora = brandConfigs.winora;
    const bad = { ...winora, dealers: { ...winora.dealers, filters: { default: ['repair', 'repair'], byCountry: { GB: ['repair'] } }, map: { provider: 'google' } } };
    expect(() => resolveBrandConfig('winora', bad)).toThrow(/dealers\.filters\.default: lists a filter twice[\s\S]*dealers\.map\.key: needs a key[\s\S]*dealers\.filters: lists GB, where the brand does not sell/);
  });
});
