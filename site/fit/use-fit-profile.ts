import { useSyncExternalStore } from 'react';
import { createFitProfileStorage, FIT_PROFILE_KEY } from './fit-profile-storage.ts';
import type { FitProfile } from './recommend-size.ts';

/** Fired on the window after this tab saved or removed the profile (other tabs get the storage event). */
const CHANGE_EVENT = 'fit-profile-change';

const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (a sandboxed frame, blocked cookies): no profile.
    return null;
  }
};

/** The profile storage of this browser (localStorage). */
export const fitProfileStorage = () => createFitProfileStorage({ storage: browserStorage() });

/** Tells every `useFitProfile` of this tab that the profile changed. */
export function announceFitProfileChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let cache: { readonly raw: string | null; readonly profile: FitProfile | null } | null = null;

function snapshot(): FitProfile | null {
  let raw: string | null = null;
  try {
    raw = browserStorage()?.getItem(FIT_PROFILE_KEY) ?? null;
  } catch {
    raw = null;
  }
  // The same stored text gives the same object, as useSyncExternalStore requires.
  if (cache === null || cache.raw !== raw) cache = { raw, profile: raw === null ? null : fitProfileStorage().read() };
  return cache.profile;
}

function subscribe(onChange: () => void): () => void {
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

/**
 * The shopper's saved fit profile, or null. Null on the server and while hydrating (the server renders no
 * advice, so hydration never mismatches); follows saves and removals in this and other tabs.
 */
export function useFitProfile(): FitProfile | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
