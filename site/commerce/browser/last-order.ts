import * as v from 'valibot';

/** Where the checkout remembers the last order for the confirmation page (session storage: its own tab only). */
export const LAST_ORDER_KEY = 'shopLastOrder';

/** The part of the stored order the confirmation page shows: an e-mail address of sensible length. */
const StoredOrder = v.object({ email: v.pipe(v.string(), v.maxLength(320), v.email()) });

/**
 * The e-mail of the order placed in this tab, or null when there is none or the entry is unusable (storage
 * that throws, invalid JSON, the wrong shape, 1 MB of text): the page then shows the order from the backend
 * without the "confirmation sent to" line.
 */
export function readLastOrderEmail(storage: Pick<Storage, 'getItem'> | null): string | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(LAST_ORDER_KEY) ?? null;
  } catch {
    // Unreadable storage: the page still shows the order from the backend.
    return null;
  }
  if (raw === null || raw.length > 10_000) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    // Not ours (or truncated): as if no order was remembered.
    return null;
  }
  const parsed = v.safeParse(StoredOrder, json);
  return parsed.success ? parsed.output.email : null;
}
