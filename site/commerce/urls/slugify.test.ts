import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify: the spec slug rule with real product names of every language', () => {
  it.each([
    ['de', 'Sinus iX12 Damen Trapez', 'sinus-ix12-damen-trapez'],
    ['de', 'Yucatán 12 – Straßenrad Größe M', 'yucatan-12-strassenrad-grosse-m'],
    ['en', "iRide Pure Men's 8-speed", 'iride-pure-mens-8-speed'],
    ['fr', 'Vélo électrique Radius Tour « Élégance »', 'velo-electrique-radius-tour-elegance'],
    ['es', 'Bicicleta eléctrica Tría N8f Señora', 'bicicleta-electrica-tria-n8f-senora'],
    ['it', 'Bici elettrica Yakun 10 città', 'bici-elettrica-yakun-10-citta'],
    ['nl', 'Elektrische fiets Ëlan Brügge', 'elektrische-fiets-elan-brugge'],
    ['pl', 'Rower elektryczny Łódź Żółty', 'rower-elektryczny-lodz-zolty'],
    ['cs', 'Elektrokolo Žluťoučký kůň', 'elektrokolo-zlutoucky-kun'],
    ['da', 'Elcykel Ærø Østerbro Å', 'elcykel-aero-osterbro-a'],
    ['fi', 'Sähköpyörä Äijä Öljy', 'sahkopyora-aija-oljy'],
    ['sv', 'Elcykel Göteborg Åre', 'elcykel-goteborg-are'],
  ])('%s: %s → %s', (_language, name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('transliterates ß to ss (also the capital ẞ)', () => {
    expect(slugify('GROẞ Fuß')).toBe('gross-fuss');
  });

  it('collapses repeated hyphens and trims edge hyphens', () => {
    expect(slugify('  --Sinus -- N5  (2025)-- ')).toBe('sinus-n5-2025');
  });

  it('removes everything but a-z, 0-9 and the hyphen', () => {
    expect(slugify('Tria 7/8™ + "Eco" @ 100%')).toBe('tria-78-eco-100');
  });
});
