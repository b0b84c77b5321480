import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeRoute } from '../../testing/fake-fetch.ts';
import { pageDataFixture, sliceDataFixture } from '../../testing/page-data-fixture.ts';
import { createLoader, DEFAULT_RETRY_WINDOW_MS, type LoaderOptions } from './create-loader.ts';
import { needsFullNavigation, type PageLoadResult } from './load-result.ts';

type Module = { readonly default: string };
const APP_DATA = '/page-data/app-data.json';
const NOT_FOUND_DATA = '/page-data/404.html/page-data.json';
const SERVER_ERROR_DATA = '/page-data/500.html/page-data.json';
const notFoundPage = pageDataFixture('/404.html', { componentChunkName: 'not-found' });
const serverErrorPage = pageDataFixture('/500.html', { componentChunkName: 'server-error' });

/** A loader over a fake fetch; app-data answers `build-1` unless a route replaces it. Time is `clock.now`. */
function setup(routes: Record<string, FakeRoute> = {}, options: Partial<LoaderOptions<Module>> = {}) {
  const fake = createFakeFetch({ [APP_DATA]: { body: { webpackCompilationHash: 'build-1' } }, [NOT_FOUND_DATA]: { body: notFoundPage }, ...routes });
  const clock = { now: 0 };
  const components = {
    page: vi.fn(async (): Promise<Module> => ({ default: 'Page' })),
    'not-found': vi.fn(async (): Promise<Module> => ({ default: 'NotFound' })),
    'server-error': vi.fn(async (): Promise<Module> => ({ default: 'ServerError' })),
  };
  const loader = createLoader<Module>({ fetch: fake.fetch, components, now: () => clock.now, ...options });
  const pageDataRequests = () => fake.requests.filter((r) => r.url.includes('/page-data/') && r.url !== APP_DATA).map((r) => r.url);
  return { fake, loader, components, clock, pageDataRequests };
}

function loaded<M>(result: PageLoadResult<M>) {
  if (result.status === 'error') throw new Error(`expected a page, got ${result.error.type}: ${result.error.message}`);
  return result;
}

