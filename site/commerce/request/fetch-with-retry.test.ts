import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRetryingFetch, DEFAULT_RETRY_POLICY, describeFetchFailure, formatRetry, retryBudgetMs, retryDelayMs, withoutSecrets, type RetryNotice } from './fetch-with-retry.ts';

afterEach(() => {
  vi.useRealTimers();
});

const URL_WITH_TOKEN = 'http://cdn.test/v2/cdn/stories?token=secret-token&language=de';
const ok = (): Response => new Response('{"stories":[]}', { status: 200, headers: { 'content-type': 'application/json' } });
const status = (code: number, text = ''): Response => new Response('{"error":"nope"}', { status: code, statusText: text });

/** A fetch answering from a script, one entry per call; records what it was asked. */
function scripted(...answers: (Response | Error | 'hang' | 'stall-body')[]) {
  const calls: { url: string; method: string; body: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : null;
    calls.push({ url: request?.url ?? String(input), method: init?.method ?? request?.method ?? 'GET', body: request ? await request.text() : typeof init?.body === 'string' ? init.body : null });
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (next instanceof Error) throw next;
    const signal = init?.signal;
    if (next === 'hang') return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    if (next === 'stall-body') {
      // Headers at once, then a body that never ends (until aborted).
      const body = new ReadableStream({ start: (c) => { c.enqueue(new TextEncoder().encode('{"sto')); signal?.addEventListener('abort', () => c.error(signal.reason)); } });
      return new Response(body, { status: 200 });
    }
    return (next as Response).clone();
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

const refused = (): Error => new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4190'), { code: 'ECONNREFUSED' }) });

describe('createRetryingFetch', () => {
  it('one 503 then 200: succeeds after one retry and logs one line naming method, URL without token, cause, attempt and delay', async () => {
    vi.useFakeTimers();
    const api = scripted(status(503, 'Service Unavailable'), ok());
    const notices: RetryNotice[] = [];
    const fetch = createRetryingFetch({ fetch: api.fetch, onRetry: (n) => notices.push(n), random: () => 1 });
    const pending = fetch(URL_WITH_TOKEN);
    await vi.advanceTimersByTimeAsync(999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stories: [] });
    expect(api.calls).toHaveLength(2);
    expect(notices.map(formatRetry)).toEqual(['retrying GET http://cdn.test/v2/cdn/stories?language=de (HTTP 503 Service Unavailable), attempt 2 of 6 in 1000 ms']);
  });

  it('backs off exponentially with jitter and a cap, then hands back the last 5xx answer', async () => {
    vi.useFakeTimers();
    const api = scripted(status(502, 'Bad Gateway'));
    const notices: RetryNotice[] = [];
    const fetch = createRetryingFetch({ fetch: api.fetch, onRetry: (n) => notices.push(n), random: () => 0.5, policy: { maxDelayMs: 6000 } });
    const pending = fetch('http://shop.test/store-api/product', { method: 'POST', body: '{"page":1}' });
    await vi.advanceTimersByTimeAsync(60_000);
    const response = await pending;
    expect(response.status).toBe(502);
    expect(api.calls).toHaveLength(6);
    expect(api.calls.every((c) => c.method === 'POST' && c.body === '{"page":1}')).toBe(true);
    // Steps 1, 2, 4, 8, 16 s; jitter 0.5 at random 0.5 gives 3/4 of each step; the cap is 6 s.
    expect(notices.map((n) => n.delayMs)).toEqual([750, 1500, 3000, 6000, 6000]);
    expect(notices.map((n) => `${n.attempt}/${n.attempts}`)).toEqual(['2/6', '3/6', '4/6', '5/6', '6/6']);
  });

  it('a hanging API times out per try, and the last error names the URL and the timeout', async () => {
    vi.useFakeTimers();
    const api = scripted('hang');
    const notices: RetryNotice[] = [];
    const fetch = createRetryingFetch({ fetch: api.fetch, onRetry: (n) => notices.push(n), policy: { maxRetries: 2, timeoutMs: 5000 }, random: () => 0 });
    const pending = fetch(URL_WITH_TOKEN);
    const failed = expect(pending).rejects.toThrow('GET http://cdn.test/v2/cdn/stories?language=de failed after 3 attempts: timeout after 5000 ms');
    await vi.advanceTimersByTimeAsync(5000 + 500 + 5000 + 1000 + 5000);
    await failed;
    expect(api.calls).toHaveLength(3);
    expect(notices[0]?.cause).toBe('timeout after 5000 ms');
  });

  it('a body that stalls after the headers is a timeout too', async () => {
    vi.useFakeTimers();
    const api = scripted('stall-body', ok());
    const notices: RetryNotice[] = [];
    const fetch = createRetryingFetch({ fetch: api.fetch, onRetry: (n) => notices.push(n), policy: { timeoutMs: 2000 }, random: () => 0 });
    const pending = fetch('http://cdn.test/v2/cdn/stories');
    await vi.advanceTimersByTimeAsync(2000 + 500);
    expect((await pending).status).toBe(200);
    expect(notices.map((n) => n.cause)).toEqual(['timeout after 2000 ms']);
  });

  it('ECONNREFUSED is retried and the last error names the URL and ECONNREFUSED', async () => {
    vi.useFakeTimers();
    const api = scripted(refused());
    const lines: string[] = [];
    const fetch = createRetryingFetch({ fetch: api.fetch, onRetry: (n) => lines.push(formatRetry(n)), random: () => 0 });
    const failed = expect(fetch(URL_WITH_TOKEN)).rejects.toThrow('GET http://cdn.test/v2/cdn/stories?language=de failed after 6 attempts: ECONNREFUSED');
    await vi.advanceTimersByTimeAsync(60_000);
    await failed;
    expect(api.calls).toHaveLength(6);
    expect(lines[0]).toBe('retrying GET http://cdn.test/v2/cdn/stories?language=de (ECONNREFUSED), attempt 2 of 6 in 500 ms');
    expect(lines.join('\n')).not.toContain('secret-token');
  });

  it('names ECONNREFUSED of a real refused connection (undici hides it behind "fetch failed")', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const fetch = createRetryingFetch({ policy: { maxRetries: 0 }, onRetry: () => undefined });
    await expect(fetch(`http://127.0.0.1:${port}/v2/cdn/stories`)).rejects.toThrow(`GET http://127.0.0.1:${port}/v2/cdn/stories failed after 1 attempt: ECONNREFUSED`);
  });

  it.each([400, 401, 404, 422])('does not retry HTTP %i', async (code) => {
    const api = scripted(status(code), ok());
    const onRetry = vi.fn();
    const response = await createRetryingFetch({ fetch: api.fetch, onRetry })('http://cdn.test/v2/cdn/stories/x');
    expect(response.status).toBe(code);
    expect(api.calls).toHaveLength(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('waits at least what Retry-After asks (429), within the cap', async () => {
    vi.useFakeTimers();
    const api = scripted(new Response('', { status: 429, statusText: 'Too Many Requests', headers: { 'retry-after': '3' } }), ok());
    const notices: RetryNotice[] = [];
    const pending = createRetryingFetch({ fetch: api.fetch, onRetry: (n) => notices.push(n), random: () => 0 })('http://cdn.test/v2/cdn/stories');
    await vi.advanceTimersByTimeAsync(3000);
    expect((await pending).status).toBe(200);
    expect(notices).toEqual([expect.objectContaining({ cause: 'HTTP 429 Too Many Requests', status: 429, delayMs: 3000 })]);
  });

  it('sends a Request body again on every try', async () => {
    vi.useFakeTimers();
    const api = scripted(status(503), ok());
    const pending = createRetryingFetch({ fetch: api.fetch, onRetry: () => undefined })(new Request('http://shop.test/store-api/product', { method: 'POST', body: '{"limit":100}' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect((await pending).status).toBe(200);
    expect(api.calls.map((c) => c.body)).toEqual(['{"limit":100}', '{"limit":100}']);
  });

  it('stops at once when the caller aborts (no retry)', async () => {
    vi.useFakeTimers();
    const api = scripted('hang');
    const onRetry = vi.fn();
    const controller = new AbortController();
    const pending = createRetryingFetch({ fetch: api.fetch, onRetry })('http://cdn.test/v2/cdn/stories', { signal: controller.signal });
    const aborted = expect(pending).rejects.toThrow('stop');
    controller.abort(new Error('stop'));
    await aborted;
    expect(api.calls).toHaveLength(1);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('policy helpers', () => {
  it('the default policy is frozen data', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({ maxRetries: 5, baseDelayMs: 1000, maxDelayMs: 10_000, jitter: 0.5, timeoutMs: 30_000 });
    expect(Object.isFrozen(DEFAULT_RETRY_POLICY)).toBe(true);
  });

  it('retryDelayMs doubles per retry, jitters the last share and caps', () => {
    const p = DEFAULT_RETRY_POLICY;
    expect([1, 2, 3, 4, 5].map((r) => retryDelayMs(p, r, () => 1))).toEqual([1000, 2000, 4000, 8000, 10_000]);
    expect([1, 2, 3].map((r) => retryDelayMs(p, r, () => 0))).toEqual([500, 1000, 2000]);
    expect(retryDelayMs(p, 1, () => 0, 60_000)).toBe(10_000);
  });

  it('retryBudgetMs bounds one request: every try timing out plus every wait at its step', () => {
    expect(retryBudgetMs()).toBe(6 * 30_000 + 1000 + 2000 + 4000 + 8000 + 10_000);
  });

  it('withoutSecrets drops credential parameters and user info', () => {
    expect(withoutSecrets('http://u:p@cdn.test/v2/cdn/stories?token=abc&language=de&access_token=x')).toBe('http://cdn.test/v2/cdn/stories?language=de');
  });

  it('describeFetchFailure digs the system code out of undici’s error (also an AggregateError)', () => {
    expect(describeFetchFailure(refused())).toBe('ECONNREFUSED');
    expect(describeFetchFailure(new TypeError('fetch failed', { cause: new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]) }))).toBe('ECONNREFUSED');
    expect(describeFetchFailure(new Error('socket hang up'))).toBe('socket hang up');
    expect(describeFetchFailure(new TypeError('fetch failed', { cause: new Error('bad port') }))).toBe('bad port');
  });
});
