/**
 * False on the server and while the page hydrates, true after: URL-dependent state applies without a mismatch.
 * The engine's hook: it switches to true as a transition once the root has hydrated (not a sync re-render of every
 * user), and is true at once in components mounted later.
 */
export { useHydrated } from '@cycle/engine/react';
