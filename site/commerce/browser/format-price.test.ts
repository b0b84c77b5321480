import { describe, expect, it } from 'vitest';
import { formatPrice, instalmentOf, withCurrency } from './format-price.ts';

describe('formatPrice', () => {
  it('formats per locale and currency', () => {
    expect(formatPrice(3499, { tag: 'de-DE', currency: 'EUR', hidePrices: false })).toMatch(/^3\.499,00\s€$/);
    expect(formatPrice(3899, { tag: 'de-CH', currency: 'CHF', hidePrices: false })).toMatch(/^CHF\s3['’]899\.00$/);
    expect(formatPrice(3499, { tag: 'fr-FR', currency: 'EUR', hidePrices: false })).toMatch(/^3\s499,00\s€$/);
  });
  it('formats each non-EUR market in its channel currency (CZK on cz-en, PLN on pl-en, GBP for raleigh gb, CHF on ch-fr)', () => {
    expect(formatPrice(88519, { tag: 'en-CZ', currency: 'CZK', hidePrices: false })).toMatch(/^88\s519,00\sCZK$/);
    expect(formatPrice(15219, { tag: 'en-PL', currency: 'PLN', hidePrices: false })).toMatch(/^15\.219,00\sPLN$/);
    expect(formatPrice(2999, { tag: 'en-GB', currency: 'GBP', hidePrices: false })).toBe('£2,999.00');
    expect(formatPrice(3899, { tag: 'fr-CH', currency: 'CHF', hidePrices: false })).toMatch(/^3\s899\.00\sCHF$/);
  });
  it('uses EUR when no currency is known, and when a backend names none Intl knows the shape of (never throws on the page)', () => {
    expect(formatPrice(3499, { tag: 'de-DE', hidePrices: false })).toMatch(/^3\.499,00\s€$/);
    expect(formatPrice(3499, { tag: 'de-DE', currency: null, hidePrices: false })).toMatch(/^3\.499,00\s€$/);
    for (const bad of ['', 'EURO', '€', 'E1R']) expect(formatPrice(3499, { tag: 'de-DE', currency: bad, hidePrices: false })).toMatch(/^3\.499,00\s€$/);
    expect(formatPrice(3499, { tag: 'de-CH', currency: 'chf', hidePrices: false })).toMatch(/^CHF\s3['’]499\.00$/);
  });
  it('withCurrency takes the currency the backend answered in, and keeps the page’s when it names none', () => {
    const page = { tag: 'de-CH', currency: 'EUR', hidePrices: false };
    expect(formatPrice(3899, withCurrency(page, 'CHF'))).toMatch(/^CHF\s3['’]899\.00$/);
    expect(withCurrency(page, null)).toBe(page);
    expect(withCurrency(page, '')).toBe(page);
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
