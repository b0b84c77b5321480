import type { RscData } from '../../shared/page-data-schema.ts';
import type { PayloadCheck } from '../../shared/payload-checks.ts';
import type { Result } from '../../shared/result.ts';
import type { Delay } from './retry.ts';

/** Pause before reading a server-only page's payload again after an incomplete read (seed spec §9). */
export const RSC_RETRY_MS = 200;
/** Reads of one payload before giving up: 2 s of retries. The origin polled forever once its error was lost. */
export const RSC_MAX_ATTEMPTS = 10;

/**
 * What {@link fetchRscData} needs. Everything comes in (no value imports),
 * so this module is a small chunk of its own, loaded only for server-only
 * pages.
 */
export interface FetchRscDataDeps {
  readonly fetch: typeof fetch;
  /** Checks the payload's shape (`json => checkPayload('rsc', json)`). */
  readonly check: (json: unknown) => PayloadCheck<RscData>;
  /** Waits between reads. */
  readonly delay: Delay;
  /** @default RSC_MAX_ATTEMPTS */
  readonly maxAttempts?: number | undefined;
}

type RscAttempt =
  | { readonly kind: 'ok'; readonly rsc: RscData }
  /** Network error, body cut off, a payload that does not parse yet, 5xx, 429: read again in 200 ms. */
  | { readonly kind: 'incomplete'; readonly status: number; readonly why: string }
  | { readonly kind: 'failed'; readonly status: number; readonly why: string };

async function readOnce(url: string, doFetch: typeof fetch, check: FetchRscDataDeps['check']): Promise<RscAttempt> {
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url);
    text = await response.text();
  } catch (error) {
    return { kind: 'incomplete', status: 0, why: `network error: ${String(error)}` };
  }
  if (response.status >= 500 || response.status === 429) return { kind: 'incomplete', status: response.status, why: `status ${response.status}` };
  if (response.status !== 200) return { kind: 'failed', status: response.status, why: `status ${response.status}` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'incomplete', status: 200, why: 'the payload is incomplete' };
  }
  const checked = check(json);
  return checked.ok ? { kind: 'ok', rsc: checked.value } : { kind: 'failed', status: 200, why: checked.why };
}

const fail = (error: Extract<Result<never>, { ok: false }>['error']): Result<never> => ({ ok: false, error });

/**
 * Reads a server-only page's `page-data-rsc.json`. An incomplete read
 * (network error, truncated body, 5xx, 429) is read again every
 * {@link RSC_RETRY_MS} until {@link RSC_MAX_ATTEMPTS}; then it is a
 * retryable error value, never a hang (the origin's loop lost the error
 * after its first retry). A 404 or a payload of another shape fails at once.
 */
export async function fetchRscData(url: string, deps: FetchRscDataDeps): Promise<Result<RscData>> {
  const { delay, check } = deps;
  const maxAttempts = deps.maxAttempts ?? RSC_MAX_ATTEMPTS;
  let attempt = await readOnce(url, deps.fetch, check);
  for (let n = 1; attempt.kind === 'incomplete' && n < maxAttempts; n += 1) {
    await delay(RSC_RETRY_MS);
    attempt = await readOnce(url, deps.fetch, check);
  }
  switch (attempt.kind) {
    case 'ok':
      return { ok: true, value: attempt.rsc };
    case 'incomplete':
      return fail({ type: 'rsc/incomplete', message: `We couldn't load "${url}": ${attempt.why} after ${maxAttempts} reads`, retryable: true, status: attempt.status });
    case 'failed':
      return fail({ type: attempt.status === 200 ? 'rsc/invalid' : `rsc/http-${attempt.status}`, message: `We couldn't load "${url}": ${attempt.why}`, retryable: false, status: attempt.status });
  }
}
