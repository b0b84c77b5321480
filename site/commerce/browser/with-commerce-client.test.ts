import { describe, expect, it, vi } from 'vitest';
import { withCommerceClient } from './with-commerce-client.ts';

const settings = { country: 'DE', url: 'http://127.0.0.1:9/store-api', accessKey: 'k', salesChannelApi: false } as never;

describe('withCommerceClient', () => {
  it('hands the call the page\'s client and returns its result', async () => {
    const seen: unknown[] = [];
    const result = await withCommerceClient(settings, async (client) => {
      seen.push(typeof client.getStock);
      return { ok: true, value: 42 };
    });
    expect(result).toEqual({ ok: true, value: 42 });
    expect(seen).toEqual(['function']);
  });

  it('turns a client chunk that cannot load into a retryable network failure instead of a hang', async () => {
    vi.doMock('./commerce-client.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const { withCommerceClient: fresh } = await import('./with-commerce-client.ts');
    const result = await fresh(settings, async () => ({ ok: true, value: 1 }));
    expect(result).toMatchObject({ ok: false, error: { type: 'network', retryable: true } });
    expect(!result.ok && result.error.message).toMatch(/^The shop could not be loaded: /);
    vi.doUnmock('./commerce-client.ts');
  });
});
