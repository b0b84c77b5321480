/**
 * Our shop types as GA4 e-commerce items (§7: item id, name, price, brand, categories, variant, quantity).
 * Listing tiles carry the parent's product number (no variant is chosen yet); the product page, the basket and
 * the order carry the chosen variant's product number, the number that goes into the basket.
 */
import type { Crumb, ListingTile, ProductPageData, VariantView } from '../commerce/catalogue/page-data.ts';
import type { CartLineItem, Order } from '../commerce/types.ts';
import type { EcommerceItem } from './analytics-events.ts';

/** The list a tile is shown in (GA4 `item_list_id`/`item_list_name`) and the categories its items share. */
export interface ItemList {
  readonly id: string;
  readonly name: string;
  /** Category path, most general first (the listing's breadcrumbs without the home page). */
  readonly categories: readonly string[];
}

/** The categories of a listing: its breadcrumb labels after the home page, itself included. */
export function listingCategories(crumbs: readonly Crumb[]): readonly string[] {
  return crumbs.slice(1).map((c) => c.label);
}

/** The categories of a product: its breadcrumb labels between the home page and the product itself. */
export function productCategories(crumbs: readonly Crumb[]): readonly string[] {
  return crumbs.slice(1, -1).map((c) => c.label);
}

/** A tile at `index` of `list`; `price` is the refreshed price when the page has one. */
export function tileItem(tile: ListingTile, o: { readonly list: ItemList; readonly index: number; readonly brand: string; readonly price?: number | null | undefined }): EcommerceItem {
  const price = o.price === undefined || o.price === null ? tile.price : o.price;
  return {
    id: tile.sku,
    name: tile.name,
    price: price ?? 0,
    brand: o.brand,
    categories: o.list.categories,
    index: o.index,
    listId: o.list.id,
    listName: o.list.name,
    quantity: 1,
  };
}

/** The chosen variant's option names in the page's dimension order (`Schwarz / Trapez / M / 750 Wh`). */
export function variantLabel(data: Pick<ProductPageData, 'dimensions'>, variant: Pick<VariantView, 'options'>): string {
  return data.dimensions
    .map((d) => d.values.find((o) => o.id === variant.options[d.code])?.name)
    .filter((name): name is string => name !== undefined)
    .join(' / ');
}

/** The product page's item: the chosen variant (or the parent while none fits), one piece. */
export function productItem(data: ProductPageData, variant: VariantView | null, fallbackBrand: string): EcommerceItem {
  const label = variant === null ? '' : variantLabel(data, variant);
  return {
    id: variant?.sku ?? data.sku,
    name: data.name,
    price: variant?.price ?? 0,
    brand: data.brand ?? fallbackBrand,
    categories: productCategories(data.breadcrumbs),
    ...(label === '' ? {} : { variant: label }),
    quantity: 1,
  };
}

/**
 * What the product page remembers of an item added to the basket (by its product id), for the basket,
 * checkout and order events, whose lines carry neither brand nor categories.
 */
export type RememberedItem = Pick<EcommerceItem, 'id' | 'name' | 'brand' | 'categories' | 'variant'>;

/** A basket line; `remembered` adds what the product page knew (brand, categories, variant label). */
export function cartLineItem(line: CartLineItem, remembered: RememberedItem | null, fallbackBrand: string, quantity = line.quantity): EcommerceItem {
  const options = line.options.map((o) => o.option).join(' / ');
  const variant = remembered?.variant ?? options;
  return {
    id: line.sku ?? line.productId,
    name: remembered?.name ?? line.label,
    price: line.unitPrice,
    brand: remembered?.brand ?? fallbackBrand,
    categories: remembered?.categories ?? [],
    ...(variant === '' ? {} : { variant }),
    quantity,
  };
}

/** An order line: its unit price is the line total over the quantity. */
export function orderLineItem(line: Order['lineItems'][number], remembered: RememberedItem | null, fallbackBrand: string): EcommerceItem {
  const quantity = line.quantity > 0 ? line.quantity : 1;
  return {
    // Order lines name the product id only: the product number comes from what the product page remembered.
    id: remembered?.id ?? line.productId ?? line.label,
    name: remembered?.name ?? line.label,
    price: Math.round((line.totalPrice / quantity) * 100) / 100,
    brand: remembered?.brand ?? fallbackBrand,
    categories: remembered?.categories ?? [],
    ...(remembered?.variant ? { variant: remembered.variant } : {}),
    quantity,
  };
}
