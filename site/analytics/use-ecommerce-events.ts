/**
 * The shop's GA4 e-commerce events, one hook per place (listing, product, basket, checkout, confirmation).
 * Each event goes out once per thing it reports: a key per event is remembered, so re-renders, StrictMode's
 * second effect run and hydration push nothing twice; events wait for the live data layer (the inert one of
 * the first render would swallow them); the purchase is sent once per order across reloads (local storage).
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import type { CommerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import type { ListingTile, ProductPageData, VariantView } from '../commerce/catalogue/page-data.ts';
import type { CallState } from '../commerce/browser/use-commerce-call.ts';
import type { Cart, CartLineItem, Order } from '../commerce/types.ts';
import { useSite } from '../data/use-site.ts';
import { useSiteRuntime } from '../runtime/site-runtime.ts';
import { checkoutErrorEvent, ecommerceEvents, notifyMeEvent, type EcommerceEventName, type EcommerceItem } from './analytics-events.ts';
import type { DataLayer } from './data-layer.ts';
import { cartLineItem, orderLineItem, productItem, tileItem, type ItemList } from './ecommerce-item.ts';
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

/** Runs `send` when the live data layer is there and `key` (null: nothing to send yet) is one not sent before. */
function useSendOnce(key: string | null, send: (layer: DataLayer) => void): void {
  const { dataLayer } = useSiteRuntime();
  const sent = useRef<string | null>(null);
  const onSend = useEffectEvent(send);
  useEffect(() => {
    if (key === null || dataLayer.live !== true || sent.current === key) return;
    sent.current = key;
    onSend(dataLayer);
  }, [key, dataLayer]);
}

/** Options of {@link useListingAnalytics}. */
export interface ListingAnalyticsOptions {
  readonly list: ItemList;
  /** The tiles shown now (the current page of the listing). */
  readonly tiles: readonly ListingTile[];
  /** Position of the first shown tile in the whole list (page offset). @default 0 */
  readonly offset?: number;
  /** Refreshed prices by product id. @default the build's */
  readonly prices?: Readonly<Record<string, number | null>>;
  readonly settings: CommerceSettings | null;
}

/**
 * A listing: `view_item_list` for the tiles shown (again when paging or filtering shows others) and
 * `select_item` when one of them is clicked (a click listener on the document finds the tile by its
 * `data-product-tile` number, so the tile component needs no analytics of its own).
 */
