/**
 * Fault injection for tests: a burst of 429s, a run of 5xx answers, latency. Counters count story
 * requests (`/v2/cdn/…`); images and the control route are never affected.
 */
export interface ContentFaults {
  /** The next N API requests answer 429 `{"error":"Too Many Requests"}`. @default 0 */
  readonly rateLimitBurst?: number;
  /** Status of injected server errors (500–599). @default 503 */
  readonly errorStatus?: number;
  /** The next N API requests (after any 429 burst) answer `errorStatus`. @default 0 */
  readonly errorCount?: number;
  /** Every API answer waits this long first. @default 0 */
  readonly latencyMs?: number;
}

export type InjectedFault = { readonly kind: 'none' } | { readonly kind: 'status'; readonly status: number; readonly body: unknown };

/** Holds the remaining faults and hands out the next one. */
export function createFaultState(initial: ContentFaults = {}) {
  let burst = 0;
  let errors = 0;
  let errorStatus = 503;
  let latencyMs = 0;
  const set = (f: ContentFaults): void => {
    burst = Math.max(0, f.rateLimitBurst ?? 0);
    errors = Math.max(0, f.errorCount ?? 0);
    errorStatus = f.errorStatus ?? 503;
    latencyMs = Math.max(0, f.latencyMs ?? 0);
  };
  set(initial);
  return {
    set,
    get latencyMs(): number {
      return latencyMs;
    },
    /** The fault for the next API request (consumes one). */
    next(): InjectedFault {
      if (burst > 0) {
        burst -= 1;
        return { kind: 'status', status: 429, body: { error: 'Too Many Requests' } };
      }
      if (errors > 0) {
        errors -= 1;
        return { kind: 'status', status: errorStatus, body: { error: 'Service Unavailable' } };
      }
      return { kind: 'none' };
    },
  };
}

/** Reads a faults body (`{"rateLimitBurst":3}`); anything else is `undefined`. */
export function parseContentFaults(input: unknown): ContentFaults | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return undefined;
  const f = input as Record<string, unknown>;
  const count = (k: string) => f[k] === undefined || (typeof f[k] === 'number' && Number.isInteger(f[k]) && f[k] >= 0);
  if (!count('rateLimitBurst') || !count('errorCount') || !count('latencyMs')) return undefined;
  if (f['errorStatus'] !== undefined && !(typeof f['errorStatus'] === 'number' && f['errorStatus'] >= 500 && f['errorStatus'] <= 599)) return undefined;
  return f as ContentFaults;
}
