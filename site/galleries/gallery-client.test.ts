import { describe, expect, it } from 'vitest';
import { createGalleryClient } from './gallery-client.ts';

const BASE = 'http://gallery.test';
const POST = {
  id: 'winora-stories-01',
  caption: 'Evening loop',
  alt: 'A rider by the lake',
  author: { name: 'Mia K.', handle: '@mia.k' },
  image: { url: `${BASE}/v1/media/winora-stories-01/960.webp`, width: 1800, height: 1200, sizes: [{ width: 320, url: `${BASE}/m/320.webp` }, { width: 640, url: `${BASE}/m/640.webp` }] },
};
const answer = (status: number, body: unknown): typeof fetch => async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('createGalleryClient', () => {
  it('asks /v1/feeds/<id>/posts with limit, offset and locale, and maps posts to grid items with a srcset and credit', async () => {
    const asked: string[] = [];
    const client = createGalleryClient({
      baseUrl: `${BASE}/`,
      fetch: async (url) => {
        asked.push(String(url));
        return new Response(JSON.stringify({ feed: { id: 'winora-stories', title: 'Life in motion', language: 'de' }, posts: [POST, { ...POST, id: 'p2', author: undefined, caption: undefined, image: { ...POST.image, sizes: undefined } }], total: 12 }));
      },
    });
    const r = await client.listPosts('winora-stories', { limit: 12, offset: 0, locale: 'de-AT' });
    expect(asked).toEqual([`${BASE}/v1/feeds/winora-stories/posts?limit=12&offset=0&locale=de-AT`]);
    expect(r).toEqual({
      ok: true,
      value: {
        title: 'Life in motion',
        language: 'de',
        total: 12,
        items: [
          { id: 'winora-stories-01', src: POST.image.url, srcSet: `${BASE}/m/320.webp 320w, ${BASE}/m/640.webp 640w`, width: 1800, height: 1200, alt: 'A rider by the lake', caption: 'Evening loop', author: 'Mia K. (@mia.k)' },
          { id: 'p2', src: POST.image.url, width: 1800, height: 1200, alt: 'A rider by the lake' },
        ],
      },
    });
  });

  it("a 404 is an http failure with status 404 and the service's detail; a 503 is retryable", async () => {
    const missing = await createGalleryClient({ baseUrl: BASE, fetch: answer(404, { errors: [{ status: '404', detail: 'No feed has the id "x".' }] }) }).listPosts('x');
    expect(missing).toMatchObject({ ok: false, error: { type: 'http', status: 404, retryable: false, message: `GET ${BASE}/v1/feeds/x/posts answered 404: No feed has the id "x".` } });
    const down = await createGalleryClient({ baseUrl: BASE, fetch: answer(503, 'busy') }).listPosts('x');
    expect(down).toMatchObject({ ok: false, error: { type: 'http', status: 503, retryable: true } });
  });

  it('no answer is a network failure, a body that is not the shape a parse failure naming the field', async () => {
    const refused = await createGalleryClient({ baseUrl: BASE, fetch: () => Promise.reject(new TypeError('Failed to fetch')) }).listPosts('x');
    expect(refused).toMatchObject({ ok: false, error: { type: 'network', retryable: true } });
    const html = await createGalleryClient({ baseUrl: BASE, fetch: answer(200, '<html>') }).listPosts('x');
    expect(html).toMatchObject({ ok: false, error: { type: 'parse' } });
    const wrong = await createGalleryClient({ baseUrl: BASE, fetch: answer(200, { feed: { title: 't', language: 'en' }, posts: [{ ...POST, image: { ...POST.image, url: 'javascript:alert(1)' } }], total: 1 }) }).listPosts('x');
    expect(wrong).toMatchObject({ ok: false, error: { type: 'parse', message: expect.stringContaining('posts.0.image.url') } });
  });

  it("the caller's abort is an aborted failure; a hanging service a timeout", async () => {
    const controller = new AbortController();
    const hanging: typeof fetch = (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const pending = createGalleryClient({ baseUrl: BASE, fetch: hanging, timeoutMs: 0 }).listPosts('x', { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { type: 'aborted' } });
    const timedOut = await createGalleryClient({ baseUrl: BASE, fetch: hanging, timeoutMs: 1 }).listPosts('x');
    expect(timedOut).toMatchObject({ ok: false, error: { type: 'timeout', retryable: true } });
  });
});
