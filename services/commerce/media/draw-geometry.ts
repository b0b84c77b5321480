/** A brand-style geometry chart: the frame as a line drawing with lettered dimension lines (A, B, C …). */
import { bikeGeometry, bikeBounds, type BikeSpec } from './draw-bike.ts';
import { add, dir, lerp, mul, n, normal, p, pt, seg, sub, unit, svgDoc, type Point } from './svg-kit.ts';

const INK = '#2b2d30';
const DIM = '#8a6d3b';

/** 1600×1000: wheels and frame as lines, dimensions A seat tube … J reach. */
export function drawGeometry(spec: BikeSpec): string {
  const g = bikeGeometry({ ...spec, equipped: false });
  const box = bikeBounds(g);
  const scale = 0.6;
  const tx = 800 - ((box.left + box.right) / 2) * scale;
  const ty = 800 - box.ground * scale;
  const sw = (px: number): string => n(px / scale);
  const parts: string[] = [];
  const line = (d: string, width: number, colour = INK, extra = ''): void => {
    parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${sw(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`);
  };
  const label = (at: Point, letter: string): void => {
    parts.push(`<circle cx="${n(at.x)}" cy="${n(at.y)}" r="${sw(17)}" fill="#fff" stroke="${DIM}" stroke-width="${sw(2)}"/><text x="${n(at.x)}" y="${n(at.y + 7 / scale)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${sw(20)}" font-weight="700" fill="${DIM}">${letter}</text>`);
  };
  /** A dimension between a and b, pushed `offset` px along the left normal of a→b, with extension lines and end ticks. */
  const dim = (a: Point, b: Point, offset: number, letter: string): void => {
    const off = mul(normal(sub(b, a)), offset / scale);
    const qa = add(a, off);
    const qb = add(b, off);
    const t = mul(normal(sub(b, a)), 9 / scale);
    line(`${seg(a, add(qa, mul(unit(off), 8 / scale)))}${seg(b, add(qb, mul(unit(off), 8 / scale)))}`, 1, DIM, ' stroke-dasharray="4 5" opacity=".6"');
    line(`${seg(qa, qb)}${seg(add(qa, t), sub(qa, t))}${seg(add(qb, t), sub(qb, t))}`, 2, DIM);
    label(lerp(qa, qb, 0.5), letter);
  };
  const angle = (vertex: Point, from: number, to: number, radius: number, letter: string): void => {
    const r = radius / scale;
    const s = add(vertex, mul(dir(from), r));
    const e = add(vertex, mul(dir(to), r));
    line(`M${p(s)}A${n(r)} ${n(r)} 0 0 ${to > from ? 0 : 1} ${p(e)}`, 2, DIM);
    label(add(vertex, mul(dir((from + to) / 2), r + 30 / scale)), letter);
  };

  // Ground and axle lines, wheels.
  line(seg(pt(box.left - 80, box.ground), pt(box.right + 80, box.ground)), 1.5, '#c9c6bf');
  line(seg(pt(-120, 0), pt(g.front.x + 290, 0)), 1, '#c9c6bf', ' stroke-dasharray="6 6"');
  for (const c of [g.rear, g.front]) {
    parts.push(`<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(g.tyreRadius)}" fill="none" stroke="#b9b6af" stroke-width="${sw(2)}"/><circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(spec.bead / 2)}" fill="none" stroke="#d6d3cc" stroke-width="${sw(1.5)}"/><circle cx="${n(c.x)}" cy="${n(c.y)}" r="${sw(5)}" fill="${INK}"/>`);
  }
  // Steering and seat axes, extended.
  line(`${seg(add(g.headTop, mul(g.steer, 90)), add(g.crown, mul(g.steer, -130)))}${seg(g.bb, add(g.seatTop, mul(g.seatDir, 120)))}`, 1, '#b9b6af', ' stroke-dasharray="10 6"');
  // Frame.
  const down = spec.shape === 'wave' ? `${seg(g.downTube[0], g.downTube[1])}Q${p(add(g.bb, pt(40, -10)))} ${p(g.bb)}` : seg(g.downTube[0], g.downTube[1]);
  line(`${seg(g.rear, g.bb)}${seg(g.rear, g.seatStayTop)}${seg(g.bb, g.seatTop)}${down}${seg(g.headBottom, g.headTop)}${g.topTube === null ? '' : seg(g.topTube[0], g.topTube[1])}${seg(g.front, g.crown)}`, 4);
  line(`${seg(g.seatTop, g.saddle)}${seg(g.headTop, add(g.headTop, mul(g.steer, 35)))}`, 2, '#9a978f');
  parts.push(`<circle cx="${n(g.bb.x)}" cy="${n(g.bb.y)}" r="${sw(9)}" fill="#fff" stroke="${INK}" stroke-width="${sw(3)}"/>`);

  // A seat tube, B effective top tube, C head tube, D head angle, E seat angle, F chainstay,
  // G wheelbase, H bottom bracket drop, I stack, J reach.
  dim(g.seatTop, g.bb, 46, 'A');
  const effective = pt(g.bb.x + ((g.headTop.y - g.bb.y) / g.seatDir.y) * g.seatDir.x, g.headTop.y);
  dim(effective, g.headTop, 64, 'B');
  dim(g.headTop, g.headBottom, -44, 'C');
  angle(g.headBottom, -g.headAngle, 0, 70, 'D');
  angle(g.bb, 180 - g.seatAngle, 180, 95, 'E');
  dim(g.bb, g.rear, 70, 'F');
  dim(pt(g.rear.x, box.ground), pt(g.front.x, box.ground), -60, 'G');
  dim(pt(g.front.x + 260, 0), pt(g.front.x + 260, g.bb.y), 0, 'H');
  dim(pt(g.bb.x + 600 + 200, g.bb.y), pt(g.bb.x + 600 + 200, g.headTop.y), 0, 'I');
  line(seg(g.bb, pt(g.bb.x + 820, g.bb.y)) + seg(g.headTop, pt(g.bb.x + 820, g.headTop.y)), 1, DIM, ' stroke-dasharray="4 5" opacity=".6"');
  dim(pt(g.bb.x, g.headTop.y - 150), pt(g.headTop.x, g.headTop.y - 150), 0, 'J');
  line(seg(pt(g.bb.x, g.bb.y), pt(g.bb.x, g.headTop.y - 160)), 1, DIM, ' stroke-dasharray="4 5" opacity=".6"');

  return svgDoc(1600, 1000, `<rect width="1600" height="1000" fill="#fbfaf8"/><g transform="translate(${n(tx)} ${n(ty)}) scale(${scale})">${parts.join('')}</g>`);
}
