import { ATTRIBUTE_CONFIG, attributeDisplayKey } from '../../commerce/product/attribute-config.ts';
import { productPageBase, valuesOf } from '../../commerce/catalogue/product-page-data.ts';
import type { CommerceSettings } from '../../commerce/catalogue/commerce-settings.ts';
import type { ImageRef } from '../../commerce/catalogue/page-data.ts';
import type { Product } from '../../commerce/types.ts';
import type { CompareItem } from '../compare-state.ts';
import type { FitTable } from '../../fit/fit-table.ts';

/** One frame size of a bike and its geometry rows (spec §3 codes → shop values such as `620 mm`, `73.5°`). */
export interface ComparedSize {
  readonly id: string;
  /** `M`, `53`; `''` for a bike sold in one size without a size option. */
  readonly name: string;
  readonly geometry: Readonly<Record<string, string>>;
}

/** A bike as the comparison shows it: one column. */
export interface ComparedBike {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  /** Its product page (built, else the dynamic product page). */
  readonly href: string;
  readonly image: ImageRef | null;
  /** Lowest variant price, and the list price of that variant when higher. */
  readonly price: number | null;
  readonly listPrice: number | null;
  readonly stock: 'in-stock' | 'out-of-stock' | 'inactive';
  readonly motor: string | null;
  /** Battery capacities on offer (`500 Wh`, `625 Wh`), in the configured order. */
  readonly batteries: readonly string[];
  /** Technical specs by display key (translated by the page), the motor left out (its own row). */
  readonly specs: readonly { readonly key: string; readonly value: string }[];
  /** Frame sizes in size order, each with its geometry: what the geometry table and the overlay drawing read. */
  readonly sizes: readonly ComparedSize[];
  /** Geometry row codes this bike has values for, in the spec's order. */
  readonly geometryRows: readonly string[];
  /** Per frame size: rider heights, stand-over, seat tube (the size advice of site/fit). */
  readonly fit?: FitTable | null;
}

const FRAME_SIZE = 'attrFrameSize';

/** A product read from the shop → its comparison column, with the same mapping as its product page. */
export function comparedBike(product: Product, o: { readonly language: string; readonly settings: CommerceSettings; readonly href: string }): ComparedBike {
  const base = productPageBase(product, { language: o.language, batteries: [], settings: o.settings, colourPath: () => null, line: null });
  const priced = base.variants.filter((v) => v.price !== null).sort((a, b) => (a.price ?? 0) - (b.price ?? 0))[0];
  const active = base.variants.filter((v) => v.stockStatus !== 'inactive');
  const stock = active.length === 0 ? 'inactive' : active.some((v) => v.stock > 0) ? 'in-stock' : 'out-of-stock';
  const motorKey = attributeDisplayKey(ATTRIBUTE_CONFIG, 'attrEngineDescription', o.language);
  const sizeDimension = base.dimensions.find((d) => d.code === FRAME_SIZE);
  const geometryOf = (sizeId: string | null): Record<string, string> => {
    const variant = base.variants.find((v) => (sizeId === null || v.options[FRAME_SIZE] === sizeId) && Object.keys(v.geometry).length > 0);
    return variant === undefined ? {} : { ...variant.geometry };
  };
  const sizes: ComparedSize[] = sizeDimension === undefined
    ? (base.geometryRows.length > 0 ? [{ id: '', name: '', geometry: geometryOf(null) }] : [])
    : sizeDimension.values.map((s) => ({ id: s.id, name: s.name, geometry: geometryOf(s.id) }));
  return {
    id: base.id,
    sku: base.sku,
    name: base.name,
    href: o.href,
    image: base.images[0] ?? base.hero,
    price: priced?.price ?? null,
    listPrice: priced?.listPrice != null && priced.price !== null && priced.listPrice > priced.price ? priced.listPrice : null,
    stock,
    motor: valuesOf(product, 'attrEngineDescription')[0]?.name ?? null,
    batteries: base.dimensions.find((d) => d.code === 'UB-BATCAP')?.values.map((v) => v.name) ?? [],
    specs: base.specs.filter((s) => s.key !== motorKey),
    sizes,
    geometryRows: base.geometryRows,
    fit: base.fit ?? null,
  };
}

/** The compare-list entry of a bike (a shared link fills the list of a browser that has none). */
export const compareItemOf = (bike: ComparedBike): CompareItem => ({ objectID: bike.id, model: bike.name, thumbnail: bike.image?.thumb ?? '', sku: bike.sku });
