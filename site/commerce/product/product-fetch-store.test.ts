import { describe, expect, it, vi } from 'vitest';
import { err, ok } from '@cycle/engine/shared';
import { createDeferred } from '../../../engine/testing/create-deferred.ts';
import type { Product } from '../types.ts';
import { createProductFetchStore } from './product-fetch-store.ts';

const product = { id: 'p1', sku: '4454030' } as unknown as Product;

describe('product fetch status', () => {
  it('ready → loading → success with the products', async () => {
    const store = createProductFetchStore({ error: vi.fn() });
    expect(store.getState().status).toBe('ready');
    const gate = createDeferred();
    const running = store.fetch(async () => {
      await gate.promise;
      return ok([product]);
    });
    expect(store.getState().status).toBe('loading');
    gate.resolve();
    await running;
    expect(store.getState()).toEqual({ status: 'success', products: [product] });
  });

  it('a failed fetch sets failed, clears the product list and logs useFetchShopwareProducts - Error', async () => {
    const logger = { error: vi.fn() };
    const store = createProductFetchStore(logger, { status: 'success', products: [product] });
    await store.fetch(async () => err({ type: 'network', message: 'down', retryable: true }));
    expect(store.getState()).toEqual({ status: 'failed', products: [] });
    expect(logger.error).toHaveBeenCalledWith('useFetchShopwareProducts - Error', expect.objectContaining({ message: 'down' }));
  });

  it('invalidating a loading state resets it to ready, and the late answer is ignored', async () => {
    // fetch ──loading──────────resolve([product])
    // invalidate()      ▲ → ready; the answer must not turn it into success
    const store = createProductFetchStore({ error: vi.fn() });
    const gate = createDeferred();
    const running = store.fetch(async () => {
      await gate.promise;
      return ok([product]);
    });
    store.invalidate();
    expect(store.getState().status).toBe('ready');
    gate.resolve();
    await running;
    expect(store.getState().status).toBe('ready');
  });

  it('invalidating another state leaves it as it is', async () => {
    const store = createProductFetchStore({ error: vi.fn() });
    await store.fetch(async () => ok([product]));
    store.invalidate();
    expect(store.getState().status).toBe('success');
  });

  it('a loading state restored after rehydration becomes ready (also as initial state)', () => {
    const store = createProductFetchStore({ error: vi.fn() });
    store.rehydrate({ status: 'loading', products: [product] });
    expect(store.getState()).toEqual({ status: 'ready', products: [product] });
    store.rehydrate({ status: 'success', products: [product] });
    expect(store.getState().status).toBe('success');
    expect(createProductFetchStore({ error: vi.fn() }, { status: 'loading', products: [] }).getState().status).toBe('ready');
  });
});
