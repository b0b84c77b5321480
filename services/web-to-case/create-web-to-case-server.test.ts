import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCaptchaTokens } from '../shared/captcha-tokens.ts';
import { CaseStoreError, openCaseStore, type CaseStore } from './case-store.ts';
import { startWebToCaseServer, WEB_TO_CASE_PATH, type WebToCaseServer } from './create-web-to-case-server.ts';
import { DEFAULT_LOCK_FILE_NAME as LOCK_FILE } from '../shared/lock-data-folder.ts';
import { sendRaw } from '../../tests/fuzz/hostile-requests.ts';

let now = 1_700_000_000_000;
const captcha = createCaptchaTokens({ ttlMs: 120_000, clock: () => now });
let store: CaseStore;
let server: WebToCaseServer;

beforeAll(async () => {
  store = await openCaseStore();
  server = await startWebToCaseServer({ store, port: 0, returnHosts: ['127.0.0.1', 'www.sparta.nl'], captcha });
});
afterAll(async () => {
  await server.close();
  await store.close();
});

async function token(): Promise<string> {
  const res = await fetch(`${server.url}/recaptcha/token`, { method: 'POST' });
  expect(res.status).toBe(200);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  return ((await res.json()) as { token: string }).token;
}

function casePost(fields: Record<string, string>, contentType = 'application/x-www-form-urlencoded'): Promise<Response> {
  return fetch(`${server.url}${WEB_TO_CASE_PATH}?encoding=UTF-8`, { method: 'POST', redirect: 'manual', headers: { 'content-type': contentType }, body: new URLSearchParams(fields).toString() });
}

const base = (captchaToken: string): Record<string, string> => ({
  orgid: '00D5J0000001SPA',
  retURL: 'http://127.0.0.1:4320/nl/nl/service/contact-us/',
  captcha_settings: JSON.stringify({ keyname: 'local', fallback: 'true', orgId: '00D5J0000001SPA', ts: String(now) }),
  'g-recaptcha-response': captchaToken,
  type: 'Warranty Claims',
  subject: 'Cracked rack',
  description: 'The rear rack cracked — twice.\nLine two: €, ß, 😀',
  email: 'jan@example.nl',
  '00N5J00000Fst01': 'Jan',
  '00N5J00000Frm08': 'WSP12345',
});

