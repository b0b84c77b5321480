/**
 * The build's catalogue reads survive transient faults: the production Shopware client (ky) over the retrying
 * fetch against the local commerce service, with faults injected in front of it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { useTestService } from '../../../services/commerce/testing/use-test-service.ts';
import { resolveBrandConfig } from '../../config/resolve-brand-config.ts';
import { createLocales, type Locale } from '../../locale/locales.ts';
import { resolveShopwareChannels } from '../shopware/shopware-channels.ts';
import { createCatalogueSource } from './load-catalogue.server.ts';

const service = useTestService();

const winora = resolveBrandConfig('winora', brandConfigs.winora);
// An English locale: its category keys come from the same read, so one chain of requests (de-de reads en too).
const deEn = createLocales(winora).find((l) => l.id === 'de-en') as Locale;
const FAST = { baseDelayMs: 1, maxDelayMs: 2, jitter: 0 } as const;

/** The real fetch, except that the first `count` product searches answer `answer` (a status or a hang). */
function faulty(count: number, answer: number | 'hang') {
  const calls: string[] = [];
  let left = count;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push(url);
    if (url.endsWith('/store-api/product') && left > 0) {
      left -= 1;
      if (answer === 'hang') return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      return new Response(JSON.stringify({ errors: [{ code: 'X', detail: `injected ${answer}` }] }), { status: answer, statusText: answer === 503 ? 'Service Unavailable' : '' });
    }
    return globalThis.fetch(input, init);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('createCatalogueSource reads each country and language once', () => {
  it('a German locale and its country\'s English one: two product reads, the English one also giving the category keys', async () => {
    const deDe = createLocales(winora).find((l) => l.id === 'de-de') as Locale;
    const api = faulty(0, 503);
    const source = createCatalogueSource(winora, resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null), { fetch: api.fetch });
    const [german, english] = await Promise.all([source.forLocale(deDe), source.forLocale(deEn)]);
    expect(api.calls.filter((u) => u.endsWith('/product'))).toHaveLength(2);
    expect([...german.categoryKeys]).toEqual([...english.categoryKeys]);
    expect(german.bikes.map((b) => b.id)).toEqual(english.bikes.map((b) => b.id));
    expect(german.bikes[0]?.name).not.toBe(undefined);
  });

  it('a forgotten locale is read again when asked for, its country\'s category keys are not', async () => {
    const deDe = createLocales(winora).find((l) => l.id === 'de-de') as Locale;
    const api = faulty(0, 503);
    const source = createCatalogueSource(winora, resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null), { fetch: api.fetch });
    const first = await source.forLocale(deDe);
    expect(api.calls.filter((u) => u.endsWith('/product'))).toHaveLength(2);
    source.forget(deDe);
    const again = await source.forLocale(deDe);
    // One more read, the German one; the English read that gave the keys is not repeated.
    expect(api.calls.filter((u) => u.endsWith('/product'))).toHaveLength(3);
    expect(again).not.toBe(first);
    expect(again.bikes.map((b) => b.id)).toEqual(first.bikes.map((b) => b.id));
    expect([...again.categoryKeys]).toEqual([...first.categoryKeys]);
  });
});

describe('createCatalogueSource under faults', () => {
  it('one 503 then 200: the catalogue is read in full, and the retry is logged with country, method, URL and cause', async () => {
    const api = faulty(1, 503);
    const lines: string[] = [];
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    const faultless = await createCatalogueSource(winora, channels).forLocale(deEn);
    const catalogue = await createCatalogueSource(winora, channels, { fetch: api.fetch, retry: FAST, log: (l) => lines.push(l) }).forLocale(deEn);
    expect(catalogue.bikes.map((b) => b.id)).toEqual(faultless.bikes.map((b) => b.id));
    expect(catalogue.bikes.length).toBeGreaterThan(20);
    expect(lines).toEqual([`Commerce backend of DE: retrying POST ${service.url}/store-api/product (HTTP 503 Service Unavailable), attempt 2 of 6 in 1 ms`]);
  });

  it('a lasting 503 fails the read after the last try, naming the country, the URL and the page', async () => {
    const api = faulty(100, 503);
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    const read = createCatalogueSource(winora, channels, { fetch: api.fetch, retry: { ...FAST, maxRetries: 2 }, log: () => undefined }).forLocale(deEn);
    await expect(read).rejects.toThrow(`Commerce backend of DE: injected 503 (${service.url}/store-api/product) (products page 1)`);
    expect(api.calls.filter((u) => u.endsWith('/product'))).toHaveLength(3);
  });

  it('does not retry a 400', async () => {
    const api = faulty(100, 400);
    const lines: string[] = [];
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    await expect(createCatalogueSource(winora, channels, { fetch: api.fetch, retry: FAST, log: (l) => lines.push(l) }).forLocale(deEn)).rejects.toThrow(/injected 400/);
    expect(api.calls.filter((u) => u.endsWith('/product'))).toHaveLength(1);
    expect(lines).toEqual([]);
  });

  it('a hanging backend times out per try and fails naming the URL and the timeout', async () => {
    const api = faulty(100, 'hang');
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    const read = createCatalogueSource(winora, channels, { fetch: api.fetch, retry: { ...FAST, maxRetries: 1, timeoutMs: 300 }, log: () => undefined }).forLocale(deEn);
    await expect(read).rejects.toThrow(`Commerce backend of DE: Network error for ${service.url}/store-api/product: POST ${service.url}/store-api/product failed after 2 attempts: timeout after 300 ms (products page 1)`);
  });

  it('a refused connection fails naming the URL and ECONNREFUSED', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: `http://127.0.0.1:${port}` }, null);
    const lines: string[] = [];
    const read = createCatalogueSource(winora, channels, { retry: { ...FAST, maxRetries: 1 }, log: (l) => lines.push(l) }).forLocale(deEn);
    await expect(read).rejects.toThrow(new RegExp(`^Commerce backend of DE: .*POST http://127\\.0\\.0\\.1:${port}/store-api/language failed after 2 attempts: ECONNREFUSED$`));
    expect(lines).toEqual([`Commerce backend of DE: retrying POST http://127.0.0.1:${port}/store-api/language (ECONNREFUSED), attempt 2 of 2 in 1 ms`]);
  });
});

describe('createCatalogueSource and content coding', () => {
  it('asks the service on this machine for plain answers (compressing them costs CPU on both sides and saves no network); a shop elsewhere is asked as the client always asks', async () => {
    const seen: { host: string; acceptEncoding: string | null; contentEncoding: string | null }[] = [];
    const recording = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const host = new URL(request.url).hostname;
      const response = host === '127.0.0.1' ? await globalThis.fetch(request) : new Response('{"errors":[]}', { status: 400 });
      seen.push({ host, acceptEncoding: request.headers.get('accept-encoding'), contentEncoding: response.headers.get('content-encoding') });
      return response;
    }) as typeof fetch;
    const local = await createCatalogueSource(winora, resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null), { fetch: recording }).forLocale(deEn);
    expect(local.bikes.length).toBeGreaterThan(20);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((s) => s.acceptEncoding === 'identity' && s.contentEncoding === null)).toBe(true);
    seen.length = 0;
    const remote = createCatalogueSource(winora, resolveShopwareChannels(winora, { COMMERCE_URL: 'https://shop.example.com' }, null), { fetch: recording, log: () => undefined }).forLocale(deEn);
    await expect(remote).rejects.toThrow(/shop\.example\.com/);
    expect(seen).toEqual([{ host: 'shop.example.com', acceptEncoding: null, contentEncoding: null }]);
  });
});
