import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeferred } from '../../testing/create-deferred.ts';
import { createFakeFetch, type FakeRoute } from '../../testing/fake-fetch.ts';
import { pageDataFixture } from '../../testing/page-data-fixture.ts';
import { createLoader, type LoaderOptions } from './create-loader.ts';

/**
 * Races, ordered with deferreds: a route answers only when its gate is
 * resolved, and `fake.requested(url)` waits until a request was made.
 */
type Module = { readonly default: string };
const APP_DATA = '/page-data/app-data.json';
const A = '/page-data/a/page-data.json';
const B = '/page-data/b/page-data.json';

function setup(routes: Record<string, FakeRoute> = {}, options: Partial<LoaderOptions<Module>> = {}) {
  const fake = createFakeFetch({
    [APP_DATA]: { body: { webpackCompilationHash: 'build-1' } },
    '/page-data/404.html/page-data.json': { body: pageDataFixture('/404.html', { componentChunkName: 'not-found' }) },
    ...routes,
  });
  const components = {
    page: vi.fn(async (): Promise<Module> => ({ default: 'Page' })),
    'not-found': vi.fn(async (): Promise<Module> => ({ default: 'NotFound' })),
  };
  return { fake, components, loader: createLoader<Module>({ fetch: fake.fetch, components, ...options }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loader races', () => {
  it('#23 concurrent loads share one request: A──load──┐ B──load──┘ → 1 page-data, 1 app-data request, one page', async () => {
    const { loader, fake, components } = setup({ [A]: { body: pageDataFixture('/a/') } });
    const [first, second] = await Promise.all([loader.loadPage('/a/'), loader.loadPage('/a')]);
    expect(first.status === 'loaded' && second.status === 'loaded' && first.resources === second.resources).toBe(true);
    expect(fake.count(A)).toBe(1);
    expect(fake.count(APP_DATA)).toBe(1);
    expect(components.page).toHaveBeenCalledTimes(1);
  });

  it('#23 a load joining one in flight: A──load──[page-data pending]──✓ B──────load──┘ → 1 page-data request', async () => {
    const gate = createDeferred();
    const { loader, fake } = setup({ [A]: { body: pageDataFixture('/a/'), until: gate.promise } });
    const first = loader.loadPage('/a/');
    await fake.requested(A);
    const second = loader.loadPage('/a/');
    gate.resolve();
    const [x, y] = await Promise.all([first, second]);
    expect(x.status === 'loaded' && y.status === 'loaded' && x.resources === y.resources).toBe(true);
    expect(fake.count(A)).toBe(1);
  });

  it('#24 A──load──✓ B──load → served from the cache: 0 new requests, same object', async () => {
    const { loader, fake } = setup({ [A]: { body: pageDataFixture('/a/') } });
    const first = await loader.loadPage('/a/');
    const requests = fake.requests.length;
    const second = await loader.loadPage('/a/');
    expect(second.status === 'loaded' && first.status === 'loaded' && second.resources === first.resources).toBe(true);
    expect(fake.requests.length).toBe(requests);
  });

  it('out-of-order answers do not cross: A──load /a──────────✓ B──load /b──✓ → each gets its own page', async () => {
    const gateA = createDeferred();
    const { loader } = setup({ [A]: { body: pageDataFixture('/a/'), until: gateA.promise }, [B]: { body: pageDataFixture('/b/') } });
    const a = loader.loadPage('/a/');
    const b = await loader.loadPage('/b/');
    gateA.resolve();
    const resolvedA = await a;
    expect(b.status === 'loaded' && b.resources.pageData.path).toBe('/b/');
    expect(resolvedA.status === 'loaded' && resolvedA.resources.pageData.path).toBe('/a/');
  });

  it('prefetch then load share page data: P──prefetch──┐ L──load──────┘ → 1 page-data request', async () => {
    const gate = createDeferred();
    const { loader, fake } = setup({ [A]: { body: pageDataFixture('/a/'), until: gate.promise } });
    const prefetch = loader.prefetchPageData('/a/');
    await fake.requested(A);
    const load = loader.loadPage('/a/');
    gate.resolve();
    await prefetch;
    expect((await load).status).toBe('loaded');
    expect(fake.count(A)).toBe(1);
  });

  it('#7 two raw paths of one matchPath page: A──/app/x──┐ B──/app/y──┘ → 1 request, each its own params', async () => {
    const { loader, fake } = setup(
      { '/page-data/app/page-data.json': { body: pageDataFixture('/app/', { matchPath: '/app/*' }) } },
      { matchPaths: [{ path: '/app/', matchPath: '/app/*' }] },
    );
    const [x, y] = await Promise.all([loader.loadPage('/app/x'), loader.loadPage('/app/y')]);
    expect(x.status !== 'error' && x.params).toEqual({ '*': 'x' });
    expect(y.status !== 'error' && y.params).toEqual({ '*': 'y' });
    expect(fake.count('/page-data/app/page-data.json')).toBe(1);
  });

  it('#17 concurrent not-found loads share one HEAD: A──load──404──HEAD──┐ B──load──────┘ → 1 HEAD; C later → HEAD again', async () => {
    const gate = createDeferred();
    const { loader, fake } = setup({ 'HEAD /missing': { status: 404, until: gate.promise } });
    const a = loader.loadPage('/missing');
    await fake.requested('/missing', 'HEAD');
    const b = loader.loadPage('/missing');
    gate.resolve();
    expect((await a).status).toBe('not-found');
    expect((await b).status).toBe('not-found');
    expect(fake.count('/missing', 'HEAD')).toBe(1);
    await loader.loadPage('/missing');
    expect(fake.count('/missing', 'HEAD')).toBe(2);
  });

  it('#22 a failing load in flight is shared, then cached: A──load──✗✗✗✗ B──load──┘ C──load(cached ✗) → 4 requests', async () => {
    vi.useFakeTimers();
    const { loader, fake } = setup({ [A]: { status: 503 } });
    const a = loader.loadPage('/a/');
    await vi.advanceTimersByTimeAsync(150);
    const b = loader.loadPage('/a/');
    await vi.runAllTimersAsync();
    expect((await a).status).toBe('error');
    expect((await b).status).toBe('error');
    expect((await loader.loadPage('/a/')).status).toBe('error');
    expect(fake.count(A)).toBe(4);
  });

  it('clear() during a load: A──load──── clear ──✓ → A gets its page, nothing stale is cached, the next load requests again', async () => {
    const gate = createDeferred();
    const { loader, fake } = setup({ [A]: [{ body: pageDataFixture('/a/'), until: gate.promise }, { body: pageDataFixture('/a/') }] });
    const a = loader.loadPage('/a/');
    await fake.requested(A);
    loader.clear();
    gate.resolve();
    expect((await a).status).toBe('loaded');
    expect(loader.loadPageSync('/a/')).toBeUndefined();
    await loader.loadPage('/a/');
    expect(fake.count(A)).toBe(2);
  });
});
