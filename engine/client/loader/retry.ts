/**
 * Retry policy of the loader, as data. The origin refetches at once, up to
 * three times; we keep the count (4 attempts in all) and wait a little
 * before each retry so a struggling server or a flapping connection gets air:
 * 100 ms, 200 ms, 400 ms (base × 2^(retry − 1), capped), 700 ms at worst
 * before the last attempt. No jitter: a browser tab is one client, not a
 * herd, and fixed delays keep the schedule testable.
 */
export interface RetryPolicy {
  /** Retries after the first attempt. @default 3 */
  readonly retries: number;
  /** Wait before the first retry, doubled for each further one. @default 100 */
  readonly baseDelayMs: number;
  /** Upper bound of a single wait. @default 1000 */
  readonly maxDelayMs: number;
}

/** The loader's default: 4 attempts, waiting 100, 200 and 400 ms between them. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({ retries: 3, baseDelayMs: 100, maxDelayMs: 1_000 });

/** Waits `ms` milliseconds. Injected so tests drive it with fake timers. */
export type Delay = (ms: number) => Promise<void>;

/** The default {@link Delay}: `setTimeout`, looked up at call time so fake timers apply. */
export const timerDelay: Delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before retry number `retry` (1-based) under `policy`. */
export function retryDelay(retry: number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
}

/** What {@link withRetry} needs besides the attempt. */
export interface RetryOptions<T> {
  /** Whether an attempt's outcome is worth another try. */
  readonly shouldRetry: (outcome: T) => boolean;
  /** @default DEFAULT_RETRY_POLICY */
  readonly policy?: RetryPolicy | undefined;
  /** @default timerDelay */
  readonly delay?: Delay | undefined;
}

/**
 * Runs `attempt` until `shouldRetry` says no or the policy's retries are
 * spent, waiting {@link retryDelay} between attempts. Returns the last
 * outcome and how many attempts were made. `attempt` reports failures as
 * values; a throw is a bug and propagates.
 */
export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions<T>): Promise<{ readonly outcome: T; readonly attempts: number }> {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const delay = options.delay ?? timerDelay;
  let attempts = 1;
  let outcome = await attempt();
  while (attempts <= policy.retries && options.shouldRetry(outcome)) {
    await delay(retryDelay(attempts, policy));
    attempts += 1;
    outcome = await attempt();
  }
  return { outcome, attempts };
}
