import { describe, expect, it } from 'vitest';
import { frameDrawing, numberOf, viewBoxOf, wheelRadius } from './geometry-drawing.ts';

/** The seed's medium size (services/commerce/seed/build-catalogue.ts, size index 1). */
const SEED_M = {
  WHEEL: '28"', 'UB-STLENGT': '490 mm', 'UB-TTLEN': '580 mm', 'UB-HEADTLE': '170 mm', 'UB-STANGLE': '73.0°', 'UB-HEADTAN': '69.5°',
  'UB-STACK': '638 mm', 'UB-REACH': '395 mm', 'UB-BBDROP': '70 mm', 'UB-WHLBASE': '1135 mm', 'UB-CHASLEN': '470 mm', 'UB-STANDHG': '740 mm',
};

describe('frame geometry drawing', () => {
  it('reads numbers out of shop values', () => {
    expect(numberOf('620 mm')).toBe(620);
    expect(numberOf('73,5°')).toBe(73.5);
    expect(numberOf('n/a')).toBeNull();
    expect(numberOf(undefined)).toBeNull();
  });

  it('sizes wheels by their nominal size', () => {
    expect(wheelRadius('28"')).toBe(356);
    expect(wheelRadius('27.5"')).toBe(337);
    expect(wheelRadius('20 Zoll')).toBe(248);
  });

  it('puts the head tube top at reach and stack from the bottom bracket, axles at the drop, wheelbase apart', () => {
    const drawn = frameDrawing(SEED_M);
    if (!drawn.ok) throw new Error(`missing ${drawn.missing.join()}`);
    expect(drawn.frame.headTop).toEqual({ x: 395, y: 638 });
    const [rear, front] = drawn.frame.wheels;
    expect(rear!.centre.y).toBe(70);
    expect(front!.centre.x - rear!.centre.x).toBe(1135);
    expect(Math.hypot(rear!.centre.x, rear!.centre.y)).toBeCloseTo(470, 6);
  });

  it('a taller size draws a higher head tube', () => {
    const l = frameDrawing({ ...SEED_M, 'UB-STACK': '656 mm', 'UB-REACH': '405 mm' });
    const m = frameDrawing(SEED_M);
    expect(l.ok && m.ok && l.frame.headTop.y > m.frame.headTop.y).toBe(true);
  });

  it('names the rows it lacks instead of guessing', () => {
    const { 'UB-STACK': _s, 'UB-HEADTAN': _h, ...partial } = SEED_M;
    expect(frameDrawing(partial)).toEqual({ ok: false, missing: ['UB-STACK', 'UB-HEADTAN'] });
    expect(frameDrawing({ ...SEED_M, 'UB-CHASLEN': '50 mm' })).toEqual({ ok: false, missing: ['UB-CHASLEN'] });
  });

  it('frames both bikes with their wheels in the view box', () => {
    const a = frameDrawing(SEED_M);
    if (!a.ok) throw new Error('no frame');
    const box = viewBoxOf([a.frame], 0);
    const rear = a.frame.wheels[0]!;
    expect(box.x).toBeCloseTo(rear.centre.x - rear.radius, 6);
    expect(box.y + box.height).toBeCloseTo(-(rear.centre.y - rear.radius), 6);
  });
});
