/**
 * The local reviews service (`services/reviews/`) against every hostile raw request, started as `pnpm start` starts
 * it but on a free port over the repository's data: each request gets an answer below 500, nothing redirects, no
 * traversal reads a file, hostile values of every parameter are 400s in the API's error shape naming the parameter,
 * and afterwards the service answers as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReviews } from '../../services/reviews/main.ts';
import { fuzzServer, HOSTILE_REQUESTS, sendRaw, traversalLeaks } from './hostile-requests.ts';

let service: Awaited<ReturnType<typeof runReviews>>;
beforeAll(async () => {
  service = await runReviews({ port: 0 });
});
afterAll(async () => {
  await service?.close();
});

const BASE = '/data/reviews.json?apiversion=5.4&passkey=winora-local-reviews&Filter=ProductId:4456121';
const query = async (): Promise<unknown> => (await fetch(`${service.url}${BASE}&Sort=Rating:desc&Limit=5`)).json();
const HOSTILE_VALUES = ['NaN', 'Infinity', '-1', '1e309', '-0', '0x10', '1,5', ' ', '%00', '%ZZ', "'; DROP TABLE reviews;--", '<script>alert(1)</script>', 'x'.repeat(5000), '[]', '{}', '..%2F..%2Fetc%2Fpasswd', '\u202e', '9'.repeat(400), ':', 'Rating:gt:', 'ContentLocale:*'];

describe('reviews service under hostile requests', () => {
  it('answers every hostile request below 500, redirects nowhere, leaks nothing, and keeps answering', async () => {
    expect(HOSTILE_REQUESTS.length).toBeGreaterThanOrEqual(100);
    const before = await query();
    const { byStatus, failures } = await fuzzServer({ port: service.port, allowLocation: () => false });
    expect(failures, JSON.stringify(byStatus)).toEqual([]);
    const { sent, leaks } = await traversalLeaks(service.port, ['root:x:0:0', '"name": "cycle-storefront"']);
    expect(sent).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
    expect(await query()).toEqual(before);
  }, 300_000);

  it('answers hostile values of every parameter with a 400 in the API’s error shape naming it, never a 5xx', async () => {
    for (const parameter of ['Limit', 'Offset', 'Sort', 'Filter', 'Stats', 'Include', 'Locale', 'apiversion', 'passkey']) {
      for (const value of HOSTILE_VALUES) {
        const url = new URL(`${service.url}${BASE}`);
        url.searchParams.set(parameter, value);
        const res = await fetch(url);
        const body = (await res.json()) as { HasErrors?: boolean; Errors?: { Code: string; Message: string }[] };
        expect.soft(res.status, `${parameter}=${value.slice(0, 30)}`).toBeLessThan(500);
        if (res.status === 400) expect.soft(body.Errors?.map((e) => e.Message).join(' '), `${parameter}=${value.slice(0, 30)}`).toContain(parameter);
        else expect.soft(body.HasErrors, `${parameter}=${value.slice(0, 30)}`).toBe(false);
      }
    }
    const raw = await sendRaw(service.port, 'GET /static/%2e%2e/%2e%2e/rating-summaries.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(raw.status).toBe(404);
  }, 120_000);
});
