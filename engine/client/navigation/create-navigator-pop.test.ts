import { describe, expect, it } from 'vitest';
import type { PageLoadResult, PageResources } from '../loader/load-result.ts';
import { createDeferred, type Deferred } from '../../testing/create-deferred.ts';
import { createNavigator, entryKey, type NavigatorState } from './create-navigator.ts';

const page = (key: string, compilationHash = 'build-1'): PageLoadResult => ({
  status: 'loaded',
  key,
  params: {},
  resources: { key, compilationHash } as unknown as PageResources,
});
const failure = (key: string): PageLoadResult => ({ status: 'error', key, error: { type: 'page-data/network', message: 'offline' }, retryable: true });

function setup(runningBuild?: string) {
  const gates = new Map<string, Deferred<PageLoadResult>>();
  const location = { pathname: '/a/', search: '', hash: '', href: 'https://shop.test/a/' };
  let historyState: unknown = null;
  const writes: string[] = [];
  const assigned: string[] = [];
  const navigator = createNavigator({
    loader: {
      loadPage(rawPath) {
        const gate = createDeferred<PageLoadResult>();
        gates.set(rawPath, gate);
        return gate.promise;
      },
    },
    history: { pushState: (_d, _u, url) => writes.push(`push ${url}`), replaceState: (_d, _u, url) => writes.push(`replace ${url}`) },
    location,
    assign: (url) => assigned.push(url),
    swUpdateWaiting: () => false,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    onDelayedLoad: () => undefined,
    now: () => 1,
    historyState: () => historyState,
    runningBuild,
  });
  const states: NavigatorState[] = [];
  navigator.subscribe((s) => states.push(s));
  const settle = (path: string, result: PageLoadResult) => gates.get(path)?.resolve(result);
  /** The browser moved to another entry, as on back/forward. */
  const browserMovesTo = (pathname: string, search: string, hash: string, state: unknown) => {
    Object.assign(location, { pathname, search, hash, href: `https://shop.test${pathname}${search}${hash}` });
    historyState = state;
  };
  return { navigator, states, writes, assigned, settle, browserMovesTo };
}

describe('navigator.pop (back/forward)', () => {
  it('loads the entry the browser moved to, writes no history, and commits it as POP with the entry key', async () => {
    const t = setup();
    t.browserMovesTo('/b/', '?q=1', '#top', { key: '17-2', scroll: false });
    const done = t.navigator.pop();
    t.settle('/b/?q=1', page('/b?q=1'));
    await done;
    expect(t.writes).toEqual([]);
    expect(t.navigator.getState()).toMatchObject({
      status: 'loaded',
      location: { pathname: '/b/', search: '?q=1', hash: '#top', key: '17-2', action: 'POP', state: { key: '17-2', scroll: false } },
    });
  });

  it("the entry the document was loaded into has the key 'initial'", () => {
    expect(entryKey(null)).toBe('initial');
    expect(entryKey({ key: 3 })).toBe('initial');
    expect(entryKey({ key: '9-1' })).toBe('9-1');
  });

  it('a back press during a pending click navigation supersedes it: only the popped page commits', async () => {
    const t = setup();
    const click = t.navigator.navigate('/slow/');
    t.browserMovesTo('/prev/', '', '', { key: '5-1' });
    const back = t.navigator.pop();
    t.settle('/prev/', page('/prev'));
    await back;
    t.settle('/slow/', page('/slow'));
    await click;
    expect(t.writes).toEqual([]);
    expect(t.navigator.getState()).toMatchObject({ status: 'loaded', location: { pathname: '/prev/', action: 'POP' } });
  });

  it('a failed load of the popped entry reloads that URL in full, query and hash kept', async () => {
    const t = setup();
    t.browserMovesTo('/b/', '?q=1', '#h', null);
    const done = t.navigator.pop();
    t.settle('/b/?q=1', failure('/b?q=1'));
    await done;
    expect(t.assigned).toEqual(['/b/?q=1#h']);
    expect(t.navigator.getState().status).toBe('failed');
  });
});

describe('new build detected on navigation', () => {
  it('a page of another deploy turns the navigation into one full page load (query and hash kept), no history write', async () => {
    const t = setup('build-1');
    const done = t.navigator.navigate('/c/?x=1#y');
    t.settle('/c/?x=1', page('/c?x=1', 'build-2'));
    await done;
    expect(t.assigned).toEqual(['/c/?x=1#y']);
    expect(t.writes).toEqual([]);
    expect(t.navigator.getState()).toMatchObject({ status: 'new-build', deployed: 'build-2' });
  });

  it("fixes quirk (the origin reloaded on every uncached navigation when app-data failed): an empty hash never reloads", async () => {
    const t = setup('build-1');
    const done = t.navigator.navigate('/c/');
    t.settle('/c/', page('/c', ''));
    await done;
    expect(t.assigned).toEqual([]);
    expect(t.writes).toEqual(['push /c/']);
  });

  it('the same build commits normally', async () => {
    const t = setup('build-1');
    const done = t.navigator.navigate('/c/');
    t.settle('/c/', page('/c', 'build-1'));
    await done;
    expect(t.navigator.getState().status).toBe('loaded');
  });
});
