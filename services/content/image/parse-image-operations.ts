/**
 * The image-service grammar after `/m/` (reference §13):
 * `[<x1>x<y1>:<x2>x<y2>/][fit-in/][<-?W>x<-?H>/][smart/][filters:<f1>:<f2>…]`.
 */
import { err, ok, type Result } from '../result.ts';

export type ImageFormat = 'webp' | 'png' | 'jpeg' | 'avif';

export interface ImageOperations {
  readonly crop?: { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };
  readonly fitIn: boolean;
  /** 0 = proportional to the other side. */
  readonly width: number;
  readonly height: number;
  readonly flipX: boolean;
  readonly flipY: boolean;
  readonly smart: boolean;
  readonly quality?: number;
  readonly format?: ImageFormat;
  readonly blur?: { readonly radius: number; readonly sigma: number };
  readonly brightness?: number;
  readonly rotate?: 0 | 90 | 180 | 270;
  readonly grayscale: boolean;
  readonly fill?: string;
  readonly focal?: { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };
  readonly noUpscale: boolean;
}

const RECT = /^(\d+)x(\d+):(\d+)x(\d+)$/;
const rect = (m: RegExpExecArray) => ({ left: Number(m[1]), top: Number(m[2]), right: Number(m[3]), bottom: Number(m[4]) });

/** Splits `a(1):b(2x3:4x5)` at colons outside parentheses. */
function splitFilters(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth += 1;
    if (ch === ')') depth -= 1;
    if (ch === ':' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (current !== '') parts.push(current);
  return parts;
}

/** The largest side the image service produces. */
export const MAX_SIDE = 4000;

const inRange = (n: number, min: number, max: number): boolean => Number.isFinite(n) && n >= min && n <= max;

/** Parses the operations, or names the first segment or filter it cannot apply. */
export function parseImageOperations(path: string): Result<ImageOperations, string> {
  const ops: { -readonly [K in keyof ImageOperations]: ImageOperations[K] } = { fitIn: false, width: 0, height: 0, flipX: false, flipY: false, smart: false, grayscale: false, noUpscale: false };
  for (const segment of path.split('/').filter((s) => s !== '')) {
    const crop = RECT.exec(segment);
    const size = /^(-?)(\d+)x(-?)(\d+)$/.exec(segment);
    if (crop) ops.crop = rect(crop);
    else if (segment === 'fit-in') ops.fitIn = true;
    else if (segment === 'smart') ops.smart = true;
    else if (size) {
      ops.flipX = size[1] === '-';
      // Storyblok resizes to at most 4,000 × 4,000 and clamps a larger side (200x5000 → 200×4000).
      ops.width = Math.min(Number(size[2]), MAX_SIDE);
      ops.flipY = size[3] === '-';
      ops.height = Math.min(Number(size[4]), MAX_SIDE);
    } else if (segment.startsWith('filters:')) {
      for (const filter of splitFilters(segment.slice('filters:'.length))) {
        const m = /^([a-z_]+)\((.*)\)$/.exec(filter);
        if (!m) return err(`filter "${filter}" is not name(arguments)`);
        const [name = '', args = ''] = [m[1], m[2]];
        const n = Number(args);
        switch (name) {
          case 'quality':
            if (!inRange(n, 0, 100)) return err(`quality(${args}) must be 0 to 100`);
            ops.quality = n;
            break;
          case 'format':
            if (args === 'jpg' || args === 'jpeg') ops.format = 'jpeg';
            else if (args === 'webp' || args === 'png' || args === 'avif') ops.format = args;
            else return err(`format(${args}) must be webp, png, jpeg or avif`);
            break;
          case 'blur': {
            const [radius = Number.NaN, sigma = radius] = args.split(',').map(Number);
            if (!inRange(radius, 0, 150) || !inRange(sigma, 0, 150)) return err(`blur(${args}) must be 0 to 150`);
            ops.blur = { radius, sigma };
            break;
          }
          case 'brightness':
            if (!inRange(n, -100, 100)) return err(`brightness(${args}) must be -100 to 100`);
            ops.brightness = n;
            break;
          case 'rotate':
            if (n !== 0 && n !== 90 && n !== 180 && n !== 270) return err(`rotate(${args}) must be 0, 90, 180 or 270`);
            ops.rotate = n;
            break;
          case 'grayscale':
            ops.grayscale = true;
            break;
          case 'fill':
            if (!/^([0-9a-f]{6}|transparent)$/i.test(args)) return err(`fill(${args}) must be a hex colour or transparent`);
            ops.fill = args;
            break;
          case 'focal': {
            const f = RECT.exec(args);
            if (!f) return err(`focal(${args}) must be x1xy1:x2xy2`);
            ops.focal = rect(f);
            break;
          }
          case 'no_upscale':
            ops.noUpscale = true;
            break;
          default:
            return err(`filter "${name}" is not supported`);
        }
      }
    } else return err(`segment "${segment}" is not part of the image-service grammar`);
  }
  return ok(ops);
}
