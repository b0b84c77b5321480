import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the page's root has committed its hydration, as the browser runtime knows it (`hydrate` creates one per
 * page load and provides it above the page). `isHydrated` turns true once, in the first commit's effects.
 */
export interface HydrationSignal {
  readonly isHydrated: () => boolean;
  /** Settles when `isHydrated` turns true. */
  readonly hydrated: Promise<void>;
}

/** The browser runtime's hydration signal; null outside it (the server render, a component rendered alone). */
export const HydrationContext = createContext<HydrationSignal | null>(null);

const subscribeNever = (): (() => void) => () => undefined;

/**
 * False on the server and while the page hydrates, true after: state that depends on the URL or the browser
 * applies without a hydration mismatch. Components that mount after hydration (a page reached by a client-side
 * navigation, a lazy part) see true at once.
 *
 * The switch to true is a transition, driven by the runtime's hydration signal: every user re-renders in one
 * time-sliced pass that input can interrupt. (A `useSyncExternalStore` with a `false` server snapshot makes React
 * re-render each user at sync priority right after hydration: the e-bikes listing's 20 tiles were one task of
 * 200 to 270 ms under a 4x CPU slowdown.)
 */
export function useHydrated(): boolean {
  const signal = useContext(HydrationContext);
  // Outside the browser runtime, the old rule: false on the server, true in the browser. Under the runtime both
  // snapshots are false, so this never forces a re-render.
  const standalone = useSyncExternalStore(subscribeNever, () => signal === null, () => false);
  const [hydrated, setHydrated] = useState(() => signal?.isHydrated() ?? false);
  useEffect(() => {
    if (signal === null || hydrated) return undefined;
    let mounted = true;
    void signal.hydrated.then(() => mounted && startTransition(() => setHydrated(true)));
    return () => {
      mounted = false;
    };
  }, [signal, hydrated]);
  return standalone || hydrated;
}
