import { describe, expect, it, vi } from 'vitest';
import { createRequestClient } from './create-request-client.ts';
import { createRequestResource } from './create-request-resource.ts';
import { defineEndpoint } from './endpoint.ts';

const counting = () => {
  let calls = 0;
  const fetchImpl = (async () => {
    calls += 1;
    return new Response(JSON.stringify({ calls }), { status: 200 });
  }) as typeof fetch;
  return { fetch: fetchImpl, calls: () => calls };
};

describe('createRequestResource', () => {
  it('fires a GET automatically by default', async () => {
    const net = counting();
    const client = createRequestClient({ baseUrl: 'http://shop.test', fetch: net.fetch });
    const resource = createRequestResource(client, defineEndpoint({ name: 'cart', method: 'GET', path: '/checkout/cart' }));
    expect(resource.getState().status).toBe('loading');
    await vi.waitFor(() => expect(resource.getState()).toMatchObject({ status: 'success', response: { data: { calls: 1 } } }));
  });

  it('does not fire a POST (or a GET with auto: false) until run', async () => {
    const net = counting();
    const client = createRequestClient({ baseUrl: 'http://shop.test', fetch: net.fetch });
    const post = createRequestResource(client, defineEndpoint({ name: 'order', method: 'POST', path: '/checkout/order' }));
    const manual = createRequestResource(client, defineEndpoint({ name: 'cart', method: 'GET', path: '/checkout/cart', auto: false }));
    expect([post.getState().status, manual.getState().status]).toEqual(['idle', 'idle']);
    expect(net.calls()).toBe(0);
    const listener = vi.fn();
    post.subscribe(listener);
    await post.run();
    expect(post.getState()).toMatchObject({ status: 'success' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
