/** The local content service over loopback: the API surface the client does not already cover, and the image service with sharp. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRaw } from '../shared/fetch-raw.ts';
import { startContentService, type ContentService } from './create-content-server.ts';
import { writeTestContent } from './testing/write-test-content.ts';

let dir = '';
let service: ContentService;
beforeAll(async () => {
  dir = await writeTestContent();
  fs.writeFileSync(path.join(dir, 'winora', 'de', 'sitepages', 'structure', 'kaputt.json'), '{ "name": "x" }');
  fs.writeFileSync(path.join(dir, 'winora', 'de', 'sitepages', 'structure', 'verweis.json'), JSON.stringify({ name: 'Verweis', key: 'ref', content: { component: 'page', faqs: ['sitecentralcontent/faqs/gibt-es-nicht'] } }));
  // A drawing: the left half red, the right half blue; a story names its raster twin `drawing.jpg`.
  fs.writeFileSync(path.join(dir, 'winora', '_assets', 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400"><rect width="400" height="400" fill="#e00000"/><rect x="400" width="400" height="400" fill="#0000e0"/></svg>');
  fs.writeFileSync(path.join(dir, 'winora', 'de', 'sitepages', 'structure', 'bild.json'), JSON.stringify({ name: 'Bild', key: 'bild', content: { component: 'page', hero: { fieldtype: 'asset', filename: 'drawing.jpg', alt: 'Zeichnung' } } }));
  service = await startContentService({ contentDir: dir });
});
afterAll(async () => {
  await service.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const api = async (query: string, rest = '') => {
  const response = await fetch(`${service.url}/v2/cdn/stories${rest}?token=winora-public&${query}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & { stories: { full_slug: string }[] } };
};
const slugs = (body: { stories: { full_slug: string }[] }) => body.stories.map((s) => s.full_slug);

describe('spaces', () => {
  it('a brand with no content yet has an empty space, not a 401 (its site builds with fixed and commerce pages)', async () => {
    const response = await fetch(`${service.url}/v2/cdn/stories?token=sparta-public&language=nl`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { stories: unknown[] }).stories).toEqual([]);
    expect((await fetch(`${service.url}/v2/cdn/stories?token=nobody-public`)).status).toBe(401);
  });
});

describe('stories', () => {
  it('names broken files and unknown references', () => {
    expect(service.store.problems.some((p) => p.includes('kaputt.json') && p.includes('key'))).toBe(true);
    expect(service.store.problems.some((p) => p.includes('verweis.json') && p.includes('sitecentralcontent/faqs/gibt-es-nicht'))).toBe(true);
  });

  it('filters by slug patterns, content type, start page and sorts', async () => {
    expect(slugs((await api('by_slugs=sitepages/structure/news/*&excluding_slugs=*/index&sort_by=published_at:desc')).body)).toEqual([
      'sitepages/structure/news/test-tour-winora',
      'sitepages/structure/news/misano-event',
    ]);
    expect(slugs((await api('starts_with=sitepages/structure/news/&is_startpage=1')).body)).toEqual(['sitepages/structure/news/index']);
    expect(slugs((await api('content_type=publication&sort_by=name:asc')).body)).toEqual(['sitepages/structure/news/misano-event', 'sitepages/structure/news/test-tour-winora']);
    expect(slugs((await api('starts_with=sitepages/structure/service/&sort_by=position:desc')).body)).toEqual(['sitepages/structure/service/faqs', 'sitepages/structure/service/kontakt']);
    expect(slugs((await api('filter_query[title][in]=Kontakt,Misano')).body)).toEqual(['sitepages/structure/news/misano-event', 'sitepages/structure/service/kontakt']);
    expect((await api('with_tag=service')).body.stories).toHaveLength(1);
  });

  it('answers a folder start page, languages, excluding_fields and an empty list', async () => {
    expect((await api('', '/sitepages/structure/news/')).body['story']).toMatchObject({ full_slug: 'sitepages/structure/news/index' });
    expect((await api('language=en', '/sitepages/structure/service/contact-us')).body['story']).toMatchObject({ lang: 'en', translated_slugs: [{ lang: 'de', path: 'sitepages/structure/service/kontakt' }] });
    expect((await api('excluding_fields=body,hero', '/sitepages/structure/service/kontakt')).body['story']).toMatchObject({ content: { component: 'page', title: 'Kontakt' } });
    expect(Object.keys((await api('excluding_fields=body,hero', '/sitepages/structure/service/kontakt')).body['story'] as object)).toContain('content');
    const empty = await api('starts_with=nirgendwo/');
    expect(empty.status).toBe(200);
    expect(empty.body.stories).toEqual([]);
    expect(empty.headers.get('total')).toBe('0');
  });

  it('keeps ids, cv and uuids stable across loads', async () => {
    const first = (await api('', '/sitepages/structure/service/kontakt')).body;
    const again = await startContentService({ contentDir: dir });
    const second = (await (await fetch(`${again.url}/v2/cdn/stories/sitepages/structure/service/kontakt?token=winora-public`)).json()) as Record<string, unknown>;
    await again.close();
    expect(second['cv']).toBe(first['cv']);
    expect(JSON.stringify(second['story']).replaceAll(again.url, '')).toBe(JSON.stringify(first['story']).replaceAll(service.url, ''));
  });

  it('speaks CORS, refuses a bad resolve_links and unknown tokens', async () => {
    const preflight = await fetch(`${service.url}/v2/cdn/stories`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const list = await api('per_page=1');
    expect(list.headers.get('access-control-expose-headers')).toBe('per-page, total');
    expect(list.headers.get('per-page')).toBe('1');
    expect((await api('resolve_links=all')).status).toBe(422);
    const unknown = await fetch(`${service.url}/v2/cdn/stories?token=nope`);
    expect([unknown.status, await unknown.json()]).toEqual([401, { error: 'Unauthorized' }]);
  });

  it('injects faults through the control route', async () => {
    expect((await fetch(`${service.url}/__control/faults`, { method: 'POST', body: '{"errorCount":1,"errorStatus":502}' })).status).toBe(200);
    expect((await api('')).status).toBe(502);
    expect((await api('')).status).toBe(200);
    expect((await fetch(`${service.url}/__control/faults`, { method: 'POST', body: '{"errorStatus":200}' })).status).toBe(400);
  });
});

