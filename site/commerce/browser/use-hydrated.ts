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
 * every user synchronously after hydration: the e-bikes listing's 20 tiles became one task of 200-270 ms under a
 * 4x CPU slowdown.)
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
