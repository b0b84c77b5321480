import { describe, expect, it } from 'vitest';
import type { FitSizeRow, FitTable } from './fit-table.ts';
import { MIN_CLEARANCE_MM, recommendSize } from './recommend-size.ts';

/** Winora's seed size run: rider heights overlap by 2 cm, stand-over 700/740/780 mm, seat tubes 440/490/540 mm. */
const WINORA: FitTable = {
  offRoad: false,
  sizes: [
    ['46 cm', 155, 167, 700, 440],
    ['50 cm', 165, 177, 740, 490],
    ['55 cm', 175, 187, 780, 540],
  ],
};
const table = (sizes: readonly FitSizeRow[], offRoad = false): FitTable => ({ sizes, offRoad });

describe('recommendSize: recommended', () => {
  it('picks the size whose rider-height range holds the height, with the stand-over clearance as the why', () => {
    const advice = recommendSize({ heightCm: 180, inseamCm: 82 }, WINORA);
    expect(advice).toEqual({
      kind: 'recommended', size: '55 cm',
      why: { heightCm: 180, inseamCm: 82, range: [175, 187], standoverMm: 780, clearanceMm: 40, basis: 'height' },
    });
  });

  it('settles two overlapping ranges by the seat tube nearest inseam × 0.66, naming the other as an alternative', () => {
    // 166 cm is in 46 (155–167) and 50 (165–177); inseam 76 → seat tube ≈ 502 mm: 50 (490) is nearer than 46 (440).
    const advice = recommendSize({ heightCm: 166, inseamCm: 76 }, WINORA);
    expect(advice.kind === 'recommended' && [advice.size, advice.alternatives]).toEqual(['50 cm', ['46 cm']]);
  });

  it('uses the seat tube alone when the size table has no rider heights', () => {
    const noHeights = table([['S', null, null, null, 440], ['M', null, null, null, 490], ['L', null, null, null, 540]]);
    const advice = recommendSize({ heightCm: 170, inseamCm: 74 }, noHeights); // 74 × 0.66 = 488 mm
    expect(advice.kind === 'recommended' && [advice.size, advice.why.basis]).toEqual(['M', 'seat-tube']);
  });

  it('recommends without a stand-over value (nothing rules the size out) and says nothing about clearance', () => {
    const advice = recommendSize({ heightCm: 172, inseamCm: 80 }, table([['S', 150, 165, null, null], ['M', 166, 180, null, null]]));
    expect(advice.kind === 'recommended' && [advice.size, advice.why.clearanceMm]).toEqual(['M', null]);
  });
});

describe('recommendSize: between', () => {
  it('answers between two sizes when both ranges hold the height and no seat tube prefers one', () => {
    const overlap = table([['S', 150, 170, 700, null], ['M', 165, 185, 740, null], ['L', 180, 200, 780, null]]);
    expect(recommendSize({ heightCm: 168, inseamCm: 80 }, overlap)).toMatchObject({ kind: 'between', sizes: ['S', 'M'] });
  });

  it('answers between when the seat tubes are equally near (within 1 cm of each other)', () => {
    const close = table([['S', 150, 170, null, 495], ['M', 165, 185, null, 500]]);
    expect(recommendSize({ heightCm: 168, inseamCm: 75 }, close).kind).toBe('between'); // 75 × 0.66 = 495 mm
  });
});

