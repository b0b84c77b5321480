import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchOutcome } from './prefetch-outcome.ts';

const schedule = (callback: () => void, ms: number): unknown => setTimeout(callback, ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('prefetchOutcome', () => {
  it.each([
    ['an ok Result', { ok: true, value: {} }],
    ['a loaded page', { status: 'loaded' }],
    ['a not-found page (the 404 page is loaded)', { status: 'not-found' }],
    ['undefined', undefined],
  ])('a load fulfilled with %s is ok', async (_name, value) => {
    expect(await prefetchOutcome(async () => value, { schedule })).toEqual({ ok: true });
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('404'))],
    ['throws synchronously', () => {
      throw new Error('404');
    }],
    ['resolves false', async () => false],
    ['resolves a failed Result', async () => ({ ok: false, error: { type: 'http/404' } })],
    ["resolves a load result with status 'error'", async () => ({ status: 'error', key: '/a/', error: { type: 'page-data/network' } })],
  ])('#44 fixes quirk: a load that %s settles as a failure instead of hanging', async (_name, load) => {
    const outcome = await prefetchOutcome(load as () => Promise<unknown>, { schedule, timeoutMs: 10_000 });
    expect(outcome.ok).toBe(false);
  });

  it('#44 fixes quirk: a load that never settles fails at timeoutMs, with its signal aborted', async () => {
    let seen: AbortSignal | undefined;
    const outcome = prefetchOutcome(
      (signal) => {
        seen = signal;
        return new Promise(() => {});
      },
      { schedule, timeoutMs: 10_000 },
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen?.aborted).toBe(true);
    expect(await outcome).toEqual({ ok: false, error: expect.any(Error) });
  });

  it('#44 what a load does after its timeout is ignored', async () => {
    let finishLate: (value: unknown) => void = () => {};
    const outcome = prefetchOutcome(() => new Promise((resolve) => (finishLate = resolve)), { schedule, timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    finishLate(true);
    expect((await outcome).ok).toBe(false);
  });

  it('#46 without timeoutMs (hover) no timer is set and the load runs synchronously', () => {
    let called = false;
    void prefetchOutcome(
      async () => {
        called = true;
      },
      { schedule: () => expect.unreachable('no timer for hover') },
    );
    expect(called).toBe(true);
  });
});
