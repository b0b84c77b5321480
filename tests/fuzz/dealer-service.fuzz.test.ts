/**
 * The local dealer service (`services/dealers/`) against every hostile raw request, started as `pnpm start` starts
 * it but on a free port over the repository's data: each request gets an answer below 500 (CONNECT and broken
 * framing included), nothing redirects, no traversal reads a file outside the data, hostile query values on every
 * route are 400s naming their parameter, and afterwards the service still answers searches as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDealers } from '../../services/dealers/main.ts';
import { fuzzServer, HOSTILE_REQUESTS, sendRaw, traversalLeaks } from './hostile-requests.ts';

let service: Awaited<ReturnType<typeof runDealers>>;
const logged: string[] = [];

beforeAll(async () => {
  service = await runDealers({ port: 0, log: (line) => logged.push(line) });
});
afterAll(async () => {
  await service?.close();
});

const search = async (): Promise<unknown> => (await fetch(`${service.url}/v1/dealers?brand=winora&country=AT&lat=48.2&lng=16.37&limit=5`)).json();

/** Values that have broken query parsers: NaN spellings, huge and tiny numbers, separators, NUL, overlong text. */
const HOSTILE_VALUES = ['NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x10', '1,5', ' ', '%00', '%ZZ', "'; DROP TABLE dealers;--", '<script>alert(1)</script>', 'x'.repeat(5000), '[]', '{}', '..%2F..%2Fetc%2Fpasswd', '\u202e', '9'.repeat(400)];

describe('dealer service under hostile requests', () => {
  it('answers every hostile request below 500, redirects nowhere, leaks nothing, and keeps answering', async () => {
    expect(HOSTILE_REQUESTS.length).toBeGreaterThanOrEqual(100);
    const before = await search();
    const { byStatus, failures } = await fuzzServer({ port: service.port, allowLocation: () => false });
    expect(failures, JSON.stringify(byStatus)).toEqual([]);
    const { sent, leaks } = await traversalLeaks(service.port, ['root:x:0:0', '"name": "cycle-storefront"']);
    expect(sent).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
    expect(await search()).toEqual(before);
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  }, 300_000);

  it('answers hostile values of every parameter of every route with a 400 naming the parameter, never a 500', async () => {
    const routes: [string, string[]][] = [
      ['/v1/dealers?country=DE&brand=winora', ['lat', 'lng', 'radius', 'limit', 'offset', 'filters', 'brand', 'country']],
      ['/v1/places?country=DE', ['country']],
      ['/v1/product-variants/WIN-1/dealers?country=DE', ['lat', 'lng', 'limit', 'brand', 'country']],
    ];
    for (const [base, parameters] of routes) {
      for (const parameter of parameters) {
        for (const value of HOSTILE_VALUES) {
          const url = new URL(`${service.url}${base}`);
          url.searchParams.set(parameter, value);
          // The other half of the position (and radius's position) given right, so the problem is this parameter's alone.
          if (parameter === 'lat') url.searchParams.set('lng', '10');
          if (parameter === 'lng' || parameter === 'radius') url.searchParams.set('lat', '50');
          if (parameter === 'radius') url.searchParams.set('lng', '10');
          const res = await fetch(url);
          const body = (await res.json()) as { errors?: { source?: { parameter?: string } }[] };
          // `-0` is a fine latitude, limit `1e309` is refused, and so on: whatever it is, never a 5xx, and a 400 names the parameter.
          expect.soft(res.status, `${parameter}=${value.slice(0, 30)} on ${base}`).toBeLessThan(500);
          if (res.status === 400) expect.soft(body.errors?.map((e) => e.source?.parameter), `${parameter}=${value.slice(0, 30)}`).toContain(parameter);
        }
      }
    }
    const raw = await sendRaw(service.port, 'GET /v1/product-variants/%2e%2e%2f%2e%2e%2fetc%2fpasswd/dealers?country=DE HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(raw.status).toBe(404);
    expect(logged.some((line) => line.startsWith('dealers 400 GET'))).toBe(true);
  }, 120_000);
});
