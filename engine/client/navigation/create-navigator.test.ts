import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageLoadResult, PageResources } from '../loader/load-result.ts';
import { createDeferred, type Deferred } from '../../testing/create-deferred.ts';
import { createNavigator, DELAYED_LOAD_MS, isNavigationPending, type NavigatorState } from './create-navigator.ts';
import { parsePath } from './parse-path.ts';

const loaded = (key: string): PageLoadResult => ({ status: 'loaded', key, params: {}, resources: { key } as unknown as PageResources });
const failed = (key: string): PageLoadResult => ({ status: 'error', key, error: { type: 'page-data/network', message: 'offline' }, retryable: true });

/** A loader whose every load waits on a deferred the test settles. */
function fakeLoader() {
  const pending = new Map<string, Deferred<PageLoadResult>>();
  const calls: string[] = [];
  return {
    calls,
    loadPage(rawPath: string): Promise<PageLoadResult> {
      calls.push(rawPath);
      const gate = createDeferred<PageLoadResult>();
      pending.set(rawPath, gate);
      return gate.promise;
    },
    settle(rawPath: string, result: PageLoadResult): void {
      const gate = pending.get(rawPath);
      if (!gate) throw new Error(`no load of ${rawPath}`);
      gate.resolve(result);
    },
  };
}

