/**
 * The local web-to-case service (`services/web-to-case/`) against every hostile raw request, started as
 * `pnpm start` starts it but on a free port and with no data folder yet: each request gets an answer below 500
 * (or, for framing nothing can answer, a closed connection), no redirect leaves the allowed hosts, and
 * afterwards the service still answers and still stores a valid case. Before: `//`, `//[` and friends
 * answered 503 "case store unavailable", CONNECT got no answer, and a NUL in a post answered 503 for ever.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_TO_CASE_PATH } from '../../services/web-to-case/create-web-to-case-server.ts';
import { runWebToCase } from '../../services/web-to-case/main.ts';
import { fuzzServer, HOSTILE_REQUESTS } from './hostile-requests.ts';

const ORG = '00D5J0000001SPA';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'w2c-fuzz-'));
let service: Awaited<ReturnType<typeof runWebToCase>>;
const logged: string[] = [];

beforeAll(async () => {
  service = await runWebToCase({ port: 0, dataDir: path.join(root, 'no-such-parent', '.data', 'web-to-case'), log: (line) => logged.push(line) });
});
afterAll(async () => {
  await service?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A valid post the contact form would send, with a fresh captcha answer. */
async function validPost(extra: Record<string, string> = {}): Promise<Response> {
  const { token } = (await (await fetch(`${service.url}/recaptcha/token`, { method: 'POST' })).json()) as { token: string };
  const body = new URLSearchParams({
    orgid: ORG, retURL: 'http://127.0.0.1:4173/at-de/service/contact/', captcha_settings: JSON.stringify({ keyname: 'local-captcha', fallback: 'true', orgId: ORG, ts: String(Date.now()) }),
    'g-recaptcha-response': token, type: 'Warranty Claims', subject: 'After the fuzz', description: 'Still here.', email: 'jan@example.nl', ...extra,
  });
  return fetch(`${service.url}${WEB_TO_CASE_PATH}?encoding=UTF-8`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() });
}

const cases = async (): Promise<{ cases: { subject: string }[]; rejected: unknown[] }> => (await fetch(`${service.url}/cases`)).json() as Promise<{ cases: { subject: string }[]; rejected: unknown[] }>;

describe('web-to-case service under hostile requests', () => {
  it('answers every hostile request below 500, never redirects off the allowed hosts, and keeps serving and storing', async () => {
    expect(HOSTILE_REQUESTS.length).toBeGreaterThanOrEqual(100);
    const { byStatus, failures } = await fuzzServer({ port: service.port, allowLocation: () => false });
    expect(failures, JSON.stringify(byStatus)).toEqual([]);
    expect((await fetch(`${service.url}/health`)).status).toBe(200);
    const before = (await cases()).cases.length;
    const res = await validPost();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:4173/at-de/service/contact/');
    expect((await cases()).cases.map((c) => c.subject).slice(before)).toEqual(['After the fuzz']);
    expect(logged.length).toBeGreaterThan(0);
  }, 300_000);

  it('never redirects to a retURL off the allowed hosts, however it is spelled', async () => {
    const spellings = ['//evil.example/', 'https://evil.example/', 'http://127.0.0.1@evil.example/', 'http://evil.example\\@127.0.0.1/', 'http:\\\\evil.example', '/\\evil.example', 'javascript:alert(1)', 'http://evil.example%2f127.0.0.1/', ' http://evil.example/ ', 'http://127.0.0.1.evil.example/'];
    for (const retURL of spellings) {
      const res = await validPost({ retURL });
      expect.soft(res.status, retURL).toBe(400);
      expect.soft(res.headers.get('location'), retURL).toBeNull();
    }
  });

  it('stores a post with NUL bytes and captcha_settings=null is refused, then a normal post is stored', async () => {
    const before = (await cases()).cases.length;
    expect((await validPost({ description: 'a\u0000b', subject: 'With NUL\u0000' })).status).toBe(303);
    expect((await validPost({ captcha_settings: 'null' })).status).toBe(400);
    expect((await validPost({ subject: 'Next one' })).status).toBe(303);
    expect((await cases()).cases.map((c) => c.subject).slice(before)).toEqual(['With NUL', 'Next one']);
  });
});
