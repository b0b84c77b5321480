/**
 * The local entries service (`services/entries/`) against every hostile raw request, on a free port and a fresh
 * data folder: each request gets an answer below 500 (CONNECT and broken framing included), nothing redirects, no
 * traversal reads a file outside the photos, hostile bodies and paging values on the entry routes are 4xx, and
 * afterwards the service still takes and lists entries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEntries } from '../../services/entries/main.ts';
import { fuzzServer, HOSTILE_REQUESTS, sendRaw, traversalLeaks } from './hostile-requests.ts';

let service: Awaited<ReturnType<typeof runEntries>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'entries-fuzz-'));

beforeAll(async () => {
  service = await runEntries({ port: 0, dataDir, campaigns: new Map([['raffle-fuzz', { id: 'raffle-fuzz', endsAt: Date.now() + 86_400_000, photo: false }], ['contest-fuzz', { id: 'contest-fuzz', endsAt: Date.now() + 86_400_000, photo: true }]]) });
});
afterAll(async () => {
  await service?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const enter = async (email: string): Promise<number> => {
  const { token } = (await (await fetch(`${service.url}/recaptcha/token`, { method: 'POST' })).json()) as { token: string };
  const res = await fetch(`${service.url}/v1/campaigns/raffle-fuzz/entries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ answer: '1914', name: 'Fuzz Tester', email, consent: true, captchaToken: token }) });
  return res.status;
};

describe('entries service under hostile requests', () => {
  it('answers every hostile request below 500, redirects nowhere, leaks nothing, and keeps taking entries', async () => {
    expect(HOSTILE_REQUESTS.length).toBeGreaterThanOrEqual(100);
    expect(await enter('before@example.com')).toBe(201);
    const { byStatus, failures } = await fuzzServer({ port: service.port, allowLocation: () => false });
    expect(failures, JSON.stringify(byStatus)).toEqual([]);
    const { sent, leaks } = await traversalLeaks(service.port, ['root:x:0:0', '"name": "cycle-storefront"', '"email"']);
    expect(sent).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
    expect(await enter('after@example.com')).toBe(201);
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
  }, 300_000);

  it('hostile bodies, content types and paging values are 4xx, never 5xx', async () => {
    const post = (campaign: string, type: string, body: string) => fetch(`${service.url}/v1/campaigns/${campaign}/entries`, { method: 'POST', headers: { 'content-type': type }, body });
    const bodies: [string, string, string][] = [
      ['raffle-fuzz', 'application/json', ''],
      ['raffle-fuzz', 'application/json', 'null'],
      ['raffle-fuzz', 'application/json', '[1,2]'],
      ['raffle-fuzz', 'application/json', '{"answer": {"$gt": ""}, "name": ["a"], "email": 5, "consent": "true", "captchaToken": {}}'],
      ['raffle-fuzz', 'application/json', '{"__proto__": {"admin": true}}'],
      ['raffle-fuzz', 'application/json', '{'.repeat(5000)],
      ['raffle-fuzz', 'multipart/form-data', '--x\r\nbroken'],
      ['contest-fuzz', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="photo"; filename="../../etc/passwd"\r\n\r\nroot\r\n--x--\r\n'],
      ['contest-fuzz', 'multipart/form-data; boundary=x', '--x--'],
      ['contest-fuzz', 'application/json', '{"photo": "data:image/png;base64,AAAA"}'],
      ['raffle-fuzz', 'application/x-www-form-urlencoded', 'answer=1'],
      ['RAFFLE-FUZZ', 'application/json', '{}'],
      ['raffle-fuzz%2f..%2f', 'application/json', '{}'],
      ['%ZZ', 'application/json', '{}'],
    ];
    for (const [campaign, type, body] of bodies) {
      const res = await post(campaign, type, body);
      expect.soft(res.status, `${campaign} ${type} ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect.soft(res.status, `${campaign} ${type} ${String(body).slice(0, 40)}`).toBeLessThan(500);
    }
    for (const value of ['NaN', '-1', '1e9', '0x10', '%00', 'x'.repeat(5000), '9'.repeat(400)]) {
      for (const parameter of ['limit', 'offset']) {
        const res = await fetch(`${service.url}/v1/campaigns/contest-fuzz/entries?${parameter}=${value}`);
        expect.soft(res.status, `${parameter}=${value.slice(0, 20)}`).toBe(400);
      }
    }
    const raw = await sendRaw(service.port, 'GET /v1/photos/..%2f..%2fentries.jsonl HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(raw.status).toBe(404);
  }, 120_000);
});
