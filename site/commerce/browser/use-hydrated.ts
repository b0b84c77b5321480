import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => undefined;

/** False while rendering on the server and hydrating, true after: URL-dependent state applies without a mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
