import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCaptchaTokens } from './captcha-tokens.ts';
import { openCaseStore, type CaseStore } from './case-store.ts';
import { startWebToCaseServer, WEB_TO_CASE_PATH, type WebToCaseServer } from './create-web-to-case-server.ts';

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
    const get = await fetch(`${server.url}${WEB_TO_CASE_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await store.listCases()).toHaveLength(before);
  });

  it('serves the captcha widget script and the cases listing', async () => {
    const js = await fetch(`${server.url}/recaptcha/api.js?onload=x&hl=de`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toContain('grecaptcha');
    const listing = (await (await fetch(`${server.url}/cases`)).json()) as { cases: unknown[]; rejected: unknown[] };
    expect(listing.cases.length).toBe(before);
  });
});

describe('case store durability', () => {
  it('keeps cases across a restart of the store (data directory)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-to-case-'));
    try {
      const first = await openCaseStore(dir);
      await first.addCase({ orgId: '00D5J0000001WIN', returnUrl: 'http://127.0.0.1/', email: 'a@b.de', subject: 's', description: 'd', type: null, fields: { subject: 's' }, captchaToken: 't' });
      await first.close();
      const second = await openCaseStore(dir);
      expect((await second.listCases()).map((c) => c.subject)).toEqual(['s']);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
