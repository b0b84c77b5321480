import { describe, expect, it } from 'vitest';
import { sortByDistance } from './sort-by-distance.ts';

const berlin = { lat: 52.52, lng: 13.405 };
const dealers = [
  { name: 'München Rad', position: { lat: 48.137, lng: 11.575 } },
  { name: 'Potsdam Bikes', position: { lat: 52.39, lng: 13.064 } },
  { name: 'Hamburg Velo', position: { lat: 53.551, lng: 9.993 } },
  { name: 'Alpha Berlin', position: { lat: 52.52, lng: 13.405 } },
  { name: 'Zeta Berlin', position: { lat: 52.52, lng: 13.405 } },
];

describe('sortByDistance', () => {
  it('puts the nearest first with its distance, ties by name', () => {
    const sorted = sortByDistance(dealers, berlin);
    expect(sorted.map((d) => d.name)).toEqual(['Alpha Berlin', 'Zeta Berlin', 'Potsdam Bikes', 'Hamburg Velo', 'München Rad']);
    expect(sorted[0]?.distanceKm).toBe(0);
    // Berlin–Hamburg is about 255 km, Berlin–Munich about 504 km as the crow flies.
    expect(sorted[3]?.distanceKm).toBeGreaterThan(250);
    expect(sorted[3]?.distanceKm).toBeLessThan(260);
    expect(sorted[4]?.distanceKm).toBeGreaterThan(500);
    expect(sorted[4]?.distanceKm).toBeLessThan(510);
  });

  it('keeps only dealers within the radius', () => {
    expect(sortByDistance(dealers, berlin, 50).map((d) => d.name)).toEqual(['Alpha Berlin', 'Zeta Berlin', 'Potsdam Bikes']);
  });

  it('does not change the dealers it was given', () => {
    const copy = structuredClone(dealers);
    sortByDistance(dealers, berlin);
    expect(dealers).toEqual(copy);
  });
});
