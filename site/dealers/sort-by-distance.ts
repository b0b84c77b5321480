import { distanceKm } from './client/distance.ts';
import type { Dealer, GeoPosition } from './client/dealer-types.ts';

/** A dealer with its distance from the searched place. */
export type WithDistance<D> = D & { readonly distanceKm: number };

/**
 * Dealers nearest first from `origin` (great-circle distance), ties by name so the order never flickers;
 * with `radiusKm`, only those within it.
 */
export function sortByDistance<D extends Pick<Dealer, 'position' | 'name'>>(dealers: readonly D[], origin: GeoPosition, radiusKm = Number.POSITIVE_INFINITY): readonly WithDistance<D>[] {
  return dealers
    .map((d) => ({ ...d, distanceKm: distanceKm(origin, d.position) }))
    .filter((d) => d.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name));
}
