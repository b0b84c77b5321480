import { describe, expect, it } from 'vitest';
import { formatPrice, instalmentOf } from './format-price.ts';

describe('formatPrice', () => {
  it('formats per locale and currency', () => {
    expect(formatPrice(3499, { tag: 'de-DE', currency: 'EUR', hidePrices: false })).toMatch(/^3\.499,00\s€$/);
    expect(formatPrice(3899, { tag: 'de-CH', currency: 'CHF', hidePrices: false })).toMatch(/^CHF\s3['’]899\.00$/);
    expect(formatPrice(3499, { tag: 'fr-FR', currency: 'EUR', hidePrices: false })).toMatch(/^3\s499,00\s€$/);
  });
  it('hides prices where the brand says so (INT) and for unknown prices', () => {
    expect(formatPrice(3499, { tag: 'en', currency: 'EUR', hidePrices: true })).toBeNull();
    expect(formatPrice(null, { tag: 'en', currency: 'EUR', hidePrices: false })).toBeNull();
  });
});

describe('instalmentOf', () => {
  const range = { min: 150, max: 6000 };
  it('offers 12 monthly instalments inside 150–6000 only', () => {
    expect(instalmentOf(1200, range)).toBe(100);
    expect(instalmentOf(150, range)).toBe(12.5);
    expect(instalmentOf(6000, range)).toBe(500);
    expect(instalmentOf(149.99, range)).toBeNull();
    expect(instalmentOf(6000.01, range)).toBeNull();
    expect(instalmentOf(1200, null)).toBeNull();
  });
});
