import type { ImageRef, ProductPageData, VariantView } from '../catalogue/page-data.ts';
import { readBatteryChoice } from '../product/battery-choice.ts';
import { BATTERY_CODE, COLOUR_CODE, pickVariant, QUERY_OF, wattHours, type Selection } from './variant-selection.ts';

/** Query parameter of a colour that has no page of its own (dynamic product page). */
export const COLOUR_QUERY = 'colour';

/** Selection from the page (colour = child slug, else `colour` in the query) and the URL query (shape, size, `requiredBattery`). */
export function initialSelection(data: ProductPageData, search: string): Selection {
  const params = new URLSearchParams(search);
  const wanted: Record<string, string> = {};
  // A colour without its own page (the dynamic product page) is in the query.
  const colour = data.selectedColour ?? params.get(COLOUR_QUERY);
  if (colour !== null) wanted[COLOUR_CODE] = colour;
  for (const [code, name] of Object.entries(QUERY_OF)) {
    const id = params.get(name);
    if (id !== null) wanted[code] = id;
  }
  const battery = readBatteryChoice(search).requiredBattery;
  const wh = battery === null ? null : wattHours(battery);
  const option = data.dimensions.find((d) => d.code === BATTERY_CODE)?.values.find((o) => wattHours(o.name) === wh);
  if (option !== undefined) wanted[BATTERY_CODE] = option.id;
  const variant = pickVariant(data.variants, data.dimensions, wanted, colour === null ? undefined : COLOUR_CODE);
  return variant === null ? wanted : { ...variant.options };
}

/** The gallery's pictures in order: the variant's own first, then the product's others. */
export function galleryImages(data: ProductPageData, variant: VariantView | null): readonly ImageRef[] {
  return variant?.image ? [variant.image, ...data.images.filter((i) => i.url !== variant.image?.url)] : data.images;
}

/** The picture the gallery shows first on the built page (no query): the page's largest paint, preloaded. */
export function firstGalleryImage(data: ProductPageData): ImageRef | undefined {
  return galleryImages(data, pickVariant(data.variants, data.dimensions, initialSelection(data, '')))[0];
}
