/**
 * A bicycle in side view, drawn in millimetres with the rear axle at the origin (SVG axes: y points down).
 * Proportions follow a real trekking/city bike: 622 mm rims, ~1.12 m wheelbase, 73° seat and ~69° head angle.
 */
import { add, angleOf, dir, len, lerp, mul, n, normal, p, pt, seg, shade, sub, luminance, type Point } from './svg-kit.ts';

export type FrameShape = 'diamond' | 'trapeze' | 'wave';

/** What the drawing needs to know about a model; `bikeSpec` in draw-media.ts derives it from the seed. */
export interface BikeSpec {
  readonly shape: FrameShape;
  readonly ebike: boolean;
  /** Fenders, rear rack and lights (city and trekking bikes). */
  readonly equipped: boolean;
  readonly suspensionFork: boolean;
  /** Bead seat diameter of the rim (ETRTO), e.g. 622 for 28"/29". */
  readonly bead: number;
  /** Tyre width in mm (ETRTO). */
  readonly tyreWidth: number;
  /** Sweep-back city handlebar instead of a flat bar. */
  readonly sweptBar: boolean;
  /** Frame colour `#rrggbb`. */
  readonly colour: string;
}

/** The frame's key points (mm, rear axle at 0,0). */
export interface Geometry {
  readonly rear: Point;
  readonly front: Point;
  readonly bb: Point;
  readonly seatTop: Point;
  readonly seatDir: Point;
  readonly headTop: Point;
  readonly headBottom: Point;
  readonly steer: Point;
  readonly crown: Point;
  /** Where the top tube meets the seat tube and the head tube (diamond, trapeze). */
  readonly topTube: readonly [Point, Point] | null;
  /** The down tube: straight part (start, end) and, for a wave frame, the bend into the bottom bracket. */
  readonly downTube: readonly [Point, Point];
  readonly seatStayTop: Point;
  readonly saddle: Point;
  readonly barClamp: Point;
  readonly grip: Point;
  readonly tyreRadius: number;
  readonly wheelbase: number;
  readonly headAngle: number;
  readonly seatAngle: number;
}

const CHAINSTAY = 465;
const BB_DROP = 70;

export function bikeGeometry(spec: BikeSpec): Geometry {
  const tyreRadius = spec.bead / 2 + spec.tyreWidth;
  const wheelbase = 1120 + (spec.tyreWidth >= 55 ? 60 : 0);
  const rear = pt(0, 0);
  const front = pt(wheelbase, 0);
  const bb = pt(Math.sqrt(CHAINSTAY ** 2 - BB_DROP ** 2), BB_DROP);
  const seatAngle = 73;
  const headAngle = spec.sweptBar ? 68 : 69.5;
  const seatDir = dir(180 - seatAngle);
  const seatLength = spec.shape === 'diamond' ? 540 : spec.shape === 'trapeze' ? 500 : 470;
  const seatTop = add(bb, mul(seatDir, seatLength));
  const steer = dir(180 - headAngle);
  // Fork: axle-to-crown along the steering axis, 45 mm offset forward of it.
  const axis = add(front, mul(normal(steer), -45));
  const crown = add(axis, mul(steer, spec.suspensionFork ? 450 : 405));
  const headBottom = add(crown, mul(steer, 18));
  const headTop = add(headBottom, mul(steer, spec.shape === 'diamond' ? 165 : 190));
  const topTube: readonly [Point, Point] | null =
    spec.shape === 'diamond' ? [add(seatTop, mul(seatDir, -35)), add(headTop, mul(steer, -28))]
      : spec.shape === 'trapeze' ? [lerp(bb, seatTop, 0.6), add(headTop, mul(steer, -40))]
        : null;
  const downStart = add(headBottom, mul(steer, spec.shape === 'wave' ? 70 : 35));
  const downEnd = spec.shape === 'wave' ? add(bb, pt(190, -70)) : bb;
  const seatStayTop = spec.shape === 'diamond' ? add(seatTop, mul(seatDir, -55)) : lerp(bb, seatTop, spec.shape === 'wave' ? 0.78 : 0.82);
  const saddle = add(seatTop, mul(seatDir, spec.shape === 'diamond' ? 250 : 290));
  const stemBase = add(headTop, mul(steer, 35));
  const barClamp = add(stemBase, mul(dir(spec.sweptBar ? 35 : 12), 95));
  const grip = spec.sweptBar ? add(barClamp, pt(-170, -45)) : add(barClamp, pt(-30, -8));
  return { rear, front, bb, seatTop, seatDir, headTop, headBottom, steer, crown, topTube, downTube: [downStart, downEnd], seatStayTop, saddle, barClamp, grip, tyreRadius, wheelbase, headAngle, seatAngle };
}

