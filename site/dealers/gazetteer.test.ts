import { describe, expect, it } from 'vitest';
import type { Place } from './client/dealer-types.ts';
import { findPlaces, normalizePlaceName, placeLabel } from './gazetteer.ts';

const at = (lat: number, lng: number): Place['position'] => ({ lat, lng });
const places: Place[] = [
  { name: 'Berlin', postcode: '10115', position: at(52.53, 13.38) },
  { name: 'Berlin', postcode: '10117', position: at(52.51, 13.39) },
  { name: 'Bernau bei Berlin', postcode: '16321', position: at(52.68, 13.59) },
  { name: 'München', postcode: '80331', position: at(48.14, 11.57) },
  { name: 'Lörrach', postcode: '79539', position: at(47.61, 7.66) },
  { name: 'Groß-Gerau', postcode: '64521', position: at(49.92, 8.48) },
  { name: 'Berlin', postcode: '10115', position: at(52.53, 13.38) },
];

describe('findPlaces', () => {
  it('finds a postcode exactly before postcodes that start with it', () => {
    expect(findPlaces(places, '10117').map(placeLabel)).toEqual(['10117 Berlin']);
    expect(findPlaces(places, '101').map(placeLabel)).toEqual(['10115 Berlin', '10117 Berlin']);
  });

  it('finds names without accents or case, exact names first, each place once', () => {
    expect(findPlaces(places, 'muenchen')).toEqual([]);
    expect(findPlaces(places, 'munchen').map((p) => p.name)).toEqual(['München']);
    expect(findPlaces(places, 'LÖRRACH').map((p) => p.name)).toEqual(['Lörrach']);
    expect(findPlaces(places, 'berlin').map(placeLabel)).toEqual(['10115 Berlin', '10117 Berlin', '16321 Bernau bei Berlin']);
    expect(findPlaces(places, 'gross gerau').map((p) => p.name)).toEqual(['Groß-Gerau']);
  });

  it('takes postcode and name together', () => {
    expect(findPlaces(places, '16321 Bernau').map(placeLabel)).toEqual(['16321 Bernau bei Berlin']);
    expect(findPlaces(places, '16321 München')).toEqual([]);
  });

  it('returns nothing for an empty or unknown query and stops at the limit', () => {
    expect(findPlaces(places, '   ')).toEqual([]);
    expect(findPlaces(places, 'Atlantis')).toEqual([]);
    expect(findPlaces(places, 'b', 2)).toHaveLength(2);
  });

  it('normalizes names for comparison', () => {
    expect(normalizePlaceName(' Groß-Gerau  Süd ')).toBe('gross gerau sud');
  });
});
