/**
 * When and how much the browser runtime prefetches, as data. The numbers are
 * the specification's (seed-spec §9); the timeout and the retry cap are ours:
 * they exist so that a failed or hanging prefetch never stalls the queue (the
 * origin's quirk, where one 404 stopped prefetching for the whole session).
 */
export interface PrefetchPolicy {
  /**
   * Delay between the first request queued while the queue is idle and the
   * first batch. Later requests do not push the start back.
   * @default 3000
   */
  readonly startDelayMs: number;
  /**
   * Pages taken per batch.
   * @default 4
   */
  readonly batchSize: number;
  /**
   * Pause between batches, counted from the moment every prefetch of the
   * previous batch has settled (succeeded, failed or timed out).
   * @default 3000
   */
  readonly batchIntervalMs: number;
  /**
   * A prefetch still pending after this long counts as failed: its signal is
   * aborted and the batch goes on without it.
   * @default 10000
   */
  readonly timeoutMs: number;
  /**
   * Attempts per path in one session. A failed path is forgotten so that a
   * later enqueue (the link scrolls into view again) retries it, until this
   * many attempts have failed; then enqueue resolves `false` at once.
   * @default 2
   */
  readonly maxAttempts: number;
  /**
   * Prefetching is skipped when `navigator.connection.effectiveType`
   * contains this text (`2g` and `slow-2g`).
   * @default '2g'
   */
  readonly slowEffectiveType: string;
  /**
   * User agents that never prefetch (crawlers gain nothing from it).
   * @default /bot|crawler|spider|crawling/i
   */
  readonly botUserAgent: RegExp;
}

/** The engine's prefetch policy; pass a spread copy to change a field. */
export const PREFETCH_POLICY: Readonly<PrefetchPolicy> = Object.freeze({
  startDelayMs: 3000,
  batchSize: 4,
  batchIntervalMs: 3000,
  timeoutMs: 10_000,
  maxAttempts: 2,
  slowEffectiveType: '2g',
  botUserAgent: /bot|crawler|spider|crawling/i,
});
