import { describe, expect, it } from 'vitest';
import { createHydrationSignal } from './hydration-signal.ts';

describe('createHydrationSignal', () => {
  it('is not hydrated until marked; then it is, and its promise settles', async () => {
    const signal = createHydrationSignal();
    let settled = false;
    void signal.hydrated.then(() => (settled = true));
    await Promise.resolve();
    expect([signal.isHydrated(), settled]).toEqual([false, false]);
    signal.markHydrated();
    signal.markHydrated();
    await signal.hydrated;
    expect([signal.isHydrated(), settled]).toEqual([true, true]);
  });
});
