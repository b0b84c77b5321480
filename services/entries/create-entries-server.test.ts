import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { Campaign } from './load-campaigns.ts';
import { runEntries } from './main.ts';

const END = Date.parse('2027-06-30T22:00:00Z');
const CAMPAIGNS: ReadonlyMap<string, Campaign> = new Map([
  ['raffle-2027', { id: 'raffle-2027', endsAt: END, photo: false }],
  ['contest-2027', { id: 'contest-2027', endsAt: END, photo: true }],
]);

const dirs: string[] = [];
const services: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const s of services.splice(0)) await s.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function start(o: { dataDir?: string; now?: number } = {}) {
  const dataDir = o.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'entries-'));
  if (!o.dataDir) dirs.push(dataDir);
  let now = o.now ?? Date.parse('2027-01-10T10:00:00Z');
  const logged: string[] = [];
  const service = await runEntries({ port: 0, dataDir, campaigns: CAMPAIGNS, clock: () => now, log: (l) => logged.push(l) });
  services.push(service);
  const token = async (): Promise<string> => ((await (await fetch(`${service.url}/recaptcha/token`, { method: 'POST' })).json()) as { token: string }).token;
  const postJson = async (campaign: string, body: Record<string, unknown>) => {
    const res = await fetch(`${service.url}/v1/campaigns/${campaign}/entries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { id?: string; error?: { message: string }; errors?: { field: string; message: string }[] } };
  };
  const postForm = async (campaign: string, fields: Record<string, string>, photo?: { bytes: Uint8Array; name: string; type: string }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    if (photo) form.set('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
    const res = await fetch(`${service.url}/v1/campaigns/${campaign}/entries`, { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as { id?: string; errors?: { field: string; message: string }[] } };
  };
  return { service, dataDir, logged, token, postJson, postForm, setNow: (t: number) => void (now = t) };
}

const valid = (token: string, email = 'anna.koehler@example.com') => ({ answer: '1914', name: 'Anna Köhler', email, consent: true, captchaToken: token });
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg().toBuffer();

describe('entries service', () => {
  it('stores a raffle entry (201 with its id) and refuses a second one of the same email in other case and spacing (409)', async () => {
    const s = await start();
    const first = await s.postJson('raffle-2027', valid(await s.token()));
    expect(first.status).toBe(201);
    expect(first.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await s.postJson('raffle-2027', valid(await s.token(), '  Anna.Koehler@EXAMPLE.com '));
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toMatch(/already entered this campaign/);
    expect(again.body.errors).toEqual([{ field: 'email', message: 'has already entered this campaign' }]);
    // Another campaign is another draw: the same email may enter it.
    const other = await s.postForm('contest-2027', { ...valid(await s.token()), consent: 'on' }, { bytes: await picture(400, 300), name: 'a.jpg', type: 'image/jpeg' });
    expect(other.status).toBe(201);
  });

  it('answers 400 naming each field that is wrong, and stores nothing', async () => {
    const s = await start();
    const cases: [Record<string, unknown>, string][] = [
      [{ answer: '   ' }, 'answer'],
      [{ answer: 'x'.repeat(501) }, 'answer'],
      [{ name: '' }, 'name'],
      [{ name: 'Anna\u202eevil' }, 'name'],
      [{ email: 'anna@' }, 'email'],
      [{ email: 'anna example.com' }, 'email'],
      [{ consent: false }, 'consent'],
      [{ consent: 'yes please' }, 'consent'],
      [{ captchaToken: '' }, 'captchaToken'],
    ];
    for (const [change, field] of cases) {
      const res = await s.postJson('raffle-2027', { ...valid(await s.token()), ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.map((e) => e.field), JSON.stringify(change)).toEqual([field]);
    }
    const all = await s.postJson('raffle-2027', {});
    expect(all.body.errors?.map((e) => e.field)).toEqual(['answer', 'name', 'email', 'consent', 'captchaToken']);
    expect((await s.postJson('raffle-2027', valid(await s.token()))).status).toBe(201);
  });

  it('refuses a captcha answer it never gave out, and one already used', async () => {
    const s = await start();
    expect((await s.postJson('raffle-2027', valid('local-captcha.forged'))).body.errors).toEqual([{ field: 'captchaToken', message: expect.stringMatching(/not an answer/) }]);
    const token = await s.token();
    expect((await s.postJson('raffle-2027', valid(token))).status).toBe(201);
    const reused = await s.postJson('raffle-2027', valid(token, 'someone.else@example.com'));
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.[0]).toEqual({ field: 'captchaToken', message: expect.stringMatching(/already used/) });
  });

  it('answers 410 from the campaign end on, and takes entries until then', async () => {
    const s = await start({ now: END - 1 });
    expect((await s.postJson('raffle-2027', valid(await s.token()))).status).toBe(201);
    s.setNow(END);
    const late = await s.postJson('raffle-2027', valid(await s.token(), 'late@example.com'));
    expect(late.status).toBe(410);
    expect(late.body.error?.message).toMatch(/ended/);
  });

  it('unknown campaigns are 404, other content types 415', async () => {
    const s = await start();
    expect((await s.postJson('no-such-thing', valid(await s.token()))).status).toBe(404);
    const res = await fetch(`${s.service.url}/v1/campaigns/raffle-2027/entries`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(res.status).toBe(415);
  });

  it('contest: a photo is required, checked by its bytes not its name, and re-encoded into widths the gallery lists', async () => {
    const s = await start();
    const fields = { ...valid('x'), consent: 'true' };
    const none = await s.postForm('contest-2027', { ...fields, captchaToken: await s.token() });
    expect(none.body.errors?.map((e) => e.field)).toEqual(['photo']);
    const fake = await s.postForm('contest-2027', { ...fields, captchaToken: await s.token() }, { bytes: new TextEncoder().encode('<svg onload=alert(1)>'), name: 'me.jpg', type: 'image/jpeg' });
    expect(fake.status).toBe(400);
    expect(fake.body.errors).toEqual([{ field: 'photo', message: 'is not a JPEG, PNG or WebP picture' }]);
    const truncated = (await picture(800, 600)).subarray(0, 200);
    expect((await s.postForm('contest-2027', { ...fields, captchaToken: await s.token() }, { bytes: truncated, name: 'a.jpg', type: 'image/jpeg' })).body.errors?.[0]?.field).toBe('photo');
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 4, background: '#c0392b' } }).png().toBuffer();
    const ok = await s.postForm('contest-2027', { ...fields, captchaToken: await s.token() }, { bytes: png, name: 'ride.png', type: 'image/png' });
    expect(ok.status).toBe(201);
    const list = (await (await fetch(`${s.service.url}/v1/campaigns/contest-2027/entries?limit=10`)).json()) as { total: number; entries: { id: string; name: string; photo: { width: number; height: number; sources: { width: number; url: string }[] } }[] };
    expect(list.total).toBe(1);
    const [entry] = list.entries;
    expect(entry?.name).toBe('Anna K.');
    expect(JSON.stringify(list)).not.toContain('example.com');
    expect(entry?.photo.sources.map((p) => p.width)).toEqual([320, 640, 1280]);
    expect(entry?.photo).toMatchObject({ width: 1280, height: 960 });
    const file = await fetch(entry?.photo.sources[0]?.url ?? '');
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(320);
  }, 60_000);

  it('a photo larger than the limit is refused with 413 naming the photo', async () => {
    const s = await start();
    const big = new Uint8Array(9 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const res = await s.postForm('contest-2027', { ...valid(await s.token()), consent: 'on' }, { bytes: big, name: 'big.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(413);
    expect(res.body.errors?.[0]?.field).toBe('photo');
  });

  it('keeps entries over a restart (the duplicate is still refused) and reports a corrupted line instead of failing', async () => {
    const first = await start();
    expect((await first.postJson('raffle-2027', valid(await first.token()))).status).toBe(201);
    await first.service.close();
    services.splice(services.indexOf(first.service), 1);
    fs.appendFileSync(path.join(first.dataDir, 'entries.jsonl'), '{"id": "torn');
    const second = await start({ dataDir: first.dataDir });
    expect(second.logged.some((l) => /entries\.jsonl:2: not JSON; line skipped/.test(l))).toBe(true);
    expect((await second.postJson('raffle-2027', valid(await second.token(), 'ANNA.KOEHLER@example.com'))).status).toBe(409);
    expect((await second.postJson('raffle-2027', valid(await second.token(), 'ben@example.com'))).status).toBe(201);
    const lines = fs.readFileSync(path.join(first.dataDir, 'entries.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2] ?? '').email).toBe('ben@example.com');
  });

  it('a second service on the same data folder is refused while the first runs', async () => {
    const first = await start();
    await expect(runEntries({ port: 0, dataDir: first.dataDir, campaigns: CAMPAIGNS })).rejects.toThrow(/held by another entries service/);
  });

  it('lists published entries by page with limit and offset, newest first; bad paging is a 400', async () => {
    const s = await start();
    for (const name of ['Carla Rossi', 'Jean', 'Émile Zola']) {
      const res = await s.postForm('contest-2027', { ...valid(await s.token(), `${name.split(' ')[0]}@example.com`), name, consent: 'on' }, { bytes: await picture(500, 500), name: 'p.jpg', type: 'image/jpeg' });
      expect(res.status).toBe(201);
    }
    const page = (await (await fetch(`${s.service.url}/v1/campaigns/contest-2027/entries?limit=2&offset=1`)).json()) as { total: number; entries: { name: string }[] };
    expect(page.total).toBe(3);
    expect(page.entries.map((e) => e.name)).toEqual(['Jean', 'Carla R.']);
    expect((await fetch(`${s.service.url}/v1/campaigns/contest-2027/entries?limit=-1`)).status).toBe(400);
  }, 60_000);
});
