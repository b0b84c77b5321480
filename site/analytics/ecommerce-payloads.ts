/**
 * What the e-commerce hooks push, built here: items from our types, the remembered items, the purchase
 * claim. Loaded on demand (`use-ecommerce-events.ts` imports it dynamically), so the shop pages' first-load
 * JavaScript carries only the hooks.
 */
import type { CommerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import type { Crumb, ListingTile, ProductPageData, VariantView } from '../commerce/catalogue/page-data.ts';
import type { Cart, CartLineItem, Order } from '../commerce/types.ts';
import { checkoutErrorEvent, ecommerceEvents, notifyMeEvent, type CheckoutStep, type EcommerceEventName, type EcommerceItem } from './analytics-events.ts';
import type { DataLayer } from './data-layer.ts';
import { cartLineItem, listingCategories, orderLineItem, productItem, tileItem, type ItemList } from './ecommerce-item.ts';
import { claimPurchase, recallItem, rememberItem } from './ecommerce-memory.ts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function storage(kind: 'localStorage' | 'sessionStorage'): Store | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Privacy modes throw on access: nothing is remembered.
    return null;
  }
}

/** Pushes the `{ ecommerce: null }` reset and the event. */
function pushEcommerce(layer: DataLayer, name: EcommerceEventName, items: readonly EcommerceItem[], extra: Readonly<Record<string, unknown>>): void {
  for (const entry of ecommerceEvents(name, items, extra)) layer.push(entry);
}

/** A listing as its hooks see it. */
export interface ListingView {
  readonly list: { readonly id: string; readonly name: string; readonly breadcrumbs: readonly Crumb[] };
  readonly tiles: readonly ListingTile[];
  readonly offset: number;
  readonly prices: Readonly<Record<string, number | null>> | undefined;
  readonly currency: string;
}

const itemList = (v: ListingView): ItemList => ({ id: v.list.id, name: v.list.name, categories: listingCategories(v.list.breadcrumbs) });

/** `view_item_list` of the shown tiles. */
export function viewItemList(layer: DataLayer, v: ListingView, brand: string): void {
  const list = itemList(v);
  const items = v.tiles.map((tile, i) => tileItem(tile, { list, index: v.offset + i, brand, price: v.prices?.[tile.id] }));
  pushEcommerce(layer, 'view_item_list', items, { currency: v.currency, item_list_id: v.list.id, item_list_name: v.list.name });
}

/** `select_item` of the tile with product number `sku` (nothing for a tile not in the list). */
export function selectItem(layer: DataLayer, v: ListingView, brand: string, sku: string | null): void {
  const index = v.tiles.findIndex((t) => t.sku === sku);
  const tile = v.tiles[index];
  if (tile === undefined) return;
  const item = tileItem(tile, { list: itemList(v), index: v.offset + index, brand, price: v.prices?.[tile.id] });
  pushEcommerce(layer, 'select_item', [item], { currency: v.currency, item_list_id: v.list.id, item_list_name: v.list.name });
}

/** `view_item` of the chosen variant. */
export function viewItem(layer: DataLayer, data: ProductPageData, variant: VariantView | null, brand: string): void {
  pushEcommerce(layer, 'view_item', [productItem(data, variant, brand)], { currency: data.commerce.currency });
}

/** `add_to_cart` of the chosen variant, remembered for the basket, checkout and order events. */
export function addToCart(layer: DataLayer, data: ProductPageData, variant: VariantView | null, brand: string): void {
  const item = productItem(data, variant, brand);
  if (variant !== null) rememberItem(storage('sessionStorage'), variant.id, item);
  pushEcommerce(layer, 'add_to_cart', [item], { currency: data.commerce.currency });
}

/** `notify_me` for the chosen variant. */
export function notifyMe(layer: DataLayer, data: ProductPageData, variant: VariantView | null, brand: string): void {
  layer.push(notifyMeEvent(productItem(data, variant, brand), data.commerce.currency));
}

/** The basket's products as items, with what the product pages remembered. */
function cartItems(cart: Cart, brand: string): EcommerceItem[] {
  const store = storage('sessionStorage');
  return cart.lineItems.filter((l) => l.type === 'product').map((l) => cartLineItem(l, recallItem(store, l.productId), brand));
}

/** Quantity changes from one cart to the next, per product line: more is added, less (or gone) is removed. */
export function cartChanges(before: Cart, after: Cart): { readonly added: readonly (readonly [CartLineItem, number])[]; readonly removed: readonly (readonly [CartLineItem, number])[] } {
  const products = (c: Cart): CartLineItem[] => c.lineItems.filter((l) => l.type === 'product');
  const added: (readonly [CartLineItem, number])[] = [];
  const removed: (readonly [CartLineItem, number])[] = [];
  for (const line of products(after)) {
    const old = products(before).find((l) => l.id === line.id);
    const diff = line.quantity - (old?.quantity ?? 0);
    if (diff > 0) added.push([line, diff]);
    if (diff < 0) removed.push([line, -diff]);
  }
  for (const old of products(before)) if (!products(after).some((l) => l.id === old.id)) removed.push([old, old.quantity]);
  return { added, removed };
}

/** The basket's first cart (`view_cart`, when it has products) or what a new cart changed (`add_to_cart`, `remove_from_cart`). */
export function cartUpdate(layer: DataLayer, before: Cart | null, cart: Cart, brand: string, currency: string | undefined): void {
  if (before === null) {
    if (cart.lineItems.some((l) => l.type === 'product')) pushEcommerce(layer, 'view_cart', cartItems(cart, brand), { currency });
    return;
  }
  const store = storage('sessionStorage');
  const changes = cartChanges(before, cart);
  for (const [name, lines] of [['add_to_cart', changes.added], ['remove_from_cart', changes.removed]] as const) {
    if (lines.length > 0) pushEcommerce(layer, name, lines.map(([line, quantity]) => cartLineItem(line, recallItem(store, line.productId), brand, quantity)), { currency });
  }
}

/** `begin_checkout` with the basket's products. */
export function beginCheckout(layer: DataLayer, cart: Cart, brand: string, currency: string): void {
  pushEcommerce(layer, 'begin_checkout', cartItems(cart, brand), { currency });
}

/** `add_shipping_info` and `add_payment_info` with the chosen methods. */
export function checkoutSteps(layer: DataLayer, cart: Cart, brand: string, currency: string, choice: { readonly shipping: string | null; readonly payment: string | null }): void {
  const items = cartItems(cart, brand);
  pushEcommerce(layer, 'add_shipping_info', items, { currency, ...(choice.shipping === null ? {} : { shipping_tier: choice.shipping }) });
  pushEcommerce(layer, 'add_payment_info', items, { currency, ...(choice.payment === null ? {} : { payment_type: choice.payment }) });
}

/** `checkout_error` of a failed step. */
export function checkoutError(layer: DataLayer, step: CheckoutStep, message: string): void {
  layer.push(checkoutErrorEvent(step, message));
}

/** `purchase` of the order unless it was sent before (local storage); in the order's currency, else the market's. */
export function purchase(layer: DataLayer, order: Order, settings: CommerceSettings, brand: string): void {
  if (!claimPurchase(storage('localStorage'), order.id)) return;
  const store = storage('sessionStorage');
  const items = order.lineItems.map((l) => orderLineItem(l, recallItem(store, l.productId), brand));
  pushEcommerce(layer, 'purchase', items, { currency: order.currency ?? settings.currency, transaction_id: order.orderNumber, value: order.totalPrice });
}
