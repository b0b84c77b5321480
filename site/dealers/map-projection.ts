import type { GeoPosition } from './client/dealer-types.ts';

/** A latitude/longitude box in degrees. */
export interface MapBounds {
  readonly west: number;
  readonly east: number;
  readonly south: number;
  readonly north: number;
}

/** The finder's offline map of a country (built by `country-outline.server.ts`, shipped in page data). */
export interface MapOutline {
  readonly bounds: MapBounds;
  /** SVG viewBox width and height. */
  readonly width: number;
  readonly height: number;
  /** The country's outline (SVG path data). */
  readonly country: string;
  /** Neighbouring countries inside the view, one path each. */
  readonly neighbours: readonly string[];
}

/** The map's viewBox width; the height follows the country's shape. */
export const MAP_WIDTH = 1000;

export interface MapProjection {
  /** A position → `[x, y]` in viewBox units (y downwards). */
  project(position: GeoPosition): readonly [number, number];
  readonly height: number;
}

/**
 * Equirectangular projection of `bounds` onto a `MAP_WIDTH`-wide box, longitudes scaled by the cosine of the middle
 * latitude so a country keeps its shape (good enough at country scale; no projection library needed in the browser).
 */
export function createProjection(bounds: MapBounds): MapProjection {
  const midLat = ((bounds.north + bounds.south) / 2) * (Math.PI / 180);
  const xSpan = (bounds.east - bounds.west) * Math.cos(midLat);
  const ySpan = bounds.north - bounds.south;
  if (!(xSpan > 0) || !(ySpan > 0)) throw new Error(`Map bounds are empty: ${JSON.stringify(bounds)}`);
  const scale = MAP_WIDTH / xSpan;
  const height = Math.round(ySpan * scale);
  return {
    height,
    project: ({ lat, lng }) => [(lng - bounds.west) * Math.cos(midLat) * scale, (bounds.north - lat) * scale],
  };
}