function failed<M>(result: PageLoadResult<M>) {
  if (result.status !== 'error') throw new Error(`expected an error, got ${result.status} for ${result.key}`);
  return result;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('keys and URLs', () => {
  it.each([
    ['#1', '/', '/page-data/index/page-data.json', '/'],
    ['#2', '/blog/post/', '/page-data/blog/post/page-data.json', '/blog/post'],
    ['#3', '/about/?a=b', '/page-data/about/page-data.json?a=b', '/about?a=b'],
    ['#5', '/index.html', '/page-data/index/page-data.json', '/'],
  ])('%s loadPage(%j) requests %s under the key %s', async (_n, raw, url, key) => {
    const { loader, pageDataRequests } = setup({ [url]: { body: pageDataFixture(raw) } });
    expect(loaded(await loader.loadPage(raw)).key).toBe(key);
    expect(pageDataRequests()).toEqual([url]);
  });

  it('#4 the loaded page data carries the query on its path: /about/?a=b', async () => {
    const { loader } = setup({ '/page-data/about/page-data.json?a=b': { body: pageDataFixture('/about/') } });
    expect(loaded(await loader.loadPage('/about/?a=b')).resources.pageData.path).toBe('/about/?a=b');
  });

  it('#7 matchPath /app/*: /app/a/b?x=1 loads /page-data/app/page-data.json with params["*"] = "a/b"; /app/c reuses it', async () => {
    const { loader, pageDataRequests } = setup(
      { '/page-data/app/page-data.json': { body: pageDataFixture('/app/', { matchPath: '/app/*' }) } },
      { matchPaths: [{ path: '/app/', matchPath: '/app/*' }] },
    );
    const first = loaded(await loader.loadPage('/app/a/b?x=1'));
    expect(first).toMatchObject({ status: 'loaded', key: '/app', params: { '*': 'a/b' } });
    const second = loaded(await loader.loadPage('/app/c'));
    expect(second.params).toEqual({ '*': 'c' });
    expect(second.resources).toBe(first.resources);
    expect(pageDataRequests()).toEqual(['/page-data/app/page-data.json']);
  });

  it('#8 static /users/new beats the pattern /users/:id: its own page data is loaded', async () => {
    const { loader, pageDataRequests } = setup(
      { '/page-data/users/new/page-data.json': { body: pageDataFixture('/users/new/') } },
      { matchPaths: [{ path: '/users/[id]/', matchPath: '/users/:id' }, { path: '/users/new/', matchPath: '/users/new' }] },
    );
    expect(loaded(await loader.loadPage('/users/new/')).key).toBe('/users/new');
    expect(pageDataRequests()).toEqual(['/page-data/users/new/page-data.json']);
  });
});

describe('loadPage outcomes', () => {
  it('#11 a 200 with valid page data loads the page after 1 page-data request, with its component and the build hash', async () => {
    const { loader, pageDataRequests, components } = setup({ '/page-data/about/page-data.json': { body: pageDataFixture('/about/') } });
    const result = loaded(await loader.loadPage('/about/'));
    expect(result.status).toBe('loaded');
    expect(result.resources).toMatchObject({ key: '/about', pagePath: '/about', module: { default: 'Page' }, compilationHash: 'build-1', notFound: false });
    expect(pageDataRequests()).toHaveLength(1);
    expect(components.page).toHaveBeenCalledTimes(1);
    expect(needsFullNavigation(result)).toBe(false);
  });

  it.each([
    ['#12', 'invalid JSON', '<!doctype html>'],
    ['#13', 'JSON without path', { componentChunkName: 'page' }],
  ])('%s a 200 with %s ends not-found with the 404 page', async (_n, _what, body) => {
    const { loader } = setup({ '/page-data/about/page-data.json': { body } });
    const result = loaded(await loader.loadPage('/about/'));
    expect(result.status).toBe('not-found');
    expect(result.resources).toMatchObject({ pagePath: '/404.html', notFound: true, module: { default: 'NotFound' } });
  });

  it('#14 a 404 with a 404 page and HEAD≠200 renders the 404 page at the requested URL', async () => {
    const { loader, fake } = setup({ 'HEAD /missing': { status: 404 } });
    const result = loaded(await loader.loadPage('/missing/'));
    expect(result).toMatchObject({ status: 'not-found', key: '/missing' });
    expect(result.resources.pageData).toEqual(notFoundPage);
    expect(fake.count('/missing', 'HEAD')).toBe(1);
    expect(needsFullNavigation(result)).toBe(false);
  });

  it('#15 a 404 whose /404.html data also 404s is an error after 2 page-data requests: a full page load', async () => {
    const { loader, pageDataRequests } = setup({ [NOT_FOUND_DATA]: { status: 404 } });
    const result = failed(await loader.loadPage('/missing/'));
    expect(result).toMatchObject({ retryable: false, error: { type: 'page-data/no-fallback' } });
    expect(pageDataRequests()).toEqual(['/page-data/missing/page-data.json', NOT_FOUND_DATA]);
    expect(needsFullNavigation(result)).toBe(true);
  });

  it('#16 not-found and HEAD <key> = 200: an error telling the caller to do a full page load', async () => {
    const { loader, fake } = setup({ 'HEAD /legacy?x=1': { status: 200 } });
    const result = failed(await loader.loadPage('/legacy/?x=1'));
    expect(result).toMatchObject({ key: '/legacy?x=1', retryable: false, error: { type: 'page/exists-on-server' } });
    expect(fake.count('/legacy?x=1', 'HEAD')).toBe(1);
    expect(needsFullNavigation(result)).toBe(true);
  });

  it('#17 not-found and HEAD = 404: the 404 page; each new load sends HEAD again (page data stays cached)', async () => {
    const { loader, fake, pageDataRequests } = setup();
    expect((await loader.loadPage('/missing')).status).toBe('not-found');
    expect((await loader.loadPage('/missing')).status).toBe('not-found');
    expect(fake.count('/missing', 'HEAD')).toBe(2);
    expect(pageDataRequests()).toHaveLength(2);
    fake.route('HEAD /missing', { status: 200 });
    expect(failed(await loader.loadPage('/missing')).error.type).toBe('page/exists-on-server');
  });

  it('#17 a HEAD that fails on the network cannot confirm the page: the 404 page is shown', async () => {
    const { loader } = setup({ 'HEAD /missing': { status: 0 } });
    expect((await loader.loadPage('/missing')).status).toBe('not-found');
  });

  it('#18 a raw path starting with // sends no HEAD', async () => {
    const { loader, fake } = setup();
    expect((await loader.loadPage('//missing')).status).toBe('not-found');
    expect(fake.requests.filter((r) => r.method === 'HEAD')).toEqual([]);
  });

  it('#19 page data 500 and /500.html data 200: loaded with the 500 page, internalServerError and no notFound', async () => {
    const { loader, fake } = setup({ '/page-data/cart/page-data.json': { status: 500 }, [SERVER_ERROR_DATA]: { body: serverErrorPage } });
    const result = loaded(await loader.loadPage('/cart/'));
    expect(result.status).toBe('loaded');
    expect(result.resources).toMatchObject({ pagePath: '/500.html', internalServerError: true, notFound: false, module: { default: 'ServerError' } });
    expect(fake.requests.filter((r) => r.method === 'HEAD')).toEqual([]);
  });

  it('#20 page data 500 and /500.html data 404: error → full page load', async () => {
    const { loader } = setup({ '/page-data/cart/page-data.json': { status: 500 } });
    expect(needsFullNavigation(failed(await loader.loadPage('/cart/')))).toBe(true);
  });

  it('#20 fixes quirk: page data 500 and /500.html answering 500 is an error after 2 requests, no endless loop', async () => {
    const { loader, pageDataRequests } = setup({ '/page-data/cart/page-data.json': { status: 500 }, [SERVER_ERROR_DATA]: { status: 500 } });
    expect(failed(await loader.loadPage('/cart/')).error.type).toBe('page-data/no-fallback');
    expect(pageDataRequests()).toEqual(['/page-data/cart/page-data.json', SERVER_ERROR_DATA]);
  });
});

describe('retries and the error cache', () => {
  it('#21 status 0/503 three times then 200: loaded on the 4th page-data request', async () => {
    vi.useFakeTimers();
    const url = '/page-data/about/page-data.json';
    const { loader, fake } = setup({ [url]: [{ status: 0 }, { status: 503 }, { status: 503 }, { body: pageDataFixture('/about/') }] });
    const pending = loader.loadPage('/about/');
    await vi.runAllTimersAsync();
    expect((await pending).status).toBe('loaded');
    expect(fake.count(url)).toBe(4);
  });

  it('#22 4 consecutive failures: error; a later load of the path answers the error without a request', async () => {
    vi.useFakeTimers();
    const url = '/page-data/about/page-data.json';
    const { loader, fake } = setup({ [url]: { status: 503 } });
    const pending = loader.loadPage('/about/');
    await vi.runAllTimersAsync();
    const first = failed(await pending);
    expect(first).toMatchObject({ retryable: true, error: { type: 'page-data/http-503', status: 503 } });
    const requests = fake.requests.length;
    expect(failed(await loader.loadPage('/about')).error).toEqual(first.error);
    expect(loader.loadPageSync('/about')?.status).toBe('error');
    expect(fake.requests.length).toBe(requests);
  });

  it('#22 diverges from the origin (which keeps every error for good): a retryable failure is kept only for the retry window, then the next load goes to the network', async () => {
    vi.useFakeTimers();
    const url = '/page-data/about/page-data.json';
    const { loader, fake, clock } = setup({ [url]: [{ status: 0 }, { status: 0 }, { status: 0 }, { status: 0 }, { body: pageDataFixture('/about/') }] });
    const pending = loader.loadPage('/about/');
    await vi.runAllTimersAsync();
    expect((await pending).status).toBe('error');
    clock.now += DEFAULT_RETRY_WINDOW_MS - 1;
    expect((await loader.loadPage('/about/')).status).toBe('error');
    expect(fake.count(url)).toBe(4);
    clock.now += 1;
    expect(loader.loadPageSync('/about/')).toBeUndefined();
    expect((await loader.loadPage('/about/')).status).toBe('loaded');
    expect(fake.count(url)).toBe(5);
  });

  it('#22 a non-retryable failure (no 404 page data) stays cached: no request after the retry window either', async () => {
    const { loader, clock, pageDataRequests } = setup({ [NOT_FOUND_DATA]: { status: 404 } });
    await loader.loadPage('/missing');
    clock.now += DEFAULT_RETRY_WINDOW_MS * 10;
    expect(failed(await loader.loadPage('/missing')).retryable).toBe(false);
    expect(pageDataRequests()).toHaveLength(2);
  });

  it('#24 a loaded page is answered again without network: the same resources object, also from loadPageSync', async () => {
    const { loader, fake } = setup({ '/page-data/about/page-data.json': { body: pageDataFixture('/about/') } });
    const first = loaded(await loader.loadPage('/about/'));
    const requests = fake.requests.length;
    const again = loaded(await loader.loadPage('/about'));
    expect(again.resources).toBe(first.resources);
    expect(loaded(loader.loadPageSync('/about/')!).resources).toBe(first.resources);
    expect(fake.requests.length).toBe(requests);
  });
});

describe('app data', () => {
  it('#25 app-data 503 ×4: the page loads with the compilation hash "" (never a reason to reload)', async () => {
    vi.useFakeTimers();
    const { loader, fake } = setup({ [APP_DATA]: { status: 503 }, '/page-data/index/page-data.json': { body: pageDataFixture('/') } });
    const pending = loader.loadPage('/');
    await vi.runAllTimersAsync();
    expect(loaded(await pending).resources.compilationHash).toBe('');
    expect(fake.count(APP_DATA)).toBe(4);
  });

  it('#26 app-data missing: hash "" and every uncached page asks for app-data again (cached pages do not)', async () => {
    const { loader, fake } = setup({
      [APP_DATA]: { status: 404 },
      '/page-data/a/page-data.json': { body: pageDataFixture('/a/') },
      '/page-data/b/page-data.json': { body: pageDataFixture('/b/') },
    });
    expect(loaded(await loader.loadPage('/a/')).resources.compilationHash).toBe('');
    expect(loaded(await loader.loadPage('/b/')).resources.compilationHash).toBe('');
    await loader.loadPage('/a/');
    expect(fake.count(APP_DATA)).toBe(2);
  });
});

describe('static queries, slices and components', () => {
  const SQ = '/page-data/sq/d/abc.json';

  it('loads the static queries of the page and of its slices, and the slices, deduplicated', async () => {
    const { loader, fake } = setup({
      '/page-data/a/page-data.json': { body: pageDataFixture('/a/', { staticQueryHashes: ['abc'], slicesMap: { header: 'header-en', footer: 'footer-en' } }) },
      '/slice-data/header-en.json': { body: sliceDataFixture('header', { staticQueryHashes: ['abc', 'nav'] }) },
      '/slice-data/footer-en.json': { body: sliceDataFixture('footer') },
      [SQ]: { body: { data: { site: 'A' } } },
      '/page-data/sq/d/nav.json': { body: { data: { links: [] } } },
    });
    const { resources } = loaded(await loader.loadPage('/a/'));
    expect(resources.staticQueryResults).toEqual({ abc: { site: 'A' }, nav: { links: [] } });
    expect(Object.keys(resources.slices).sort()).toEqual(['footer-en', 'header-en']);
    expect(fake.count(SQ)).toBe(1);
  });

  it('slice data and static query results are shared between pages: the second page requests neither', async () => {
    const shared = { staticQueryHashes: ['abc'], slicesMap: { header: 'header-en' } };
    const { loader, fake } = setup({
      '/page-data/a/page-data.json': { body: pageDataFixture('/a/', shared) },
      '/page-data/b/page-data.json': { body: pageDataFixture('/b/', shared) },
      '/slice-data/header-en.json': { body: sliceDataFixture('header') },
      [SQ]: { body: { data: 1 } },
    });
    await loader.loadPage('/a/');
    await loader.loadPage('/b/');
    expect(fake.count(SQ)).toBe(1);
    expect(fake.count('/slice-data/header-en.json')).toBe(1);
  });

  it('#27 a static query answering 404 with an HTML body: error "We couldn\'t load \\"/page-data/sq/d/abc.json\\"", kept only for the retry window (origin: not kept at all)', async () => {
    const { loader, fake, clock } = setup({
      '/page-data/a/page-data.json': { body: pageDataFixture('/a/', { staticQueryHashes: ['abc'] }) },
      [SQ]: [{ status: 404, body: '<!doctype html><h1>Not found</h1>' }, { body: { data: 'ok' } }],
    });
    const result = failed(await loader.loadPage('/a/'));
    expect(result.error.message).toBe(`We couldn't load "${SQ}"`);
    expect(result).toMatchObject({ retryable: true, error: { type: 'static-query/http/404', status: 404 } });
    clock.now += DEFAULT_RETRY_WINDOW_MS;
    expect(loaded(await loader.loadPage('/a/')).resources.staticQueryResults).toEqual({ abc: 'ok' });
    expect(fake.count(SQ)).toBe(2);
    expect(fake.count('/page-data/a/page-data.json')).toBe(1);
  });

  it('a slice file that is not slice data: error naming its URL', async () => {
    const { loader } = setup({
      '/page-data/a/page-data.json': { body: pageDataFixture('/a/', { slicesMap: { header: 'header-en' } }) },
      '/slice-data/header-en.json': { body: '{"broken' },
    });
    expect(failed(await loader.loadPage('/a/')).error).toMatchObject({ type: 'slice/parse', message: `We couldn't load "/slice-data/header-en.json"` });
  });

  it('#28 fixes quirk: an unknown componentChunkName is an error value naming the chunk, not an unhandled rejection; kept', async () => {
    const { loader, fake, clock } = setup({ '/page-data/a/page-data.json': { body: pageDataFixture('/a/', { componentChunkName: 'gone' }) } });
    const result = failed(await loader.loadPage('/a/'));
    expect(result).toMatchObject({
      retryable: false,
      error: { type: 'component/unknown-chunk', message: 'We couldn\'t find the correct component chunk with the name "gone"' },
    });
    const requests = fake.requests.length;
    clock.now += DEFAULT_RETRY_WINDOW_MS * 10;
    expect(failed(await loader.loadPage('/a/')).error.type).toBe('component/unknown-chunk');
    expect(fake.requests.length).toBe(requests);
  });

  it('#28 a chunk name that is an Object.prototype key ("constructor") is unknown too', async () => {
    const { loader } = setup({ '/page-data/a/page-data.json': { body: pageDataFixture('/a/', { componentChunkName: 'constructor' }) } });
    expect(failed(await loader.loadPage('/a/')).error.type).toBe('component/unknown-chunk');
  });

  it('#29 a rejected component import: the error is stored (no re-import within the retry window) and means a full page load', async () => {
    const { loader, components, clock } = setup({ '/page-data/a/page-data.json': { body: pageDataFixture('/a/') } });
    const chunkError = new Error('Loading chunk 12 failed.');
    components.page.mockRejectedValueOnce(chunkError);
    const result = failed(await loader.loadPage('/a/'));
    expect(result).toMatchObject({ retryable: true, error: { type: 'component/import-failed', cause: chunkError } });
    expect(needsFullNavigation(result)).toBe(true);
    expect(failed(await loader.loadPage('/a/')).error.cause).toBe(chunkError);
    expect(components.page).toHaveBeenCalledTimes(1);
    clock.now += DEFAULT_RETRY_WINDOW_MS;
    expect((await loader.loadPage('/a/')).status).toBe('loaded');
    expect(components.page).toHaveBeenCalledTimes(2);
  });
});

describe('loadPageSync, isPageNotFound, prefetchPageData', () => {
  it('loadPageSync is undefined before a load and never requests', () => {
    const { loader, fake } = setup();
    expect(loader.loadPageSync('/about/')).toBeUndefined();
    expect(fake.requests).toEqual([]);
  });

  it('isPageNotFound: true before loading and for the 404 page, false once the page is loaded', async () => {
    const { loader } = setup({ '/page-data/about/page-data.json': { body: pageDataFixture('/about/') } });
    expect(loader.isPageNotFound('/about/')).toBe(true);
    await loader.loadPage('/about/');
    expect(loader.isPageNotFound('/about/')).toBe(false);
    await loader.loadPage('/missing/');
    expect(loader.isPageNotFound('/missing')).toBe(true);
  });

  it('prefetchPageData fetches page data only: no app-data, slice, static query, component or HEAD', async () => {
    const { loader, fake, components } = setup({ '/page-data/a/page-data.json': { body: pageDataFixture('/a/', { staticQueryHashes: ['abc'] }) } });
    const result = await loader.prefetchPageData('/a/');
    expect(result.ok && result.value.payload.path).toBe('/a/');
    expect(fake.requests.map((r) => r.url)).toEqual(['/page-data/a/page-data.json']);
    expect(components.page).not.toHaveBeenCalled();
    expect(loader.loadPageSync('/a/')).toBeUndefined();
  });

  it('prefetchPage warms the page data, slices and static queries but leaves the chunk: the click then fetches only app-data and imports it', async () => {
    const { loader, fake, components } = setup({
      '/page-data/a/page-data.json': { body: pageDataFixture('/a/', { staticQueryHashes: ['abc'], slicesMap: { header: 'header' } }) },
      '/page-data/sq/d/abc.json': { body: { data: { site: 'x' } } },
      '/slice-data/header.json': { body: sliceDataFixture('header') },
    });
    const result = await loader.prefetchPage('/a/');
    expect(result.ok).toBe(true);
    expect(components.page).not.toHaveBeenCalled();
    expect(loader.loadPageSync('/a/')).toBeUndefined();
    const before = fake.requests.length;
    expect(fake.requests.map((r) => r.url)).not.toContain(APP_DATA);
    loaded(await loader.loadPage('/a/'));
    expect(fake.requests.slice(before).map((r) => r.url)).toEqual([APP_DATA]);
    expect(components.page).toHaveBeenCalledTimes(1);
  });

  it('a prefetched page\'s chunk is imported while app-data.json is still on its way: the click does not wait for one, then the other', async () => {
    vi.useFakeTimers();
    const { loader, components } = setup({
      [APP_DATA]: { body: { webpackCompilationHash: 'build-2' }, delay: 1000 },
      '/page-data/a/page-data.json': { body: pageDataFixture('/a/') },
    });
    await loader.prefetchPage('/a/');
    const pending = loader.loadPage('/a/');
    await vi.advanceTimersByTimeAsync(10);
    expect(components.page).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    // The page still carries the deployed build's hash: the navigator's new-build check is unchanged.
    expect(loaded(await pending).resources.compilationHash).toBe('build-2');
  });

  it('clear() forgets loaded pages: the next load requests again', async () => {
    const { loader, fake } = setup({ '/page-data/a/page-data.json': { body: pageDataFixture('/a/') } });
    await loader.loadPage('/a/');
    loader.clear();
    await loader.loadPage('/a/');
    expect(fake.count('/page-data/a/page-data.json')).toBe(2);
  });
});
