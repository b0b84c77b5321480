import { describe, expect, it } from 'vitest';
import { createHydrationSignal } from './hydration-signal.ts';

describe('createHydrationSignal', () => {
  it('tells each listener once, settles its promise, and later calls change nothing', async () => {
    const signal = createHydrationSignal();
    const calls: string[] = [];
    signal.subscribe(() => calls.push('a'));
    const stop = signal.subscribe(() => calls.push('b'));
    stop();
    expect(signal.isHydrated()).toBe(false);
    signal.markHydrated();
    signal.markHydrated();
    await signal.hydrated;
    expect(signal.isHydrated()).toBe(true);
    expect(calls).toEqual(['a']);
  });
});
