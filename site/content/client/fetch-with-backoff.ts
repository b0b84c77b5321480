/**
 * The `fetch` we hand storyblok-js-client: 429 answers are retried with an increasing delay in seconds
 * (1 s, 2 s, 3 s, ...) instead of the client's fixed 300 ms, and every 5xx/429 is logged with the
 * build warning.
 *
 * storyblok-js-client always retries a 429 it sees at least once (`maxRetries: 0` becomes 10), so the
 * last retry is left to it: we retry `maxRetries - 1` times ourselves, hand the 429 back, the client
 * waits `retriesDelay` (= `maxRetries` × the unit, the next step of the same backoff) and asks again,
 * and that answer goes back to it as it is. Total: `maxRetries` retries, delays 1…maxRetries units.
 */

export interface BackoffOptions {
  readonly fetch: typeof fetch;
  /** Retries of one request after 429 (the client layer's 5, the shop layer's 10). */
  readonly maxRetries: number;
  /** Delay unit: retry n waits n × unit. @default 1000 */
  readonly unitMs: number;
  readonly warn: (message: string) => void;
  /** @default setTimeout */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Strips the access token from a URL before it goes into a message. */
export function withoutToken(url: string): string {
  return url.replace(/([?&])token=[^&]*&?/, '$1').replace(/[?&]$/, '');
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A fetch with the spec's 429 backoff; see the module comment for how it shares the work with the client. */
export function createBackoffFetch(o: BackoffOptions): typeof fetch {
  const sleep = o.sleep ?? defaultSleep;
  // 429s in a row per URL, so that the client's own (last) retry is answered without another round.
  const strikes = new Map<string, number>();
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    for (;;) {
      const response = await o.fetch(input, init);
      if (response.status >= 500 || response.status === 429) {
        o.warn(`Content query ${withoutToken(url)} failed with ${response.status} ${response.statusText}; too many 429 retries may fail the build`);
      }
      if (response.status !== 429) {
        strikes.delete(url);
        return response;
      }
      const n = (strikes.get(url) ?? 0) + 1;
      if (n >= o.maxRetries) {
        // The n-th strike goes back to the client, which retries once more; the one after that is final.
        if (n > o.maxRetries) strikes.delete(url);
        else strikes.set(url, n);
        return response;
      }
      strikes.set(url, n);
      await response.body?.cancel();
      await sleep(n * o.unitMs);
    }
  };
}
