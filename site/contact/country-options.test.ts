import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options.server.ts';

describe('countryOptions', () => {
  it('lists all ISO countries with names in the language and dial codes', () => {
    const de = countryOptions('de');
    expect(de.length).toBeGreaterThanOrEqual(249);
    expect(de.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: 'Deutschland', dialCode: '49' });
    expect(de.find((c) => c.code === 'NL')?.name).toBe('Niederlande');
    expect(countryOptions('fr').find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    expect(countryOptions('en').find((c) => c.code === 'GB')).toMatchObject({ dialCode: '44' });
    expect(de.find((c) => c.code === 'AQ')?.dialCode).toBeNull();
    expect(new Set(de.map((c) => c.code)).size).toBe(de.length);
  });
  it('sorts by name in the language', () => {
    const names = countryOptions('sv').map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('sv').compare));
  });
});
