import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Loader } from '../loader/index.ts';
import { createPrefetchQueue, type CreatePrefetchQueueOptions } from './create-prefetch-queue.ts';
import { PREFETCH_POLICY } from './prefetch-policy.ts';

interface Deferred {
  resolve(value?: unknown): void;
  reject(error: unknown): void;
}

/**
 * A queue whose prefetches wait until the test settles them (`settle(path)`),
 * on fake timers, with a desktop Chrome on 4g and an immediate idle callback
 * unless overridden.
 */
function setup(overrides: Partial<CreatePrefetchQueueOptions> = {}) {
  const pending = new Map<string, Deferred>();
  const signals = new Map<string, AbortSignal>();
  const prefetch = vi.fn(
    (path: string, init: { readonly signal: AbortSignal }) =>
      new Promise<unknown>((resolve, reject) => {
        pending.set(path, { resolve, reject });
        signals.set(path, init.signal);
      }),
  );
  const schedule = vi.fn((callback: () => void, ms: number) => setTimeout(callback, ms));
  // Idle at once: fake timers would turn a 0 ms timer created inside a tick into 1 ms.
  // The idle step itself is covered by #36.
  const requestIdle = vi.fn((callback: () => void) => callback());
  const loaded = new Set<string>();
  const queue = createPrefetchQueue({
    prefetch,
    isLoaded: (path) => loaded.has(path),
    schedule,
    requestIdle,
    connection: { effectiveType: '4g', saveData: false },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
    ...overrides,
  });
  const fetched = (): string[] => prefetch.mock.calls.map(([path]) => path);
  const settle = async (path: string, value: unknown = true): Promise<void> => {
    pending.get(path)?.resolve(value);
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async (path: string, error: unknown = new Error('404')): Promise<void> => {
    pending.get(path)?.reject(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { queue, prefetch, schedule, requestIdle, loaded, signals, fetched, settle, fail };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timing', () => {
  it('#36 nothing is fetched before 3000 ms after the first enqueue, and the batch starts in an idle callback', async () => {
    const idle: Array<() => void> = [];
    const t = setup({ requestIdle: (callback) => idle.push(callback) });
    t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(2999);
    expect(idle).toHaveLength(0);
    expect(t.fetched()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toHaveLength(1);
    expect(t.fetched()).toEqual([]); // waits for the idle callback
    idle[0]?.();
    expect(t.fetched()).toEqual(['/a/']);
  });

  it('#36 later enqueues join the pending batch without pushing its start back', async () => {
    const t = setup();
    t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(2000);
    t.queue.enqueue('/b/');
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.fetched()).toEqual(['/a/', '/b/']);
  });

  it('#37 nine queued paths run in batches of 4/4/1, each 3000 ms after the previous settles', async () => {
    const t = setup();
    const paths = Array.from({ length: 9 }, (_, i) => `/p${i}/`);
    const handles = paths.map((path) => t.queue.enqueue(path));
    // t=0 enqueue ─ t=3000 batch 1 ─ t=5000 settles ─ t=8000 batch 2 ─ t=9000 settles ─ t=12000 batch 3
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.fetched()).toEqual(paths.slice(0, 4));
    expect(t.queue.size).toBe(5);
    await vi.advanceTimersByTimeAsync(2000);
    for (const path of paths.slice(0, 4)) await t.settle(path);
    await vi.advanceTimersByTimeAsync(2999);
    expect(t.fetched()).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fetched()).toEqual(paths.slice(0, 8));
    await vi.advanceTimersByTimeAsync(1000);
    for (const path of paths.slice(4, 8)) await t.settle(path);
    await vi.advanceTimersByTimeAsync(2999);
    expect(t.fetched()).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fetched()).toEqual(paths);
    await t.settle('/p8/');
    expect(await Promise.all(handles.map((h) => h.promise))).toEqual(paths.map(() => true));
    expect(t.queue.size).toBe(0);
  });

  it('#37 the next batch waits for the slowest prefetch of the previous one', async () => {
    const t = setup();
    for (const path of ['/1/', '/2/', '/3/', '/4/', '/5/']) t.queue.enqueue(path);
    await vi.advanceTimersByTimeAsync(3000);
    for (const path of ['/1/', '/2/', '/3/']) await t.settle(path);
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.fetched()).toHaveLength(4);
    await t.settle('/4/');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.fetched()).toEqual(['/1/', '/2/', '/3/', '/4/', '/5/']);
  });

  it('#37 a path queued while a batch is in flight runs in the next batch, and an idle queue waits 3000 ms again', async () => {
    const t = setup();
    t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    t.queue.enqueue('/b/'); // queue was empty when the batch was taken
    await t.settle('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.fetched()).toEqual(['/a/', '/b/']);
    await t.settle('/b/');
    await vi.advanceTimersByTimeAsync(10_000); // idle now
    t.queue.enqueue('/c/');
    await vi.advanceTimersByTimeAsync(2999);
    expect(t.fetched()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fetched()).toEqual(['/a/', '/b/', '/c/']);
  });
});

