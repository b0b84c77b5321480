import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRaw, type RawAnswer } from './fetch-raw.ts';
import { acceptedCodings, createEncodedCopies, isCompressible, writeEncoded } from './write-encoded.ts';

describe('acceptedCodings', () => {
  it.each<[string | undefined, readonly string[]]>([
    [undefined, ['identity']],
    ['', ['identity']],
    ['gzip, deflate, br', ['br', 'gzip', 'identity']],
    ['gzip', ['gzip', 'identity']],
    ['x-gzip', ['gzip', 'identity']],
    ['GZIP;Q=0.5, Br;q=0.4', ['gzip', 'br', 'identity']],
    ['br;q=0, gzip', ['gzip', 'identity']],
    ['gzip;q=0.8, identity;q=0.9', ['identity', 'gzip']],
    ['gzip;q=0.5', ['gzip', 'identity']],
    ['identity;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip', 'identity']],
    ['*;q=0', []],
    ['*;q=0, identity', ['identity']],
    ['*;q=0.5, gzip;q=0', ['br', 'identity']],
    ['deflate', ['identity']],
    ['gzip;q=2', ['identity']],
    ['gzip;q=abc, br', ['br', 'identity']],
    [' , ;q=1, br ; q=0.7 ', ['br', 'identity']],
  ])('%j → %j', (header, expected) => {
    expect(acceptedCodings(header)).toEqual(expected);
  });
});

describe('isCompressible', () => {
  it.each([
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['image/svg+xml', true],
    ['text/html', true],
    ['text/javascript; charset=utf-8', true],
    ['application/javascript', true],
    ['image/webp', false],
    ['image/jpeg', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});

const LARGE = JSON.stringify({ products: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Sinus iX12 ${i}`, available: i % 3 === 0 })) });
const HUGE = JSON.stringify({ products: Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `Sinus iX12 ${i}`, stock: (i * 7919) % 101 })) });
const copies = createEncodedCopies();
const KEPT = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="10" height="10"/>'.repeat(100)}</svg>`);

describe('writeEncoded', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const json = { 'content-type': 'application/json; charset=utf-8' };
      switch (req.url) {
        case '/large': return writeEncoded(req, res, 200, json, LARGE);
        case '/huge': return writeEncoded(req, res, 200, json, HUGE);
        case '/small': return writeEncoded(req, res, 200, json, '{"ok":true}');
        case '/webp': return writeEncoded(req, res, 200, { 'content-type': 'image/webp' }, Buffer.alloc(4096, 7));
        case '/vary': return writeEncoded(req, res, 200, { ...json, vary: 'accept' }, LARGE);
        case '/304': return writeEncoded(req, res, 304, { vary: 'accept' }, '');
        case '/204': return writeEncoded(req, res, 204, json, '');
        case '/kept': return writeEncoded(req, res, 200, { 'content-type': 'image/svg+xml' }, KEPT, { effort: 'best', copies });
        default: return writeEncoded(req, res, 404, json, '{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** Raw bytes as sent (no client-side decoding), so that the encoding itself is what the test sees. */
  const get = (path: string, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> =>
    fetchRaw(`${base}${path}`, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends brotli to a client that accepts it, decoding to the same JSON, with the encoded length', async () => {
    const a = await get('/large', 'gzip, deflate, br');
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers.vary).toBe('Accept-Encoding');
    expect(Number(a.headers['content-length'])).toBe(a.body.length);
    expect(a.body.length).toBeLessThan(Buffer.byteLength(LARGE) / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(a.body).toString())).toEqual(JSON.parse(LARGE));
  });

  it('encodes a body of hundreds of KB (encoded off the event loop) just the same, for GET and HEAD', async () => {
    expect(Buffer.byteLength(HUGE)).toBeGreaterThan(64 * 1024);
    for (const [accept, decode] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const a = await get('/huge', accept);
      expect(a.headers['content-encoding']).toBe(accept);
      expect(Number(a.headers['content-length'])).toBe(a.body.length);
      expect(decode(a.body).toString()).toBe(HUGE);
      const head = await get('/huge', accept, 'HEAD');
      expect(head.headers['content-length']).toBe(a.headers['content-length']);
      expect(head.body.length).toBe(0);
    }
  });

  it('sends gzip when gzip is all the client accepts', async () => {
    const a = await get('/large', 'gzip');
    expect(a.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(a.body).toString()).toBe(LARGE);
    expect(Number(a.headers['content-length'])).toBe(a.body.length);
  });

  it('honours q: gzip preferred over brotli, brotli refused with q=0', async () => {
    expect((await get('/large', 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/large', 'br;q=0, *')).headers['content-encoding']).toBe('gzip');
  });

  it('sends the body as it is, with Vary, to a client that asks for identity or sends no Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const a = await get('/large', accept);
      expect(a.headers['content-encoding']).toBeUndefined();
      expect(a.headers.vary).toBe('Accept-Encoding');
      expect(a.body.toString()).toBe(LARGE);
      expect(Number(a.headers['content-length'])).toBe(Buffer.byteLength(LARGE));
    }
  });

  it('leaves a small body as it is, still with Vary, unless identity is refused', async () => {
    const small = await get('/small', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(small.body.toString()).toBe('{"ok":true}');
    const forced = await get('/small', 'gzip, identity;q=0');
    expect(forced.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(forced.body).toString()).toBe('{"ok":true}');
  });

  it('leaves pictures that are already compressed alone, without Vary', async () => {
    const a = await get('/webp', 'br, gzip');
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.headers.vary).toBeUndefined();
    expect(a.body.length).toBe(4096);
  });

  it('adds Accept-Encoding to the Vary the answer already has', async () => {
    const a = await get('/vary', 'gzip');
    expect(a.headers.vary).toBe('accept, Accept-Encoding');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await get('/large', 'br', 'GET');
    const head = await get('/large', 'br', 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
  });

  it('leaves 204 and 304 untouched', async () => {
    const notModified = await get('/304', 'br');
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.headers.vary).toBe('accept');
    const noContent = await get('/204', 'br');
    expect(noContent.status).toBe(204);
    expect(noContent.headers['content-encoding']).toBeUndefined();
    expect(noContent.body.length).toBe(0);
  });

  it('keeps the encoded copy of a kept body and sends the same bytes again', async () => {
    const first = await get('/kept', 'br');
    expect(copies.get(KEPT, 'br')).toEqual(first.body);
    const second = await get('/kept', 'br');
    expect(second.body).toEqual(first.body);
    expect(zlib.brotliDecompressSync(second.body)).toEqual(KEPT);
  });
});
