import type { Result } from '@cycle/engine/shared';
import { storedCompareItem, uniqueBySku, type CompareItem } from './compare-state.ts';
import { MAX_COMPARE_ITEMS } from './compare-limit.ts';

import { COMPARE_STORAGE_KEY } from './compare-keys.ts';

export { COMPARE_STORAGE_KEY };

/** The part of `Storage` the compare list uses. */
export interface CompareStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Why a stored value was not used: the caller logs it (never shown to the shopper as an error). */
export type StoredListProblem = 'unavailable' | 'too-long' | 'not-json' | 'wrong-shape';

/** What reading the list gives: the items (empty when nothing usable is stored) and what was wrong, if anything. */
export interface StoredList {
  readonly items: readonly CompareItem[];
  readonly problem: StoredListProblem | null;
}

/** A stored value longer than this is not a compare list of four bikes. */
const MAX_STORED_LENGTH = 20_000;

/** More stored items than this is not a compare list. */
const MAX_STORED_ITEMS = 50;

/**
 * Reads the compare list. A value that is not JSON, has the wrong shape or is absurdly long resets the list to
 * empty (spec §5: removed from storage, the problem returned for the console); no storage reads as empty.
 */
export function readCompareItems(storage: CompareStorage | null): StoredList {
  if (storage === null) return { items: [], problem: 'unavailable' };
  let raw: string | null;
  try {
    raw = storage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return { items: [], problem: 'unavailable' };
  }
  if (raw === null) return { items: [], problem: null };
  const reset = (problem: StoredListProblem): StoredList => {
    try {
      storage.removeItem(COMPARE_STORAGE_KEY);
    } catch {
      // Nothing to clean up where storage refuses: the next write overwrites it.
    }
    return { items: [], problem };
  };
  if (raw.length > MAX_STORED_LENGTH) return reset('too-long');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return reset('not-json');
  }
  if (!Array.isArray(json) || json.length > MAX_STORED_ITEMS) return reset('wrong-shape');
  const items = json.map(storedCompareItem);
  if (items.some((i) => i === null)) return reset('wrong-shape');
  return { items: uniqueBySku(items as CompareItem[]).slice(0, MAX_COMPARE_ITEMS), problem: null };
}

/** Why the list could not be stored. */
export type StoreProblem = 'quota' | 'unavailable';

/** Stores the list (an empty list removes the key). Quota errors and refusing storage are values: the list stays in memory. */
export function writeCompareItems(storage: CompareStorage | null, items: readonly CompareItem[]): Result<void, StoreProblem> {
  if (storage === null) return { ok: false, error: 'unavailable' };
  try {
    if (items.length === 0) storage.removeItem(COMPARE_STORAGE_KEY);
    else storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items.map(({ objectID, model, thumbnail, sku }) => ({ objectID, model, thumbnail, sku }))));
    return { ok: true, value: undefined };
  } catch (error) {
    return { ok: false, error: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

/** Browsers name a full storage differently (QuotaExceededError, Firefox's NS_ERROR_DOM_QUOTA_REACHED, code 22/1014). */
function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** The page's local storage, or null where the browser refuses it (privacy settings, sandboxed frames). */
export function browserCompareStorage(): CompareStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
