/**
 * A `fetch` that survives transient faults (STYLE §10, retry policy as documented data): network errors
 * (ECONNREFUSED, ECONNRESET, DNS), timeouts, 5xx and 429 are tried again with exponential backoff, jitter
 * and a cap; other answers (2xx, 3xx, 4xx but 429) come back at once. Each try has its own timeout, which
 * covers the whole answer (headers and body: an API that sends headers and then stalls is a hang too).
 *
 * Used where a request may safely be repeated: the build's content reads (storyblok-js-client's `fetch`)
 * and the build's catalogue reads (the Shopware client's `fetch`). The browser's cart calls do not use it:
 * a repeated write could add a bike twice.
 *
 * Outcome of the last try: an HTTP answer (also a 5xx or 429 after the last retry) comes back as a
 * `Response`, so callers see status and body as usual; a network error or timeout throws an `Error` whose
 * message names the method, the URL (secrets removed) and the cause:
 * `GET http://127.0.0.1:4190/v2/cdn/stories?language=de failed after 6 attempts: ECONNREFUSED`.
 */
import { isRetryableStatus } from './request-error.ts';

/** When and how often a failed request is tried again. */
export interface RetryPolicy {
  /** Tries after the first one (spec §9: 5 for content, 10 in the shop layer). @default 5 */
  readonly maxRetries: number;
  /** Delay before the first retry; every further retry doubles it (1 s, 2 s, 4 s, ...). @default 1000 */
  readonly baseDelayMs: number;
  /** Longest wait between two tries, jitter and `Retry-After` included. @default 10000 */
  readonly maxDelayMs: number;
  /**
   * Share of each delay drawn at random, so that parallel readers (render threads) do not retry in step:
   * 0.5 waits between half and all of the step. @default 0.5
   */
  readonly jitter: number;
  /** A try without a complete answer after this many ms is aborted and counts as a timeout; 0: no limit. @default 30000 */
  readonly timeoutMs: number;
}

/** The build's policy: 6 tries over at most ~25 s of waiting, 30 s per try. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  maxRetries: 5,
  baseDelayMs: 1000,
  maxDelayMs: 10_000,
  jitter: 0.5,
  timeoutMs: 30_000,
});

/** What one retry is about, for its log line. */
export interface RetryNotice {
  readonly method: string;
  /** The URL with secrets removed. */
  readonly url: string;
  /** `HTTP 503 Service Unavailable`, `ECONNREFUSED`, `timeout after 30000 ms`. */
  readonly cause: string;
  /** The HTTP status of the failed try, if there was an answer. */
  readonly status?: number;
  /** The try about to start (2 for the first retry). */
  readonly attempt: number;
  /** Tries in all (`maxRetries + 1`). */
  readonly attempts: number;
  readonly delayMs: number;
}

export interface RetryingFetchOptions {
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** Any field left out takes the DEFAULT_RETRY_POLICY value. @default DEFAULT_RETRY_POLICY */
  readonly policy?: Partial<RetryPolicy>;
  /**
   * Told before every retry. @default one line to `console.warn`:
   * `retrying GET http://…/v2/cdn/stories?… (HTTP 503 Service Unavailable), attempt 2 of 6 in 1000 ms`
   */
  readonly onRetry?: (notice: RetryNotice) => void;
  /** Removes secrets from a URL before it goes into a message. @default withoutSecrets */
  readonly redact?: (url: string) => string;
  /** Jitter source in [0, 1). @default Math.random */
  readonly random?: () => number;
}

/** Query parameters that carry credentials (Storyblok's `token`, API keys). */
const SECRET_PARAM = /^(token|access_token|api_?key|key|secret|password|signature)$/i;

/** The URL without credential query parameters (`token=…`) and without user info. */
export function withoutSecrets(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.replace(/([?&])(token|access_token)=[^&]*&?/gi, '$1').replace(/[?&]$/, '');
  }
  parsed.username = '';
  parsed.password = '';
  for (const name of Array.from(parsed.searchParams.keys())) if (SECRET_PARAM.test(name)) parsed.searchParams.delete(name);
  return parsed.href;
}

/** One line for a retry notice (the default `onRetry` writes it). */
export function formatRetry(n: RetryNotice): string {
  return `retrying ${n.method} ${n.url} (${n.cause}), attempt ${n.attempt} of ${n.attempts} in ${n.delayMs} ms`;
}

/**
 * The wait before retry `retry` (1 for the first): `baseDelayMs × 2^(retry-1)`, the last `jitter` share of it
 * drawn at random, at least what `Retry-After` asks, at most `maxDelayMs`.
 */
export function retryDelayMs(policy: RetryPolicy, retry: number, random: () => number = Math.random, retryAfterMs?: number): number {
  const step = policy.baseDelayMs * 2 ** Math.max(0, retry - 1);
  const jittered = step * (1 - policy.jitter) + step * policy.jitter * random();
  return Math.round(Math.min(policy.maxDelayMs, Math.max(jittered, retryAfterMs ?? 0)));
}

