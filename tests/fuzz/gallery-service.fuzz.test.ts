/**
 * The local gallery service (`services/galleries/`) against every hostile raw request, started as `pnpm start`
 * starts it but on a free port over the repository's data: each request gets an answer below 500 (CONNECT and
 * broken framing included), nothing redirects, no traversal reads a file outside the data, hostile query values on
 * every route are 400s naming their parameter, and afterwards the service still answers feeds as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGalleries } from '../../services/galleries/main.ts';
import { fuzzServer, HOSTILE_REQUESTS, sendRaw, traversalLeaks } from './hostile-requests.ts';

let service: Awaited<ReturnType<typeof runGalleries>>;
const logged: string[] = [];

beforeAll(async () => {
  service = await runGalleries({ port: 0, log: (line) => logged.push(line) });
});
afterAll(async () => {
  await service?.close();
});

const feed = async (): Promise<unknown> => (await fetch(`${service.url}/v1/feeds/winora-stories/posts?limit=5&locale=de-DE`)).json();

/** Values that have broken query parsers: NaN spellings, huge and tiny numbers, separators, NUL, overlong text. */
const HOSTILE_VALUES = ['NaN', 'Infinity', '-Infinity', '1e309', '-0', '0x10', '1,5', ' ', '%00', '%ZZ', "'; DROP TABLE posts;--", '<script>alert(1)</script>', 'x'.repeat(5000), '[]', '{}', '..%2F..%2Fetc%2Fpasswd', '\u202e', '9'.repeat(400)];

describe('gallery service under hostile requests', () => {
  it('answers every hostile request below 500, redirects nowhere, leaks nothing, and keeps answering', async () => {
    expect(HOSTILE_REQUESTS.length).toBeGreaterThanOrEqual(100);
    const before = await feed();
    const { byStatus, failures } = await fuzzServer({ port: service.port, allowLocation: () => false });
    expect(failures, JSON.stringify(byStatus)).toEqual([]);
    const { sent, leaks } = await traversalLeaks(service.port, ['root:x:0:0', '"name": "cycle-storefront"']);
    expect(sent).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
    expect(await feed()).toEqual(before);
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  }, 300_000);

  it('answers hostile values of every parameter of every route with a 400 naming the parameter, never a 500', async () => {
    const routes: [string, string[]][] = [
      ['/v1/feeds/winora-stories/posts', ['limit', 'offset', 'locale']],
      ['/v1/feeds/winora-stories', ['locale']],
      ['/v1/feeds', ['brand', 'locale']],
    ];
    for (const [base, parameters] of routes) {
      for (const parameter of parameters) {
        for (const value of HOSTILE_VALUES) {
          const url = new URL(`${service.url}${base}`);
          url.searchParams.set(parameter, value);
          const res = await fetch(url);
          const body = (await res.json()) as { errors?: { source?: { parameter?: string } }[] };
          // `-0` is not a whole number in digits, ' ' is an absent locale, and so on: whatever it is, never a 5xx, and a 400 names the parameter.
          expect.soft(res.status, `${parameter}=${value.slice(0, 30)} on ${base}`).toBeLessThan(500);
          if (res.status === 400) expect.soft(body.errors?.map((e) => e.source?.parameter), `${parameter}=${value.slice(0, 30)}`).toContain(parameter);
        }
      }
    }
    for (const path of ['/v1/media/winora-stories-01/x.webp', '/v1/media/winora-stories-01/99999.webp', '/v1/media/%2e%2e/320.webp', '/v1/media/winora-stories-01/320.webp?x=1', '/v1/feeds/%00/posts']) {
      const res = await fetch(`${service.url}${path}`);
      expect.soft(res.status, path).toBeGreaterThanOrEqual(400);
      expect.soft(res.status, path).toBeLessThan(500);
    }
    const raw = await sendRaw(service.port, 'GET /v1/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd/320.webp HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(raw.status).toBe(404);
    expect(logged.some((line) => line.startsWith('galleries 400 GET'))).toBe(true);
  }, 120_000);
});