describe('skips', () => {
  it.each([
    ['slow-2g', { effectiveType: 'slow-2g' }],
    ['2g', { effectiveType: '2g' }],
    ['saveData', { effectiveType: '4g', saveData: true }],
  ])('#38 on %s enqueue resolves false and nothing is fetched or scheduled', async (_name, connection) => {
    const t = setup({ connection });
    const handle = t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await handle.promise).toBe(false);
    expect(t.prefetch).not.toHaveBeenCalled();
    expect(t.schedule).not.toHaveBeenCalled();
  });

  it('#38 the live connection object is read at each enqueue', async () => {
    const connection = { effectiveType: '4g' };
    const t = setup({ connection });
    connection.effectiveType = '2g';
    expect(await t.queue.enqueue('/a/').promise).toBe(false);
    connection.effectiveType = '3g';
    t.queue.enqueue('/b/');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.fetched()).toEqual(['/b/']);
  });

  it('#39 a Googlebot user agent never prefetches', async () => {
    const t = setup({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(await t.queue.enqueue('/a/').promise).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.prefetch).not.toHaveBeenCalled();
  });

  it('#40 a loaded page resolves false without a request', async () => {
    const t = setup();
    t.loaded.add('/a/');
    expect(await t.queue.enqueue('/a/').promise).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.prefetch).not.toHaveBeenCalled();
  });

  it('#40 an already prefetched path resolves true at once without being queued again', async () => {
    const t = setup();
    const first = t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    await t.settle('/a/');
    expect(await first.promise).toBe(true);
    expect(await t.queue.enqueue('/a/').promise).toBe(true);
    expect(t.queue.size).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.prefetch).toHaveBeenCalledTimes(1);
  });

  it('#40 the same path enqueued twice is fetched once; an enqueue during its flight shares the outcome', async () => {
    const t = setup();
    const one = t.queue.enqueue('/a/');
    const two = t.queue.enqueue('/a/');
    expect(t.queue.size).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    const three = t.queue.enqueue('/a/');
    await t.settle('/a/');
    expect(await Promise.all([one.promise, two.promise, three.promise])).toEqual([true, true, true]);
    expect(t.prefetch).toHaveBeenCalledTimes(1);
  });

  it('#40 a page loaded while it waited in the queue is not fetched', async () => {
    const t = setup();
    const handle = t.queue.enqueue('/a/');
    t.loaded.add('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await handle.promise).toBe(false);
    expect(t.prefetch).not.toHaveBeenCalled();
  });
});

