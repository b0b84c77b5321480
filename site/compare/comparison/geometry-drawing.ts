/**
 * Frame geometry as lines, from the shop's geometry rows (spec §3): stack, reach, head and seat angles, head and
 * seat tube, chainstay, bottom-bracket drop, wheelbase and wheel size. Millimetres, bottom bracket at 0,0, y up.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A frame to draw: its tubes as segments and its wheels. */
export interface FrameDrawing {
  readonly tubes: readonly (readonly [Point, Point])[];
  readonly wheels: readonly { readonly centre: Point; readonly radius: number }[];
  readonly headTop: Point;
}

/** Rows a drawing needs; without any of them there is no honest drawing. */
export const DRAWING_CODES = ['UB-STACK', 'UB-REACH', 'UB-HEADTAN', 'UB-HEADTLE', 'UB-STANGLE', 'UB-STLENGT', 'UB-CHASLEN', 'UB-BBDROP', 'UB-WHLBASE'] as const;

/** A number out of a shop value (`620 mm`, `73.5°`, `73,5°`); null when there is none. */
export function numberOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const match = /-?\d+(?:[.,]\d+)?/.exec(value);
  return match === null ? null : Number.parseFloat(match[0].replace(',', '.'));
}

/** Rim bead seat diameters (ETRTO) by nominal wheel size in inches. */
const BEAD_MM: Readonly<Record<string, number>> = { '29': 622, '28': 622, '27.5': 584, '26': 559, '24': 507, '20': 406 };
/** A touring tyre's height added to the rim radius. */
const TYRE_MM = 45;

/** Outer wheel radius of a wheel size (`28"`, `27.5 Zoll`); a 28" wheel when the value says nothing known. */
export function wheelRadius(value: string | undefined): number {
  const inches = numberOf(value);
  const bead = inches === null ? undefined : BEAD_MM[String(inches)];
  return (bead ?? 622) / 2 + TYRE_MM;
}

/** The frame of one size, or the codes that are missing. */
export function frameDrawing(geometry: Readonly<Record<string, string>>): { readonly ok: true; readonly frame: FrameDrawing } | { readonly ok: false; readonly missing: readonly string[] } {
  const values = Object.fromEntries(DRAWING_CODES.map((code) => [code, numberOf(geometry[code])]));
  const missing = DRAWING_CODES.filter((code) => values[code] === null || !Number.isFinite(values[code]));
  if (missing.length > 0) return { ok: false, missing };
  const v = (code: (typeof DRAWING_CODES)[number]): number => values[code] as number;
  const rad = (deg: number): number => (deg * Math.PI) / 180;
  const drop = v('UB-BBDROP');
  const chainstay = v('UB-CHASLEN');
  if (chainstay <= Math.abs(drop)) return { ok: false, missing: ['UB-CHASLEN'] };
  const bb: Point = { x: 0, y: 0 };
  // Axles sit `drop` above the bottom bracket; the chainstay is the straight line to the rear axle.
  const rear: Point = { x: -Math.sqrt(chainstay ** 2 - drop ** 2), y: drop };
  const front: Point = { x: rear.x + v('UB-WHLBASE'), y: drop };
  const headTop: Point = { x: v('UB-REACH'), y: v('UB-STACK') };
  const head = rad(v('UB-HEADTAN'));
  const headBottom: Point = { x: headTop.x + v('UB-HEADTLE') * Math.cos(head), y: headTop.y - v('UB-HEADTLE') * Math.sin(head) };
  const seat = rad(v('UB-STANGLE'));
  const seatTop: Point = { x: -v('UB-STLENGT') * Math.cos(seat), y: v('UB-STLENGT') * Math.sin(seat) };
  const radius = wheelRadius(geometry['WHEEL']);
  return {
    ok: true,
    frame: {
      tubes: [[bb, rear], [rear, seatTop], [bb, seatTop], [seatTop, headTop], [bb, headBottom], [headBottom, headTop], [headBottom, front]],
      wheels: [{ centre: rear, radius }, { centre: front, radius }],
      headTop,
    },
  };
}

/** The box around frames and wheels, padded: the SVG view box (y flipped, so `-maxY` on top). */
export function viewBoxOf(frames: readonly FrameDrawing[], padding = 40): { readonly x: number; readonly y: number; readonly width: number; readonly height: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const f of frames) {
    for (const [a, b] of f.tubes) {
      xs.push(a.x, b.x);
      ys.push(a.y, b.y);
    }
    for (const w of f.wheels) {
      xs.push(w.centre.x - w.radius, w.centre.x + w.radius);
      ys.push(w.centre.y - w.radius, w.centre.y + w.radius);
    }
  }
  const minX = Math.min(...xs) - padding;
  const maxX = Math.max(...xs) + padding;
  const minY = Math.min(...ys) - padding;
  const maxY = Math.max(...ys) + padding;
  return { x: minX, y: -maxY, width: maxX - minX, height: maxY - minY };
}