describe('web-to-case endpoint', () => {
  let before = 0;
  beforeEach(async () => {
    before = (await store.listCases()).length;
  });

  it('stores a valid case with every field and redirects to retURL (303)', async () => {
    const t = await token();
    const res = await casePost(base(t));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:4320/nl/nl/service/contact-us/');
    const cases = await store.listCases();
    expect(cases).toHaveLength(before + 1);
    const stored = cases.at(-1)!;
    const { 'g-recaptcha-response': _secret, ...expected } = base(t);
    expect(stored.fields).toEqual(expected);
    expect(stored).toMatchObject({ orgId: '00D5J0000001SPA', type: 'Warranty Claims', subject: 'Cracked rack', email: 'jan@example.nl' });
  });

  it('refuses a second case with the same captcha answer', async () => {
    const t = await token();
    expect((await casePost(base(t))).status).toBe(303);
    const again = await casePost(base(t));
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('already used');
    expect(await store.listCases()).toHaveLength(before + 1);
  });

  it('refuses an expired captcha answer', async () => {
    const t = await token();
    now += 120_000;
    const res = await casePost(base(t));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('expired');
  });

  it('lists every problem of a malformed post, stores no case and keeps the refused post', async () => {
    const rejectedBefore = (await store.listRejected()).length;
    const res = await casePost({ orgid: 'nope', retURL: 'https://evil.example/phish', email: 'not-an-email', subject: '', captcha_settings: '{', 'g-recaptcha-response': 'forged' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const page = await res.text();
    for (const text of ['orgid', 'org id starting with 00D', 'evil.example', 'not an allowed return host', 'not an email address', 'subject', 'description', 'captcha_settings', 'not issued by this service']) {
      expect(page).toContain(text);
    }
    expect(await store.listCases()).toHaveLength(before);
    const rejected = await store.listRejected();
    expect(rejected).toHaveLength(rejectedBefore + 1);
    expect(rejected.at(-1)!.fields).toMatchObject({ email: 'not-an-email' });
  });

  it('refuses other encodings (415), oversized bodies (413) and other methods (405)', async () => {
    const t = await token();
    expect((await casePost(base(t), 'application/json')).status).toBe(415);
    const big = await casePost({ ...base(t), description: 'x'.repeat(300 * 1024) });
    expect(big.status).toBe(413);
    // A body declared far over the bound is refused at once rather than read (the old code waited for all of it).
    const huge = await sendRaw(server.port, `POST ${WEB_TO_CASE_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 50000000\r\n\r\nsubject=x`);
    expect(huge.status).toBe(413);
    expect(huge.head).toMatch(/\r\nconnection: close/i);
    const get = await fetch(`${server.url}${WEB_TO_CASE_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await store.listCases()).toHaveLength(before);
  });

  it('stores a post with a NUL in a field (NUL removed, noted) and keeps storing the next one', async () => {
    const withNul = { ...base(await token()), subject: 'Rack\u0000', description: 'a\u0000b\u001b[2J' };
    const first = await casePost(withNul);
    expect(first.status).toBe(303);
    const second = await casePost(base(await token()));
    expect(second.status).toBe(303);
    const cases = await store.listCases();
    expect(cases).toHaveLength(before + 2);
    expect(cases.at(-2)).toMatchObject({
      subject: 'Rack',
      fields: { description: 'ab[2J', subject: 'Rack' },
      notes: [
        { field: 'subject', note: '1 control character removed (U+0000)' },
        { field: 'description', note: '2 control characters removed (U+0000, U+001B)' },
      ],
    });
    expect(cases.at(-1)).toMatchObject({ subject: 'Cracked rack', notes: [] });
  });

  it('refuses captcha_settings=null and other shapes with a 400 naming the field, and stores no case', async () => {
    for (const settings of ['null', '[]', '"local"', '{"keyname":"local","orgId":"00D5J0000001SPA"}']) {
      const res = await casePost({ ...base(await token()), captcha_settings: settings });
      expect(res.status, settings).toBe(400);
      expect(await res.text()).toContain('<code>captcha_settings</code>');
    }
    expect(await store.listCases()).toHaveLength(before);
  });

  it('redirects to retURL as the URL parser writes it: characters a header cannot carry are encoded', async () => {
    // Before: the raw text went into Location, writeHead threw after the case was stored, and the shopper saw 503.
    const res = await casePost({ ...base(await token()), retURL: 'http://127.0.0.1:4320/nl/€/\nx' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:4320/nl/%E2%82%AC/%20x');
    expect((await store.listCases()).at(-1)?.returnUrl).toBe('http://127.0.0.1:4320/nl/%E2%82%AC/%20x');
  });

  it('answers each method where it belongs: HEAD like GET, 405 with Allow for the others, 404 for unknown paths', async () => {
    expect((await fetch(`${server.url}/health`, { method: 'HEAD' })).status).toBe(200);
    const del = await fetch(`${server.url}/health`, { method: 'DELETE' });
    expect([del.status, del.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    const put = await fetch(`${server.url}/nowhere`, { method: 'PUT' });
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST, OPTIONS']);
    expect((await fetch(`${server.url}/recaptcha/token`)).status).toBe(405);
    expect((await sendRaw(server.port, 'GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(404);
    expect((await sendRaw(server.port, 'GET //health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(200);
    expect((await sendRaw(server.port, 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).status).toBe(400);
    expect((await sendRaw(server.port, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n')).status).toBe(405);
  });

  it('serves the captcha widget script and the cases listing', async () => {
    const js = await fetch(`${server.url}/recaptcha/api.js?onload=x&hl=de`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toContain('grecaptcha');
    const listing = (await (await fetch(`${server.url}/cases`)).json()) as { cases: unknown[]; rejected: unknown[] };
    expect(listing.cases.length).toBe(before);
  });
});

describe('failures inside the service', () => {
  /** A store whose every call fails with `error`. */
  const failingStore = (error: () => Error): CaseStore => ({
    addCase: () => Promise.reject(error()),
    addRejected: () => Promise.reject(error()),
    listCases: () => Promise.reject(error()),
    listRejected: () => Promise.reject(error()),
    close: () => Promise.resolve(),
  });

  it('answers 503 "send again" when the store fails, 500 for a bug, 400 for a refused post it could not keep, and keeps serving', async () => {
    const problems: string[] = [];
    for (const [error, status] of [[() => new CaseStoreError('disk full'), 503], [() => new TypeError('x is undefined'), 500]] as const) {
      const failing = await startWebToCaseServer({ store: failingStore(error), port: 0, returnHosts: ['127.0.0.1'], captcha, onProblem: (line) => problems.push(line) });
      try {
        const t = ((await (await fetch(`${failing.url}/recaptcha/token`, { method: 'POST' })).json()) as { token: string }).token;
        const post = await fetch(`${failing.url}${WEB_TO_CASE_PATH}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(base(t)).toString() });
        expect(post.status).toBe(status);
        expect(post.headers.get('location')).toBeNull();
        expect(await post.text()).toContain(status === 503 ? 'The case store is unavailable, send again' : 'nothing was stored');
        expect((await fetch(`${failing.url}/cases`)).status).toBe(status);
        const refused = await fetch(`${failing.url}${WEB_TO_CASE_PATH}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'subject=' });
        expect(refused.status).toBe(400);
        expect((await fetch(`${failing.url}/health`)).status).toBe(200);
      } finally {
        await failing.close();
      }
    }
    expect(problems.some((p) => p.includes('case store unavailable') && p.includes('disk full'))).toBe(true);
    expect(problems.some((p) => p.includes('internal error') && p.includes('x is undefined'))).toBe(true);
  });
});

describe('case store on disk', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-to-case-'));
  // A fresh machine: neither .data nor its parent exists yet (PGlite creates only the last level).
  const dir = path.join(root, 'fresh-clone', '.data', 'web-to-case');
  const bounds = { maxPosts: 5, maxBytes: 6_000, maxPostBytes: 2_000 };
  let disk: CaseStore;
  beforeAll(async () => {
    disk = await openCaseStore({ dataDir: dir, refusedBounds: bounds });
  });
  afterAll(async () => {
    await disk.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates the data folder with its parents and locks it against a second store', async () => {
    expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
    await expect(openCaseStore({ dataDir: dir })).rejects.toThrow(`web-to-case: the data folder ${dir} is held by another web-to-case service (process ${process.pid}, this one) since `);
  });

  it('keeps at most N refused posts and M bytes, oldest dropped first, each cut to the per-post bound', async () => {
    for (let i = 1; i <= 12; i++) await disk.addRejected(400, [{ field: 'email', problem: 'is not an email address' }], { n: String(i), description: 'x'.repeat(i % 3 === 0 ? 50_000 : 500) });
    const kept = await disk.listRejected();
    const sizes = kept.map((r) => Buffer.byteLength(JSON.stringify(r.problems)) + Buffer.byteLength(JSON.stringify(r.fields)));
    expect(kept.length).toBeLessThanOrEqual(bounds.maxPosts);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(bounds.maxBytes);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(bounds.maxPostBytes);
    // The newest survive, in order, and the cut one says how large it was.
    expect(kept.map((r) => r.fields['n'])).toEqual(['8', '9', '10', '11', '12'].slice(-kept.length));
    expect(kept.find((r) => r.fields['n'] === '9')?.truncatedFromBytes).toBeGreaterThan(50_000);
  });

  it('keeps cases across a restart, and the lock is given back on close', async () => {
    await disk.addCase({ orgId: '00D5J0000001WIN', returnUrl: 'http://127.0.0.1/', email: 'a@b.de', subject: 's', description: 'd', type: null, fields: { subject: 's' }, notes: [], captchaToken: 't' });
    await disk.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    disk = await openCaseStore({ dataDir: dir, refusedBounds: bounds });
    expect((await disk.listCases()).map((c) => c.subject)).toEqual(['s']);
    expect((await disk.listRejected()).length).toBeLessThanOrEqual(bounds.maxPosts);
  });
});
