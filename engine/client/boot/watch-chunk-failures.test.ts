import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, isChunkLoadFailure, watchChunkFailures } from './watch-chunk-failures.ts';

function fakeWindow() {
  const listeners = new Map<string, (event: never) => void>();
  return {
    listeners,
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    fire(type: string, event: object) {
      let prevented = false;
      listeners.get(type)?.({ ...event, preventDefault: () => (prevented = true) } as never);
      return prevented;
    },
  };
}

describe('chunk failures (#35)', () => {
  it.each([
    ['Loading chunk 12 failed.', true],
    ['ChunkLoadError: Loading chunk  failed.', true],
    [new TypeError('Failed to fetch dynamically imported module: https://shop.test/assets/home-page-abc.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    ['Loading chunk home failed.', false],
    [new Error('Network request failed'), false],
    [undefined, false],
  ])('%s → %s', (reason, expected) => {
    expect(isChunkLoadFailure(reason)).toBe(expected);
  });

  it('#35 an unhandled `Loading chunk 12 failed.` after a route change to /x/ loads /x/ in full, once', () => {
    const win = fakeWindow();
    const assigned: string[] = [];
    watchChunkFailures({ target: win as never, lastRoute: () => '/x/', assign: (url) => assigned.push(url) });
    expect(win.fire('unhandledrejection', { reason: 'Loading chunk 12 failed.' })).toBe(true);
    win.fire('unhandledrejection', { reason: new TypeError('Failed to fetch dynamically imported module') });
    expect(assigned).toEqual(['/x/']);
  });

  it('other rejections are left alone (not prevented, no navigation)', () => {
    const win = fakeWindow();
    const assigned: string[] = [];
    watchChunkFailures({ target: win as never, lastRoute: () => '/x/', assign: (url) => assigned.push(url) });
    expect(win.fire('unhandledrejection', { reason: new Error('boom') })).toBe(false);
    expect(assigned).toEqual([]);
  });

  it("Vite's preload error is not handled here (page chunks fail through the loader); stopping removes the listener", () => {
    const win = fakeWindow();
    const assigned: string[] = [];
    const stop = watchChunkFailures({ target: win as never, lastRoute: () => '/y/?q=1', assign: (url) => assigned.push(url) });
    expect(win.fire('vite:preloadError', { payload: new Error('x') })).toBe(false);
    expect(assigned).toEqual([]);
    stop();
    expect(win.listeners.size).toBe(0);
  });

  it('a chunk missing for good cannot loop: the same route is not reloaded again within the guard window', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const assigned: string[] = [];
    let clock = 1_000;
    const start = () => {
      const win = fakeWindow();
      watchChunkFailures({ target: win as never, lastRoute: () => '/x/', assign: (url) => assigned.push(url), storage, now: () => clock });
      return win;
    };
    start().fire('unhandledrejection', { reason: 'Loading chunk 3 failed.' });
    // The reloaded page fails again at once: left alone (not prevented), no second load.
    expect(start().fire('unhandledrejection', { reason: 'Loading chunk 3 failed.' })).toBe(false);
    expect(assigned).toEqual(['/x/']);
    clock += CHUNK_RELOAD_GUARD_MS + 1;
    start().fire('unhandledrejection', { reason: 'Loading chunk 3 failed.' });
    expect(assigned).toEqual(['/x/', '/x/']);
  });
});

describe('chunk failures with garbage in session storage', () => {
  it.each([
    ['a recovery time in the year 3000', `${Date.UTC(3000, 0, 1)}|/x/`],
    ['invalid JSON', '{"at":'],
    ['1 MB', `${'9'.repeat(1_000_000)}|/x/`],
    ['NUL and unicode', '\u0000🚲|/x/'],
  ])('%s does not suppress the recovery', (_name, stored) => {
    const win = fakeWindow();
    const assigned: string[] = [];
    const map = new Map([[CHUNK_RELOAD_KEY, stored]]);
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    watchChunkFailures({ target: win as never, lastRoute: () => '/x/', assign: (url) => assigned.push(url), storage, now: () => Date.UTC(2025, 5, 1) });
    expect(win.fire('unhandledrejection', { reason: 'Loading chunk 12 failed.' })).toBe(true);
    expect(assigned).toEqual(['/x/']);
    expect(map.get(CHUNK_RELOAD_KEY)).toBe(`${Date.UTC(2025, 5, 1)}|/x/`);
  });
});
