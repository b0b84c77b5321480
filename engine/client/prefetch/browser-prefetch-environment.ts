import type { RequestIdle, Schedule } from './create-prefetch-queue.ts';

/** The part of `window` the prefetch queue reads. */
export interface PrefetchWindow {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  /** Missing in Safari; the idle step then falls back to `setTimeout(callback, 0)`. */
  readonly requestIdleCallback?: (callback: () => void) => unknown;
  readonly navigator: { readonly userAgent: string; readonly connection?: unknown };
}

/** Timers and connection facts for {@link createPrefetchQueue}, read from one window. */
export interface BrowserPrefetchEnvironment {
  readonly schedule: Schedule;
  readonly requestIdle: RequestIdle;
  /** The live `navigator.connection` object (its fields change with the network), if any. */
  readonly connection: unknown;
  readonly userAgent: string;
}

/**
 * Adapts a window for {@link createPrefetchQueue}; spread the result into its
 * options. Timers are called as methods of `win`, as browsers require.
 */
export function browserPrefetchEnvironment(win: PrefetchWindow): BrowserPrefetchEnvironment {
  const schedule: Schedule = (callback, ms) => win.setTimeout(callback, ms);
  const requestIdle: RequestIdle =
    typeof win.requestIdleCallback === 'function' ? (callback) => win.requestIdleCallback?.(callback) : (callback) => schedule(callback, 0);
  return { schedule, requestIdle, connection: win.navigator.connection, userAgent: win.navigator.userAgent };
}