/** The wheel (tyre, rim, 32 crossed spokes, hub, disc rotor) centred on 0,0; reused with `<use>`. */
function wheel(spec: BikeSpec, id: string): string {
  const rim = spec.bead / 2;
  const tyreMid = rim + spec.tyreWidth / 2;
  const spokes: string[] = [];
  for (let i = 0; i < 32; i++) {
    const a = (i * Math.PI * 2) / 32;
    const h = a + (i % 2 === 0 ? 0.5 : -0.5);
    spokes.push(seg(pt(Math.cos(h) * 24, Math.sin(h) * 24), pt(Math.cos(a) * (rim - 14), Math.sin(a) * (rim - 14))));
  }
  const knobs = spec.tyreWidth >= 55 ? `<circle r="${n(rim + spec.tyreWidth - 3)}" fill="none" stroke="#1a1b1c" stroke-width="8" stroke-dasharray="14 10"/>` : '';
  const reflex = spec.equipped ? `<circle r="${n(rim + spec.tyreWidth * 0.3)}" fill="none" stroke="#8d9296" stroke-width="4"/>` : '';
  return `<g id="${id}"><circle r="${n(tyreMid)}" fill="none" stroke="#242526" stroke-width="${n(spec.tyreWidth)}"/>${knobs}<circle r="${n(rim + spec.tyreWidth - 4)}" fill="none" stroke="#3a3c3e" stroke-width="3"/>${reflex}`
    + `<circle r="${n(rim - 8)}" fill="none" stroke="#2f3235" stroke-width="20"/><circle r="${n(rim - 3)}" fill="none" stroke="#9aa0a5" stroke-width="3"/>`
    + `<path d="${spokes.join('')}" stroke="#a9aeb2" stroke-width="2.2"/><circle r="80" fill="none" stroke="#b8bcbf" stroke-width="9"/><circle r="80" fill="none" stroke="#7d8286" stroke-width="2" stroke-dasharray="6 8"/><circle r="30" fill="#3a3d40"/><circle r="11" fill="#9aa0a5"/></g>`;
}

