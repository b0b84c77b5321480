import { describe, expect, it } from 'vitest';
import { countryOutline, MAP_ASPECT } from './country-outline.server.ts';
import { createProjection, MAP_WIDTH } from './map-projection.ts';

describe('countryOutline', () => {
  it('draws the country and its neighbours at one map shape, every dealer inside the view', () => {
    const dealers = [{ lat: 54.32, lng: 10.13 }, { lat: 47.66, lng: 9.17 }, { lat: 51.34, lng: 12.37 }];
    const outline = countryOutline('DE', dealers);
    expect(outline).not.toBeNull();
    expect(outline!.width).toBe(MAP_WIDTH);
    expect(outline!.height).toBe(Math.round(MAP_WIDTH * MAP_ASPECT));
    expect(outline!.country).toMatch(/^M-?\d+ -?\d+l/);
    expect(outline!.neighbours.length).toBeGreaterThan(5);
    const projection = createProjection(outline!.bounds);
    for (const d of dealers) {
      const [x, y] = projection.project(d);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(outline!.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(outline!.height);
    }
  });

  it('shows France without its overseas departments and stays small', () => {
    const outline = countryOutline('FR')!;
    // Metropolitan France spans about 42-51°N, -5-8°E; French Guiana (4°N, -53°E) would stretch the view across the Atlantic.
    expect(outline.bounds.south).toBeGreaterThan(38);
    expect(outline.bounds.west).toBeGreaterThan(-12);
    expect(JSON.stringify(outline).length).toBeLessThan(40_000);
  });

  it('has no outline for the international market', () => {
    expect(countryOutline('INT')).toBeNull();
  });
});