describe('abort', () => {
  it('#41 a prefetch aborted before its batch is removed and resolves false', async () => {
    const t = setup();
    const a = t.queue.enqueue('/a/');
    t.queue.enqueue('/b/');
    a.abort();
    expect(t.queue.size).toBe(1);
    expect(await a.promise).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.fetched()).toEqual(['/b/']);
  });

  it('#41 abort does nothing once the batch has started', async () => {
    const t = setup();
    const a = t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    a.abort();
    await t.settle('/a/');
    expect(await a.promise).toBe(true);
  });

  it('#41 with two links to one path, the entry stays queued until both have aborted', async () => {
    const t = setup();
    const header = t.queue.enqueue('/a/');
    const footer = t.queue.enqueue('/a/');
    header.abort();
    expect(t.queue.size).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.fetched()).toEqual(['/a/']);
    await t.settle('/a/');
    expect([await header.promise, await footer.promise]).toEqual([false, true]);
  });

  it('#41 when every queued path was aborted, the batch fetches nothing and the queue goes idle', async () => {
    const t = setup();
    t.queue.enqueue('/a/').abort();
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.prefetch).not.toHaveBeenCalled();
    t.queue.enqueue('/b/');
    await vi.advanceTimersByTimeAsync(2999);
    expect(t.prefetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fetched()).toEqual(['/b/']);
  });
});

describe('disabled', () => {
  it('#42 (plugin flag → `disabled` option) enqueue resolves false with no network, while hover still loads', async () => {
    const load = vi.fn(async () => true);
    const t = setup({ disabled: true, load });
    expect(await t.queue.enqueue('/a/').promise).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.prefetch).not.toHaveBeenCalled();
    expect(t.schedule).not.toHaveBeenCalled();
    expect(await t.queue.hover('/a/')).toBe(true);
    expect(load).toHaveBeenCalledWith('/a/');
  });
});

describe('what gets fetched', () => {
  it('#43 the injected prefetch gets the raw pathname + search and an AbortSignal; the queue itself writes no <link> (node env: no DOM at all)', async () => {
    const t = setup();
    t.queue.enqueue('/about/?a=b');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.prefetch).toHaveBeenCalledWith('/about/?a=b', { signal: expect.any(AbortSignal) });
    expect(typeof document).toBe('undefined');
  });
});

describe('wiring', () => {
  it('#43 the loader plugs in as is: prefetchPageData as prefetch, loadPage as load (checked by tsc)', () => {
    const wire = (loader: Loader<unknown>) =>
      createPrefetchQueue({
        prefetch: loader.prefetchPageData,
        load: loader.loadPage,
        isLoaded: (path) => loader.loadPageSync(path) !== undefined,
        schedule: (callback, ms) => setTimeout(callback, ms),
      });
    expectTypeOf(wire).returns.toHaveProperty('enqueue');
  });
});