describe('image service', () => {
  const heroUrl = async () => {
    const story = (await api('', '/sitepages/structure/service/kontakt')).body['story'] as { content: { hero: { filename: string } } };
    return story.content.hero.filename;
  };

  it('serves the original and resizes for real', async () => {
    const url = await heroUrl();
    const original = await fetch(url);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await original.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 600 });
    const resized = await fetch(`${url}/m/300x0/filters:quality(70):format(png)`);
    expect(resized.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 300, height: 150 });
    const rotated = await fetch(`${url}/m/200x100/filters:rotate(90):blur(5):brightness(20):format(jpeg)`);
    expect(await sharp(Buffer.from(await rotated.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    const webp = await fetch(`${url}/m/`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
  });

  it('keeps the focal point in frame and crops smartly', async () => {
    const url = await heroUrl();
    // The left half is red-orange, the right half blue: a square crop around a focal point on the right is blue.
    const focal = await sharp(Buffer.from(await (await fetch(`${url}/m/100x100/filters:focal(1000x250:1100x350):format(png)`)).arrayBuffer())).stats();
    const [r, , b] = focal.channels;
    expect((b?.mean ?? 0) > (r?.mean ?? 0)).toBe(true);
    const left = await sharp(Buffer.from(await (await fetch(`${url}/m/100x100/filters:focal(50x250:150x350):format(png)`)).arrayBuffer())).stats();
    expect((left.channels[0]?.mean ?? 0) > (left.channels[2]?.mean ?? 0)).toBe(true);
    const smart = await fetch(`${url}/m/100x100/smart`);
    expect(smart.status).toBe(200);
  });

  it('publishes a drawing as a raster original too, so srcset widths, formats and the blur-up placeholder work on it', async () => {
    const story = (await api('', '/sitepages/structure/bild')).body['story'] as { content: { hero: { filename: string } } };
    const url = story.content.hero.filename;
    expect(url).toMatch(/\/f\/\d+\/800x400\/[0-9a-f]+\/drawing\.jpg$/);
    const original = await fetch(url);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await original.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 400 });
    const small = await fetch(`${url}/m/20x0/filters:format(webp)`);
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 20, height: 10 });
    const right = await sharp(Buffer.from(await (await fetch(`${url}/m/100x100/filters:focal(600x150:700x250):format(png)`)).arrayBuffer())).stats();
    expect((right.channels[2]?.mean ?? 0) > (right.channels[0]?.mean ?? 0)).toBe(true);
    // The SVG itself still passes through untransformed, as the image service does.
    const svg = await fetch(url.replace(/drawing\.jpg$/, 'drawing.svg'));
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('names a bad operation with 400 and an unknown asset with 404', async () => {
    const url = await heroUrl();
    const bad = await fetch(`${url}/m/filters:quality(120)`);
    expect([bad.status, await bad.json()]).toEqual([400, { error: 'quality(120) must be 0 to 100' }]);
    expect((await fetch(`${service.url}/f/1/1x1/abc/nope.jpg`)).status).toBe(404);
  });

  it('clamps a side above 4000 px as Storyblok does, also a proportional one (a 5000x0 request allocated 5000x2500)', async () => {
    const url = await heroUrl();
    const wide = await fetch(`${url}/m/5000x0/filters:format(png)`);
    expect(await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).toMatchObject({ width: 4000, height: 2000 });
    const tall = await fetch(`${url}/m/200x99999/filters:format(png)`);
    expect(await sharp(Buffer.from(await tall.arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 4000 });
  });
});

