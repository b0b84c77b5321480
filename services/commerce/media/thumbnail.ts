import sharp from 'sharp';

/** The raster formats a thumbnail comes in: WebP where the client takes it, else JPEG. */
export type ThumbnailFormat = 'webp' | 'jpeg';

/** The widest thumbnail made; a larger `width` asks for the original drawing. */
export const MAX_THUMBNAIL_WIDTH = 3000;

/**
 * The width a media URL's `?width=` asks for, or null for the original (no width, or not a whole number from 1 to
 * {@link MAX_THUMBNAIL_WIDTH}).
 */
export function thumbnailWidth(query: URLSearchParams): number | null {
  const raw = query.get('width');
  if (raw === null || !/^[1-9]\d{0,3}$/u.test(raw)) return null;
  const width = Number(raw);
  return width <= MAX_THUMBNAIL_WIDTH ? width : null;
}

/** WebP when the `Accept` header names it (every current browser does for images), else JPEG. */
export function thumbnailFormat(accept: string | undefined): ThumbnailFormat {
  return accept !== undefined && /(?:^|,)\s*image\/webp\s*(?:;|,|$)/iu.test(accept) ? 'webp' : 'jpeg';
}

/** The `width` and `height` the root `<svg>` of a drawing declares. */
function svgSize(svg: Buffer): { readonly width: number; readonly height: number } {
  const head = svg.subarray(0, 300).toString('utf8');
  const width = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/u.exec(head)?.[1]);
  const height = Number(/<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/u.exec(head)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error('thumbnail: the drawing declares no width and height on its <svg>');
  return { width, height };
}

/**
 * A drawing as Shopware serves a product picture's thumbnail: a raster `width` pixels wide, the drawing's aspect
 * ratio kept, on white (JPEG has no transparency). A browser decodes a raster picture off its main thread, where an
 * SVG picture is a document it parses, lays out and paints there: 15 % of the main thread's CPU loading winora's
 * listing in Lighthouse traces went to the tiles' SVG documents.
 */
export async function thumbnail(svg: Buffer, width: number, format: ThumbnailFormat): Promise<Buffer> {
  const size = svgSize(svg);
  // Drawn at the thumbnail's size (librsvg renders at 72 dpi times density / 72), not scaled up from a small raster.
  const density = Math.min(2400, Math.max(1, (72 * width) / size.width));
  const image = sharp(svg, { density }).resize({ width }).flatten({ background: '#ffffff' });
  return format === 'webp' ? image.webp({ quality: 75 }).toBuffer() : image.jpeg({ quality: 75, mozjpeg: true }).toBuffer();
}
