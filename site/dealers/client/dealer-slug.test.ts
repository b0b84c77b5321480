import { describe, expect, it } from 'vitest';
import { dealerPath } from './dealer-path.ts';
import { dealerSlug } from './dealer-slug.ts';

describe('dealerSlug', () => {
  it('joins the slugs of name, city and addressLine1 with hyphens (spec §2)', () => {
    expect(dealerSlug({ name: 'Fietsplus Jansen', city: 'Den Haag', addressLine1: 'Frederik Hendriklaan 12' })).toBe('fietsplus-jansen-den-haag-frederik-hendriklaan-12');
  });

  it('applies the slug rule: accents stripped, ß and ø transliterated, punctuation dropped, hyphens collapsed', () => {
    expect(dealerSlug({ name: 'Zweirad Weiß & Söhne', city: 'Köln', addressLine1: 'Aachener Straße 5' })).toBe('zweirad-weiss-sohne-koln-aachener-strasse-5');
    expect(dealerSlug({ name: 'Cykel-Ørsted  –  Vejle', city: 'Vejle', addressLine1: 'Nørregade 3' })).toBe('cykel-orsted-vejle-vejle-norregade-3');
    expect(dealerSlug({ name: "Vélo d'Or", city: 'Liège', addressLine1: '12, rue de l’Université' })).toBe('velo-dor-liege-12-rue-de-luniversite');
  });

  it('leaves out a part that slugs to nothing instead of leaving a double hyphen', () => {
    expect(dealerSlug({ name: '自転車', city: 'Utrecht', addressLine1: 'Oudegracht 1' })).toBe('utrecht-oudegracht-1');
  });
});

describe('dealerPath', () => {
  const nlNl = { path: '/nl/nl/' };
  it('is locale, dealers section, the id, then the slug, with a trailing slash', () => {
    expect(dealerPath(nlNl, { id: 'nl-007', name: 'Fietsplus Jansen', city: 'Den Haag', addressLine1: 'Frederik Hendriklaan 12' }))
      .toBe('/nl/nl/dealers/nl-007-fietsplus-jansen-den-haag-frederik-hendriklaan-12/');
  });

  it('keeps two dealers of one name in one street apart by their ids', () => {
    const a = dealerPath(nlNl, { id: 'nl-001', name: 'Bike Totaal', city: 'Delft', addressLine1: 'Markt 1' });
    const b = dealerPath(nlNl, { id: 'nl-002', name: 'Bike Totaal', city: 'Delft', addressLine1: 'Markt 1' });
    expect(a).not.toBe(b);
  });

  it('is the id alone when nothing slugs', () => {
    expect(dealerPath(nlNl, { id: 'nl-009', name: '—', city: '', addressLine1: '' })).toBe('/nl/nl/dealers/nl-009/');
  });
});
