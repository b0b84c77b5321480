import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance.ts';

describe('distanceKm (haversine)', () => {
  it('gives the known great-circle distances between real towns', () => {
    // Amsterdam Centraal – Utrecht Centraal is about 35 km as the crow flies; Berlin – Munich about 504 km.
    expect(distanceKm({ lat: 52.3791, lng: 4.9003 }, { lat: 52.0894, lng: 5.1101 })).toBeCloseTo(35.3, 0);
    expect(distanceKm({ lat: 52.52, lng: 13.405 }, { lat: 48.1374, lng: 11.5755 })).toBeGreaterThan(500);
    expect(distanceKm({ lat: 52.52, lng: 13.405 }, { lat: 48.1374, lng: 11.5755 })).toBeLessThan(508);
  });

  it('is zero for one point, symmetric, and stays finite for antipodes', () => {
    const a = { lat: 47.3769, lng: 8.5417 };
    const b = { lat: 46.948, lng: 7.4474 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 10);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});
