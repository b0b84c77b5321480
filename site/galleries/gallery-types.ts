/**
 * A picture in a gallery grid and its lightbox: what the rider galleries (site/galleries/gallery-section.tsx) and
 * the contest's entries (site/entries) both hand to `GalleryGrid`.
 */
export interface GalleryItem {
  /** Unique within one grid (the React key and the thumbnail's data attribute). */
  readonly id: string;
  /** The picture's URL at a middle width; the fallback when `srcSet` is absent. */
  readonly src: string;
  /** `url 320w, url 640w, …`: the same picture at several widths, so the browser picks by `sizes`. */
  readonly srcSet?: string;
  /** Intrinsic size in px (the aspect ratio reserves the space before the picture arrives). */
  readonly width: number;
  readonly height: number;
  /** What the picture shows, in the page's language: the thumbnail button's name and the lightbox picture's alt. */
  readonly alt: string;
  /** Shown under the picture in the lightbox. */
  readonly caption?: string;
  /** Who took it, shown as "Photo: …" in the lightbox. */
  readonly author?: string;
}

/** The page's locale: a BCP 47 tag (`de-AT`), a language (`de`), or the site's locale object (its `tag`). */
export type GalleryLocale = string | { readonly tag: string };
