/**
 * The line items a storefront sends to add (`POST /checkout/cart/line-item`) or update (`PATCH`), checked before
 * anything is stored: every wrong type, `null` item or impossible quantity is a 400 in Shopware's error shape
 * with a pointer at the offending field, never a database error.
 */
import { storeApiError, violation, type Reply } from '../http/reply.ts';

/** Largest quantity one request may ask for; the cart then clamps to the product's limit (`product-stock-reached`). */
export const MAX_LINE_QUANTITY = 1_000_000;
/** Most items one request may carry. */
export const MAX_ITEMS_PER_REQUEST = 100;
/** Longest line-item id, product id or promotion code. */
const MAX_ID_LENGTH = 255;

/** An item to add, checked. */
export type AddItem =
  | { readonly type: 'product'; readonly id: string; readonly referencedId: string; readonly quantity: number }
  | { readonly type: 'promotion'; readonly code: string };

/** An item to update, checked. */
export interface UpdateItem {
  readonly id: string;
  readonly quantity: number | undefined;
}

/** Checked items, or the 400 that refuses the request. */
export type ItemsResult<T> = { readonly ok: true; readonly items: readonly T[] } | { readonly ok: false; readonly reply: Reply };

const invalid = (pointer: string, detail: string, parameters: Readonly<Record<string, unknown>> = {}): { ok: false; reply: Reply } => ({
  ok: false,
  reply: storeApiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail, parameters, pointer),
});

/** Shows a rejected value in a message without echoing a megabyte back. */
const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** The body's `items`: a non-empty array of at most {@link MAX_ITEMS_PER_REQUEST}. */
function itemsOf(body: unknown): { ok: true; items: readonly unknown[] } | { ok: false; reply: Reply } {
  const items = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { items?: unknown }).items : undefined;
  if (!Array.isArray(items) || items.length === 0) return { ok: false, reply: violation('/items', 'This value should not be blank.') };
  if (items.length > MAX_ITEMS_PER_REQUEST) return invalid('/items', `At most ${MAX_ITEMS_PER_REQUEST} line items per request; given ${items.length}.`, { max: MAX_ITEMS_PER_REQUEST });
  return { ok: true, items };
}

/** An optional id field: absent, or a non-empty string of at most 255 characters. */
function idField(item: Record<string, unknown>, field: string, pointer: string): { ok: true; value: string | undefined } | { ok: false; reply: Reply } {
  const value = item[field];
  if (value === undefined || value === null || value === '') return { ok: true, value: undefined };
  if (typeof value !== 'string' || value.length > MAX_ID_LENGTH) return invalid(pointer, `The ${field} must be a string of at most ${MAX_ID_LENGTH} characters. Given: ${shown(value)}`);
  return { ok: true, value };
}

/** A quantity: a whole number from 1 to {@link MAX_LINE_QUANTITY} (1e308, 2^53, 0, -1, 1.5 and "2" are not). */
function quantityField(value: unknown, pointer: string): { ok: true; value: number | undefined } | { ok: false; reply: Reply } {
  if (value === undefined) return { ok: true, value: undefined };
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > MAX_LINE_QUANTITY) {
    return {
      ok: false,
      reply: storeApiError(400, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', `The quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}. Given: ${shown(value)}`, { quantity: shown(value) }, pointer),
    };
  }
  return { ok: true, value };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the items of `POST /checkout/cart/line-item`. */
export function parseAddItems(body: unknown): ItemsResult<AddItem> {
  const list = itemsOf(body);
  if (!list.ok) return list;
  const items: AddItem[] = [];
  for (const [i, item] of list.items.entries()) {
    const at = `/items/${i}`;
    if (!isRecord(item)) return invalid(at, `The line item at index ${i} must be an object. Given: ${shown(item)}`);
    if (item['type'] !== 'product' && item['type'] !== 'promotion') {
      return { ok: false, reply: storeApiError(400, 'CHECKOUT__CART_INVALID_LINE_ITEM_TYPE', `Line item type ${shown(item['type'])} cannot be added by a storefront.`, { type: shown(item['type']) }, `${at}/type`) };
    }
    const id = idField(item, 'id', `${at}/id`);
    if (!id.ok) return id;
    const referencedId = idField(item, 'referencedId', `${at}/referencedId`);
    if (!referencedId.ok) return referencedId;
    const quantity = quantityField(item['quantity'], `${at}/quantity`);
    if (!quantity.ok) return quantity;
    if (item['type'] === 'promotion') {
      if (referencedId.value === undefined) return { ok: false, reply: violation(`${at}/referencedId`, 'This value should not be blank.') };
      items.push({ type: 'promotion', code: referencedId.value });
      continue;
    }
    const product = referencedId.value ?? id.value;
    if (product === undefined) return { ok: false, reply: violation(`${at}/referencedId`, 'This value should not be blank.') };
    items.push({ type: 'product', id: id.value ?? product, referencedId: product, quantity: quantity.value ?? 1 });
  }
  return { ok: true, items };
}

/** Checks the items of `PATCH /checkout/cart/line-item` (whether each line exists is the caller's check). */
export function parseUpdateItems(body: unknown): ItemsResult<UpdateItem> {
  const list = itemsOf(body);
  if (!list.ok) return list;
  const items: UpdateItem[] = [];
  for (const [i, item] of list.items.entries()) {
    const at = `/items/${i}`;
    if (!isRecord(item)) return invalid(at, `The line item at index ${i} must be an object. Given: ${shown(item)}`);
    const id = idField(item, 'id', `${at}/id`);
    if (!id.ok) return id;
    if (id.value === undefined) return { ok: false, reply: violation(`${at}/id`, 'This value should not be blank.') };
    const quantity = quantityField(item['quantity'], `${at}/quantity`);
    if (!quantity.ok) return quantity;
    items.push({ id: id.value, quantity: quantity.value });
  }
  return { ok: true, items };
}
