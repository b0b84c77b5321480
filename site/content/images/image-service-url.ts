/**
 * Image-service URLs (Storyblok grammar, reference §13): `<asset>/m/[WxH/][smart/][filters:…]`. The
 * local content service honours the same URLs, so offline pages load real resized images.
 */

/** Spec §9: filters the site may ask for. */
export const IMAGE_FORMATS = ['webp', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export interface ImageServiceOptions {
  /** 0 or missing: proportional to `height` (or the original). */
  readonly width?: number;
  readonly height?: number;
  /** Crop on the salient region (ignored when `focal` is set). */
  readonly smart?: boolean;
  /** 0–100. */
  readonly quality?: number;
  readonly format?: ImageFormat;
  /** Focal rectangle `x1xy1:x2xy2` (the asset's `focus`) kept in frame. */
  readonly focal?: string;
  /** 0–100. */
  readonly blur?: number;
  /** -100–100. */
  readonly brightness?: number;
  readonly rotate?: 90 | 180 | 270;
}

export interface AssetUrl {
  /** The original's URL (without `/m/…`). */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

const ASSET = /^((?:https?:)?\/\/[^/]+\/f\/\d+\/(\d+)x(\d+)\/[^/]+\/.+?)(?:\/m(?:\/.*)?)?$/;
const SVG = /\.svg$/i;

/** An image-service asset URL and its original size, or `undefined` for any other URL (or an SVG, which is not transformed). */
export function parseAssetUrl(url: string): AssetUrl | undefined {
  const m = ASSET.exec(url);
  if (!m || SVG.test(m[1] ?? '')) return undefined;
  return { url: m[1] ?? url, width: Number(m[2]), height: Number(m[3]) };
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new RangeError(`imageServiceUrl: ${message}`);
}

/**
 * The transformed URL. Non-service URLs (and SVGs) come back unchanged. Out-of-range options are bugs
 * and throw a RangeError naming the option.
 */
export function imageServiceUrl(assetUrl: string, o: ImageServiceOptions = {}): string {
  const asset = parseAssetUrl(assetUrl);
  if (!asset) return assetUrl;
  const width = Math.round(o.width ?? 0);
  const height = Math.round(o.height ?? 0);
  check(width >= 0 && height >= 0, `width and height must not be negative (${width}x${height})`);
  const filters: string[] = [];
  if (o.quality !== undefined) {
    check(o.quality >= 0 && o.quality <= 100, `quality must be 0 to 100 (got ${o.quality})`);
    filters.push(`quality(${Math.round(o.quality)})`);
  }
  if (o.format !== undefined) {
    check(IMAGE_FORMATS.includes(o.format), `format must be webp, png or jpeg (got ${String(o.format)})`);
    filters.push(`format(${o.format})`);
  }
  if (o.focal) {
    check(/^\d+x\d+:\d+x\d+$/.test(o.focal), `focal must be x1xy1:x2xy2 (got ${o.focal})`);
    filters.push(`focal(${o.focal})`);
  }
  if (o.blur !== undefined) {
    check(o.blur >= 0 && o.blur <= 100, `blur must be 0 to 100 (got ${o.blur})`);
    filters.push(`blur(${o.blur})`);
  }
  if (o.brightness !== undefined) {
    check(o.brightness >= -100 && o.brightness <= 100, `brightness must be -100 to 100 (got ${o.brightness})`);
    filters.push(`brightness(${o.brightness})`);
  }
  if (o.rotate !== undefined) {
    check(o.rotate === 90 || o.rotate === 180 || o.rotate === 270, `rotate must be 90, 180 or 270 (got ${String(o.rotate)})`);
    filters.push(`rotate(${o.rotate})`);
  }
  const parts = [asset.url, 'm'];
  if (width > 0 || height > 0) parts.push(`${width}x${height}`);
  if (o.smart && !o.focal) parts.push('smart');
  if (filters.length > 0) parts.push(`filters:${filters.join(':')}`);
  return parts.length === 2 ? `${asset.url}/m/` : parts.join('/');
}
