/** Small helpers for the drawn media: numbers, colours, points and escaped text. */

export interface Point { readonly x: number; readonly y: number }

/** Rounds to one decimal and drops a trailing `.0`, so the SVG stays short and identical between runs. */
export const n = (value: number): string => {
  const r = Math.round(value * 10) / 10;
  return String(Object.is(r, -0) ? 0 : r);
};

export const pt = (x: number, y: number): Point => ({ x, y });
export const add = (a: Point, b: Point): Point => pt(a.x + b.x, a.y + b.y);
export const sub = (a: Point, b: Point): Point => pt(a.x - b.x, a.y - b.y);
export const mul = (a: Point, k: number): Point => pt(a.x * k, a.y * k);
export const len = (a: Point): number => Math.hypot(a.x, a.y);
export const unit = (a: Point): Point => mul(a, 1 / (len(a) || 1));
export const lerp = (a: Point, b: Point, t: number): Point => pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
/** The left-hand normal of a direction (in SVG's y-down frame: "above" for a direction pointing right). */
export const normal = (d: Point): Point => unit(pt(d.y, -d.x));
/** A direction at `deg` degrees above the forward horizontal (SVG y points down). */
export const dir = (deg: number): Point => pt(Math.cos((deg * Math.PI) / 180), -Math.sin((deg * Math.PI) / 180));
export const angleOf = (d: Point): number => (Math.atan2(d.y, d.x) * 180) / Math.PI;
export const p = (a: Point): string => `${n(a.x)} ${n(a.y)}`;

/** A line as a path segment: `M x y L x y`. */
export const seg = (a: Point, b: Point): string => `M${p(a)}L${p(b)}`;

/** Escapes text for SVG content and attributes; control characters are dropped. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const clampByte = (v: number): number => Math.max(0, Math.min(255, Math.round(v)));
const HEX = /^#([0-9a-f]{6})$/i;

/** `#rrggbb` mixed with black (`amount` < 0) or white (`amount` > 0); anything else becomes a neutral grey. */
export function shade(hex: string, amount: number): string {
  const m = HEX.exec(hex);
  const value = m?.[1] === undefined ? 0x6f7275 : Number.parseInt(m[1], 16);
  const target = amount < 0 ? 0 : 255;
  const k = Math.min(1, Math.abs(amount));
  const channel = (shift: number): number => clampByte(((value >> shift) & 255) + (target - ((value >> shift) & 255)) * k);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (0 black … 1 white) of `#rrggbb`. */
export function luminance(hex: string): number {
  const m = HEX.exec(hex);
  const value = m?.[1] === undefined ? 0x6f7275 : Number.parseInt(m[1], 16);
  const lin = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((value >> 16) & 255) + 0.7152 * lin((value >> 8) & 255) + 0.0722 * lin(value & 255);
}

/** A complete SVG document of the given size. */
export const svgDoc = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A small stable hash (FNV-1a) for picking from palettes. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
