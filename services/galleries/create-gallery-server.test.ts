import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGalleryServer, type GalleryServer } from './create-gallery-server.ts';
import { loadGalleryData } from './load-gallery-data.ts';
import { runGalleries } from './main.ts';
import { writeTestGalleryData } from './testing-data.ts';

const dir = writeTestGalleryData();
let server: GalleryServer;
const rendered: string[] = [];
beforeAll(async () => {
  const real = (await import('./render-media.ts')).createMediaRenderer();
  server = await startGalleryServer({
    data: loadGalleryData(dir),
    port: 0,
    media: {
      render: (post, width) => {
        rendered.push(`${post.id}@${width}`);
        if (post.id === 'testbrand-stories-03') return Promise.reject(new Error('renderer broke'));
        return real.render(post, width);
      },
    },
    onProblem: () => {},
  });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${server.url}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === '' ? undefined : (JSON.parse(text) as Record<string, any>) };
};

describe('gallery service over HTTP', () => {
  it("answers a feed's posts in the locale's language with pictures in several widths, open to any origin", async () => {
    const r = await get('/v1/feeds/testbrand-stories/posts?limit=2&offset=1&locale=de-AT');
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.body).toMatchObject({ feed: { id: 'testbrand-stories', title: 'Geschichten', language: 'de' }, total: 3, limit: 2, offset: 1 });
    const posts = r.body!.posts as { id: string; caption: string; alt: string; author: { name: string }; image: { url: string; width: number; height: number; sizes: { width: number; url: string }[] } }[];
    expect(posts.map((p) => [p.id, p.caption, p.alt, p.author.name])).toEqual([['testbrand-stories-02', 'Bildunterschrift 2', 'Alternativtext 2', 'Rider 2'], ['testbrand-stories-03', 'Bildunterschrift 3', 'Alternativtext 3', 'Rider 3']]);
    // A 1280 px wide picture comes in 320–1280, a 1800 px one up to 1600.
    expect(posts[0]!.image.sizes.map((s) => s.width)).toEqual([320, 640, 960, 1280]);
    expect(posts[1]!.image.sizes.map((s) => s.width)).toEqual([320, 640, 960, 1280, 1600]);
    expect(posts[0]!.image).toMatchObject({ width: 1280, height: 1600, url: `${server.url}/v1/media/testbrand-stories-02/960.webp` });
  });

  it("answers in the brand's fallback language for a language it does not speak, and defaults limit and offset", async () => {
    const r = await get('/v1/feeds/testbrand-stories/posts?locale=fi-FI');
    expect(r.body).toMatchObject({ feed: { language: 'en', title: 'Stories' }, limit: 20, offset: 0 });
    expect((r.body!.posts as unknown[]).length).toBe(3);
  });

  it('serves the picture as WebP at the asked width, cached for ever', async () => {
    const res = await fetch(`${server.url}/v1/media/testbrand-stories-01/320.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
  });

  it('answers 400 with a JSON error per bad parameter, naming it', async () => {
    const r = await get('/v1/feeds/testbrand-stories/posts?limit=0&offset=-1&locale=klingon&sort=new');
    expect(r.status).toBe(400);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const errors = r.body!.errors as { status: string; detail: string; source: { parameter: string } }[];
    expect(errors.map((e) => e.source.parameter).sort()).toEqual(['limit', 'locale', 'offset', 'sort']);
    expect(errors.find((e) => e.source.parameter === 'limit')?.detail).toBe('limit must be a whole number from 1 to 100, not "0"');
    expect((await get('/v1/feeds/testbrand-stories/posts?limit=0x10')).status).toBe(400);
    expect((await get('/v1/feeds/testbrand-stories/posts?limit=5&limit=6')).body).toMatchObject({ errors: [{ detail: 'limit is given more than once' }] });
    expect((await get('/v1/feeds?brand=nope')).body).toMatchObject({ errors: [{ source: { parameter: 'brand' } }] });
  });

  it('answers 404 JSON for an unknown feed, post, width or route', async () => {
    expect(await get('/v1/feeds/testbrand-nothing/posts')).toMatchObject({ status: 404, body: { errors: [{ status: '404', detail: 'No feed has the id "testbrand-nothing".' }] } });
    expect((await get('/v1/media/testbrand-nothing/320.webp')).status).toBe(404);
    expect(await get('/v1/media/testbrand-stories-02/1600.webp')).toMatchObject({ status: 404, body: { errors: [{ source: { parameter: 'width' } }] } });
    expect((await get('/v1/media/testbrand-stories-01/321.webp')).status).toBe(404);
    expect((await get('/v2/feeds')).status).toBe(404);
  });

  it('lists the feeds of a brand and answers one feed', async () => {
    expect(await get('/v1/feeds?brand=testbrand&locale=en')).toMatchObject({ status: 200, body: { total: 2, feeds: [{ id: 'testbrand-stories', kind: 'stories', total: 3 }, { id: 'testbrand-line-alpha', line: 'Alpha' }] } });
    expect(await get('/v1/feeds/testbrand-line-alpha?locale=de')).toMatchObject({ status: 200, body: { title: 'Alpha', languages: ['de', 'en'] } });
  });

  it('answers a failing render with a 500 JSON and keeps serving', async () => {
    expect(await get('/v1/media/testbrand-stories-03/320.webp')).toMatchObject({ status: 500, body: { errors: [{ status: '500' }] } });
    expect((await get('/v1/feeds/testbrand-stories/posts')).status).toBe(200);
  });

  it('answers HEAD without a body, OPTIONS as a CORS preflight, and 405 with Allow for other methods', async () => {
    const head = await fetch(`${server.url}/v1/feeds/testbrand-stories/posts`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`${server.url}/v1/feeds`, { method: 'OPTIONS' })).status).toBe(204);
    const post = await get('/v1/feeds', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('runGalleries', () => {
  it('refuses to start on a broken data file, naming file and field', async () => {
    const broken = writeTestGalleryData({ 'testbrand.json': { brand: 'testbrand', languages: ['en'], feeds: [{ id: 'testbrand-x' }] } });
    await expect(runGalleries({ port: 0, dataDir: broken })).rejects.toThrow(/data\/testbrand\.json: feeds\.0\.kind: Invalid key/);
    fs.rmSync(broken, { recursive: true, force: true });
  });

  it('names the port and the setting when the port is taken', async () => {
    await expect(runGalleries({ port: server.port, dataDir: dir })).rejects.toThrow(`galleries: port ${server.port} on 127.0.0.1 is already in use; stop what runs there or choose another port (--port or GALLERIES_PORT).`);
  });
});
