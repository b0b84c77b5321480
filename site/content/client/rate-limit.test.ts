import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContentClient } from './create-content-client.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A CDN answering every request at once with one empty page of stories. */
function fakeCdn() {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(JSON.stringify({ stories: [], cv: 1, rels: [], links: [] }), { status: 200, headers: { 'content-type': 'application/json', 'per-page': '25', total: '0' } });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe('rate limit (seed spec §9)', () => {
  it.each([
    { name: 'a public token', extra: {}, perSecond: 5 },
    { name: 'an OAuth token', extra: { oauthToken: 'oauth-x' }, perSecond: 3 },
  ])('with $name, at most $perSecond requests start per second', async ({ extra, perSecond }) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const cdn = fakeCdn();
    const client = createContentClient({ brand: 'winora', token: 'winora-public', endpoint: 'http://cdn.test/v2', defaultLanguage: 'de', fetch: cdn.fetch, log: { warn: () => undefined, error: () => undefined }, ...extra });
    await client.flushCache();
    const pending = Array.from({ length: 8 }, (_, i) => client.getStories({ startsWith: `sitepages/structure/${i}/` }));
    await vi.advanceTimersByTimeAsync(10);
    expect(cdn.calls).toHaveLength(perSecond);
    await vi.advanceTimersByTimeAsync(1000);
    expect(cdn.calls.length).toBe(Math.min(8, perSecond * 2));
    await vi.advanceTimersByTimeAsync(2000);
    const results = await Promise.all(pending);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(cdn.calls).toHaveLength(8);
  });
});
