import * as v from 'valibot';
import type { RememberedItem } from './ecommerce-item.ts';

/** Session storage: items added to the basket in this tab, by product id (brand, categories, variant label). */
export const ITEMS_KEY = 'analyticsItems';
/** Local storage: orders whose purchase event was sent (a reload or a second tab does not send it again). */
export const PURCHASES_KEY = 'analyticsPurchases';

/** Most items and orders remembered: the oldest go first. */
export const MAX_REMEMBERED = 50;
const MAX_CHARS = 100_000;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const Text = v.pipe(v.string(), v.maxLength(500));
const Item = v.object({ id: Text, name: Text, brand: Text, categories: v.pipe(v.array(Text), v.maxLength(5)), variant: v.optional(Text) });
const Items = v.pipe(v.array(v.tuple([Text, Item])), v.maxLength(MAX_REMEMBERED));
const Purchases = v.pipe(v.array(Text), v.maxLength(MAX_REMEMBERED));

/** The stored value parsed against `schema`, or null for anything unusable (throws, too long, not JSON, wrong shape). */
function read<T>(store: Store | null, key: string, schema: v.GenericSchema<unknown, T>): T | null {
  let raw: string | null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    // Storage disabled: nothing remembered.
    return null;
  }
  if (raw === null || raw.length > MAX_CHARS) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    // Not JSON: as if nothing was stored (the next write replaces it).
    return null;
  }
}

function write(store: Store | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the events still go out, only without the remembered fields.
  }
}

/** Remembers an item added to the basket under its product id (the basket line's `productId`). */
export function rememberItem(store: Store | null, productId: string, item: RememberedItem): void {
  const kept = (read(store, ITEMS_KEY, Items) ?? []).filter(([id]) => id !== productId);
  const entry = { id: item.id, name: item.name, brand: item.brand, categories: [...item.categories].slice(0, 5), ...(item.variant ? { variant: item.variant } : {}) };
  write(store, ITEMS_KEY, [...kept, [productId, entry]].slice(-MAX_REMEMBERED));
}

/** What was remembered of a product id, or null. */
export function recallItem(store: Store | null, productId: string | null): RememberedItem | null {
  if (productId === null) return null;
  const found = (read(store, ITEMS_KEY, Items) ?? []).find(([id]) => id === productId)?.[1];
  if (found === undefined) return null;
  return { id: found.id, name: found.name, brand: found.brand, categories: found.categories, ...(found.variant === undefined ? {} : { variant: found.variant }) };
}

/**
 * Marks an order's purchase as sent; false when it already was (send nothing then). Unusable storage
 * counts as "not sent": a purchase may then be counted twice, never lost.
 */
export function claimPurchase(store: Store | null, orderId: string): boolean {
  const sent = read(store, PURCHASES_KEY, Purchases) ?? [];
  if (sent.includes(orderId)) return false;
  write(store, PURCHASES_KEY, [...sent, orderId].slice(-MAX_REMEMBERED));
  return true;
}
