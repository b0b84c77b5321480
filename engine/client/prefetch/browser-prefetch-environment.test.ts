import { describe, expect, it, vi } from 'vitest';
import { browserPrefetchEnvironment, type PrefetchWindow } from './browser-prefetch-environment.ts';

/** A window whose timers throw unless called as its methods, like a browser's. */
function fakeWindow(withIdle: boolean) {
  const calls: string[] = [];
  const win: PrefetchWindow = {
    setTimeout(this: unknown, callback: () => void, ms: number) {
      if (this !== win) throw new TypeError('Illegal invocation');
      calls.push(`setTimeout ${ms}`);
      callback();
      return 1;
    },
    ...(withIdle
      ? {
          requestIdleCallback(this: unknown, callback: () => void) {
            if (this !== win) throw new TypeError('Illegal invocation');
            calls.push('requestIdleCallback');
            callback();
            return 1;
          },
        }
      : {}),
    navigator: { userAgent: 'UA', connection: { effectiveType: '4g' } },
  };
  return { win, calls };
}

describe('browserPrefetchEnvironment', () => {
  it('#36 batches start in requestIdleCallback when the browser has it', () => {
    const { win, calls } = fakeWindow(true);
    const callback = vi.fn();
    browserPrefetchEnvironment(win).requestIdle(callback);
    expect(calls).toEqual(['requestIdleCallback']);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('#36 without requestIdleCallback (Safari) the idle step falls back to setTimeout 0', () => {
    const { win, calls } = fakeWindow(false);
    const callback = vi.fn();
    browserPrefetchEnvironment(win).requestIdle(callback);
    expect(calls).toEqual(['setTimeout 0']);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('#38 #39 passes the live connection object and the user agent through', () => {
    const { win } = fakeWindow(true);
    const env = browserPrefetchEnvironment(win);
    expect(env.connection).toBe(win.navigator.connection);
    expect(env.userAgent).toBe('UA');
    env.schedule(() => {}, 3000);
  });
});
