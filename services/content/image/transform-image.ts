/**
 * Applies image-service operations to an original with sharp, for real: crop, resize (cover, or
 * fit-in with `fill`), smart crop (attention), focal point, flips, rotate, blur, brightness,
 * grayscale, quality and format. SVGs are passed through (the image service does not transform them).
 */
import sharp from 'sharp';
import { MAX_SIDE, type ImageFormat, type ImageOperations } from './parse-image-operations.ts';

/** The image service's limit on the original. */
const MAX_PIXELS = 75_000_000;

export interface TransformedImage {
  readonly body: Buffer;
  readonly contentType: string;
}

const CONTENT_TYPES: Readonly<Record<ImageFormat | 'gif' | 'svg', string>> = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg', avif: 'image/avif', gif: 'image/gif', svg: 'image/svg+xml' };

/** The focal rectangle's centre kept in frame: the crop window of `width`×`height` out of the scaled image. */
function focalWindow(scaledW: number, scaledH: number, scale: number, focal: NonNullable<ImageOperations['focal']>, width: number, height: number) {
  const cx = ((focal.left + focal.right) / 2) * scale;
  const cy = ((focal.top + focal.bottom) / 2) * scale;
  const clamp = (n: number, max: number) => Math.max(0, Math.min(Math.round(n), max));
  return { left: clamp(cx - width / 2, scaledW - width), top: clamp(cy - height / 2, scaledH - height), width, height };
}

/**
 * Transforms `original`. `accept` is the request's Accept header: with no format filter, `/m/` answers
 * WebP to browsers that accept it (and the original format otherwise).
 */
export async function transformImage(original: Buffer, ops: ImageOperations, accept: string): Promise<TransformedImage> {
  const meta = await sharp(original).metadata();
  if (meta.format === 'svg') return { body: original, contentType: CONTENT_TYPES.svg };
  let image = sharp(original, { limitInputPixels: MAX_PIXELS }).rotate();
  let w = meta.autoOrient?.width ?? meta.width ?? 1;
  let h = meta.autoOrient?.height ?? meta.height ?? 1;
  if (ops.crop) {
    const left = Math.min(ops.crop.left, w - 1);
    const top = Math.min(ops.crop.top, h - 1);
    const width = Math.max(1, Math.min(ops.crop.right, w) - left);
    const height = Math.max(1, Math.min(ops.crop.bottom, h) - top);
    image = sharp(await image.extract({ left, top, width, height }).toBuffer());
    w = width;
    h = height;
  }
  let width = ops.width;
  let height = ops.height;
  if (width === 0 && height !== 0) width = Math.max(1, Math.round((w * height) / h));
  if (height === 0 && width !== 0) height = Math.max(1, Math.round((h * width) / w));
  // A proportional side of a long, thin picture can come out far above the limit (0x4000 of a 100:1 panorama).
  width = Math.min(width, MAX_SIDE);
  height = Math.min(height, MAX_SIDE);
  if (ops.noUpscale && width > w) {
    height = Math.round((height * w) / width);
    width = w;
  }
  if (width > 0 && height > 0) {
    if (ops.fitIn) {
      const background = ops.fill === undefined || ops.fill === 'transparent' ? { r: 0, g: 0, b: 0, alpha: ops.fill === 'transparent' ? 0 : 1 } : `#${ops.fill}`;
      image = image.resize(width, height, { fit: 'contain', background });
    } else if (ops.focal) {
      const scale = Math.max(width / w, height / h);
      const scaledW = Math.max(width, Math.round(w * scale));
      const scaledH = Math.max(height, Math.round(h * scale));
      image = sharp(await image.resize(scaledW, scaledH, { fit: 'fill' }).toBuffer()).extract(focalWindow(scaledW, scaledH, scale, ops.focal, width, height));
    } else {
      image = image.resize(width, height, { fit: 'cover', position: ops.smart ? sharp.strategy.attention : 'centre' });
    }
  }
  if (ops.flipX) image = image.flop();
  if (ops.flipY) image = image.flip();
  if (ops.rotate) image = sharp(await image.toBuffer()).rotate(ops.rotate);
  if (ops.blur && ops.blur.sigma > 0) image = image.blur(Math.max(0.3, ops.blur.sigma / 2));
  if (ops.brightness !== undefined && ops.brightness !== 0) image = image.modulate({ brightness: Math.max(0, 1 + ops.brightness / 100) });
  if (ops.grayscale) image = image.grayscale();
  const source: string = meta.format;
  const format: ImageFormat | 'gif' =
    ops.format ?? (accept.includes('image/webp') ? 'webp' : source === 'png' || source === 'webp' || source === 'gif' ? source : 'jpeg');
  const quality = ops.quality;
  switch (format) {
    case 'webp': image = image.webp(quality === undefined ? {} : { quality }); break;
    case 'png': image = image.png(quality === undefined ? {} : { quality, palette: quality < 100 }); break;
    case 'avif': image = image.avif(quality === undefined ? {} : { quality }); break;
    case 'gif': image = image.gif(); break;
    case 'jpeg': image = image.jpeg(quality === undefined ? {} : { quality }); break;
  }
  return { body: await image.toBuffer(), contentType: CONTENT_TYPES[format] };
}
