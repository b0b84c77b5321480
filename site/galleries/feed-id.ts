/**
 * The gallery service's feed ids (services/galleries/README.md "Feed ids"): `<brand>-stories` for the home and
 * life-in-motion pages, `<brand>-line-<slug>` for a product line, the slug being the line's name as the shop
 * spells it in lower case with runs of other characters as `-`. Brands stay data: no table of feeds in the site.
 */

/** `iRide Pure` → `iride-pure`. */
export function lineFeedSlug(line: string): string {
  return line.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The feed of a brand's stories (no line) or of one of its product lines. */
export function galleryFeedId(brand: string, line?: string): string {
  return line === undefined ? `${brand}-stories` : `${brand}-line-${lineFeedSlug(line)}`;
}
