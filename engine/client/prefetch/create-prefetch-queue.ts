import { canPrefetch, type PrefetchEnvironment } from './connection.ts';
import { PREFETCH_POLICY, type PrefetchPolicy } from './prefetch-policy.ts';
import { prefetchOutcome } from './prefetch-outcome.ts';

/** `setTimeout`-like: runs `callback` after `ms`. The return value is ignored. */
export type Schedule = (callback: () => void, ms: number) => unknown;

/** `requestIdleCallback`-like: runs `callback` when the main thread is idle. */
export type RequestIdle = (callback: () => void) => unknown;

/**
 * Fetches what a page needs ahead of a navigation (the loader's
 * `prefetchPageData`). It fails when it throws, rejects, or resolves `false`,
 * a `Result` with `ok: false` or a load result with `status: 'error'`;
 * `signal` is aborted when the policy's timeout expires.
 */
export type PrefetchFn = (path: string, init: { readonly signal: AbortSignal }) => Promise<unknown>;

/** One enqueue. `promise` never rejects. */
export interface PrefetchHandle {
  /** `true` once the path is prefetched (or already was); `false` when skipped, aborted or failed. */
  readonly promise: Promise<boolean>;
  /** Withdraws this request while its batch has not started; afterwards it does nothing. */
  abort(): void;
}

/** Options of {@link createPrefetchQueue}. */
export interface CreatePrefetchQueueOptions extends PrefetchEnvironment {
  /** Speculative fetch of one path (pathname + search). It should add any `<link rel=prefetch>` itself. */
  readonly prefetch: PrefetchFn;
  /**
   * Immediate load on hover (the loader's `loadPage`), without queue, delay
   * or connection checks.
   * @default the `prefetch` function
   */
  readonly load?: (path: string) => Promise<unknown>;
  /** Whether the page is already loaded (then there is nothing to prefetch); asked at enqueue and again at batch time. */
  readonly isLoaded: (path: string) => boolean;
  /** Timer for the start delay, the pause between batches and the timeout. */
  readonly schedule: Schedule;
  /**
   * Where each batch starts.
   * @default (callback) => schedule(callback, 0)
   */
  readonly requestIdle?: RequestIdle;
  /** @default PREFETCH_POLICY */
  readonly policy?: Readonly<PrefetchPolicy>;
  /**
   * Turns speculative prefetching off: enqueue resolves `false` and fetches
   * nothing. Hover still loads, as it is a navigation intent.
   * @default false
   */
  readonly disabled?: boolean;
  /**
   * Told about every failed prefetch or hover load, timeouts included; the
   * failure itself stays a `false` outcome.
   * @default no-op
   */
  readonly onError?: (path: string, error: unknown) => void;
}

/** The prefetch queue of one browser runtime. */
export interface PrefetchQueue {
  /** Queues a path for the next batch, unless the policy skips it. */
  enqueue(path: string): PrefetchHandle;
  /** Loads a path at once (link hover); resolves `false` if that load fails. */
  hover(path: string): Promise<boolean>;
  /** Paths waiting for a batch (not counting those in flight). */
  readonly size: number;
}

interface QueuedEntry {
  readonly path: string;
  /** One per handle still interested; an entry without waiters leaves the queue. */
  readonly waiters: Set<(prefetched: boolean) => void>;
}

const settled = (value: boolean): PrefetchHandle => ({ promise: Promise.resolve(value), abort: () => {} });

/**
 * Creates the prefetch queue: the first request starts a timer
 * (`startDelayMs`); each batch runs in an idle callback, takes up to
 * `batchSize` paths, and the next batch follows `batchIntervalMs` after all of
 * them settled. Every prefetch is bounded by `timeoutMs`, so a failed or
 * hanging one never stalls the queue. Paths are deduplicated; a failed path
 * may be enqueued again until `maxAttempts` attempts have failed.
 */
export function createPrefetchQueue(options: CreatePrefetchQueueOptions): PrefetchQueue {
  const { prefetch, isLoaded, schedule, disabled = false } = options;
  const policy = options.policy ?? PREFETCH_POLICY;
  const requestIdle = options.requestIdle ?? ((callback: () => void) => schedule(callback, 0));
  const onError = options.onError ?? (() => {});
  const load = options.load ?? ((path: string) => prefetch(path, { signal: new AbortController().signal }));

  const queued = new Map<string, QueuedEntry>();
  const inFlight = new Map<string, Promise<boolean>>();
  const prefetched = new Set<string>();
  const failures = new Map<string, number>();
  /** A batch is scheduled or in flight; enqueue then only adds to the queue. */
  let running = false;

  /** Runs one load (bounded by `timeoutMs` when given); a failure is reported and becomes `false`. */
  function attempt(task: (signal: AbortSignal) => Promise<unknown>, path: string, timeoutMs?: number): Promise<boolean> {
    const bound = timeoutMs === undefined ? { schedule } : { schedule, timeoutMs };
    return prefetchOutcome(task, bound).then((outcome) => {
      if (!outcome.ok) onError(path, outcome.error);
      return outcome.ok;
    });
  }

  function run(entry: QueuedEntry): Promise<void> {
    const { path } = entry;
    queued.delete(path);
    const outcome = isLoaded(path) ? Promise.resolve(false) : attempt((signal) => prefetch(path, { signal }), path, policy.timeoutMs);
    inFlight.set(path, outcome);
    return outcome.then((ok) => {
      inFlight.delete(path);
      if (ok) prefetched.add(path);
      else if (!isLoaded(path)) failures.set(path, (failures.get(path) ?? 0) + 1);
      for (const settle of entry.waiters) settle(ok);
    });
  }

  function runBatch(): void {
    requestIdle(() => {
      const batch = [...queued.values()].slice(0, policy.batchSize);
      if (batch.length === 0) {
        running = false;
        return;
      }
      void Promise.all(batch.map(run)).then(() => {
        // Checked after the batch settles, so paths queued meanwhile are not stranded.
        if (queued.size > 0) schedule(runBatch, policy.batchIntervalMs);
        else running = false;
      });
    });
  }

  function enqueue(path: string): PrefetchHandle {
    if (disabled || (failures.get(path) ?? 0) >= policy.maxAttempts) return settled(false);
    if (isLoaded(path) || !canPrefetch(options, policy)) return settled(false);
    if (prefetched.has(path)) return settled(true);
    const flying = inFlight.get(path);
    if (flying) return { promise: flying, abort: () => {} };

    let entry = queued.get(path);
    if (!entry) {
      entry = { path, waiters: new Set() };
      queued.set(path, entry);
    }
    const current = entry;
    let waiter: (prefetched: boolean) => void = () => {};
    const promise = new Promise<boolean>((resolve) => {
      waiter = resolve;
    });
    current.waiters.add(waiter);
    if (!running) {
      running = true;
      schedule(runBatch, policy.startDelayMs);
    }
    return {
      promise,
      abort() {
        if (queued.get(path) !== current || !current.waiters.delete(waiter)) return;
        waiter(false);
        if (current.waiters.size === 0) queued.delete(path);
      },
    };
  }

  function hover(path: string): Promise<boolean> {
    return attempt(() => load(path), path);
  }

  return {
    enqueue,
    hover,
    get size() {
      return queued.size;
    },
  };
}
