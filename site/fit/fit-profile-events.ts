import { FIT_PROFILE_KEY } from './fit-profile-keys.ts';

/**
 * The raw stored fit profile and its changes: tiny on purpose, it is all the listing and product pages load
 * up front. Parsing and the size rule load only when a profile is there (`fit-advice-view.tsx`).
 */

/** Fired on the window after this tab saved or removed the profile (other tabs get the storage event). */
const CHANGE_EVENT = 'fit-profile-change';

/** This browser's localStorage, or null where there is none or it is blocked. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (a sandboxed frame, blocked cookies): no profile.
    return null;
  }
}

/** The stored text under the profile key, or null. */
export function rawFitProfile(): string | null {
  try {
    return browserStorage()?.getItem(FIT_PROFILE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Tells every reader in this tab that the profile changed. */
export function announceFitProfileChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the profile changes in this tab or another; returns the unsubscribe. */
export function subscribeFitProfile(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent): void => {
    if (e.key === null || e.key === FIT_PROFILE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