describe('failures', () => {
  it('#44 fixes quirk: a prefetch that 404s resolves false and the next batch still runs', async () => {
    const onError = vi.fn();
    const t = setup({ onError });
    const handles = ['/1/', '/2/', '/3/', '/4/', '/5/'].map((path) => t.queue.enqueue(path));
    await vi.advanceTimersByTimeAsync(3000);
    const notFound = new Error('404 /page-data/1/page-data.json');
    await t.fail('/1/', notFound);
    for (const path of ['/2/', '/3/', '/4/']) await t.settle(path);
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.fetched()).toContain('/5/');
    expect(await handles[0]?.promise).toBe(false);
    expect(onError).toHaveBeenCalledWith('/1/', notFound);
  });

  it('#44 fixes quirk: a prefetch that never settles times out after 10 s, its signal is aborted, and the queue moves on', async () => {
    const onError = vi.fn();
    const t = setup({ onError });
    const hung = t.queue.enqueue('/hangs/');
    t.queue.enqueue('/1/');
    t.queue.enqueue('/2/');
    t.queue.enqueue('/3/');
    t.queue.enqueue('/next/');
    await vi.advanceTimersByTimeAsync(3000);
    for (const path of ['/1/', '/2/', '/3/']) await t.settle(path);
    await vi.advanceTimersByTimeAsync(PREFETCH_POLICY.timeoutMs - 1);
    expect(t.signals.get('/hangs/')?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.signals.get('/hangs/')?.aborted).toBe(true);
    expect(await hung.promise).toBe(false);
    expect(onError).toHaveBeenCalledWith('/hangs/', expect.any(Error));
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.fetched()).toContain('/next/');
  });

  it.each([
    ['resolves false', false],
    ['resolves a failed Result', { ok: false, error: { type: 'http/404', message: 'nope', retryable: false } }],
  ])('#44 fixes quirk: a prefetch that %s counts as failed', async (_name, value) => {
    const t = setup();
    const handle = t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    await t.settle('/a/', value);
    expect(await handle.promise).toBe(false);
  });

  it('#44 fixes quirk: a prefetch that throws synchronously resolves false', async () => {
    const t = setup({
      prefetch: () => {
        throw new Error('boom');
      },
    });
    const handle = t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await handle.promise).toBe(false);
  });

  it('#44 a failed path is retried by a later enqueue, up to maxAttempts (2); then enqueue resolves false at once', async () => {
    const t = setup();
    t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    await t.fail('/a/');
    const retry = t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    expect(t.prefetch).toHaveBeenCalledTimes(2);
    await t.fail('/a/');
    expect(await retry.promise).toBe(false);
    expect(await t.queue.enqueue('/a/').promise).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.prefetch).toHaveBeenCalledTimes(2);
  });

  it('#44 a retry that succeeds marks the path prefetched', async () => {
    const t = setup();
    t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    await t.fail('/a/');
    const retry = t.queue.enqueue('/a/');
    await vi.advanceTimersByTimeAsync(3000);
    await t.settle('/a/');
    expect(await retry.promise).toBe(true);
    expect(await t.queue.enqueue('/a/').promise).toBe(true);
  });
});

describe('hover', () => {
  it('#46 hover loads at once: no queue, no delay, no connection or bot check', async () => {
    const load = vi.fn(async () => ({ ok: true }));
    const t = setup({ load, connection: { effectiveType: '2g', saveData: true }, userAgent: 'Googlebot' });
    const result = t.queue.hover('/a/?x=1');
    expect(load).toHaveBeenCalledWith('/a/?x=1'); // synchronously, before any timer
    expect(t.schedule).not.toHaveBeenCalled();
    expect(await result).toBe(true);
    expect(t.queue.size).toBe(0);
  });

  it('#46 without a load option, hover calls the prefetch function immediately', () => {
    const t = setup();
    void t.queue.hover('/a/');
    expect(t.fetched()).toEqual(['/a/']);
  });

  it('#46 a failed hover load resolves false and is reported', async () => {
    const onError = vi.fn();
    const error = new Error('offline');
    const t = setup({ load: () => Promise.reject(error), onError });
    expect(await t.queue.hover('/a/')).toBe(false);
    expect(onError).toHaveBeenCalledWith('/a/', error);
  });
});

describe('policy', () => {
  it('#37 the policy is data: a custom batch size and delays are honoured', async () => {
    const t = setup({ policy: { ...PREFETCH_POLICY, startDelayMs: 100, batchSize: 2, batchIntervalMs: 50 } });
    for (const path of ['/1/', '/2/', '/3/']) t.queue.enqueue(path);
    await vi.advanceTimersByTimeAsync(100);
    expect(t.fetched()).toEqual(['/1/', '/2/']);
    await t.settle('/1/');
    await t.settle('/2/');
    await vi.advanceTimersByTimeAsync(50);
    expect(t.fetched()).toEqual(['/1/', '/2/', '/3/']);
  });

  it('the default policy carries the specification numbers', () => {
    expect(PREFETCH_POLICY).toMatchObject({ startDelayMs: 3000, batchSize: 4, batchIntervalMs: 3000, timeoutMs: 10_000, maxAttempts: 2 });
    expect(Object.isFrozen(PREFETCH_POLICY)).toBe(true);
  });
});
