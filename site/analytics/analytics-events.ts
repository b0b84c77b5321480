import type { DataLayerEvent } from './data-layer.ts';

// Its own module: the layout needs it in every page's first load, the other events load with their features.
export { errorViewEvent, type ErrorViewType } from './error-view-event.ts';

/** A product as e-commerce events carry it (§7). */
export interface EcommerceItem {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  readonly brand: string;
  /** Category path, most general first. */
  readonly categories: readonly string[];
  readonly variant?: string;
  readonly quantity?: number;
  /** Position in the list it was shown in (0-based, GA4 `index`). */
  readonly index?: number;
  /** The list it was shown in (GA4 `item_list_id`, `item_list_name`). */
  readonly listId?: string;
  readonly listName?: string;
}

/** Shop events (§7): item views and cart steps. */
export type EcommerceEventName =
  | 'view_item'
  | 'view_item_list'
  | 'select_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

function itemFields(item: EcommerceItem): Record<string, unknown> {
  const categories = Object.fromEntries(item.categories.slice(0, 5).map((c, i) => [i === 0 ? 'item_category' : `item_category${i + 1}`, c]));
  return {
    item_id: item.id,
    item_name: item.name,
    price: item.price,
    item_brand: item.brand,
    ...categories,
    ...(item.variant ? { item_variant: item.variant } : {}),
    ...(item.listId === undefined ? {} : { item_list_id: item.listId }),
    ...(item.listName === undefined ? {} : { item_list_name: item.listName }),
    ...(item.index === undefined ? {} : { index: item.index }),
    quantity: item.quantity ?? 1,
  };
}

/**
 * An e-commerce event, preceded by the `{ ecommerce: null }` entry the tag
 * manager needs so that the previous event's items do not leak into it.
 */
export function ecommerceEvents(name: EcommerceEventName, items: readonly EcommerceItem[], extra: Readonly<Record<string, unknown>> = {}): readonly [Record<string, unknown>, DataLayerEvent] {
  const value = items.reduce((sum, i) => sum + i.price * (i.quantity ?? 1), 0);
  return [{ ecommerce: null }, { event: name, ecommerce: { value: Math.round(value * 100) / 100, ...extra, items: items.map(itemFields) } }];
}

/** A compare-list change (§4): the item added or removed. */
export function compareEvent(action: 'add' | 'remove', item: { readonly objectID: string; readonly model: string; readonly sku: string }): DataLayerEvent {
  return { event: action === 'add' ? 'compare_add' : 'compare_remove', compare_item: { id: item.objectID, model: item.model, sku: item.sku } };
}

/** The contact form went out. */
export function contactSubmitEvent(fields: { readonly requestType: string; readonly country: string; readonly brand: string; readonly language: string }): DataLayerEvent {
  return { event: 'contact_form_submit', request_type: fields.requestType, country: fields.country.toLowerCase(), brand: fields.brand, language: fields.language };
}

/** A raffle or contest entry was stored (issue 15.5): `raffle_entry` or `contest_entry`. */
export function campaignEntryEvent(kind: 'raffle' | 'contest', campaignId: string, language: string): DataLayerEvent {
  return { event: kind === 'contest' ? 'contest_entry' : 'raffle_entry', campaign_id: campaignId, language };
}

/** Notify me when a sold-out product is back (with the market's currency when known). */
export function notifyMeEvent(item: EcommerceItem, currency?: string): DataLayerEvent {
  return { event: 'notify_me', ecommerce: { ...(currency === undefined ? {} : { currency }), items: [itemFields(item)] } };
}

/** Checkout steps that can fail: loading the basket and methods, choosing a method, placing the order. */
export type CheckoutStep = 'load' | 'method' | 'order';

/** A checkout step failed (§8: checkout errors are only an analytics event name). */
export function checkoutErrorEvent(step: CheckoutStep, message: string): DataLayerEvent {
  return { event: 'checkout_error', checkout_step: step, error_message: message };
}

/** A site search (GA4 `search`): the words the shopper searched for. */
export function searchEvent(term: string): DataLayerEvent {
  return { event: 'search', search_term: term };
}

/** Search results shown (GA4 `view_search_results`): the words, the number of products and pages found. */
export function viewSearchResultsEvent(term: string, results: number): DataLayerEvent {
  return { event: 'view_search_results', search_term: term, results };
}

/** A dealer search (query and number of results). */
export function dealerSearchEvent(query: string, results: number): DataLayerEvent {
  return { event: 'dealer_search', search_term: query, results };
}

/** A dealer opened in the finder's dealer panel (from the list or a map pin). */
export function dealerOpenEvent(dealer: { readonly id: string; readonly name: string }): DataLayerEvent {
  return { event: 'dealer_open', dealer_id: dealer.id, dealer_name: dealer.name };
}
