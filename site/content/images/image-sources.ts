/**
 * Responsive sources for a content image (spec §9): densities 1, 2, 3; breakpoints 750, 1080, 1366,
 * 1920; fallback quality 70; a 20 px placeholder; layouts fixed, fullWidth, constrained. Width and
 * height are always known, so the box never shifts.
 */
import { imageServiceUrl, parseAssetUrl } from './image-service-url.ts';

export const IMAGE_DENSITIES = [1, 2, 3] as const;
export const IMAGE_BREAKPOINTS = [750, 1080, 1366, 1920] as const;
const LARGEST_BREAKPOINT = 1920;
export const FALLBACK_QUALITY = 70;
export const PLACEHOLDER_WIDTH = 20;
export const PLACEHOLDER_FADE_MS = 500;

/** `fixed`: exactly width×height (density srcset); `constrained`: at most width, shrinks with its container; `fullWidth`: the container's width (breakpoint srcset). */
export type ImageLayout = 'fixed' | 'fullWidth' | 'constrained';

export interface ImageSourcesOptions {
  /** The asset's URL (`filename`). */
  readonly url: string;
  readonly layout: ImageLayout;
  /** Display width in CSS px (fixed, constrained). @default the original's width (capped at 1920 for fullWidth) */
  readonly width?: number;
  /** Display height; @default from `aspectRatio` or the original's aspect ratio */
  readonly height?: number;
  /** width ÷ height, for crops. @default the original's */
  readonly aspectRatio?: number;
  /** @default FALLBACK_QUALITY */
  readonly quality?: number;
  /** The asset's focus (`x1xy1:x2xy2`); without it, crops are smart. */
  readonly focus?: string;
}

export interface ImageSources {
  /** Fallback `src` (the original's format, quality 70). */
  readonly src: string;
  /** Same widths as `srcSetWebp`, the original's format. */
  readonly srcSet: string;
  /** For a `<source type="image/webp">`. */
  readonly srcSetWebp: string;
  /** Only with a srcset (HTML: `sizes` without `srcset` is an error): `undefined` for SVGs and other non-service URLs. */
  readonly sizes: string | undefined;
  /** Attributes of the `<img>`: always set. */
  readonly width: number;
  readonly height: number;
  /** A 20 px wide version, shown (blurred) until the image has loaded; `undefined` for non-service URLs. */
  readonly placeholder: string | undefined;
}

/** Every URL and size a `<picture>` needs. */
export function imageSources(o: ImageSourcesOptions): ImageSources {
  const asset = parseAssetUrl(o.url);
  const quality = o.quality ?? FALLBACK_QUALITY;
  const originalWidth: number = asset?.width || o.width || LARGEST_BREAKPOINT;
  const originalRatio = asset && asset.height > 0 ? asset.width / asset.height : undefined;
  const ratio = o.aspectRatio ?? (o.width && o.height ? o.width / o.height : originalRatio) ?? 16 / 9;
  const width = Math.round(o.width ?? (o.layout === 'fullWidth' ? Math.min(originalWidth, LARGEST_BREAKPOINT) : originalWidth));
  const height = Math.round(o.height ?? width / ratio);
  const cropped = originalRatio !== undefined && Math.abs(originalRatio - width / height) > 0.01;

  const fits = (w: number) => w <= originalWidth;
  let widths: number[];
  let sizes: string | undefined;
  let descriptor: (w: number) => string;
  if (o.layout === 'fixed') {
    widths = IMAGE_DENSITIES.map((d) => width * d).filter((w, i) => i === 0 || fits(w));
    descriptor = (w) => `${Math.round((w / width) * 100) / 100}x`;
    sizes = undefined;
  } else if (o.layout === 'constrained') {
    widths = [...IMAGE_BREAKPOINTS.filter((b) => b < width), ...IMAGE_DENSITIES.map((d) => width * d)].filter((w) => w === width || fits(w));
    descriptor = (w) => `${w}w`;
    sizes = `(min-width: ${width}px) ${width}px, 100vw`;
  } else {
    widths = IMAGE_BREAKPOINTS.filter(fits);
    if (widths.length === 0) widths = [Math.min(originalWidth, width)];
    descriptor = (w) => `${w}w`;
    sizes = '100vw';
  }
  widths = [...new Set(widths)].sort((a, b) => a - b);
  const at = (w: number, format?: 'webp') =>
    imageServiceUrl(o.url, { width: w, height: Math.round(w / (width / height)), quality, smart: cropped && !o.focus, ...(o.focus ? { focal: o.focus } : {}), ...(format ? { format } : {}) });
  const set = (format?: 'webp') => (asset ? widths.map((w) => `${at(w, format)} ${descriptor(w)}`).join(', ') : '');
  return {
    src: asset ? at(o.layout === 'fullWidth' ? (widths[widths.length - 1] ?? width) : width) : o.url,
    srcSet: set(),
    srcSetWebp: set('webp'),
    sizes: asset ? sizes : undefined,
    width,
    height,
    placeholder: asset ? imageServiceUrl(o.url, { width: PLACEHOLDER_WIDTH, height: Math.max(1, Math.round(PLACEHOLDER_WIDTH / (width / height))), quality: 50, ...(o.focus ? { focal: o.focus } : {}) }) : undefined,
  };
}
