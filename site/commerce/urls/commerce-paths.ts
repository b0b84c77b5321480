import type { BrandConfig } from '../../../brands/brand-schema.ts';
import type { Locale } from '../../locale/locales.ts';
import { productSlug, type SlugSource } from './product-slug.ts';
import { slugify } from './slugify.ts';

/** The URL options of a brand (`urls` in its config). */
export type UrlConfig = BrandConfig['urls'];

/**
 * Product detail path (spec §2): locale, the product marker when segmentation is on, the parent's slug
 * (with the model slug when the brand joins the SKU), then an optional child slug from a variant option
 * value (`/at-de/winora-sinus-ix12/schwarz/`).
 */
export function productDetailPath(locale: Pick<Locale, 'path'>, source: SlugSource, urls: UrlConfig, variantOptionValue?: string): string {
  const slug = productSlug(source, { slugWithSku: urls.slugWithSku, withModelSlug: true });
  const child = variantOptionValue === undefined ? '' : slugify(variantOptionValue);
  return `${locale.path}${urls.segmentation ? `${urls.productMarker}/` : ''}${slug}/${child === '' ? '' : `${child}/`}`;
}

/**
 * Listing path from category segments (`['ebikes', 'city']`). With segmentation on, the listing marker goes in
 * the path and only the first and last segment are kept (`/fr-fr/c/velos-electriques/ville/`).
 */
export function listingPath(locale: Pick<Locale, 'path'>, segments: readonly string[], urls: UrlConfig): string {
  const clean = segments.map(slugify).filter((s) => s !== '');
  if (!urls.segmentation) return `${locale.path}${clean.map((s) => `${s}/`).join('')}`;
  const kept = clean.length <= 2 ? clean : [clean[0] as string, clean[clean.length - 1] as string];
  return `${locale.path}${urls.listingMarker}/${kept.map((s) => `${s}/`).join('')}`;
}

/**
 * Product line path: the `productlines` segment of a line's path is replaced by the brand's separator
 * (`productlines/xelius` → `/fr-fr/gamme/xelius/`); an empty separator leaves the line at the locale root
 * (`/fr-fr/winora-sinus/`). A bare slug gets the separator in front.
 */
export function productLinePath(locale: Pick<Locale, 'path'>, linePath: string, urls: UrlConfig): string {
  const segments = linePath.split('/').filter((s) => s !== '');
  const replaced = (segments.includes('productlines') ? segments.map((s) => (s === 'productlines' ? urls.productLineSeparator : s)) : [urls.productLineSeparator, ...segments])
    // An empty separator puts the lines at the locale root (winora: `/fr-fr/winora-sinus/`, spec §2 model pages).
    .filter((s) => s !== '');
  return `${locale.path}${replaced.map((s) => `${s}/`).join('')}`;
}
