import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDealerData } from './load-dealer-data.ts';
import { haversineKm, parseDealerSearch, parsePlacesQuery, parseVariantSearch, placesOf, searchDealers, stockOf, variantDealers, type DealerSearch } from './search-dealers.ts';
import { UTRECHT, writeTestDealerData } from './testing-data.ts';

const dir = writeTestDealerData();
const data = loadDealerData(dir);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const search = (query: string): DealerSearch => {
  const parsed = parseDealerSearch(new URLSearchParams(query), data);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value;
};
const problems = (query: string) => {
  const parsed = parseDealerSearch(new URLSearchParams(query), data);
  return parsed.ok ? [] : parsed.problems;
};

describe('searchDealers', () => {
  it('sorts by name without a position, and by distance with one, giving km to 0.1', () => {
    expect(searchDealers(data, search('country=NL')).dealers.map((d) => d.name)).toEqual(['Amstel Tweewielers', 'Bike Totaal Maas', 'Zwart Fietsen']);
    const near = searchDealers(data, search(`country=NL&lat=${UTRECHT.lat}&lng=${UTRECHT.lng}`)).dealers;
    expect(near.map((d) => d.id)).toEqual(['nl-001', 'nl-003', 'nl-002']);
    expect(near[0]?.distanceKm).toBe(Math.round(haversineKm(UTRECHT, { lat: 52.0917, lng: 5.1224 }) * 10) / 10);
    expect(near[2]?.distanceKm).toBeGreaterThan(30);
    expect(searchDealers(data, search('country=NL')).dealers[0]).not.toHaveProperty('distanceKm');
  });

  it('keeps only dealers within the radius, carrying the brand and offering every filter', () => {
    expect(searchDealers(data, search(`country=NL&lat=${UTRECHT.lat}&lng=${UTRECHT.lng}&radius=5`)).dealers.map((d) => d.id)).toEqual(['nl-001', 'nl-003']);
    expect(searchDealers(data, search('country=NL&brand=sparta')).dealers.map((d) => d.id)).toEqual(['nl-002', 'nl-001']);
    expect(searchDealers(data, search('country=NL&filters=electricBikes,testCenter')).dealers.map((d) => d.id)).toEqual(['nl-003']);
    expect(searchDealers(data, search('country=nl&brand=haibike')).total).toBe(0);
  });

  it('pages with limit and offset, total counting every match', () => {
    const page = searchDealers(data, search('country=NL&limit=1&offset=1'));
    expect(page).toMatchObject({ total: 3, dealers: [{ name: 'Bike Totaal Maas' }] });
  });
});

describe('parseDealerSearch', () => {
  it('names the parameter of every bad value', () => {
    expect(problems('country=XX').map((p) => p.parameter)).toEqual(['country']);
    expect(problems('brand=winora').map((p) => p.parameter)).toEqual(['country']);
    expect(problems('country=NL&filters=repair,teleport')).toEqual([{ parameter: 'filters', detail: expect.stringContaining('unknown filter "teleport"') }]);
    expect(problems('country=NL&lat=91&lng=5').map((p) => p.parameter)).toEqual(['lat']);
    expect(problems('country=NL&lat=52').map((p) => p.parameter)).toEqual(['lng']);
    expect(problems('country=NL&radius=10').map((p) => p.parameter)).toEqual(['radius']);
    expect(problems('country=NL&lat=52&lng=5&radius=-1').map((p) => p.parameter)).toEqual(['radius']);
    expect(problems('country=NL&limit=0&offset=1.5').map((p) => p.parameter)).toEqual(['limit', 'offset']);
    expect(problems('country=NL&brand=gazelle').map((p) => p.parameter)).toEqual(['brand']);
    expect(problems('country=NL&country=DE').map((p) => p.parameter)).toEqual(['country']);
    expect(problems('country=NL&sort=name').map((p) => p.parameter)).toEqual(['sort']);
    expect(problems('country=NL&lat=&lng=5').map((p) => p.parameter)).toEqual(['lat']);
    expect(problems('country=NL&lat=0x10&lng=Infinity').map((p) => p.parameter)).toEqual(['lat', 'lng']);
  });
});

describe('places', () => {
  it('lists each city and postcode once with the mean position of its dealers', () => {
    const country = parsePlacesQuery(new URLSearchParams('country=NL'), data);
    expect(country.ok).toBe(true);
    expect(placesOf(data, 'NL')).toEqual([
      { name: 'Amsterdam', postcode: '1012 JS', position: { lat: 52.3676, lng: 4.9041 } },
      { name: 'Utrecht', postcode: '3511 AB', position: { lat: 52.0862, lng: 5.1269 } },
    ]);
    expect(parsePlacesQuery(new URLSearchParams(''), data)).toMatchObject({ ok: false, problems: [{ parameter: 'country' }] });
  });
});

describe('bidex: variantDealers', () => {
  it('derives the same stock for the same dealer and variant, none for about 40 % of pairs, and different figures across variants', () => {
    expect(stockOf('de-001', 'WIN-1')).toBe(stockOf('de-001', 'WIN-1'));
    const figures = Array.from({ length: 2000 }, (_, i) => stockOf(`de-${i % 40}`, `WIN-YAKUN-${Math.floor(i / 40)}`));
    const none = figures.filter((n) => n === 0).length / figures.length;
    expect(none).toBeGreaterThan(0.3);
    expect(none).toBeLessThan(0.5);
    expect(new Set(figures).size).toBeGreaterThan(4);
    expect(Math.max(...figures)).toBeLessThanOrEqual(6);
  });

  it('answers only dealers of the brand with stock > 0, nearest first, and only in DE, AT and CH', () => {
    const real = loadDealerData();
    const parsed = parseVariantSearch('WIN-YAKUN-001', new URLSearchParams('country=DE&brand=winora&lat=48.137&lng=11.575&limit=100'), real);
    if (!parsed.ok) throw new Error('refused');
    const answer = variantDealers(real, parsed.value);
    expect(answer.dealers.length).toBeGreaterThan(3);
    for (const d of answer.dealers) {
      expect(d.stock).toBe(stockOf(d.id, 'WIN-YAKUN-001'));
      expect(d.stock).toBeGreaterThan(0);
      expect(d.brands).toContain('winora');
    }
    const winoraInDe = real.byCountry.get('DE')!.filter((d) => d.brands.includes('winora'));
    expect(answer.dealers.length).toBe(winoraInDe.filter((d) => stockOf(d.id, 'WIN-YAKUN-001') > 0).length);
    const distances = answer.dealers.map((d) => d.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const fr = parseVariantSearch('WIN-YAKUN-001', new URLSearchParams('country=FR'), real);
    expect(fr).toMatchObject({ ok: false, problems: [{ parameter: 'country', detail: expect.stringContaining('DE, AT, CH') }] });
    expect(parseVariantSearch('a b<script>', new URLSearchParams('country=DE'), real)).toMatchObject({ ok: false, problems: [{ parameter: 'productNumber' }] });
  });
});
