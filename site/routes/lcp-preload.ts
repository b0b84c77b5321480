import type { ProductPageData } from '../commerce/catalogue/page-data.ts';
import { GALLERY_SIZES } from '../commerce/browser/image-sizes.ts';
import { firstGalleryImage } from '../commerce/browser/product-gallery.ts';
import { imageSources } from '../content/images/image-sources.ts';
import type { Block } from '../content/model/blocks.ts';
import type { Asset } from '../content/model/fields.ts';
import { related } from '../content/render/blocks/relation-blocks.tsx';

/** A page as the site's loader returns it, with the head HTML the engine writes into its document only. */
interface LoadedWithHead {
  readonly data: unknown;
  readonly headHtml?: string;
}

const attr = (s: string): string => s.replace(/&/gu, '&amp;').replace(/"/gu, '&quot;').replace(/</gu, '&lt;');

/**
 * The preload of an opening hero's picture: the same sources the `<picture>` of `ContentPicture` (full width,
 * 1920 × 1080) chooses from. With WebP sources it preloads those (`type` makes a browser without WebP skip
 * it), as the `<picture>` then takes the WebP source: preloading the fallback would fetch the picture twice.
 */
function heroPreload(asset: Asset): string {
  const s = imageSources({ url: asset.filename, layout: 'fullWidth', width: 1920, height: 1080, aspectRatio: 1920 / 1080, ...(asset.focus ? { focus: asset.focus } : {}) });
  const set = s.srcSetWebp || s.srcSet;
  const typed = s.srcSetWebp ? ' type="image/webp"' : '';
  const srcset = set ? ` imagesrcset="${attr(set)}"${s.sizes ? ` imagesizes="${attr(s.sizes)}"` : ''}` : '';
  return `<link rel="preload" as="image" fetchpriority="high"${typed} href="${attr(s.src)}"${srcset}>`;
}

/** The hero a page opens with (its first body block, or a commerce page's editorial hero), if any. */
function openingHero(block: Block | null | undefined): Asset | null {
  if (block?.component === 'hero') return block.image;
  if (block?.component === 'hero_reference') return related(block.hero, ['hero'])?.image ?? null;
  return null;
}

/** The page's largest paint when the build can tell: the opening hero's or splash picture, the product gallery's first. */
function lcpPreloadOf(kind: string, data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  if (kind === 'Product') {
    const image = firstGalleryImage(data as ProductPageData);
    if (!image) return null;
    // The gallery's `<img>` chooses from the same srcset and sizes.
    const srcset = image.srcSet ? ` imagesrcset="${attr(image.srcSet)}" imagesizes="${attr(GALLERY_SIZES)}"` : '';
    return `<link rel="preload" as="image" fetchpriority="high" href="${attr(image.url)}"${srcset}>`;
  }
  const d = data as { content?: { component?: string; image?: Asset; body?: readonly Block[] }; editorial?: { hero?: Block | null } };
  if (d.content?.component === 'splash' && d.content.image) return heroPreload(d.content.image);
  const hero = openingHero(d.content?.body?.[0]) ?? openingHero(d.editorial?.hero);
  return hero ? heroPreload(hero) : null;
}

/**
 * `loaded` with a preload of its largest picture in its head, at high priority like its `<img>`: the browser then
 * fetches the picture with the page's first requests, ahead of the modules (low priority) that precede the
 * `<img>`. Fonts are not preloaded and use `font-display: optional` (vite.config.ts), so the picture no longer
 * competes with them: a late font is skipped for that page view rather than swapped in under the text.
 */
export function withLcpPreload<T extends LoadedWithHead>(route: { readonly kind?: string | undefined }, loaded: T): T {
  const tag = lcpPreloadOf(route.kind ?? '', loaded.data);
  return tag === null ? loaded : { ...loaded, headHtml: `${tag}${loaded.headHtml ?? ''}` };
}
