/**
 * Messages browsers and bundlers give when a script chunk could not be
 * downloaded: webpack's `Loading chunk 12 failed.` (the origin's pattern:
 * numeric or empty ids only), and the dynamic-import failures of Chromium,
 * Firefox and Safari that Vite's chunks produce.
 */
const CHUNK_FAILURES = [
  /loading chunk \d* failed\./i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
] as const;

/** Whether a rejection reason is a failed script-chunk download. */
export function isChunkLoadFailure(reason: unknown): boolean {
  let text: string;
  try {
    text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  } catch {
    return false; // a reason whose toString throws is not a chunk failure
  }
  return CHUNK_FAILURES.some((pattern) => pattern.test(text));
}

/** The window events {@link watchChunkFailures} listens to. */
export interface ChunkFailureTarget {
  addEventListener(type: 'unhandledrejection', listener: (event: { readonly reason: unknown; preventDefault(): void }) => void): void;
  removeEventListener(type: string, listener: never): void;
}

/** Options of {@link watchChunkFailures}. */
export interface WatchChunkFailuresOptions {
  readonly target: ChunkFailureTarget;
  /** The route being navigated to, or the current one: where the full load goes. */
  readonly lastRoute: () => string;
  /** A full page load (`location.assign`). */
  readonly assign: (url: string) => void;
  /**
   * Remembers the last recovery across page loads (`sessionStorage`), so a
   * chunk that is missing for good cannot reload the same route in a loop.
   * Any call may throw; then recovery runs unguarded. @default none
   */
  readonly storage?: { getItem(key: string): string | null; setItem(key: string, value: string): void } | null | undefined;
  /** @default Date.now */
  readonly now?: () => number;
}

/** Session key of the last chunk-failure recovery: `<ms>|<route>`. */
export const CHUNK_RELOAD_KEY = 'engine-chunk-failure-reload';
/** A second failure on the same route within this window is left alone: the chunk is missing for good. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/**
 * After a deploy, an old page may ask for a chunk that no longer exists.
 * A chunk failure that escaped the loader (an unhandled rejection) sends
 * the browser to the last route with a full page load, which fetches the
 * new build. One load per failure burst: later failures while leaving are
 * ignored. Vite's `vite:preloadError` is left alone on purpose: page chunks
 * go through the loader, which turns their failures into a full load of
 * the page being opened; a hover prefetch failing must not reload the
 * current page.
 * Returns the function that stops watching.
 */
export function watchChunkFailures(options: WatchChunkFailuresOptions): () => void {
  let leaving = false;
  const now = options.now ?? Date.now;
  const recentlyRecovered = (route: string): boolean => {
    try {
      const [at, last] = (options.storage?.getItem(CHUNK_RELOAD_KEY) ?? '').split('|');
      // A stored time in the future (garbage, year 3000) guards nothing: it would suppress recovery for ever.
      const age = now() - Number(at);
      if (last === route && age >= 0 && age < CHUNK_RELOAD_GUARD_MS) return true;
      options.storage?.setItem(CHUNK_RELOAD_KEY, `${now()}|${route}`);
    } catch {
      // Storage unusable: recover without the guard.
    }
    return false;
  };
  const leave = (event: { preventDefault(): void }): void => {
    if (leaving) return void event.preventDefault();
    const route = options.lastRoute();
    // Missing for good: let the error surface instead of reloading forever.
    if (recentlyRecovered(route)) return;
    event.preventDefault();
    leaving = true;
    options.assign(route);
  };
  const onRejection = (event: { readonly reason: unknown; preventDefault(): void }): void => {
    if (isChunkLoadFailure(event.reason)) leave(event);
  };
  options.target.addEventListener('unhandledrejection', onRejection);
  return () => options.target.removeEventListener('unhandledrejection', onRejection as never);
}
