import { useHydratedStore } from '../runtime/use-hydrated-store.ts';
import { createFitProfileStorage } from './fit-profile-storage.ts';
import { browserStorage, rawFitProfile, subscribeFitProfile } from './fit-profile-events.ts';
import type { FitProfile } from './recommend-size.ts';

/** The profile storage of this browser (localStorage). */
export const fitProfileStorage = () => createFitProfileStorage({ storage: browserStorage() });

const noProfile = (): null => null;

let cache: { readonly raw: string | null; readonly profile: FitProfile | null } | null = null;

function snapshot(): FitProfile | null {
  const raw = rawFitProfile();
  // The same stored text gives the same object, as useSyncExternalStore requires.
  if (cache === null || cache.raw !== raw) cache = { raw, profile: raw === null ? null : fitProfileStorage().read() };
  return cache.profile;
}

/**
 * The shopper's saved fit profile (parsed and checked), or null. Null on the server and while hydrating (the
 * server renders no advice, so hydration never mismatches); follows saves and removals in this and other tabs.
 */
export function useFitProfile(): FitProfile | null {
  return useHydratedStore(subscribeFitProfile, snapshot, noProfile);
}
