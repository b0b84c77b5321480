/**
 * The size rule: which frame size of one bike fits a rider, and why. Pure: a profile and a fit table in,
 * a result union out; the pages turn the `why` into words (`fit-why.ts`).
 *
 * 1. The bike's own size table comes first: the sizes whose rider-height range (HEIGHTS/HEIGHT) holds the
 *    rider's height. A bike with ranges for its sizes but none holding the height is `unknown` (outside).
 * 2. Without any ranges the seat tube (UB-STLENGT) decides: the classic frame-size estimate is the inseam
 *    times 0.66 (0.574 off-road); sizes within 3 cm of it are candidates, none within 3 cm is `unknown`.
 * 3. Stand-over (UB-STANDHG) is a hard limit: the inseam must clear the top tube by at least 2 cm
 *    (5 cm off-road, where you hop off in rough ground). Candidates that do not clear drop out; none left is
 *    `unknown` (no clearance). A size without a stand-over value is not ruled out by it.
 * 4. One candidate is the recommendation. Two (overlapping ranges) are settled by the seat tube when it
 *    prefers one by at least 1 cm; otherwise the answer is `between` the two, never a guess.
 * One-size bikes, bikes without sizes and bikes without heights, seat tubes or stand-over are `unknown`.
 */
import type { FitSizeRow, FitTable } from './fit-table.ts';

/** A rider: body height and inside-leg length (inseam), in cm. */
export interface FitProfile {
  readonly heightCm: number;
  readonly inseamCm: number;
}

/** Minimum stand-over clearance in mm: everyday bikes, off-road bikes. */
export const MIN_CLEARANCE_MM = { street: 20, offRoad: 50 } as const;
/** Seat tube ≈ inseam × factor (frame-size rule of thumb for trekking/city and for mountain bikes). */
export const SEAT_TUBE_FACTOR = { street: 0.66, offRoad: 0.574 } as const;
/** How far (mm) a seat tube may be from the estimate and still count, when no height ranges exist. */
const SEAT_TUBE_TOLERANCE_MM = 30;
/** How much nearer (mm) one seat tube must be to the estimate to settle two sizes. */
const SEAT_TUBE_DECISIVE_MM = 10;

/** What the advice rests on, in numbers; every length of the rider in cm, of the bike in mm. */
export interface FitWhy {
  readonly heightCm: number;
  readonly inseamCm: number;
  /** The size table's rider-height range of the size (or of each size, for `between`), when it has one. */
  readonly range: readonly [number, number] | null;
  /** Stand-over height of the (first) size and the clearance the inseam leaves, when known. */
  readonly standoverMm: number | null;
  readonly clearanceMm: number | null;
  /** The rule used: the size table's heights, or the seat-tube estimate from the inseam. */
  readonly basis: 'height' | 'seat-tube';
}

/** Why the data cannot say. */
export type FitUnknownReason =
  /** The bike has no frame sizes (an accessory, or no size data). */
  | 'no-sizes'
  /** One size only: nothing to choose. */
  | 'one-size'
  /** Sizes but neither rider heights nor seat tubes. */
  | 'no-geometry'
  /** The rider is outside every size's range. */
  | 'outside-range'
  /** Every size that fits by height leaves too little stand-over clearance. */
  | 'no-clearance';

export type FitAdvice =
  | { readonly kind: 'recommended'; readonly size: string; readonly why: FitWhy; readonly alternatives?: readonly string[] }
  | { readonly kind: 'between'; readonly sizes: readonly [string, string]; readonly why: FitWhy }
  | { readonly kind: 'unknown'; readonly reason: FitUnknownReason };

interface Size {
  readonly label: string;
  readonly range: readonly [number, number] | null;
  readonly standoverMm: number | null;
  readonly seatTubeMm: number | null;
}

const sizeOf = ([label, min, max, standoverMm, seatTubeMm]: FitSizeRow): Size => ({
  label,
  range: min !== null && max !== null ? [min, max] : null,
  standoverMm,
  seatTubeMm,
});

/** The recommended frame size of a bike for a rider (see the module comment for the rule). */
export function recommendSize(profile: FitProfile, table: FitTable | null | undefined): FitAdvice {
  const sizes = (table?.sizes ?? []).map(sizeOf);
  if (sizes.length === 0) return { kind: 'unknown', reason: 'no-sizes' };
  if (sizes.length === 1) return { kind: 'unknown', reason: 'one-size' };
  const offRoad = table?.offRoad === true;
  const inseamMm = profile.inseamCm * 10;
  const idealSeatTube = inseamMm * (offRoad ? SEAT_TUBE_FACTOR.offRoad : SEAT_TUBE_FACTOR.street);
  const seatDistance = (s: Size): number => (s.seatTubeMm === null ? Number.POSITIVE_INFINITY : Math.abs(s.seatTubeMm - idealSeatTube));

  const ranged = sizes.filter((s) => s.range !== null);
  const basis: FitWhy['basis'] = ranged.length > 0 ? 'height' : 'seat-tube';
  let candidates: Size[];
  if (basis === 'height') {
    candidates = ranged.filter((s) => s.range !== null && profile.heightCm >= s.range[0] && profile.heightCm <= s.range[1]);
  } else {
    if (sizes.every((s) => s.seatTubeMm === null)) return { kind: 'unknown', reason: 'no-geometry' };
    candidates = sizes.filter((s) => seatDistance(s) <= SEAT_TUBE_TOLERANCE_MM);
  }
  if (candidates.length === 0) return { kind: 'unknown', reason: 'outside-range' };

  const minClearance = offRoad ? MIN_CLEARANCE_MM.offRoad : MIN_CLEARANCE_MM.street;
  const clears = (s: Size): boolean => s.standoverMm === null || inseamMm - s.standoverMm >= minClearance;
  const cleared = candidates.filter(clears);
  if (cleared.length === 0) return { kind: 'unknown', reason: 'no-clearance' };

  const why = (s: Size): FitWhy => ({
    heightCm: profile.heightCm,
    inseamCm: profile.inseamCm,
    range: s.range,
    standoverMm: s.standoverMm,
    clearanceMm: s.standoverMm === null ? null : Math.round(inseamMm - s.standoverMm),
    basis,
  });
  // Nearest seat tube first; sizes without one keep the size order.
  const ranked = [...cleared].sort((a, b) => (seatDistance(a) === seatDistance(b) ? 0 : seatDistance(a) - seatDistance(b)));
  const [best, second] = ranked as [Size, Size | undefined];
  if (second === undefined) return { kind: 'recommended', size: best.label, why: why(best) };
  const decisive = Number.isFinite(seatDistance(best)) && seatDistance(best) + SEAT_TUBE_DECISIVE_MM <= seatDistance(second);
  if (decisive) return { kind: 'recommended', size: best.label, why: why(best), alternatives: ranked.slice(1).map((s) => s.label) };
  // Not settled: the two in size order.
  const pair = sizes.filter((s) => s === best || s === second);
  return { kind: 'between', sizes: [pair[0]?.label ?? best.label, pair[1]?.label ?? second.label], why: why(pair[0] ?? best) };
}