function setup(initial = '/a/', swUpdateWaiting = false) {
  const loader = fakeLoader();
  const location = { pathname: initial, search: '', hash: '', href: `https://example.test${initial}` };
  const historyCalls: [string, unknown, string][] = [];
  const history = {
    pushState: (data: unknown, _unused: string, url: string) => historyCalls.push(['push', data, url]),
    replaceState: (data: unknown, _unused: string, url: string) => historyCalls.push(['replace', data, url]),
  };
  const assigned: string[] = [];
  const delayed: string[] = [];
  const navigator = createNavigator({
    loader,
    history,
    location,
    assign: (url) => assigned.push(url),
    swUpdateWaiting: () => swUpdateWaiting,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    onDelayedLoad: (pathname) => delayed.push(pathname),
    now: () => 1_700_000_000_000,
  });
  const states: NavigatorState[] = [];
  navigator.subscribe((state) => states.push(state));
  return { loader, location, history, historyCalls, assigned, delayed, navigator, states };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('parsePath', () => {
  it('splits hash then search; a bare ? or # becomes empty', () => {
    expect(parsePath('/b/?q=1#h')).toEqual({ pathname: '/b/', search: '?q=1', hash: '#h' });
    expect(parsePath('/b/?#')).toEqual({ pathname: '/b/', search: '', hash: '' });
  });
});

describe('createNavigator', () => {
  it('asks the loader before it announces "loading": the requests are in flight while the loading state renders', () => {
    const { navigator, loader } = setup();
    const callsWhenLoading: number[] = [];
    navigator.subscribe((state) => {
      if (state.status === 'loading') callsWhenLoading.push(loader.calls.length);
    });
    void navigator.navigate('/b/');
    expect(callsWhenLoading).toEqual([1]);
  });

  it('goes idle → loading → loaded and pushes the entry with query and hash kept', async () => {
    const t = setup();
    expect(t.navigator.getState()).toEqual({ status: 'idle' });
    const done = t.navigator.navigate('/b/?q=1#h');
    expect(t.navigator.getState()).toEqual({ status: 'loading', to: { pathname: '/b/', search: '?q=1', hash: '#h' } });
    expect(isNavigationPending(t.navigator.getState())).toBe(true);
    expect(t.loader.calls).toEqual(['/b/?q=1']);
    t.loader.settle('/b/?q=1', loaded('/b/?q=1'));
    await done;
    const state = t.navigator.getState();
    expect(state.status).toBe('loaded');
    expect(t.historyCalls).toEqual([['push', { key: '1700000000000-1' }, '/b/?q=1#h']]);
    expect(isNavigationPending(state)).toBe(false);
  });

  it('#52 (fixes the origin quirk) a failed load replaces the entry, then full-loads the URL with query and hash kept', async () => {
    const t = setup('/a/');
    const done = t.navigator.navigate('/x/?q=1#t');
    t.loader.settle('/x/?q=1', failed('/x/?q=1'));
    await done;
    expect(t.historyCalls).toEqual([['replace', {}, 'https://example.test/a/']]);
    expect(t.assigned).toEqual(['/x/?q=1#t']);
    expect(t.navigator.getState()).toMatchObject({ status: 'failed', to: { pathname: '/x/', search: '?q=1', hash: '#t' } });
  });

  it('#51 a waiting service-worker update turns navigation into a full load of pathname+search+hash', async () => {
    const t = setup('/a/', true);
    await t.navigator.navigate('/b/?q#h');
    expect(t.assigned).toEqual(['/b/?q#h']);
    expect(t.loader.calls).toEqual([]);
    expect(t.historyCalls).toEqual([]);
  });

  it('#50 a load over 1000 ms emits the delayed-load event once', async () => {
    const t = setup();
    const done = t.navigator.navigate('/slow/');
    vi.advanceTimersByTime(DELAYED_LOAD_MS - 1);
    expect(t.delayed).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(5000);
    expect(t.delayed).toEqual(['/slow/']);
    t.loader.settle('/slow/', loaded('/slow/'));
    await done;
    vi.advanceTimersByTime(5000);
    expect(t.delayed).toEqual(['/slow/']);
  });

  it('#50 a load faster than 1000 ms never emits the delayed-load event', async () => {
    const t = setup();
    const done = t.navigator.navigate('/fast/');
    vi.advanceTimersByTime(999);
    t.loader.settle('/fast/', loaded('/fast/'));
    await done;
    vi.advanceTimersByTime(10_000);
    expect(t.delayed).toEqual([]);
  });

  it('#48 navigating to the current pathname+search replaces the entry', async () => {
    const t = setup('/a/');
    const done = t.navigator.navigate('/a/#top');
    t.loader.settle('/a/', loaded('/a/'));
    await done;
    expect(t.historyCalls).toEqual([['replace', { key: '1700000000000-1' }, '/a/#top']]);
    expect(t.navigator.getState()).toMatchObject({ status: 'loaded', location: { action: 'REPLACE' } });
  });

  it('#48 same pathname with a different query pushes; `replace: true` replaces', async () => {
    const t = setup('/a/');
    const first = t.navigator.navigate('/a/?page=2');
    t.loader.settle('/a/?page=2', loaded('/a/?page=2'));
    await first;
    const second = t.navigator.navigate('/c/', { replace: true });
    t.loader.settle('/c/', loaded('/c/'));
    await second;
    expect(t.historyCalls.map(([kind]) => kind)).toEqual(['push', 'replace']);
  });

  it('#53 each entry gets its own key and keeps the caller state', async () => {
    const t = setup('/a/');
    const first = t.navigator.navigate('/b/', { state: { scroll: false } });
    t.loader.settle('/b/', loaded('/b/'));
    await first;
    const second = t.navigator.navigate('/c/');
    t.loader.settle('/c/', loaded('/c/'));
    await second;
    expect(t.historyCalls.map(([, data]) => data)).toEqual([{ scroll: false, key: '1700000000000-1' }, { key: '1700000000000-2' }]);
  });

  it('race: navigate(/b) --- navigate(/c) --- /c loads --- /b loads => only /c is committed', async () => {
    const t = setup('/a/');
    const toB = t.navigator.navigate('/b/');
    const toC = t.navigator.navigate('/c/');
    t.loader.settle('/c/', loaded('/c/'));
    await toC;
    t.loader.settle('/b/', loaded('/b/'));
    await toB;
    expect(t.historyCalls).toEqual([['push', { key: '1700000000000-1' }, '/c/']]);
    expect(t.navigator.getState()).toMatchObject({ status: 'loaded', location: { pathname: '/c/' } });
  });

  it('race: navigate(/b) --- navigate(/c) --- /b loads --- /c loads => /b is dropped, /c committed', async () => {
    const t = setup('/a/');
    const toB = t.navigator.navigate('/b/');
    const toC = t.navigator.navigate('/c/');
    t.loader.settle('/b/', loaded('/b/'));
    await toB;
    expect(t.navigator.getState()).toMatchObject({ status: 'loading', to: { pathname: '/c/' } });
    t.loader.settle('/c/', loaded('/c/'));
    await toC;
    expect(t.historyCalls.map(([, , url]) => url)).toEqual(['/c/']);
  });

  it('race: navigate(/slow) --- navigate(/c) --- 1000 ms => the superseded load emits no delayed-load event', async () => {
    const t = setup('/a/');
    void t.navigator.navigate('/slow/');
    const toC = t.navigator.navigate('/c/');
    vi.advanceTimersByTime(DELAYED_LOAD_MS);
    expect(t.delayed).toEqual(['/c/']);
    t.loader.settle('/c/', loaded('/c/'));
    await toC;
  });

  it('race: navigate(/b) --- navigate(/c) --- /b fails => no full load for the superseded /b', async () => {
    const t = setup('/a/');
    const toB = t.navigator.navigate('/b/');
    void t.navigator.navigate('/c/');
    t.loader.settle('/b/', failed('/b/'));
    await toB;
    expect(t.assigned).toEqual([]);
    expect(t.historyCalls).toEqual([]);
  });

  it('a throwing pushState (Safari limit) falls back to a full load', async () => {
    const t = setup('/a/');
    t.history.pushState = () => {
      throw new Error('SecurityError');
    };
    const done = t.navigator.navigate('/b/?q#h');
    t.loader.settle('/b/?q', loaded('/b/?q'));
    await done;
    expect(t.assigned).toEqual(['/b/?q#h']);
    expect(t.navigator.getState()).toEqual({ status: 'idle' });
  });

  it('unsubscribe stops notifications', async () => {
    const t = setup();
    const seen: string[] = [];
    const stop = t.navigator.subscribe((state) => seen.push(state.status));
    const done = t.navigator.navigate('/b/');
    stop();
    t.loader.settle('/b/', loaded('/b/'));
    await done;
    expect(seen).toEqual(['loading']);
    expect(t.states.map((state) => state.status)).toEqual(['loading', 'loaded']);
  });
});
