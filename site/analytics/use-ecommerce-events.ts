/**
 * The shop's GA4 e-commerce events, one hook per place (listing, product, basket, checkout, confirmation).
 * Each event goes out once per thing it reports: a key per event is remembered, so re-renders, StrictMode's
 * second effect run and hydration push nothing twice; events wait for the live data layer (the inert one of
 * the first render would swallow them); the purchase is sent once per order across reloads (local storage).
 * The payloads are built by `ecommerce-payloads.ts`, loaded on the first event (not part of the pages'
 * first-load JavaScript); events keep their order.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import type { CommerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import type { Crumb, ListingTile, ProductPageData, VariantView } from '../commerce/catalogue/page-data.ts';
import type { CallState } from '../commerce/browser/use-commerce-call.ts';
import type { Cart, Order } from '../commerce/types.ts';
import { useSite } from '../data/use-site.ts';
import { useSiteRuntime } from '../runtime/site-runtime.ts';
import type { DataLayer } from './data-layer.ts';
import type * as PayloadModule from './ecommerce-payloads.ts';

type Payloads = typeof PayloadModule;

let payloads: Promise<Payloads> | null = null;
let queue: Promise<void> = Promise.resolve();

/**
 * Runs `push` with the payload module once it is loaded, after every push asked for before it. A chunk that
 * fails to load loses these events (analytics never breaks the page) and is asked for again next time; a bug
 * in a payload is thrown where the page's error handler sees it.
 */
function later(push: (p: Payloads) => void): void {
  queue = queue.then(async () => {
    payloads ??= import('./ecommerce-payloads.ts');
    let loaded: Payloads;
    try {
      loaded = await payloads;
    } catch {
      payloads = null;
      return;
    }
    try {
      push(loaded);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  });
}

/** Resolves once every event asked for so far has been pushed (tests). */
export function ecommerceEventsPushed(): Promise<void> {
  return queue;
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
  /** The list (GA4 `item_list_id`, `item_list_name`) and its breadcrumbs (the items' categories). */
  readonly list: { readonly id: string; readonly name: string; readonly breadcrumbs: readonly Crumb[] };
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
  const view = (currency: string) => ({ list: o.list, tiles: o.tiles, offset, prices: o.prices, currency });
  const key = o.settings === null || o.tiles.length === 0 ? null : `${o.list.id}|${offset}|${o.tiles.map((t) => t.sku).join(',')}`;
  useSendOnce(key, (layer) => {
    if (o.settings !== null) later((p) => p.viewItemList(layer, view(o.settings?.currency ?? ''), brand.name));
  });

  const onTileClick = useEffectEvent((target: Element) => {
    if (o.settings === null) return;
    const shown = view(o.settings.currency);
    const sku = target.getAttribute('data-product-tile');
    later((p) => p.selectItem(dataLayer, shown, brand.name, sku));
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
  useSendOnce(ready ? `${data.id}|${variant?.id ?? ''}` : null, (layer) => later((p) => p.viewItem(layer, data, variant, brand.name)));
  useOnEachState(calls.add, isDone, (layer) => later((p) => p.addToCart(layer, data, variant, brand.name)));
  useOnEachState(calls.notify, isDone, (layer) => later((p) => p.notifyMe(layer, data, variant, brand.name)));
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
    later((p) => p.cartUpdate(dataLayer, before, cart, brand.name, currency));
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
    if (cart !== null) later((p) => p.beginCheckout(layer, cart, brand.name, currency));
  });
  const sent = useRef<string | null>(null);
  useOnEachState(calls.order, isPending, (layer) => {
    const key = `${choice.shipping ?? ''}|${choice.payment ?? ''}`;
    if (cart === null || sent.current === key) return;
    sent.current = key;
    const chosen = { shipping: choice.shipping, payment: choice.payment };
    later((p) => p.checkoutSteps(layer, cart, brand.name, currency, chosen));
  });
  const failed = (step: 'load' | 'method' | 'order') => (layer: DataLayer): void => {
    const message = errorOf(calls[step]);
    later((p) => p.checkoutError(layer, step, message));
  };
  useOnEachState(calls.load, isFailed, failed('load'));
  useOnEachState(calls.method, isFailed, failed('method'));
  useOnEachState(calls.order, isFailed, failed('order'));
}

/** The order confirmation: `purchase` once per order (in the order's currency), never again on a reload or in another tab. */
export function usePurchaseAnalytics(settings: CommerceSettings, order: Order | undefined): void {
  const { brand } = useSite();
  useSendOnce(order === undefined ? null : order.id, (layer) => {
    if (order !== undefined) later((p) => p.purchase(layer, order, settings, brand.name));
  });
}
