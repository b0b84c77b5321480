import type { GeoPosition } from './dealer-types.ts';

/** Mean Earth radius in km (IUGG), the usual one for the haversine formula. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in km between two positions (haversine): within 0.5 % of the ellipsoid distance, which
 * is plenty for "which dealer is nearer". The same formula the dealer service sorts by.
 */
export function distanceKm(a: GeoPosition, b: GeoPosition): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
