import { checkPayload } from '../../shared/payload-checks.ts';
import { appDataUrl } from '../../shared/page-data-url.ts';
import { fetchJson } from '../fetch-json.ts';
import { withRetry, type Delay, type RetryPolicy } from './retry.ts';

/** Hash reported when `app-data.json` could not be read: "unknown build", never a reason to reload. */
export const UNKNOWN_COMPILATION_HASH = '';

/** What {@link loadAppData} needs from its surroundings. */
export interface LoadAppDataDeps {
  readonly fetch: typeof fetch;
  /** Put in front of the URL (asset prefix + path prefix). @default '' */
  readonly prefix?: string | undefined;
  /** @default DEFAULT_RETRY_POLICY */
  readonly retry?: RetryPolicy | undefined;
  /** Waits between retries. @default timerDelay */
  readonly delay?: Delay | undefined;
}

/**
 * Reads the running deploy's build hash from `page-data/app-data.json`.
 * Not cached: the loader asks on every page it has not loaded yet, which is
 * how a new deploy is noticed. Network errors, 5xx and 429 are retried per
 * the policy (4 attempts in all); a 404 or a 200 without a hash is final.
 * Resolves {@link UNKNOWN_COMPILATION_HASH} (`''`) when the hash is
 * unavailable, so the caller never mistakes a failure for a new build.
 */
export async function loadAppData(deps: LoadAppDataDeps): Promise<string> {
  const url = appDataUrl(deps.prefix);
  const { outcome } = await withRetry(() => fetchJson(url, { fetch: deps.fetch }), {
    shouldRetry: (result) => !result.ok && result.error.retryable,
    policy: deps.retry,
    delay: deps.delay,
  });
  if (!outcome.ok) return UNKNOWN_COMPILATION_HASH;
  const checked = checkPayload('appData', outcome.value);
  return checked.ok ? checked.value.webpackCompilationHash : UNKNOWN_COMPILATION_HASH;
}