/** `Retry-After` in ms (seconds or an HTTP date); `undefined` when absent or unreadable. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * The cause of a failed fetch as the operator knows it: the system error code (`ECONNREFUSED`,
 * `ECONNRESET`, `ENOTFOUND`) that undici hides behind `TypeError: fetch failed`, else the message.
 */
export function describeFetchFailure(error: unknown): string {
  let current: unknown = error;
  let innermost = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const e = current as { code?: unknown; errors?: unknown; cause?: unknown; message?: unknown };
    if (typeof e.code === 'string' && /^E[A-Z0-9_]+$/.test(e.code)) return e.code;
    // Happy eyeballs (IPv4 and IPv6 both refused) gives an AggregateError of the attempts.
    if (Array.isArray(e.errors) && e.errors.length > 0) {
      const inner = describeFetchFailure(e.errors[0]);
      if (/^E[A-Z0-9_]+$/.test(inner)) return inner;
    }
    if (typeof e.message === 'string' && e.message !== '') innermost = e.message;
    current = e.cause;
  }
  // No system code (`bad port`, a TLS failure): the innermost message says more than `fetch failed`.
  return innermost;
}

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

const methodOf = (input: RequestInfo | URL, init: RequestInit | undefined): string =>
  (init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')).toUpperCase();
const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
const callerSignalOf = (input: RequestInfo | URL, init: RequestInit | undefined): AbortSignal | undefined =>
  init?.signal ?? (typeof input === 'object' && 'signal' in input ? input.signal : undefined);

type Attempt = { readonly kind: 'answer'; readonly response: Response } | { readonly kind: 'failure'; readonly cause: string; readonly error: unknown };

/** A fetch with the retry policy; see the module comment for what is retried and how the last failure reads. */
export function createRetryingFetch(options: RetryingFetchOptions = {}): typeof fetch {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  const attempts = Math.max(0, Math.floor(policy.maxRetries)) + 1;
  const baseFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const redact = options.redact ?? withoutSecrets;
  const random = options.random ?? Math.random;
  const onRetry = options.onRetry ?? ((n: RetryNotice) => console.warn(formatRetry(n)));

  /** One try: the whole answer read within the timeout, or the cause of the failure. Throws only when the caller aborts. */
  async function attempt(input: RequestInfo | URL, init: RequestInit | undefined, callerSignal: AbortSignal | undefined): Promise<Attempt> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = policy.timeoutMs > 0 ? setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`timeout after ${policy.timeoutMs} ms`));
    }, policy.timeoutMs) : undefined;
    const onCallerAbort = (): void => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      // A Request's body can be read once: every try sends its own copy.
      const request = input instanceof Request ? input.clone() : input;
      const response = await baseFetch(request, { ...init, signal: controller.signal });
      // Buffer the body inside the timeout: a stalled body is a hang like a stalled connect.
      const body = NULL_BODY_STATUS.has(response.status) ? null : await response.arrayBuffer();
      return { kind: 'answer', response: new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }) };
    } catch (error) {
      if (callerSignal?.aborted) throw error;
      return { kind: 'failure', cause: timedOut ? `timeout after ${policy.timeoutMs} ms` : describeFetchFailure(error), error };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return async (input, init) => {
    const method = methodOf(input, init);
    const url = redact(urlOf(input));
    const callerSignal = callerSignalOf(input, init);
    for (let n = 1; ; n += 1) {
      callerSignal?.throwIfAborted();
      const outcome = await attempt(input, init, callerSignal);
      const retryable = outcome.kind === 'failure' || isRetryableStatus(outcome.response.status);
      if (!retryable || n >= attempts) {
        if (outcome.kind === 'answer') return outcome.response;
        throw new Error(`${method} ${url} failed after ${n} attempt${n === 1 ? '' : 's'}: ${outcome.cause}`, { cause: outcome.error });
      }
      const status = outcome.kind === 'answer' ? outcome.response.status : undefined;
      const cause = outcome.kind === 'answer' ? `HTTP ${outcome.response.status}${outcome.response.statusText ? ` ${outcome.response.statusText}` : ''}` : outcome.cause;
      const delayMs = retryDelayMs(policy, n, random, outcome.kind === 'answer' ? retryAfterOf(outcome.response) : undefined);
      onRetry({ method, url, cause, ...(status === undefined ? {} : { status }), attempt: n + 1, attempts, delayMs });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          callerSignal?.removeEventListener('abort', stop);
          resolve();
        }, delayMs);
        const stop = (): void => {
          clearTimeout(timer);
          reject(callerSignal?.reason);
        };
        callerSignal?.addEventListener('abort', stop, { once: true });
      });
    }
  };
}

/** The longest a request can take under `policy`: every try timing out plus every wait at its cap (Infinity without a timeout). */
export function retryBudgetMs(policy: Partial<RetryPolicy> = {}): number {
  const p: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...policy };
  if (p.timeoutMs <= 0) return Number.POSITIVE_INFINITY;
  const tries = Math.max(0, Math.floor(p.maxRetries)) + 1;
  let waits = 0;
  for (let retry = 1; retry < tries; retry += 1) waits += Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** (retry - 1));
  return tries * p.timeoutMs + waits;
}
