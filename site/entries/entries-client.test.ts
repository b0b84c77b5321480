import { describe, expect, it, vi } from 'vitest';
import { listEntries, submitEntry } from './entries-client.ts';

const entry = { answer: '1914', name: 'Anna', email: 'anna@example.com', consent: true, captchaToken: 't' };
const answer = (status: number, body: unknown = {}): typeof fetch => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;

describe('entries client', () => {
  it('posts JSON to the campaign and reads the id', async () => {
    const f = answer(201, { id: 'e-1' });
    expect(await submitEntry('http://127.0.0.1:4240/', 'raffle-1', entry, f)).toEqual({ kind: 'created', id: 'e-1' });
    const [url, init] = (f as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:4240/v1/campaigns/raffle-1/entries');
    expect(JSON.parse(String(init.body))).toEqual(entry);
  });
  it('sends the contest photo as multipart', async () => {
    const f = answer(201, { id: 'e-2' });
    await submitEntry('http://x', 'contest', { ...entry, photo: new Blob(['x'], { type: 'image/png' }) }, f);
    const body = (f as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]![1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('email')).toBe('anna@example.com');
    expect(body.get('photo')).toBeInstanceOf(Blob);
  });
  it('maps 409, 410, 400 fields, 5xx and network failures to values', async () => {
    expect(await submitEntry('http://x', 'c', entry, answer(409))).toEqual({ kind: 'duplicate' });
    expect(await submitEntry('http://x', 'c', entry, answer(410))).toEqual({ kind: 'closed' });
    expect(await submitEntry('http://x', 'c', entry, answer(400, { errors: [{ field: 'email' }, { field: 'captchaToken' }] }))).toEqual({ kind: 'invalid', fields: ['email', 'captcha'] });
    expect(await submitEntry('http://x', 'c', entry, answer(503))).toEqual({ kind: 'unavailable' });
    expect(await submitEntry('http://x', 'c', entry, vi.fn(async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch)).toEqual({ kind: 'unavailable' });
  });
  it('lists entries, null when the service is down', async () => {
    expect(await listEntries('http://x', 'c', { fetchImpl: answer(200, { entries: [{ id: 'a', name: 'Anna K.' }] }) })).toEqual([{ id: 'a', name: 'Anna K.' }]);
    expect(await listEntries('http://x', 'c', { fetchImpl: answer(500) })).toBeNull();
  });
});
