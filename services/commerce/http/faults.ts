/**
 * Fault injection for tests (`/__control/faults`): the store-api answers normally, drops connections,
 * answers late, or answers 503 with Shopware's error shape. Control and media routes are never affected.
 */
export type Faults =
  | { readonly mode: 'none' }
  /** Connections are destroyed without an answer (what a client sees when the service is down). */
  | { readonly mode: 'down' }
  /** Every answer waits `delayMs` first. */
  | { readonly mode: 'slow'; readonly delayMs: number }
  /** Every answer is `status` (5xx) with an error body. */
  | { readonly mode: 'error'; readonly status: number };

/** Longest injected delay: a minute is longer than any client waits. */
export const MAX_DELAY_MS = 60_000;

export const NO_FAULTS: Faults = Object.freeze({ mode: 'none' });

/** Reads a faults body (`{"mode":"slow","delayMs":2000}`); anything else is `undefined`. */
export function parseFaults(input: unknown): Faults | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const f = input as Record<string, unknown>;
  if (f['mode'] === 'none' || f['mode'] === 'down') return { mode: f['mode'] };
  if (f['mode'] === 'slow' && typeof f['delayMs'] === 'number' && f['delayMs'] >= 0 && f['delayMs'] <= MAX_DELAY_MS) return { mode: 'slow', delayMs: f['delayMs'] };
  if (f['mode'] === 'error' && typeof f['status'] === 'number' && f['status'] >= 500 && f['status'] <= 599) return { mode: 'error', status: f['status'] };
  return undefined;
}
