/**
 * The compact per-size fit table of a bike: what the size rule needs from its geometry and size table, small
 * enough for every listing tile's page data. Built from a mapped Product at build time and in the browser
 * (dynamic product page, comparison of bikes added after the build). Browser-safe.
 */
import { sortSizes } from '../commerce/product/attribute-config.ts';
import type { Product } from '../commerce/types.ts';

/**
 * One frame size: `[size, minRiderHeightCm, maxRiderHeightCm, standoverMm, seatTubeMm]`; `null` where the data
 * has no value. A tuple, not an object: it is repeated on every listing tile (see `site/fit/README.md`).
 */
export type FitSizeRow = readonly [size: string, minHeightCm: number | null, maxHeightCm: number | null, standoverMm: number | null, seatTubeMm: number | null];

/** The sizes of one bike, smallest first, and whether it is ridden off-road (needs more stand-over clearance). */
export interface FitTable {
  readonly sizes: readonly FitSizeRow[];
  /** Mountain, trail, enduro, downhill or cross-country bike: the rule asks for more clearance. Left out when false (tile data). */
  readonly offRoad?: boolean;
}

/** Rider-height attribute codes (spec §9 height filter keys). */
const HEIGHT_CODES = ['HEIGHTS', 'HEIGHT'];
const FRAME_SIZE = 'attrFrameSize';
/** Words in category names or product lines that mark an off-road bike. */
const OFF_ROAD = /\b(mtb|mountain|trail|enduro|downhill|cross[- ]?country|xc|fully|hardtail|all[- ]?mountain|gravel)\b/i;

/** A number written with a dot or comma. */
const num = (text: string): number => Number.parseFloat(text.replace(',', '.'));

/**
 * A length in millimetres from a geometry value (`700 mm`, `70 cm`, `70,5 cm`, a bare number counts as mm);
 * null when it is not a positive length.
 */
export function lengthMm(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(mm|cm)?\s*$/i.exec(value);
  if (match === null) return null;
  const n = num(match[1] as string) * ((match[2] ?? 'mm').toLowerCase() === 'cm' ? 10 : 1);
  return n > 0 ? Math.round(n) : null;
}

/**
 * A rider-height range in cm from a size-table value (`155–167 cm`, `155-167`, `1.55–1.67 m`, `155 to 167 cm`);
 * null when the text is not a plausible range (a lower bound above the upper one, outside 50–250 cm).
 */
export function heightRangeCm(value: string | undefined): readonly [number, number] | null {
  if (value === undefined) return null;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(?:cm|m)?\s*(?:–|—|-|to|bis|à|a)\s*(\d+(?:[.,]\d+)?)\s*(cm|m)?\s*$/i.exec(value);
  if (match === null) return null;
  const factor = (match[3] ?? 'cm').toLowerCase() === 'm' ? 100 : 1;
  const min = Math.round(num(match[1] as string) * factor);
  const max = Math.round(num(match[2] as string) * factor);
  return min >= 50 && max <= 250 && min <= max ? [min, max] : null;
}

/**
 * The fit table of a product from its variants: per frame size (`attrFrameSize`) the rider-height range
 * (HEIGHTS/HEIGHT), the stand-over height (UB-STANDHG, the highest over the size's frame shapes: the rule
 * stays on the safe side) and the seat tube (UB-STLENGT). Null when the product has no frame sizes at all.
 */
export function fitTableOf(product: Pick<Product, 'variants' | 'categories' | 'categoriesRo' | 'attributes'>): FitTable | null {
  const bySize = new Map<string, { height: readonly [number, number] | null; standover: number | null; seatTube: number | null }>();
  for (const variant of product.variants) {
    const size = variant.options.find((o) => o.group.code === FRAME_SIZE)?.name;
    if (size === undefined) continue;
    const value = (codes: readonly string[]): string | undefined => variant.properties.find((p) => codes.includes(p.group.code))?.name;
    const row = bySize.get(size) ?? { height: null, standover: null, seatTube: null };
    const standover = lengthMm(value(['UB-STANDHG']));
    bySize.set(size, {
      height: row.height ?? heightRangeCm(value(HEIGHT_CODES)),
      standover: standover === null ? row.standover : Math.max(standover, row.standover ?? 0),
      seatTube: row.seatTube ?? lengthMm(value(['UB-STLENGT'])),
    });
  }
  if (bySize.size === 0) return null;
  const sizes = sortSizes([...bySize.entries()], ([size]) => size).map(([size, r]): FitSizeRow => [size, r.height?.[0] ?? null, r.height?.[1] ?? null, r.standover, r.seatTube]);
  const line = product.attributes.filter((a) => a.group.code === 'attrProductLine').map((a) => a.name);
  const words = [...product.categories, ...product.categoriesRo.map((c) => c.name), ...line].join(' ');
  return OFF_ROAD.test(words) ? { sizes, offRoad: true } : { sizes };
}
