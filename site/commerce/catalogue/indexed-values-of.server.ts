/**
 * `valuesOf` for the build, which asks each product for some twenty codes (listing tiles, facets, product lines, the
 * search index) in every locale, each a scan of every option and property of every variant: the first question
 * indexes all of a product's attributes by code in one pass, later ones are a lookup. Same answer as `valuesOf`.
 * Server-only: `valuesOf` itself is in the browser bundle (the dynamic product page), left as it is so that bundle
 * and every page referring to it stay byte-identical.
 */
import type { Product, ProductAttribute } from '../types.ts';

/** A product's values by code, then by name (first occurrence's position, last occurrence's value, as `valuesOf`). */
type AttributeIndex = ReadonlyMap<string, ReadonlyMap<string, ProductAttribute>>;

// Keyed by the product object: a catalogue's products are never changed after mapping, and a WeakMap lets each
// index go with its catalogue.
const indexes = new WeakMap<Product, AttributeIndex>();

function indexOf(product: Product): AttributeIndex {
  const known = indexes.get(product);
  if (known !== undefined) return known;
  const index = new Map<string, Map<string, ProductAttribute>>();
  const add = (list: readonly ProductAttribute[]): void => {
    for (const a of list) {
      let byName = index.get(a.group.code);
      if (byName === undefined) index.set(a.group.code, (byName = new Map()));
      byName.set(a.name, a);
    }
  };
  add(product.attributes);
  add(product.attributesHidden);
  for (const v of product.variants) {
    add(v.options);
    add(v.properties);
  }
  indexes.set(product, index);
  return index;
}

/** All attribute values of a code across a parent and its variants, one per name, as `valuesOf` gives them. */
export function indexedValuesOf(product: Product, code: string): ProductAttribute[] {
  const byName = indexOf(product).get(code);
  return byName === undefined ? [] : [...byName.values()];
}
