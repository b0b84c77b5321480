import { describe, expect, it, vi } from 'vitest';
import { createDeferred } from '../../../engine/testing/create-deferred.ts';
import { createRequestClient, type RequestHooks } from './create-request-client.ts';
import { cacheFor, defineEndpoint } from './endpoint.ts';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: string;
}

/** A fetch answering from `handler`, recording every request it receives. */
function recordingFetch(handler: (request: Request, n: number) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.clone().text() });
    return handler(request, seen.length);
  }) as typeof fetch;
  return { fetch: fetchImpl, seen };
}

const json = (data: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json', ...headers } });

const getCart = defineEndpoint({ name: 'getCart', method: 'GET', path: '/checkout/cart', cache: cacheFor(500) });
const addItem = defineEndpoint({ name: 'addCartItem', method: 'POST', path: '/checkout/cart/line-item', invalidates: ['getCart'] });
const product = defineEndpoint({ name: 'product', method: 'POST', path: '/product/:id' });
const BASE = 'http://shop.test/store-api';

describe('createRequestClient', () => {
  it('sends JSON bodies with a JSON content type', async () => {
    const net = recordingFetch(() => json({ ok: true }));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    const result = await client.request(product, { params: { id: 'p 1', limit: 3 }, body: { includes: { product: ['id'] } } });
    expect(result).toMatchObject({ ok: true, value: { status: 200, data: { ok: true } } });
    expect(net.seen[0]?.url).toBe('http://shop.test/store-api/product/p%201?limit=3');
    expect(net.seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(net.seen[0]?.body ?? '')).toEqual({ includes: { product: ['id'] } });
  });

  it('sends form data as form data, not JSON', async () => {
    const net = recordingFetch(() => json({}));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    const form = new FormData();
    form.set('email', 'a@b.test');
    await client.request(addItem, { body: form });
    expect(net.seen[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(net.seen[0]?.body).toContain('a@b.test');
  });

  it('gives an empty body for status 204 and for a zero content length', async () => {
    const net = recordingFetch((_r, n) => (n === 1 ? new Response(null, { status: 204 }) : new Response('', { status: 200, headers: { 'content-length': '0' } })));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    expect(await client.request(addItem)).toMatchObject({ ok: true, value: { status: 204, data: undefined } });
    expect(await client.request(addItem)).toMatchObject({ ok: true, value: { status: 200, data: undefined } });
  });

  it('shares one promise between identical requests already loading', async () => {
    const gate = createDeferred();
    const net = recordingFetch(async () => {
      await gate.promise;
      return json({ token: 't' });
    });
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    const a = client.request(product, { params: { id: '1' }, body: { a: 1 } });
    const b = client.request(product, { params: { id: '1' }, body: { a: 1 } });
    const other = client.request(product, { params: { id: '1' }, body: { a: 2 } });
    gate.resolve();
    const [ra, rb] = await Promise.all([a, b, other]);
    expect(net.seen).toHaveLength(2);
    expect(ra).toBe(rb);
  });

  it('does not share a request that carries its own abort signal', async () => {
    const net = recordingFetch(() => json({}));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    await Promise.all([client.request(getCart, { signal: new AbortController().signal }), client.request(getCart, { signal: new AbortController().signal })]);
    expect(net.seen).toHaveLength(2);
  });

  it('caches results for the configured duration, then asks again', async () => {
    let clock = 1000;
    const net = recordingFetch((_r, n) => json({ n }));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch, now: () => clock });
    expect(await client.request(getCart)).toMatchObject({ ok: true, value: { data: { n: 1 } } });
    clock += 499;
    expect(await client.request(getCart)).toMatchObject({ ok: true, value: { data: { n: 1 } } });
    clock += 1;
    expect(await client.request(getCart)).toMatchObject({ ok: true, value: { data: { n: 2 } } });
    expect(net.seen).toHaveLength(2);
  });

  it('caches without expiry by default', async () => {
    let clock = 0;
    const forever = defineEndpoint({ name: 'countries', method: 'GET', path: '/country', cache: cacheFor() });
    const net = recordingFetch((_r, n) => json({ n }));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch, now: () => clock });
    await client.request(forever);
    clock = 10 * 365 * 24 * 3600 * 1000;
    expect(await client.request(forever)).toMatchObject({ ok: true, value: { data: { n: 1 } } });
    expect(net.seen).toHaveLength(1);
  });

  it('keys the cache by headers too (another context token is another cart)', async () => {
    const net = recordingFetch((r) => json({ token: r.headers.get('sw-context-token') }));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    const a = await client.request(getCart, { headers: { 'sw-context-token': 'a' } });
    const b = await client.request(getCart, { headers: { 'sw-context-token': 'b' } });
    expect(a).toMatchObject({ ok: true, value: { data: { token: 'a' } } });
    expect(b).toMatchObject({ ok: true, value: { data: { token: 'b' } } });
  });

  it('invalidates the cached results an endpoint names when it completes', async () => {
    const net = recordingFetch((_r, n) => json({ n }));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    await client.request(getCart);
    await client.request(addItem, { body: { items: [] } });
    expect(await client.request(getCart)).toMatchObject({ ok: true, value: { data: { n: 3 } } });
  });

  it('invalidates even when the write failed (it may have reached the server)', async () => {
    const net = recordingFetch((_r, n) => (n === 2 ? json({ errors: [] }, 503) : json({ n })));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    await client.request(getCart);
    expect((await client.request(addItem, { body: {} })).ok).toBe(false);
    expect(await client.request(getCart)).toMatchObject({ ok: true, value: { data: { n: 3 } } });
  });

  it('does not cache a result that was in flight when its endpoint was invalidated', async () => {
    // getCart  ──start────────────────resolve(n:1)
    // invalidate('getCart')     ▲
    // getCart (new) ────────────────────────────── must go to the network
    const gate = createDeferred();
    const net = recordingFetch(async (_r, n) => {
      if (n === 1) await gate.promise;
      return json({ n });
    });
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    const stale = client.request(getCart);
    await vi.waitFor(() => expect(net.seen).toHaveLength(1));
    client.invalidate('getCart');
    const fresh = client.request(getCart);
    gate.resolve();
    expect(await stale).toMatchObject({ ok: true, value: { data: { n: 1 } } });
    expect(await fresh).toMatchObject({ ok: true, value: { data: { n: 2 } } });
    expect(await client.request(getCart)).toMatchObject({ ok: true, value: { data: { n: 2 } } });
  });

  it('fails with Timeout when the answer takes longer than the timeout', async () => {
    const slow = defineEndpoint({ name: 'slow', method: 'GET', path: '/slow', timeoutMs: 20 });
    const net = recordingFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    expect(await client.request(slow)).toEqual({ ok: false, error: { type: 'timeout', message: 'Timeout', retryable: true, url: `${BASE}/slow` } });
  });

  it('returns a non-OK answer as a failure carrying the error body', async () => {
    const body = { errors: [{ status: '404', code: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', detail: 'Line item with identifier x not found.' }] };
    const net = recordingFetch((_r, n) => (n === 1 ? json(body, 404) : new Response('Bad gateway', { status: 502 })));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch });
    expect(await client.request(addItem)).toMatchObject({ ok: false, error: { type: 'http', status: 404, retryable: false, body } });
    expect(await client.request(addItem)).toMatchObject({ ok: false, error: { type: 'http', status: 502, retryable: true, body: 'Bad gateway' } });
  });

  it('returns a network failure as a retryable value', async () => {
    const client = createRequestClient({ baseUrl: BASE, fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch });
    expect(await client.request(getCart)).toMatchObject({ ok: false, error: { type: 'network', retryable: true } });
  });

  it('returns a 2xx body that is not JSON as a parse failure', async () => {
    const client = createRequestClient({ baseUrl: BASE, fetch: recordingFetch(() => new Response('<html>', { status: 200 })).fetch });
    expect(await client.request(getCart)).toMatchObject({ ok: false, error: { type: 'parse', retryable: false } });
  });

  it('runs hooks before the request and after success and failure', async () => {
    const calls: string[] = [];
    const hooks: RequestHooks = {
      beforeRequest: (context) => {
        calls.push(`before ${context.method} ${context.endpoint.name}`);
        return { 'x-added': 'yes' };
      },
      afterSuccess: (context, response) => calls.push(`success ${context.endpoint.name} ${response.status}`),
      afterFailure: (context, error) => calls.push(`failure ${context.endpoint.name} ${error.type}`),
    };
    const net = recordingFetch((_r, n) => (n === 1 ? json({}) : json({}, 500)));
    const client = createRequestClient({ baseUrl: BASE, fetch: net.fetch, hooks });
    await client.request(getCart);
    await client.request(getCart); // cache hit: no network, no hooks
    await client.request(addItem);
    expect(calls).toEqual(['before GET getCart', 'success getCart 200', 'before POST addCartItem', 'failure addCartItem http']);
    expect(net.seen[0]?.headers.get('x-added')).toBe('yes');
  });
});