export function useListingAnalytics(o: ListingAnalyticsOptions): void {
  const { brand } = useSite();
  const { dataLayer } = useSiteRuntime();
  const offset = o.offset ?? 0;
  const items = (): EcommerceItem[] => o.tiles.map((tile, i) => tileItem(tile, { list: o.list, index: offset + i, brand: brand.name, price: o.prices?.[tile.id] }));
  const currency = o.settings?.currency;
  const key = o.settings === null || o.tiles.length === 0 ? null : `${o.list.id}|${offset}|${o.tiles.map((t) => t.sku).join(',')}`;
  useSendOnce(key, (layer) => pushEcommerce(layer, 'view_item_list', items(), { currency, item_list_id: o.list.id, item_list_name: o.list.name }));

  const onTileClick = useEffectEvent((target: Element) => {
    if (o.settings === null) return;
    const index = o.tiles.findIndex((t) => t.sku === target.getAttribute('data-product-tile'));
    const tile = o.tiles[index];
    if (tile === undefined) return;
    const item = tileItem(tile, { list: o.list, index: offset + index, brand: brand.name, price: o.prices?.[tile.id] });
    pushEcommerce(dataLayer, 'select_item', [item], { currency: o.settings.currency, item_list_id: o.list.id, item_list_name: o.list.name });
  });
  useEffect(() => {
    if (dataLayer.live !== true) return undefined;
    const onClick = (event: MouseEvent): void => {
      const target = event.target instanceof Element ? event.target.closest('[data-product-tile]') : null;
      if (target !== null) onTileClick(target);
    };
    // Capture: the click is seen before the link's navigation handler can stop it.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dataLayer]);
}

/** Reports each call state once when it matches `when` (each answer is its own state object). */
function useOnEachState(state: CallState<unknown>, when: (s: CallState<unknown>) => boolean, report: (layer: DataLayer) => void): void {
  const { dataLayer } = useSiteRuntime();
  const seen = useRef(new WeakSet<object>());
  const onReport = useEffectEvent(report);
  useEffect(() => {
    if (dataLayer.live !== true || !when(state) || seen.current.has(state)) return;
    seen.current.add(state);
    onReport(dataLayer);
  }, [state, dataLayer, when]);
}

const isDone = (s: CallState<unknown>): boolean => s.status === 'done';

/** The product page's calls whose success is reported. */
export interface ProductCalls {
  /** Adding the chosen variant to the basket (a retry that succeeds counts too). */
  readonly add: CallState<unknown>;
  /** The notify-me signup. */
  readonly notify: CallState<unknown>;
}

/**
 * A product page: `view_item` for the chosen variant once the page's selection is final (`ready`: after
 * hydration, when the URL's choice applies), again when the shopper picks another variant; `add_to_cart`
 * (remembering the item for the basket, checkout and order events) and `notify_me` when those calls succeed.
 */
export function useProductAnalytics(data: ProductPageData, variant: VariantView | null, ready: boolean, calls: ProductCalls): void {
  const { brand } = useSite();
  const currency = data.commerce.currency;
  const item = (): EcommerceItem => productItem(data, variant, brand.name);
  useSendOnce(ready ? `${data.id}|${variant?.id ?? ''}` : null, (layer) => pushEcommerce(layer, 'view_item', [item()], { currency }));
  useOnEachState(calls.add, isDone, (layer) => {
    const added = item();
    if (variant !== null) rememberItem(storage('sessionStorage'), variant.id, added);
    pushEcommerce(layer, 'add_to_cart', [added], { currency });
  });
  useOnEachState(calls.notify, isDone, (layer) => layer.push(notifyMeEvent(item(), currency)));
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

/**
 * The basket page: `view_cart` once its cart has loaded with products, then `add_to_cart` and
 * `remove_from_cart` for what each new cart changed (removing a line, a quantity, the free product,
 * a retried change alike).
 */
export function useBasketAnalytics(settings: CommerceSettings | null, cart: Cart | null): void {
  const { brand } = useSite();
  const { dataLayer } = useSiteRuntime();
  const currency = settings?.currency;
  const previous = useRef<Cart | null>(null);
  useEffect(() => {
    if (dataLayer.live !== true || cart === null || previous.current === cart) return;
    const before = previous.current;
    previous.current = cart;
    if (before === null) {
      if (cart.lineItems.some((l) => l.type === 'product')) pushEcommerce(dataLayer, 'view_cart', cartItems(cart, brand.name), { currency });
      return;
    }
    const store = storage('sessionStorage');
    const changes = cartChanges(before, cart);
    for (const [name, lines] of [['add_to_cart', changes.added], ['remove_from_cart', changes.removed]] as const) {
      if (lines.length > 0) pushEcommerce(dataLayer, name, lines.map(([line, quantity]) => cartLineItem(line, recallItem(store, line.productId), brand.name, quantity)), { currency });
    }
  }, [cart, dataLayer, brand.name, currency]);
}

/** The checkout's calls whose failures are reported. */
export interface CheckoutCalls {
  readonly load: CallState<unknown>;
  readonly method: CallState<unknown>;
  readonly order: CallState<unknown>;
}

/** The checkout's chosen methods by name (null: none chosen). */
export interface CheckoutChoice {
  readonly shipping: string | null;
  readonly payment: string | null;
}

const isFailed = (s: CallState<unknown>): boolean => s.status === 'failed';
const isPending = (s: CallState<unknown>): boolean => s.status === 'pending' && !s.slow;
const errorOf = (s: CallState<unknown>): string => (s.status === 'failed' ? s.error.message : '');

/**
 * The checkout: `begin_checkout` once its cart has loaded; `add_shipping_info` and `add_payment_info` when the
 * order is placed (once per choice of methods: a retried order does not repeat them); `checkout_error` with the
 * failed step each time a step fails (§8).
 */
export function useCheckoutAnalytics(settings: CommerceSettings, cart: Cart | null, calls: CheckoutCalls, choice: CheckoutChoice): void {
  const { brand } = useSite();
  const currency = settings.currency;
  useSendOnce(cart === null ? null : 'begin_checkout', (layer) => {
    if (cart !== null) pushEcommerce(layer, 'begin_checkout', cartItems(cart, brand.name), { currency });
  });
  const sent = useRef<string | null>(null);
  useOnEachState(calls.order, isPending, (layer) => {
    const key = `${choice.shipping ?? ''}|${choice.payment ?? ''}`;
    if (cart === null || sent.current === key) return;
    sent.current = key;
    const items = cartItems(cart, brand.name);
    pushEcommerce(layer, 'add_shipping_info', items, { currency, ...(choice.shipping === null ? {} : { shipping_tier: choice.shipping }) });
    pushEcommerce(layer, 'add_payment_info', items, { currency, ...(choice.payment === null ? {} : { payment_type: choice.payment }) });
  });
  useOnEachState(calls.load, isFailed, (layer) => layer.push(checkoutErrorEvent('load', errorOf(calls.load))));
  useOnEachState(calls.method, isFailed, (layer) => layer.push(checkoutErrorEvent('method', errorOf(calls.method))));
  useOnEachState(calls.order, isFailed, (layer) => layer.push(checkoutErrorEvent('order', errorOf(calls.order))));
}

/** The order confirmation: `purchase` once per order (in the order's currency), never again on a reload or in another tab. */
export function usePurchaseAnalytics(settings: CommerceSettings, order: Order | undefined): void {
  const { brand } = useSite();
  useSendOnce(order === undefined ? null : order.id, (layer) => {
    if (order === undefined || !claimPurchase(storage('localStorage'), order.id)) return;
    // The currency the order was placed in; the market's when the backend does not say.
    const currency = order.currency ?? settings.currency;
    const store = storage('sessionStorage');
    const items = order.lineItems.map((l) => orderLineItem(l, recallItem(store, l.productId), brand.name));
    pushEcommerce(layer, 'purchase', items, { currency, transaction_id: order.orderNumber, value: order.totalPrice });
  });
}