/** A tube drawn as an outlined stroke: darker edge, frame colour, soft highlight on top. */
function tube(d: string, width: number, colour: string, edge: string): string {
  return `<path d="${d}" fill="none" stroke="${edge}" stroke-width="${n(width + 5)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Arc path of radius r around c from angle a0 to a1 (degrees above the forward horizontal, counter-clockwise). */
function arc(c: Point, r: number, a0: number, a1: number): string {
  const s = add(c, mul(dir(a0), r));
  const e = add(c, mul(dir(a1), r));
  return `M${p(s)}A${n(r)} ${n(r)} 0 ${a1 - a0 > 180 ? 1 : 0} 0 ${p(e)}`;
}

/** The whole bike (no background) in mm around the rear axle. */
export function drawBike(spec: BikeSpec, geometry: Geometry = bikeGeometry(spec)): string {
  const g = geometry;
  const frame = spec.colour;
  const dark = luminance(frame) > 0.5 ? shade(frame, -0.42) : shade(frame, -0.35);
  const light = shade(frame, 0.35);
  const metal = '#2c2e30';
  const parts: string[] = [`<defs>${wheel(spec, 'wh')}</defs>`, `<use href="#wh"/><use href="#wh" x="${n(g.front.x)}"/>`];

  // Rear: cassette, chain and derailleur behind the frame.
  parts.push(`<circle r="46" fill="#5b5f63"/><circle r="46" fill="none" stroke="#2a2b2c" stroke-width="6" stroke-dasharray="5 4"/>`);
  const ring = 92;
  parts.push(`<path d="${seg(pt(0, -46), add(g.bb, pt(0, -ring)))}${seg(pt(10, 62), add(g.bb, pt(0, ring)))}" stroke="#3b3d3f" stroke-width="9"/>`);
  parts.push(`<path d="M10 62L20 25L0 10" fill="none" stroke="${metal}" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`);

  // Fenders behind the frame.
  if (spec.equipped) {
    const r = g.tyreRadius + 24;
    const fender = (d: string): string => `${tube(d, 26, frame, dark)}<path d="${d}" fill="none" stroke="#fff" stroke-width="4" opacity=".25"/>`;
    parts.push(fender(arc(g.rear, r, 62, 196)), fender(arc(g.front, r, 18, 212)));
  }

  // Frame.
  const downStraight = seg(g.downTube[0], g.downTube[1]);
  const downPath = spec.shape === 'wave' ? `${downStraight}Q${p(add(g.bb, pt(40, -10)))} ${p(g.bb)}` : downStraight;
  const downWidth = spec.ebike ? 66 : 50;
  parts.push(tube(seg(g.seatStayTop, g.rear), 20, frame, dark), tube(seg(g.bb, g.rear), 24, frame, dark));
  parts.push(tube(seg(g.bb, g.seatTop), 36, frame, dark), tube(downPath, downWidth, frame, dark));
  if (g.topTube !== null) parts.push(tube(seg(g.topTube[0], g.topTube[1]), 38, frame, dark));
  parts.push(tube(seg(g.headBottom, g.headTop), 54, frame, dark));
  parts.push(`<path d="${seg(lerp(g.headBottom, g.headTop, 0.12), lerp(g.headBottom, g.headTop, 0.88))}" stroke="${light}" stroke-width="6" stroke-linecap="round" opacity=".5"/>`);
  // A soft highlight along the upper edge of the main tubes.
  const hi = (a: Point, b: Point, w: number): string => {
    const off = mul(normal(sub(b, a)), w / 2 - 7);
    return `<path d="${seg(add(lerp(a, b, 0.08), off), add(lerp(a, b, 0.92), off))}" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".22"/>`;
  };
  if (g.topTube !== null) parts.push(hi(g.topTube[0], g.topTube[1], 38));
  parts.push(hi(g.downTube[0], g.downTube[1], downWidth));

  // E-bike: battery on the down tube, mid motor at the bottom bracket.
  if (spec.ebike) {
    const [a, b] = g.downTube;
    const along = sub(b, a);
    const length = Math.min(440, len(along) * 0.72);
    const c = add(lerp(a, b, spec.shape === 'wave' ? 0.5 : 0.46), mul(normal(along), 12));
    const angle = angleOf(along);
    parts.push(`<g class="battery" transform="translate(${p(c)}) rotate(${n(angle)})"><rect x="${n(-length / 2)}" y="-30" width="${n(length)}" height="60" rx="22" fill="#26292c"/>`
      + `<rect x="${n(-length / 2 + 14)}" y="-23" width="${n(length - 28)}" height="12" rx="6" fill="#fff" opacity=".13"/><rect x="${n(length / 2 - 58)}" y="-8" width="30" height="16" rx="8" fill="#6d7378"/></g>`);
    const m = add(g.bb, pt(30, 12));
    parts.push(`<g class="motor"><path d="M${p(add(m, pt(-92, -40)))}Q${p(add(m, pt(-60, -95)))} ${p(add(m, pt(40, -88)))}L${p(add(m, pt(95, -40)))}Q${p(add(m, pt(115, 40)))} ${p(add(m, pt(40, 82)))}L${p(add(m, pt(-55, 78)))}Q${p(add(m, pt(-110, 40)))} ${p(add(m, pt(-92, -40)))}Z" fill="#34373a"/>`
      + `<path d="M${p(add(m, pt(-60, -48)))}Q${p(add(m, pt(10, -78)))} ${p(add(m, pt(70, -36)))}" fill="none" stroke="#fff" stroke-width="6" opacity=".14" stroke-linecap="round"/></g>`);
  }

  // Fork.
  if (spec.suspensionFork) {
    const lowerTop = lerp(g.front, g.crown, 0.55);
    parts.push(`<path d="${seg(lerp(g.front, g.crown, -0.02), lowerTop)}" stroke="${metal}" stroke-width="40" stroke-linecap="round"/><path d="${seg(lowerTop, g.crown)}" stroke="#b9bec2" stroke-width="28"/><path d="${seg(lerp(g.front, g.crown, 0.52), lerp(g.front, g.crown, 0.56))}" stroke="#17181a" stroke-width="44"/>`);
  } else {
    const bend = add(lerp(g.front, g.crown, 0.35), mul(normal(sub(g.crown, g.front)), -10));
    parts.push(`<path d="M${p(g.front)}Q${p(bend)} ${p(g.crown)}" fill="none" stroke="${dark}" stroke-width="32" stroke-linecap="round"/><path d="M${p(g.front)}Q${p(bend)} ${p(g.crown)}" fill="none" stroke="${frame}" stroke-width="26" stroke-linecap="round"/>`);
  }
  parts.push(`<path d="${seg(add(g.crown, mul(g.steer, -6)), add(g.crown, mul(g.steer, 10)))}" stroke="${metal}" stroke-width="64" stroke-linecap="round"/>`);
  parts.push(`<circle cx="${n(g.front.x)}" r="16" fill="${metal}"/><circle r="16" fill="${metal}"/>`);

  // Rear rack over the fender.
  if (spec.equipped) {
    const top = -(g.tyreRadius + 62);
    const back = -g.tyreRadius * 0.62;
    const front = g.seatStayTop.x - 20;
    parts.push(`<path d="M${n(back)} ${n(top)}H${n(front)}M${n(back + 10)} ${n(top + 26)}H${n(front - 30)}M${n(back + 20)} ${n(top)}L-6 -8M${n(back + 110)} ${n(top + 26)}L-6 -8M${n(front - 10)} ${n(top)}L${p(lerp(g.seatStayTop, g.rear, 0.18))}" fill="none" stroke="#2b2d2f" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`);
    parts.push(`<rect x="${n(back - 16)}" y="${n(top - 8)}" width="26" height="34" rx="6" fill="#a4262c"/><rect x="${n(back - 12)}" y="${n(top - 3)}" width="10" height="22" rx="4" fill="#e2656b"/>`);
    const lamp = add(g.crown, mul(normal(g.steer), -30));
    parts.push(`<rect x="${n(lamp.x - 8)}" y="${n(lamp.y - 22)}" width="58" height="44" rx="14" fill="${metal}"/><rect x="${n(lamp.x + 36)}" y="${n(lamp.y - 16)}" width="12" height="32" rx="5" fill="#f3efd9"/>`);
  }

  // Drivetrain: chainring and crank with pedal over the frame.
  const pedal = add(g.bb, mul(dir(-25), 170));
  parts.push(`<circle cx="${n(g.bb.x)}" cy="${n(g.bb.y)}" r="${ring}" fill="none" stroke="#2b2c2e" stroke-width="14"/><circle cx="${n(g.bb.x)}" cy="${n(g.bb.y)}" r="${ring - 4}" fill="none" stroke="#4a4d50" stroke-width="5" stroke-dasharray="6 6"/><circle cx="${n(g.bb.x)}" cy="${n(g.bb.y)}" r="58" fill="none" stroke="#3c3f42" stroke-width="10"/>`);
  parts.push(`<path d="${seg(g.bb, pedal)}" stroke="#2f3235" stroke-width="30" stroke-linecap="round"/><circle cx="${n(g.bb.x)}" cy="${n(g.bb.y)}" r="24" fill="#55595d"/><rect x="${n(pedal.x - 50)}" y="${n(pedal.y - 12)}" width="100" height="24" rx="8" fill="#2a2b2d"/>`);

  // Seatpost and saddle.
  const post = add(g.saddle, mul(g.seatDir, -12));
  parts.push(`<path d="${seg(add(g.seatTop, mul(g.seatDir, -20)), post)}" stroke="#2e3134" stroke-width="27"/><path d="${seg(add(g.seatTop, mul(g.seatDir, -6)), add(g.seatTop, mul(g.seatDir, 14)))}" stroke="${dark}" stroke-width="42" stroke-linecap="round"/>`);
  const s = g.saddle;
  parts.push(`<path d="M${p(add(s, pt(-150, -18)))}C${p(add(s, pt(-150, -48)))} ${p(add(s, pt(-60, -46)))} ${p(add(s, pt(0, -38)))}L${p(add(s, pt(110, -26)))}Q${p(add(s, pt(140, -18)))} ${p(add(s, pt(112, -6)))}L${p(add(s, pt(0, 0)))}C${p(add(s, pt(-70, 10)))} ${p(add(s, pt(-150, 16)))} ${p(add(s, pt(-150, -18)))}Z" fill="#1f2022"/>`
    + `<path d="M${p(add(s, pt(-120, -34)))}Q${p(add(s, pt(-40, -48)))} ${p(add(s, pt(90, -30)))}" fill="none" stroke="#fff" stroke-width="5" opacity=".12" stroke-linecap="round"/><path d="${seg(add(s, pt(-80, 4)), add(s, pt(60, 0)))}" stroke="#6d7176" stroke-width="7"/>`);

  // Cockpit: spacers, stem, bar and grip.
  const stemBase = add(g.headTop, mul(g.steer, 35));
  parts.push(`<path d="${seg(g.headTop, stemBase)}" stroke="#2e3134" stroke-width="34"/><path d="${seg(add(stemBase, mul(g.steer, -8)), g.barClamp)}" stroke="#2e3134" stroke-width="34" stroke-linecap="round"/>`);
  if (spec.sweptBar) {
    const mid = add(g.barClamp, pt(40, -45));
    const gripStart = lerp(g.grip, mid, 0.42);
    parts.push(`<path d="M${p(g.barClamp)}Q${p(mid)} ${p(g.grip)}" fill="none" stroke="#8f9499" stroke-width="22" stroke-linecap="round"/><path d="${seg(gripStart, g.grip)}" stroke="#1e1f21" stroke-width="34" stroke-linecap="round"/>`);
    const lever = lerp(g.grip, mid, 0.52);
    parts.push(`<path d="${seg(lever, add(lever, pt(55, 40)))}" stroke="#3a3d40" stroke-width="10" stroke-linecap="round"/>`);
  } else {
    parts.push(`<path d="${seg(g.barClamp, g.grip)}" stroke="#1e1f21" stroke-width="34" stroke-linecap="round"/><path d="${seg(add(g.barClamp, pt(-10, 4)), add(g.barClamp, pt(50, 40)))}" stroke="#3a3d40" stroke-width="10" stroke-linecap="round"/>`);
  }
  // Cables from the bar into the frame.
  parts.push(`<path d="M${p(g.barClamp)}C${p(add(g.barClamp, pt(90, 80)))} ${p(add(g.headTop, pt(60, 60)))} ${p(lerp(g.headBottom, g.headTop, 0.55))}" fill="none" stroke="#2a2b2d" stroke-width="6"/>`);
  return parts.join('');
}

/** The drawing's extent in mm: left, top, right, bottom (ground). */
export function bikeBounds(g: Geometry): { readonly left: number; readonly top: number; readonly right: number; readonly ground: number } {
  return { left: -g.tyreRadius, top: Math.min(g.saddle.y - 50, g.grip.y - 20, g.barClamp.y - 30), right: g.front.x + g.tyreRadius, ground: g.tyreRadius };
}
