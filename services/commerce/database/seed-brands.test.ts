import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';

describe('openDatabase with brands', () => {
  it('seeds only the brands asked for (the build seeds the one it builds), every brand without them', async () => {
    const one = await openDatabase({ brands: ['whitelabel'] });
    try {
      const brands = await one.db.query<{ brand: string }>('select distinct brand from product order by brand');
      expect(brands.rows.map((r) => r.brand)).toEqual(['whitelabel']);
      const channels = await one.db.query<{ brand: string }>('select distinct brand from sales_channel');
      expect(channels.rows.map((r) => r.brand)).toEqual(['whitelabel']);
    } finally {
      await one.close();
    }
    const all = await openDatabase();
    try {
      const brands = await all.db.query<{ brand: string }>('select distinct brand from product order by brand');
      expect(brands.rows.length).toBeGreaterThan(5);
      expect(brands.rows.map((r) => r.brand)).toContain('winora');
    } finally {
      await all.close();
    }
  }, 300_000);
});
