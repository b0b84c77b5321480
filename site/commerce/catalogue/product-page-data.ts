/**
 * Product page data from a mapped Product: used by the build (every product page) and by the dynamic product
 * page in the browser (a product listed after the build). Browser-safe: no server imports.
 */
import { FIELD_LISTS } from '../shopware/product-search-request.ts';
import { ATTRIBUTE_CONFIG, attributeDisplayKey, sortAttributeValues } from '../product/attribute-config.ts';
import type { Product, ProductAttribute, ProductImage, Thumbnail } from '../types.ts';
import type { CommerceSettings } from './commerce-settings.ts';
import { fitTableOf } from '../../fit/fit-table.ts';
import type { BatteryView, Crumb, Dimension, ImageRef, OptionValue, ProductPageData, VariantView } from './page-data.ts';

/** Geometry rows of spec §3, in order. */
export const GEOMETRY_CODES = ['WHEEL', 'UB-STLENGT', 'UB-TTLEN', 'UB-HEADTLE', 'UB-STANGLE', 'UB-HEADTAN', 'UB-STACK', 'UB-REACH', 'UB-BBDROP', 'UB-WHLBASE', 'UB-CHASLEN', 'UB-STANDHG'] as const;
/** Technical specs group of spec §3 (rear derailleur, tyres, brake, engine, fork, gears) plus frame, wheel and range. */
const SPEC_CODES = ['attrEngineDescription', 'attrExactRange', 'attrFrameMaterial', 'attrWheelSize', 'attrGears', 'attrRearDerailleurDescription', 'attrBrake', 'FrontForkDescription', 'attrFrontTire', 'attrRearTire'] as const;
/** Display keys of the spec attributes the shared attribute configuration does not name. */
const SPEC_KEYS: Readonly<Record<string, string>> = { attrGears: 'gears', attrBrake: 'brake', attrFrontTire: 'frontTire', attrRearTire: 'rearTire' };
/** Variant dimensions a shopper picks, in display order; the colour is the URL's child slug. */
export const DIMENSION_CODES = ['attrMarketingColor', 'attrFrameShape', 'attrFrameSize', 'UB-BATCAP'] as const;

/**
 * Product details plus each variant's options and properties (geometry rows per frame size, filter keys): what a
 * product page shows. The build adds the parents filter; the dynamic page a product number or id.
 */
export const PRODUCT_PAGE_REQUEST = {
  fieldList: 'productDetails',
  overrides: {
    associations: {
      ...FIELD_LISTS.productDetails.associations,
      children: { associations: { media: {}, options: { associations: { group: {} } }, properties: { associations: { group: {} } } } },
    },
  },
} as const;

export const thumbOf = (thumbs: readonly Thumbnail[], url: string): string => thumbs.find((t) => t.width >= 400)?.url ?? url;
/** The thumbnails as a `srcset`, narrowest first; `undefined` without any. */
const srcSetOf = (thumbs: readonly Thumbnail[]): string | undefined =>
  thumbs.length === 0 ? undefined : [...thumbs].sort((a, b) => a.width - b.width).map((t) => `${t.url} ${t.width}w`).join(', ');
export const imageRef = (image: ProductImage | null, fallbackAlt: string): ImageRef | null => {
  if (image === null) return null;
  const srcSet = srcSetOf(image.thumbnails);
  return { url: image.url, alt: image.alt ?? fallbackAlt, thumb: thumbOf(image.thumbnails, image.url), ...(srcSet === undefined ? {} : { srcSet }) };
};
export const optionValue = (a: ProductAttribute): OptionValue => ({ id: a.id, name: a.name, hex: a.colorHexCode });
export const uniqueBy = <T>(items: readonly T[], key: (t: T) => string): T[] => [...new Map(items.map((i) => [key(i), i])).values()];

/** A product's attribute values by group code, made once per product (`valuesOf` is asked for a dozen codes per page). */
const valuesByCode = new WeakMap<Product, ReadonlyMap<string, readonly ProductAttribute[]>>();

