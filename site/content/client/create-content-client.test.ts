/**
 * storyblok-js-client (through createContentClient) against the local content service over loopback:
 * pagination, relations in batches of 50, 429 bursts absorbed, 404 and 401 surfaced.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startContentService, type ContentService } from '../../../services/content/create-content-server.ts';
import { FAQ_COUNT, writeTestContent } from '../../../services/content/testing/write-test-content.ts';
import { createContentClient, type ContentClientOptions } from './create-content-client.ts';


let dir = '';
let service: ContentService;
const requests: { path: string; query: URLSearchParams; status: number }[] = [];
const warnings: string[] = [];
const errors: string[] = [];

beforeAll(async () => {
  dir = await writeTestContent();
  service = await startContentService({ contentDir: dir, port: 0, onRequest: (r) => requests.push(r) });
});
afterAll(async () => {
  await service.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  requests.length = 0;
  warnings.length = 0;
  errors.length = 0;
  service.setFaults({});
});

async function client(options: Partial<ContentClientOptions> = {}) {
  const c = createContentClient({
    brand: 'winora',
    token: 'winora-public',
    endpoint: `${service.url}/v2`,
    defaultLanguage: 'de',
    rateLimit: 1000,
    // Short steps so the suite does not wait: 5, 10, 20, 40, 40 ms (no jitter).
    retry: { baseDelayMs: 5, maxDelayMs: 40, jitter: 0 },
    log: { warn: (m) => warnings.push(m), error: (m) => errors.push(m) },
    ...options,
  });
  // The library's memory cache is shared by every instance: start each test cold.
  await c.flushCache();
  return c;
}
const apiRequests = () => requests.filter((r) => r.path.startsWith('/v2/'));

describe('getStory', () => {
  it('maps the story into our types: language, group, translations, assets, links, relations', async () => {
    const c = await client();
    const result = await c.getStory('sitepages/structure/service/kontakt', { resolveRelations: ['faq_list.faqs'], resolveLinks: 'url' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const story = result.value;
    expect(story).toMatchObject({ fullSlug: 'sitepages/structure/service/kontakt', slug: 'kontakt', name: 'Kontakt', language: 'de', tags: ['service'] });
    expect(story.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(story.alternates).toEqual([{ lang: 'en', fullSlug: 'sitepages/structure/service/contact-us', name: 'Contact' }]);
    const en = await c.getStory('sitepages/structure/service/contact-us', { language: 'en' });
    expect(en.ok && en.value.groupId).toBe(story.groupId);
    expect(en.ok && en.value.language).toBe('en');

    const hero = story.content['hero'] as Record<string, unknown>;
    expect(hero).toMatchObject({ fieldtype: 'asset', alt: 'Radfahrerin in der Stadt', focus: '900x100:1000x200' });
    expect(hero['filename']).toMatch(new RegExp(`^${service.url}/f/\\d+/1200x600/[0-9a-f]+/heroes/city\\.jpg$`));
    const body = story.content['body'] as Record<string, unknown>[];
    const faqs = body[0]?.['faqs'] as { full_slug: string; content: Record<string, unknown> }[];
    expect(faqs.map((f) => f.full_slug)).toEqual(['sitecentralcontent/faqs/frage-001', 'sitecentralcontent/faqs/frage-002']);
    expect(faqs[0]?.content).toMatchObject({ component: 'faq', question: 'Frage 001?' });
    expect(body[1]?.['link']).toMatchObject({ linktype: 'story', fieldtype: 'multilink', cached_url: 'sitepages/structure/service/faqs', story: { full_slug: 'sitepages/structure/service/faqs', name: 'FAQ', url: 'sitepages/structure/service/faqs' } });
    expect(body[1]?.['mail']).toMatchObject({ linktype: 'email', email: 'service@winora.example', fieldtype: 'multilink', cached_url: '' });
    const mark = (body[2]!['text'] as { content: { content: { marks: { attrs: Record<string, unknown> }[] }[] }[] }).content[0]?.content[0]?.marks[0]?.attrs;
    expect(mark).toMatchObject({ linktype: 'story', href: '/sitepages/structure/service/faqs', story: { full_slug: 'sitepages/structure/service/faqs' } });
    expect(JSON.stringify(story)).not.toContain('winora-public');
  });

  it('surfaces 404 and 401 as values with the status text', async () => {
    const c = await client();
    const missing = await c.getStory('sitepages/structure/nope');
    expect(missing).toEqual({ ok: false, error: expect.objectContaining({ type: 'http/404', status: 404, retryable: false, message: expect.stringContaining('This record could not be found') }) });
    const wrong = await (await client({ token: 'not-a-token' })).getStory('sitepages/structure/service/kontakt');
    expect(wrong).toEqual({ ok: false, error: expect.objectContaining({ type: 'http/401', status: 401, message: expect.stringContaining('Unauthorized') }) });
    const draftWithPublic = await c.getStory('sitepages/structure/service/kontakt', { version: 'draft' });
    expect(draftWithPublic.ok ? 0 : draftWithPublic.error.status).toBe(401);
  });

  it('reads drafts with the preview token', async () => {
    const c = await client({ token: 'winora-preview', mode: 'preview' });
    const draft = await c.getStory('sitepages/structure/news/misano-event');
    expect(draft.ok && draft.value.content['title']).toBe('Misano, überarbeitet');
    expect(draft.ok && draft.value.content._editable).toContain('#storyblok#');
    const unpublished = await c.getStory('sitepages/structure/news/neu');
    expect(unpublished.ok && unpublished.value.publishedAt).toBe(null);
    const published = await (await client()).getStory('sitepages/structure/news/neu');
    expect(published.ok ? 0 : published.error.status).toBe(404);
  });

  it('rejects resolve_links values other than 1, story, url, link without a request', async () => {
    const c = await client();
    const result = await c.getStory('sitepages/structure/service/kontakt', { resolveLinks: 'everything' as never });
    expect(result.ok ? '' : result.error.type).toBe('invalid-request');
    expect(apiRequests()).toHaveLength(0);
  });
});

describe('lists', () => {
  it('getAllStories pages through the per-page and total headers', async () => {
    const c = await client();
    const result = await c.getAllStories({ startsWith: 'sitecentralcontent/faqs/', sortBy: 'position:asc' });
    expect(result.ok && result.value.length).toBe(FAQ_COUNT);
    expect(result.ok && result.value[0]?.name).toBe('Frage 001');
    expect(result.ok && result.value[0]?.language).toBe('de');
    expect(result.ok && result.value.at(-1)?.name).toBe('Frage 120');
    const pages = apiRequests().map((r) => `${r.query.get('per_page')}/${r.query.get('page')}`).sort();
    expect(pages).toEqual(['25/1', '25/2', '25/3', '25/4', '25/5']);
  });

  it('getStories answers one page with total and per-page', async () => {
    const c = await client();
    const result = await c.getStories({ startsWith: 'sitecentralcontent/faqs/', perPage: 10, page: 12 });
    expect(result.ok && { total: result.value.total, perPage: result.value.perPage, n: result.value.stories.length }).toEqual({ total: FAQ_COUNT, perPage: 10, n: 10 });
  });

  it('fetches relations above the limit in batches of 50 by uuid', async () => {
    const c = await client();
    const result = await c.getStory('sitepages/structure/service/faqs', { resolveRelations: ['faq_list.faqs'] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const faqs = (result.value.content['body'] as Record<string, unknown>[])[0]?.['faqs'] as { content: { component: string } }[];
    expect(faqs).toHaveLength(FAQ_COUNT);
    expect(faqs.every((f) => typeof f === 'object' && f.content.component === 'faq')).toBe(true);
    const batches = apiRequests().filter((r) => r.query.has('by_uuids'));
    expect(batches.map((r) => r.query.get('by_uuids')?.split(',').length)).toEqual([50, 50, 20]);
    expect(batches.every((r) => r.query.get('per_page') === '50')).toBe(true);
  });
});

describe('429, 5xx, hangs and the cache', () => {
  it('absorbs a 429 burst with increasing delays and warns once per retry', async () => {
    service.setFaults({ rateLimitBurst: 4 });
    const c = await client();
    const result = await c.getStory('sitepages/structure/service/kontakt');
    expect(result.ok).toBe(true);
    expect(apiRequests().map((r) => r.status)).toEqual([429, 429, 429, 429, 200]);
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/^Content query retrying GET http:\/\/127\.0\.0\.1:\d+\/v2\/cdn\/stories\/sitepages\/structure\/service\/kontakt\?.* \(HTTP 429 Too Many Requests\), attempt 2 of 6 in 5 ms; too many 429 retries may fail the build$/);
    expect(warnings.map((w) => /in (\d+) ms/.exec(w)?.[1])).toEqual(['5', '10', '20', '40']);
    expect(warnings.join('\n')).not.toContain('winora-public');
  });

  it('gives up after 5 retries with a 429 value naming the URL (the library adds no retry of its own)', async () => {
    service.setFaults({ rateLimitBurst: 50 });
    const c = await client();
    const result = await c.getStory('sitepages/structure/service/kontakt');
    expect(result.ok ? 0 : result.error).toMatchObject({ type: 'http/429', status: 429, retryable: true });
    expect(result.ok ? '' : result.error.message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/v2\/cdn\/stories\/sitepages\/structure\/service\/kontakt\?.* failed after 6 attempts: HTTP 429 Too Many Requests$/);
    expect(result.ok ? '' : result.error.message).not.toContain('winora-public');
    expect(apiRequests()).toHaveLength(6);
  });

  it('retries 10 times in the shop layer', async () => {
    service.setFaults({ rateLimitBurst: 10 });
    const c = await client({ maxRetries: 10, cacheClear: 'auto' });
    expect((await c.getStory('sitepages/structure/service/kontakt')).ok).toBe(true);
    expect(apiRequests()).toHaveLength(11);
  });

  it('one 503 then 200: the read succeeds (a transient 5xx no longer fails the build) and the retry is logged', async () => {
    service.setFaults({ errorCount: 1, errorStatus: 503 });
    const c = await client();
    const result = await c.getAllStories({ startsWith: 'sitecentralcontent/faqs/' });
    expect(result.ok && result.value.length).toBe(FAQ_COUNT);
    expect(apiRequests()[0]?.status).toBe(503);
    expect(warnings).toEqual([expect.stringMatching(/^Content query retrying GET .*\/v2\/cdn\/stories\?.* \(HTTP 503 Service Unavailable\), attempt 2 of 6 in 5 ms; too many 429 retries may fail the build$/)]);
  });

  it('a lasting 5xx is a retryable value naming URL and status, with the build warning', async () => {
    service.setFaults({ errorCount: 50, errorStatus: 502 });
    const c = await client({ maxRetries: 2 });
    const result = await c.getStory('sitepages/structure/service/kontakt');
    expect(result.ok ? 0 : result.error).toMatchObject({ type: 'http/502', status: 502, retryable: true });
    expect(result.ok ? '' : result.error.message).toMatch(/cdn\/stories\/sitepages\/structure\/service\/kontakt\?.* failed after 3 attempts: HTTP 502/);
    expect(apiRequests()).toHaveLength(3);
    expect(warnings.at(-1)).toMatch(/failed after 3 attempts: HTTP 502.*too many 429 retries may fail the build/);
  });

  it('a hanging API times out per try and fails naming the URL and the timeout', async () => {
    service.setFaults({ latencyMs: 1000 });
    const c = await client({ maxRetries: 1, retry: { baseDelayMs: 1, timeoutMs: 50 } });
    const result = await c.getStory('sitepages/structure/service/kontakt');
    expect(result.ok ? 0 : result.error).toMatchObject({ type: 'timeout', retryable: true });
    expect(result.ok ? '' : result.error.message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/v2\/cdn\/stories\/sitepages\/structure\/service\/kontakt\?.* failed after 2 attempts: timeout after 50 ms$/);
    expect(warnings[0]).toMatch(/\(timeout after 50 ms\), attempt 2 of 2/);
  });

  it('a refused connection fails naming the URL and ECONNREFUSED', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const c = await client({ endpoint: `http://127.0.0.1:${port}/v2`, maxRetries: 1, retry: { baseDelayMs: 1 } });
    const result = await c.getAllStories({ startsWith: 'sitepages/' });
    expect(result.ok ? 0 : result.error).toMatchObject({ type: 'network', retryable: true });
    expect(result.ok ? '' : result.error.message).toMatch(new RegExp(`^GET http://127\\.0\\.0\\.1:${port}/v2/cdn/stories\\?.* failed after 2 attempts: ECONNREFUSED$`));
    expect(warnings[0]).toMatch(/\(ECONNREFUSED\), attempt 2 of 2 in \d+ ms$/);
  });

  it('names every story of a list answer that lacks a field (a missing full_slug)', async () => {
    const list = { stories: [{ id: 1, uuid: 'u1', name: 'Ok', slug: 'ok', full_slug: 'sitepages/structure/ok', content: { component: 'page' } }, { id: 7, uuid: 'u7', name: 'Kontakt', slug: 'kontakt', content: { component: 'page' } }], cv: 1 };
    const fetch = (async () => new Response(JSON.stringify(list), { status: 200, headers: { 'content-type': 'application/json', 'per-page': '100', total: '2' } })) as typeof globalThis.fetch;
    const c = await client({ endpoint: 'http://cdn.test/v2', fetch });
    const result = await c.getStories({ startsWith: 'sitepages/' });
    expect(result.ok ? '' : result.error.message).toBe('Unexpected stories answer: story #2 (id 7, "Kontakt", slug kontakt): full_slug: Invalid key: Expected "full_slug" but received undefined');
  });

  it('caches published answers by token and cv until flushed (manual clear)', async () => {
    const c = await client();
    await c.getStory('sitepages/structure/service/kontakt');
    await c.getStory('sitepages/structure/service/kontakt');
    expect(apiRequests()).toHaveLength(2); // the first answer taught the cv; the second URL carries it
    await c.getStory('sitepages/structure/service/kontakt');
    expect(apiRequests()).toHaveLength(2);
    expect(apiRequests()[1]?.query.get('cv')).toBe(String(c.cacheVersion()));
    await c.flushCache();
    await c.getStory('sitepages/structure/service/kontakt');
    expect(apiRequests()).toHaveLength(3);
  });

  it('logs a console error without a token and uses the embedded default', async () => {
    const c = await client({ token: undefined as never });
    expect(errors[0]).toMatch(/no public access token for winora.*embedded default/);
    expect(c.hasToken).toBe(false);
    expect((await c.getStory('sitepages/structure/service/kontakt')).ok).toBe(true);
    expect(apiRequests()[0]?.query.get('token')).toBe('winora-public');
  });
});

describe('spaceVersion', () => {
  it('asks the space now: the same until a story changes, then another', async () => {
    const c = await client();
    const first = await c.spaceVersion();
    expect(first).toEqual({ ok: true, value: expect.any(Number) });
    expect(await c.spaceVersion()).toEqual(first);
    expect(apiRequests().filter((r) => r.path === '/v2/cdn/spaces/me')).toHaveLength(2);

    // An editor publishes a change: the service reads its files again.
    const file = `${dir}/winora/de/sitepages/structure/service/kontakt.json`;
    const before = fs.readFileSync(file, 'utf8');
    try {
      fs.writeFileSync(file, before.replace('"Kontakt"', '"Kontakt und Service"'));
      await service.reload();
      const after = await c.spaceVersion();
      expect(after.ok && first.ok && after.value !== first.value).toBe(true);
    } finally {
      fs.writeFileSync(file, before);
      await service.reload();
    }
    expect(await c.spaceVersion()).toEqual(first);
  });

  it('fails as a value with a token the space does not know', async () => {
    const c = await client({ token: 'nobody' });
    expect(await c.spaceVersion()).toMatchObject({ ok: false, error: { type: 'http/401', request: 'cdn/spaces/me' } });
  });
});
