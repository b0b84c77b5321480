import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n/dictionaries.ts';
import { formatRating, ratingText } from './rating-text.ts';

describe('the words of a rating', () => {
  it('says rating and count in the page language, the number in its notation', () => {
    expect(ratingText(dictionaries.en, 4.33, 27, 'en-GB')).toBe('4.3 of 5 stars, 27 reviews');
    expect(ratingText(dictionaries.de, 4.33, 27, 'de-AT')).toBe('4,3 von 5 Sternen, 27 Bewertungen');
    expect(ratingText(dictionaries.fr, 3.96, 1, 'fr-CH')).toBe('4,0 sur 5 étoiles, 1 avis');
    expect(ratingText(dictionaries.pl, 4.5, 2, 'pl-PL')).toBe('4,5 na 5 gwiazdek, Opinie: 2');
  });

  it('says one review in the singular and a single review’s own whole rating without a decimal', () => {
    expect(ratingText(dictionaries.en, 5, 1, 'en-GB')).toBe('5 of 5 stars, 1 review');
    expect(ratingText(dictionaries.de, 4, null, 'de-DE')).toBe('4 von 5 Sternen');
  });

  it('rounds to one decimal as shoppers read it', () => {
    expect(formatRating(4.05, 'en')).toBe('4.1');
    expect(formatRating(4, 'de')).toBe('4,0');
  });

  it('has every review message in every language', () => {
    const keys = Object.keys(dictionaries.en).filter((k) => k.startsWith('reviews'));
    expect(keys.length).toBeGreaterThan(15);
    for (const [language, m] of Object.entries(dictionaries)) for (const key of keys) expect((m as Record<string, string>)[key], `${language} ${key}`).toBeTruthy();
  });
});