describe('bad requests', () => {
  it('refuses other methods with 405 naming the allowed ones', async () => {
    const response = await fetch(`${service.url}/v2/cdn/stories?token=winora-public`, { method: 'DELETE' });
    expect([response.status, response.headers.get('allow'), await response.json()]).toEqual([405, 'GET, HEAD, OPTIONS', { error: 'Method Not Allowed' }]);
  });

  it('refuses a fault-control body above 64 KB with 413 and keeps serving', async () => {
    const response = await fetch(`${service.url}/__control/faults`, { method: 'POST', body: `{"latencyMs":0,"x":"${'a'.repeat(100_000)}"}` });
    expect(response.status).toBe(413);
    expect((await api('')).status).toBe(200);
  });

  it('answers when the request reporter throws', async () => {
    const noisy = await startContentService({ contentDir: dir, onRequest: () => { throw new Error('log disk full'); } });
    try {
      expect((await fetch(`${noisy.url}/v2/cdn/stories?token=winora-public`)).status).toBe(200);
      expect((await fetch(`${noisy.url}/v2/cdn/stories/%`)).status).toBe(400);
      expect((await fetch(`${noisy.url}/v2/cdn/stories?token=winora-public`)).status).toBe(200);
    } finally {
      await noisy.close();
    }
  });
});

describe('content coding (issue 16): encoded by Accept-Encoding, as Storyblok\'s CDN does', () => {
  it('a stories answer goes as brotli or gzip when accepted, plain otherwise, the same JSON, always with Vary', async () => {
    const url = `${service.url}/v2/cdn/stories?token=winora-public&starts_with=sitecentralcontent/faqs/&per_page=25`;
    const plain = await fetchRaw(url);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect([plain.headers['content-encoding'], plain.headers.vary]).toEqual([undefined, 'Accept-Encoding']);
    const br = await fetchRaw(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.headers['content-encoding'], Number(br.headers['content-length'])]).toEqual(['br', br.body.length]);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gzip = await fetchRaw(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('the image service treats an SVG original as text (Vary; this small one gzipped only when identity is refused) and leaves rasters alone', async () => {
    const assets = [...service.store.spaces.values()].find((space) => space.assets.has('drawing.svg'))?.assets;
    const svgUrl = assets?.get('drawing.svg')?.url ?? '';
    const svg = await fetchRaw(svgUrl, { headers: { 'accept-encoding': 'gzip, br' } });
    expect([svg.headers['content-type'], svg.headers['content-encoding'], svg.headers.vary]).toEqual(['image/svg+xml', undefined, 'Accept-Encoding']);
    const forced = await fetchRaw(svgUrl, { headers: { 'accept-encoding': 'gzip, identity;q=0' } });
    expect(forced.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(forced.body)).toEqual(svg.body);
    const jpeg = await fetchRaw(assets?.get('drawing.jpg')?.url ?? '', { headers: { 'accept-encoding': 'gzip, br' } });
    expect([jpeg.headers['content-type'], jpeg.headers['content-encoding'], jpeg.headers.vary]).toEqual(['image/jpeg', undefined, undefined]);
  });
});
