import { describe, expect, it } from 'vitest';
import { whenPageLoaded, type LoadTarget } from './when-page-loaded.ts';

function fakeWindow(readyState: DocumentReadyState): LoadTarget & { fireLoad(): void } {
  const listeners: (() => void)[] = [];
  return {
    document: { readyState },
    addEventListener: (_type, listener) => void listeners.push(listener),
    fireLoad: () => listeners.splice(0).forEach((listener) => listener()),
  };
}

/** Whether `promise` has settled after pending microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('whenPageLoaded', () => {
  it('settles at once on a page that has loaded', async () => {
    expect(await settled(whenPageLoaded(fakeWindow('complete')))).toBe(true);
  });

  it.each(['loading', 'interactive'] as const)('waits for the load event while the page is %s (pictures still coming)', async (state) => {
    const win = fakeWindow(state);
    const loaded = whenPageLoaded(win);
    expect(await settled(loaded)).toBe(false);
    win.fireLoad();
    expect(await settled(loaded)).toBe(true);
  });
});
