import { startTransition, useEffect, useState } from 'react';

/** Set once the page's first render has hydrated: components mounted after that render with `true` at once. */
let pageHydrated = false;

/** Called by the layout's first effect, which runs once the page has hydrated. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * False while rendering on the server and hydrating, true after: URL-dependent state applies without a mismatch.
 * The switch to true is a transition. (With `useSyncExternalStore` and a `false` server snapshot, React re-rendered
 * every user synchronously after hydration: a 48-tile listing became one 200 ms task on a 4x-throttled phone.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    // An effect runs only after the hydration commit.
    markPageHydrated();
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
