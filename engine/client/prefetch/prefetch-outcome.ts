/** How one prefetch or hover load ended. Failures are values, never rejections. */
export type PrefetchOutcome = { readonly ok: true } | { readonly ok: false; readonly error: unknown };

/** Options of {@link prefetchOutcome}. */
export interface PrefetchOutcomeOptions {
  /** `setTimeout`-like timer for the timeout. */
  readonly schedule: (callback: () => void, ms: number) => unknown;
  /**
   * After this long the signal is aborted and the outcome is a failure.
   * @default no timeout
   */
  readonly timeoutMs?: number;
}

/** `false`, a failed `Result` (`fetchPageData`) or an `error` load result (`loadPage`). */
function isFailure(value: unknown): boolean {
  if (value === false) return true;
  if (typeof value !== 'object' || value === null) return false;
  return ('ok' in value && value.ok === false) || ('status' in value && value.status === 'error');
}

/**
 * Runs one load and says how it ended. It failed when it threw, rejected,
 * resolved `false`, a `Result` with `ok: false` or a load result with
 * `status: 'error'` (a `not-found` result is a loaded 404 page), or outlived
 * `timeoutMs` (its signal is then aborted, and whatever it does later is
 * ignored). The returned promise always settles, and never rejects.
 */
export function prefetchOutcome(run: (signal: AbortSignal) => Promise<unknown>, options: PrefetchOutcomeOptions): Promise<PrefetchOutcome> {
  const controller = new AbortController();
  return new Promise<PrefetchOutcome>((resolve) => {
    let done = false;
    const finish = (outcome: PrefetchOutcome): void => {
      if (done) return;
      done = true;
      resolve(outcome);
    };
    const { timeoutMs } = options;
    if (timeoutMs !== undefined) {
      options.schedule(() => {
        if (done) return;
        controller.abort();
        finish({ ok: false, error: new Error(`Gave up after ${timeoutMs} ms`) });
      }, timeoutMs);
    }
    let pending: Promise<unknown>;
    try {
      pending = Promise.resolve(run(controller.signal));
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => finish(isFailure(value) ? { ok: false, error: value } : { ok: true }),
      (error: unknown) => finish({ ok: false, error }),
    );
  });
}
