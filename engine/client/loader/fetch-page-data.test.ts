import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataUrl } from '../../shared/page-data-url.ts';
import { normalizePath } from '../../shared/normalize-path.ts';
import { createFakeFetch, type FakeRoute } from '../../testing/fake-fetch.ts';
import { pageDataFixture } from '../../testing/page-data-fixture.ts';
import { fetchPageData, NOT_FOUND_PAGE, SERVER_ERROR_PAGE, type PageDataResult } from './fetch-page-data.ts';

const NOT_FOUND_URL = pageDataUrl(NOT_FOUND_PAGE);
const SERVER_ERROR_URL = pageDataUrl(SERVER_ERROR_PAGE);
const notFoundPage = pageDataFixture(NOT_FOUND_PAGE, { componentChunkName: 'not-found' });
const serverErrorPage = pageDataFixture(SERVER_ERROR_PAGE, { componentChunkName: 'server-error' });

function setup(routes: Record<string, FakeRoute>) {
  const fake = createFakeFetch(routes);
  return { fake, fetchData: (key: string): Promise<PageDataResult> => fetchPageData(key, { fetch: fake.fetch }) };
}

function success(result: PageDataResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.error.type}: ${result.error.message}`);
  return result.value;
}

function failure(result: PageDataResult) {
  if (result.ok) throw new Error(`expected an error, got the data of ${result.value.pagePath}`);
  return result.error;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('page-data URLs', () => {
  it('#1 the home page "/" loads /page-data/index/page-data.json', async () => {
    const { fake, fetchData } = setup({ '/page-data/index/page-data.json': { body: pageDataFixture('/') } });
    success(await fetchData(normalizePath('/')));
    expect(fake.requests).toEqual([{ url: '/page-data/index/page-data.json', method: 'GET' }]);
  });

  it('#2 /blog/post/ loads /page-data/blog/post/page-data.json', async () => {
    const { fake, fetchData } = setup({ '/page-data/blog/post/page-data.json': { body: pageDataFixture('/blog/post/') } });
    success(await fetchData(normalizePath('/blog/post/')));
    expect(fake.requests.map((r) => r.url)).toEqual(['/page-data/blog/post/page-data.json']);
  });

  it('#3 /about/?a=b has the key /about?a=b and keeps the query on the request: /page-data/about/page-data.json?a=b', async () => {
    const key = normalizePath('/about/?a=b');
    expect(key).toBe('/about?a=b');
    const { fake, fetchData } = setup({ '/page-data/about/page-data.json?a=b': { body: pageDataFixture('/about/') } });
    success(await fetchData(key));
    expect(fake.requests.map((r) => r.url)).toEqual(['/page-data/about/page-data.json?a=b']);
  });

  it('#4 a payload whose path lacks the query gets "?a=b" appended (a new object; one that has it is left alone)', async () => {
    const bare = pageDataFixture('/about/');
    const { fetchData } = setup({
      '/page-data/about/page-data.json?a=b': { body: bare },
      '/page-data/about/page-data.json?c=d': { body: pageDataFixture('/about/?c=d') },
    });
    expect(success(await fetchData('/about?a=b')).payload.path).toBe('/about/?a=b');
    expect(success(await fetchData('/about?c=d')).payload.path).toBe('/about/?c=d');
    expect(bare.path).toBe('/about/');
  });

  it('uses the prefix in front of data URLs', async () => {
    const fake = createFakeFetch({ '/shop/page-data/index/page-data.json': { body: pageDataFixture('/') } });
    success(await fetchPageData('/', { fetch: fake.fetch, prefix: '/shop' }));
    expect(fake.requests.map((r) => r.url)).toEqual(['/shop/page-data/index/page-data.json']);
  });
});

describe('responses', () => {
  it('#11 a 200 with valid page data (path set) succeeds after 1 request', async () => {
    const page = pageDataFixture('/about/');
    const { fake, fetchData } = setup({ '/page-data/about/page-data.json': { body: page } });
    expect(success(await fetchData('/about'))).toEqual({ payload: page, pagePath: '/about', notFound: false, internalServerError: false });
    expect(fake.requests).toHaveLength(1);
  });

  it('#12 a 200 with invalid JSON loads the /404.html data with notFound:true and pagePath "/404.html"', async () => {
    const { fake, fetchData } = setup({
      '/page-data/about/page-data.json': { body: '<!doctype html><p>single-page fallback</p>' },
      [NOT_FOUND_URL]: { body: notFoundPage },
    });
    const value = success(await fetchData('/about'));
    expect(value).toMatchObject({ pagePath: '/404.html', notFound: true, internalServerError: false });
    expect(value.payload).toEqual(notFoundPage);
    expect(fake.requests.map((r) => r.url)).toEqual(['/page-data/about/page-data.json', NOT_FOUND_URL]);
  });

  it('#13 a 200 with JSON that has no "path" is treated as a 404', async () => {
    const { componentChunkName, result } = pageDataFixture('/about/');
    const { fetchData } = setup({
      '/page-data/about/page-data.json': { body: { componentChunkName, result } },
      [NOT_FOUND_URL]: { body: notFoundPage },
    });
    expect(success(await fetchData('/about'))).toMatchObject({ pagePath: '/404.html', notFound: true });
  });

  it('a 404 loads the /404.html data with notFound:true', async () => {
    const { fake, fetchData } = setup({ [NOT_FOUND_URL]: { body: notFoundPage } });
    expect(success(await fetchData('/missing'))).toMatchObject({ payload: notFoundPage, pagePath: '/404.html', notFound: true });
    expect(fake.requests).toHaveLength(2);
  });

  it('#15 a 404 whose /404.html data also 404s is an error after 2 requests (not retryable)', async () => {
    const { fake, fetchData } = setup({});
    const error = failure(await fetchData('/missing'));
    expect(error).toMatchObject({ type: 'page-data/no-fallback', retryable: false });
    expect(error.message).toContain('/page-data/missing/page-data.json');
    expect(fake.requests.map((r) => r.url)).toEqual(['/page-data/missing/page-data.json', NOT_FOUND_URL]);
  });

  it('#15 asking for /404.html itself when it is missing is an error after 1 request', async () => {
    const { fake, fetchData } = setup({});
    expect(failure(await fetchData(NOT_FOUND_PAGE)).type).toBe('page-data/no-fallback');
    expect(fake.requests).toHaveLength(1);
  });

  it('#19 a 500 with /500.html data 200 succeeds with the 500 payload, internalServerError:true and no notFound', async () => {
    const { fake, fetchData } = setup({ '/page-data/cart/page-data.json': { status: 500 }, [SERVER_ERROR_URL]: { body: serverErrorPage } });
    expect(success(await fetchData('/cart'))).toEqual({ payload: serverErrorPage, pagePath: '/500.html', notFound: false, internalServerError: true });
    expect(fake.requests.map((r) => r.url)).toEqual(['/page-data/cart/page-data.json', SERVER_ERROR_URL]);
  });

  it('#20 a 500 with /500.html data 404 is an error (the caller does a full page load)', async () => {
    const { fake, fetchData } = setup({ '/page-data/cart/page-data.json': { status: 500 } });
    expect(failure(await fetchData('/cart'))).toMatchObject({ type: 'page-data/no-fallback', retryable: false });
    expect(fake.requests).toHaveLength(2);
  });

  it('#20 fixes quirk: /500.html answering 500 is an error after 2 requests instead of recursing forever', async () => {
    const { fake, fetchData } = setup({ '/page-data/cart/page-data.json': { status: 500 }, [SERVER_ERROR_URL]: { status: 500 } });
    expect(failure(await fetchData('/cart'))).toMatchObject({ type: 'page-data/no-fallback', retryable: false });
    expect(fake.requests.map((r) => r.url)).toEqual(['/page-data/cart/page-data.json', SERVER_ERROR_URL]);
  });

  it('fixes quirk: asking for /500.html itself when it answers 500 is an error after 1 request', async () => {
    const { fake, fetchData } = setup({ [SERVER_ERROR_URL]: { status: 500 } });
    expect(failure(await fetchData(SERVER_ERROR_PAGE)).type).toBe('page-data/no-fallback');
    expect(fake.requests).toHaveLength(1);
  });

  it('a 200 with "path" but not this build\'s format is a non-retryable page-data/invalid error (a full load shows it right)', async () => {
    const { fake, fetchData } = setup({ '/page-data/about/page-data.json': { body: { path: '/about/', componentChunkName: 7 } } });
    expect(failure(await fetchData('/about'))).toMatchObject({ type: 'page-data/invalid', retryable: false, status: 200 });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('retries (fake timers drive the backoff)', () => {
  it('#21 retries status 0/503 three times then succeeds on the 4th request, waiting 100, 200 and 400 ms', async () => {
    vi.useFakeTimers();
    const url = '/page-data/about/page-data.json';
    const page = pageDataFixture('/about/');
    const { fake, fetchData } = setup({ [url]: [{ status: 0 }, { status: 503 }, { status: 0 }, { body: page }] });
    const pending = fetchData('/about');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.count(url)).toBe(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(fake.count(url)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.count(url)).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(fake.count(url)).toBe(3);
    await vi.advanceTimersByTimeAsync(399);
    expect(fake.count(url)).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.count(url)).toBe(4);
    expect(success(await pending).payload).toEqual(page);
  });

  it.each([403, 429, 502, 503])('#21 retries status %i like any other failure (only 200, 404 and 500 are final)', async (status) => {
    vi.useFakeTimers();
    const url = '/page-data/about/page-data.json';
    const { fake, fetchData } = setup({ [url]: [{ status }, { body: pageDataFixture('/about/') }] });
    const pending = fetchData('/about');
    await vi.runAllTimersAsync();
    success(await pending);
    expect(fake.count(url)).toBe(2);
  });

  it('#22 4 consecutive failures (status 0) end in a retryable page-data/network error', async () => {
    vi.useFakeTimers();
    const url = '/page-data/about/page-data.json';
    const { fake, fetchData } = setup({ [url]: { status: 0 } });
    const pending = fetchData('/about');
    await vi.runAllTimersAsync();
    expect(failure(await pending)).toMatchObject({ type: 'page-data/network', retryable: true, status: 0 });
    expect(fake.count(url)).toBe(4);
  });

  it('#22 4 consecutive 503s end in a retryable page-data/http-503 error naming the URL', async () => {
    vi.useFakeTimers();
    const url = '/page-data/about/page-data.json';
    const { fake, fetchData } = setup({ [url]: { status: 503 } });
    const pending = fetchData('/about');
    await vi.runAllTimersAsync();
    const error = failure(await pending);
    expect(error).toMatchObject({ type: 'page-data/http-503', retryable: true, status: 503 });
    expect(error.message).toContain(`"${url}"`);
    expect(fake.count(url)).toBe(4);
  });

  it('a fallback page that keeps failing transiently is retried on its own budget, then a retryable error', async () => {
    vi.useFakeTimers();
    const { fake, fetchData } = setup({ [NOT_FOUND_URL]: { status: 503 } });
    const pending = fetchData('/missing');
    await vi.runAllTimersAsync();
    expect(failure(await pending)).toMatchObject({ type: 'page-data/http-503', retryable: true });
    expect(fake.count('/page-data/missing/page-data.json')).toBe(1);
    expect(fake.count(NOT_FOUND_URL)).toBe(4);
  });
});
