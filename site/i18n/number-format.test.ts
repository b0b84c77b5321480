import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format.ts';

describe('numberFormat', () => {
  it('formats in the locale and options given', () => {
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(3499)).toBe('3.499,00\u00a0€');
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 }).format(4.25)).toBe('4.3');
  });

  it('keeps one formatter per locale and options, and tells different options apart', () => {
    const eur = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(eur);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'CHF' })).not.toBe(eur);
    expect(numberFormat('de-CH', { style: 'currency', currency: 'EUR' })).not.toBe(eur);
  });
});
