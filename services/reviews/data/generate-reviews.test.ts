import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { BRAND_SEEDS } from '../../commerce/seed/brand-seeds.ts';
import { DATA_DIR, generateAll, generateBrandReviews, REVIEW_BRANDS } from './generate-reviews.ts';
import { REVIEWER_COUNTRIES } from './review-phrases.ts';

describe('generated review data', () => {
  it('is what the committed files hold, byte for byte, and the same on a second run (rerun generate-reviews.ts after changing models or countries)', () => {
    const files = generateAll();
    expect(generateAll()).toEqual(files);
    const committed = fs.readdirSync(DATA_DIR).filter((f) => f.endsWith('.json')).sort();
    expect(committed).toEqual(files.map((f) => f.file).sort());
    for (const { file, text } of files) expect(fs.readFileSync(path.join(DATA_DIR, file), 'utf8'), file).toBe(text);
  });

  it('covers exactly the brands with reviews on, keyed by the commerce seed parent product numbers', () => {
    expect([...REVIEW_BRANDS].sort()).toEqual(['ghost', 'haibike', 'lapierre', 'raleigh', 'sparta', 'winora']);
    for (const brand of REVIEW_BRANDS) {
      const data = generateBrandReviews(brand);
      expect(data.products).toEqual(BRAND_SEEDS[brand]!.models.map((m) => m.sku));
      for (const r of data.reviews) expect(data.products).toContain(r.ProductId);
    }
  });

  it('gives winora a realistic spread: some products without reviews, one with more than two pages, mostly 4 and 5 stars', () => {
    const data = generateBrandReviews('winora');
    const counts = data.products.map((p) => data.reviews.filter((r) => r.ProductId === p).length);
    expect(counts.filter((c) => c === 0).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...counts)).toBeGreaterThan(20);
    const high = data.reviews.filter((r) => r.Rating >= 4).length / data.reviews.length;
    expect(high).toBeGreaterThan(0.55);
    expect(high).toBeLessThan(0.95);
    expect(data.reviews.some((r) => r.Rating <= 2)).toBe(true);
  });

  it('has reviewers write in a language of a country the brand sells in, from a town of that language', () => {
    for (const brand of REVIEW_BRANDS) {
      const countries = brandConfigs[brand].countries.map((c) => c.code);
      for (const r of generateBrandReviews(brand).reviews) {
        const [language, country] = r.ContentLocale.split('_') as [string, string];
        expect(countries, `${brand} ${r.Id}`).toContain(country);
        expect(REVIEWER_COUNTRIES[country]!.languages).toContain(language);
        if (r.UserLocation !== null) expect(REVIEWER_COUNTRIES[country]!.towns[language as 'de']).toContain(r.UserLocation);
      }
    }
    const winora = generateBrandReviews('winora').reviews;
    expect(new Set(winora.map((r) => r.ContentLocale.slice(0, 2)))).toEqual(new Set(['de', 'fr', 'it', 'es', 'cs', 'nl', 'pl']));
    expect(winora.find((r) => r.ContentLocale === 'de_AT')?.ReviewText).toMatch(/[äöüß]|Rad|Akku|Motor/);
  });
});
