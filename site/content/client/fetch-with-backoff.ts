/**
 * The `fetch` we hand storyblok-js-client: the build's retry policy (`createRetryingFetch`,
 * `site/commerce/request/fetch-with-retry.ts`: network errors, timeouts, 5xx and 429 tried again with
 * exponential backoff, jitter and a cap; a timeout per try), with every retry logged as the spec's build
 * warning (a failed content query with 5xx or 429 warns that too many 429 retries may fail the build).
 *
 * storyblok-js-client retries a 429 it sees at least once more itself (`maxRetries: 0` becomes 10), and
 * it keeps only the `message` of an error its fetch throws. So every failure that is still retryable
 * after our last try is thrown, never handed back as a 429 or 5xx answer, with a message that names the
 * method, the URL (token removed), the tries and the cause; `failureOf` reads status and kind back out of
 * that message for the client's error value. 4xx answers (404, 401) go back to the library as they are.
 */
import { createRetryingFetch, DEFAULT_RETRY_POLICY, formatRetry, withoutSecrets, type RetryPolicy } from '../../commerce/request/fetch-with-retry.ts';
import { isRetryableStatus } from '../../commerce/request/request-error.ts';

export interface BackoffOptions {
  readonly fetch: typeof fetch;
  /** Retry policy; fields left out take DEFAULT_RETRY_POLICY's. @default DEFAULT_RETRY_POLICY */
  readonly policy?: Partial<RetryPolicy>;
  /** One line per retry and per final 5xx/429. */
  readonly warn: (message: string) => void;
  /** Jitter source in [0, 1). @default Math.random */
  readonly random?: () => number;
}

/** Strips the access token from a URL before it goes into a message. */
export function withoutToken(url: string): string {
  return withoutSecrets(url);
}

const BUILD_WARNING = 'too many 429 retries may fail the build';

/** Message of a request that failed for good: `GET <url> failed after 6 attempts: HTTP 503 Service Unavailable`. */
const FINAL_HTTP = /failed after \d+ attempts?: HTTP (\d{3})/;
const FINAL_TIMEOUT = /failed after \d+ attempts?: timeout after \d+ ms/;

/** Status and kind of a failure our fetch threw (see the module comment); `undefined` for other messages. */
export function failureOf(message: string): { readonly kind: 'http'; readonly status: number } | { readonly kind: 'timeout' } | { readonly kind: 'network' } | undefined {
  const http = FINAL_HTTP.exec(message);
  if (http?.[1] !== undefined) return { kind: 'http', status: Number(http[1]) };
  if (FINAL_TIMEOUT.test(message)) return { kind: 'timeout' };
  return /failed after \d+ attempts?: /.test(message) ? { kind: 'network' } : undefined;
}

/** A fetch with the retry policy for the content client; see the module comment. */
export function createBackoffFetch(o: BackoffOptions): typeof fetch {
  const tries = Math.max(0, Math.floor(o.policy?.maxRetries ?? DEFAULT_RETRY_POLICY.maxRetries)) + 1;
  const retrying = createRetryingFetch({
    fetch: o.fetch,
    ...(o.policy ? { policy: o.policy } : {}),
    ...(o.random ? { random: o.random } : {}),
    redact: withoutToken,
    onRetry: (n) => o.warn(`Content query ${formatRetry(n)}${n.status !== undefined ? `; ${BUILD_WARNING}` : ''}`),
  });
  return async (input, init) => {
    const response = await retrying(input, init);
    if (!isRetryableStatus(response.status)) return response;
    const url = withoutToken(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const message = `${(init?.method ?? 'GET').toUpperCase()} ${url} failed after ${tries} attempts: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    o.warn(`Content query ${message}; ${BUILD_WARNING}`);
    throw new Error(message);
  };
}