/** All attribute values of a code across a parent and its variants (options and properties). */
export function valuesOf(product: Product, code: string): ProductAttribute[] {
  let byCode = valuesByCode.get(product);
  if (byCode === undefined) {
    // The parent's own values first, then its variants' in order; one value per name (the last of a name, in the
    // place of its first: `uniqueBy`).
    const all = new Map<string, ProductAttribute[]>();
    const add = (a: ProductAttribute): void => {
      const list = all.get(a.group.code);
      if (list === undefined) all.set(a.group.code, [a]);
      else list.push(a);
    };
    for (const a of product.attributes) add(a);
    for (const a of product.attributesHidden) add(a);
    for (const v of product.variants) {
      for (const a of v.options) add(a);
      for (const a of v.properties) add(a);
    }
    byCode = new Map([...all].map(([c, list]) => [c, uniqueBy(list, (a) => a.name)]));
    valuesByCode.set(product, byCode);
  }
  return [...(byCode.get(code) ?? [])];
}

export interface ProductPageContext {
  /** Language of the page (display keys of the attributes). */
  readonly language: string;
  readonly batteries: readonly BatteryView[];
  readonly settings: CommerceSettings;
  /** Path of the page of a colour (child slug); `null`: no such page (the dynamic page keeps the colour in the query). */
  readonly colourPath: (colourName: string) => string | null;
  readonly line: Crumb | null;
}

/** Everything of a product page but the selected colour and the breadcrumbs. */
export type ProductPageBase = Omit<ProductPageData, 'selectedColour' | 'breadcrumbs'>;

/** The page data a product gives (dimensions, variants with geometry, specs, gallery, batteries, badges). */
export function productPageBase(p: Product, ctx: ProductPageContext): ProductPageBase {
  const dimensions: Dimension[] = DIMENSION_CODES.map((code) => ({
    code,
    key: attributeDisplayKey(ATTRIBUTE_CONFIG, code, ctx.language),
    values: sortAttributeValues(ATTRIBUTE_CONFIG, code, uniqueBy(p.variants.flatMap((v) => v.options.filter((o) => o.group.code === code)), (o) => o.id)).map(optionValue),
  })).filter((d) => d.values.length > 0);
  const variants: VariantView[] = p.variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    options: Object.fromEntries(v.options.filter((o) => (DIMENSION_CODES as readonly string[]).includes(o.group.code)).map((o) => [o.group.code, o.id])),
    price: v.price?.total ?? null,
    listPrice: v.listPrice,
    regulationPrice: v.regulationPrice,
    stockStatus: v.stockStatus,
    stock: v.stock,
    image: imageRef(v.cover, v.name),
    requiredBatteries: v.requiredBatteries,
    geometry: Object.fromEntries(v.properties.filter((a) => (GEOMETRY_CODES as readonly string[]).includes(a.group.code)).map((a) => [a.group.code, a.name])),
  }));
  const colours = dimensions.find((d) => d.code === 'attrMarketingColor')?.values ?? [];
  const colourPaths = Object.fromEntries(colours.flatMap((c) => {
    const path = ctx.colourPath(c.name);
    return path === null ? [] : [[c.id, path] as const];
  }));
  const specs = SPEC_CODES.flatMap((code) => {
    const value = valuesOf(p, code)[0]?.name;
    return value === undefined ? [] : [{ key: SPEC_KEYS[code] ?? attributeDisplayKey(ATTRIBUTE_CONFIG, code, ctx.language), value }];
  });
  const images = p.images.filter((i) => i.url !== null).map((i) => imageRef(i, p.name)).filter((i): i is ImageRef => i !== null);
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    subtitle: p.subtitle,
    description: p.description,
    brand: p.brand,
    keyFeatures: p.keyFeatures,
    images: images.filter((i) => i.url !== p.hero && i.url !== p.geometry),
    hero: p.hero === null ? null : { url: p.hero, alt: p.heroAlt ?? p.name, thumb: thumbOf(p.heroThumbnails, p.hero) },
    geometryImage: p.geometry === null ? null : { url: p.geometry, alt: p.geometryAlt ?? p.name, thumb: p.geometry },
    legalNotes: p.legalNotes,
    specs,
    geometryRows: GEOMETRY_CODES.filter((code) => variants.some((v) => v.geometry[code] !== undefined)),
    dimensions,
    variants,
    colourPaths,
    batteries: ctx.batteries,
    badges: p.badges.map((b) => b.name),
    label: p.labels[0]?.freeText ?? null,
    line: ctx.line,
    commerce: ctx.settings,
    fit: fitTableOf(p),
  };
}
