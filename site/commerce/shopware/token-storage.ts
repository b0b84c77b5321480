/** The part of `localStorage` the client uses (injectable: a Map-backed fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Stored values expire after 7 days by default (spec §9). */
export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Another tab's clock may run ahead of this one by this much. */
const CLOCK_SKEW_MS = 60_000;

export const contextTokenKey = (country: string): string => `shopwareToken_${country}`;
export const AUTH_TOKEN_KEY = 'shopwareToken_auth';

/** A token with its expiry (ms since epoch). */
export interface StoredToken {
  readonly token: string;
  readonly expiry: number;
}

export interface TokenStorage {
  /** The token under `key` unless missing, expired, corrupted or expiring later than `ttlMs` from now (then it is removed). */
  read(key: string): StoredToken | undefined;
  /** Stores a non-empty token with `<key>_expiry`; an empty one removes both. */
  write(key: string, token: string | null | undefined, expiry?: number): void;
  remove(key: string): void;
}

/**
 * Tokens per country in local storage: `shopwareToken_{country}` and `shopwareToken_{country}_expiry`,
 * `shopwareToken_auth` likewise. A storage that throws (private mode, quota) or a corrupted entry never
 * crashes the shop: the token is treated as absent and the broken entry is dropped.
 */
export function createTokenStorage(storage: KeyValueStorage | undefined, now: () => number = Date.now, ttlMs: number = TOKEN_TTL_MS): TokenStorage {
  const safe = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      // Storage unavailable (private mode, quota, disabled): behave as if nothing was stored.
      return fallback;
    }
  };
  const remove = (key: string): void =>
    safe(() => {
      storage?.removeItem(key);
      storage?.removeItem(`${key}_expiry`);
    }, undefined);
  return {
    read(key) {
      const token = safe(() => storage?.getItem(key) ?? null, null);
      const rawExpiry = safe(() => storage?.getItem(`${key}_expiry`) ?? null, null);
      if (token === null) return undefined;
      const expiry = rawExpiry === null ? Number.NaN : Number(rawExpiry);
      const valid = /^[A-Za-z0-9_-]{1,200}$/.test(token) && Number.isFinite(expiry);
      // An expiry past the longest lifetime we ever write (year 3000) is garbage, not a token that never expires.
      if (!valid || expiry <= now() || expiry > now() + ttlMs + CLOCK_SKEW_MS) {
        remove(key);
        return undefined;
      }
      return { token, expiry };
    },
    write(key, token, expiry = now() + ttlMs) {
      if (token === null || token === undefined || token === '') return remove(key);
      safe(() => {
        storage?.setItem(key, token);
        storage?.setItem(`${key}_expiry`, String(expiry));
      }, undefined);
    },
    remove,
  };
}
