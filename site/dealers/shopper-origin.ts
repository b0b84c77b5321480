import type { GeoPosition } from './client/dealer-types.ts';

/** Where the last finder search pointed (a place or the shopper's position), kept for the session. */
export interface ShopperOrigin {
  readonly position: GeoPosition;
  /** The place searched (`10115 Berlin`); null: the shopper's own position. */
  readonly label: string | null;
}

/** sessionStorage key of the shopper's last search origin (finder → product page's dealers with this bike). */
export const SHOPPER_ORIGIN_KEY = 'dealerOrigin';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Remembers the origin for this session; a full or blocked storage is ignored (the origin is a convenience). */
export function saveShopperOrigin(store: Store, origin: ShopperOrigin): void {
  try {
    store.setItem(SHOPPER_ORIGIN_KEY, JSON.stringify({ lat: origin.position.lat, lng: origin.position.lng, label: origin.label }));
  } catch {
    // Storage full or blocked: the product page simply sorts without a position.
  }
}

/**
 * The stored origin, read as untrusted input: anything that is not JSON with finite coordinates in range and a
 * short label (or null) counts as none and is removed.
 */
export function readShopperOrigin(store: Store): ShopperOrigin | null {
  let raw: string | null;
  try {
    raw = store.getItem(SHOPPER_ORIGIN_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v === 'object' && v !== null) {
      const { lat, lng, label } = v as Record<string, unknown>;
      const okLabel = label === null || (typeof label === 'string' && label.length <= 120);
      if (typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && okLabel) {
        return { position: { lat, lng }, label: label as string | null };
      }
    }
  } catch {
    // Not JSON: removed below.
  }
  try {
    store.removeItem(SHOPPER_ORIGIN_KEY);
  } catch {
    // Nothing to do.
  }
  return null;
}