describe('recommendSize: unknown, for each reason', () => {
  it('no sizes (no size table, or an accessory)', () => {
    expect(recommendSize({ heightCm: 180, inseamCm: 82 }, null)).toEqual({ kind: 'unknown', reason: 'no-sizes' });
    expect(recommendSize({ heightCm: 180, inseamCm: 82 }, table([]))).toEqual({ kind: 'unknown', reason: 'no-sizes' });
  });

  it('one-size bikes', () => {
    expect(recommendSize({ heightCm: 180, inseamCm: 82 }, table([['M', 160, 190, 700, 500]]))).toEqual({ kind: 'unknown', reason: 'one-size' });
  });

  it('sizes without rider heights or seat tubes (stand-over alone cannot pick a size)', () => {
    expect(recommendSize({ heightCm: 180, inseamCm: 82 }, table([['S', null, null, 700, null], ['M', null, null, 740, null]]))).toEqual({ kind: 'unknown', reason: 'no-geometry' });
  });

  it('a rider outside every size range, shorter or taller', () => {
    expect(recommendSize({ heightCm: 150, inseamCm: 68 }, WINORA)).toEqual({ kind: 'unknown', reason: 'outside-range' });
    expect(recommendSize({ heightCm: 195, inseamCm: 92 }, WINORA)).toEqual({ kind: 'unknown', reason: 'outside-range' });
    const seatOnly = table([['S', null, null, null, 440], ['M', null, null, null, 490]]);
    expect(recommendSize({ heightCm: 200, inseamCm: 95 }, seatOnly)).toEqual({ kind: 'unknown', reason: 'outside-range' }); // wants ≈ 627 mm
  });

  it('every size that fits by height leaves too little stand-over clearance for a short inseam', () => {
    expect(recommendSize({ heightCm: 180, inseamCm: 79 }, WINORA)).toEqual({ kind: 'unknown', reason: 'no-clearance' }); // 790 − 780 = 10 mm
  });
});

describe('recommendSize: boundaries', () => {
  it('both ends of a rider-height range count as inside', () => {
    expect(recommendSize({ heightCm: 155, inseamCm: 72 }, WINORA)).toMatchObject({ kind: 'recommended', size: '46 cm' });
    expect(recommendSize({ heightCm: 187, inseamCm: 88 }, WINORA)).toMatchObject({ kind: 'recommended', size: '55 cm' });
    expect(recommendSize({ heightCm: 154, inseamCm: 72 }, WINORA).kind).toBe('unknown');
    expect(recommendSize({ heightCm: 188, inseamCm: 88 }, WINORA).kind).toBe('unknown');
  });

  it('exactly the minimum clearance passes, 1 cm less does not', () => {
    // 55 cm: stand-over 780 mm; street bikes need 20 mm → inseam 80 cm passes, 79 cm does not.
    expect(MIN_CLEARANCE_MM.street).toBe(20);
    expect(recommendSize({ heightCm: 180, inseamCm: 80 }, WINORA)).toMatchObject({ kind: 'recommended', size: '55 cm', why: { clearanceMm: 20 } });
    expect(recommendSize({ heightCm: 180, inseamCm: 79 }, WINORA).kind).toBe('unknown');
  });

  it('off-road bikes need 5 cm of clearance where a city bike is fine with 2', () => {
    const sizes: readonly FitSizeRow[] = [['M', 165, 177, 740, null], ['L', 178, 190, 780, null]];
    expect(recommendSize({ heightCm: 182, inseamCm: 82 }, table(sizes)).kind).toBe('recommended'); // 40 mm
    expect(recommendSize({ heightCm: 182, inseamCm: 82 }, table(sizes, true))).toEqual({ kind: 'unknown', reason: 'no-clearance' });
    expect(recommendSize({ heightCm: 182, inseamCm: 83 }, table(sizes, true))).toMatchObject({ kind: 'recommended', size: 'L', why: { clearanceMm: 50 } });
  });

  it('off-road bikes estimate the seat tube with 0.574 instead of 0.66', () => {
    const seatOnly: readonly FitSizeRow[] = [['S', null, null, null, 400], ['M', null, null, null, 460], ['L', null, null, null, 520]];
    // Inseam 80: 0.574 → 459 mm (M); 0.66 → 528 mm (L).
    expect(recommendSize({ heightCm: 178, inseamCm: 80 }, table(seatOnly, true))).toMatchObject({ kind: 'recommended', size: 'M' });
    expect(recommendSize({ heightCm: 178, inseamCm: 80 }, table(seatOnly))).toMatchObject({ kind: 'recommended', size: 'L' });
  });
});
