import { useCallback, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../commerce/browser/use-hydrated.ts';

type Subscribe = (notify: () => void) => () => void;

/**
 * `useSyncExternalStore` for a browser store whose value may differ from the server's right after hydration (a
 * compare list or fit profile in local storage): the server snapshot on the server, while hydrating and until the
 * page is hydrated, then the store's. The switch rides on `useHydrated`'s transition, so every user re-renders in
 * one time-sliced pass after the hydrated signal. (A plain `useSyncExternalStore` whose client snapshot differs
 * from the server one makes React re-render each user at sync priority in the hydration commit: the e-bikes
 * listing's compare toggles were one task of about 160 ms under a 4x CPU slowdown.) Components that mount later
 * read the store in their first render. From the switch on, store changes re-render at once, as with
 * `useSyncExternalStore`; a change before it (a click while the switch is pending) switches at that change's own
 * priority, so a toggle never waits for the transition.
 *
 * `subscribe`, `getSnapshot` and `getServerSnapshot` follow `useSyncExternalStore`'s rules (stable functions, the
 * same value for the same state).
 */
export function useHydratedStore<T>(subscribe: Subscribe, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const hydrated = useHydrated();
  const [changedEarly, setChangedEarly] = useState(false);
  const live = hydrated || changedEarly;
  const subscribeUntilLive = useCallback<Subscribe>(() => subscribe(() => setChangedEarly(true)), [subscribe]);
  return useSyncExternalStore(live ? subscribe : subscribeUntilLive, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
