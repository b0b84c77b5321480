import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRaw } from '../shared/fetch-raw.ts';
import { startDealerServer, type DealerServer } from './create-dealer-server.ts';
import { loadDealerData } from './load-dealer-data.ts';
import { runDealers } from './main.ts';
import { UTRECHT, writeTestDealerData } from './testing-data.ts';

const dir = writeTestDealerData();
let server: DealerServer;
const seen: [string, number][] = [];
beforeAll(async () => {
  server = await startDealerServer({ data: loadDealerData(dir), port: 0, onRequest: (_m, url, status) => seen.push([url, status]) });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${server.url}${path}`, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>) };
};

describe('dealer service over HTTP', () => {
  it('answers a search near a position, nearest first with distances, open to any origin', async () => {
    const r = await get(`/v1/dealers?brand=winora&country=NL&lat=${UTRECHT.lat}&lng=${UTRECHT.lng}&radius=10`);
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.body).toMatchObject({ total: 2, dealers: [{ id: 'nl-001', distanceKm: 0.1 }, { id: 'nl-003' }] });
  });

  it('answers 400 with a JSON error per bad parameter, naming it', async () => {
    const r = await get('/v1/dealers?country=NL&filters=teleport&limit=x');
    expect(r.status).toBe(400);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const errors = (r.body as { errors: { status: string; detail: string; source: { parameter: string } }[] }).errors;
    expect(errors.map((e) => [e.status, e.source.parameter])).toEqual([['400', 'filters'], ['400', 'limit']]);
    expect(errors[0]?.detail).toContain('filters has the unknown filter "teleport"');
  });

  it('answers one dealer, and 404 JSON for an unknown id or route', async () => {
    expect(await get('/v1/dealers/nl-002')).toMatchObject({ status: 200, body: { id: 'nl-002', name: 'Amstel Tweewielers' } });
    expect(await get('/v1/dealers/nl-999')).toMatchObject({ status: 404, body: { errors: [{ status: '404', detail: 'No dealer has the id "nl-999".' }] } });
    expect((await get('/v1/dealers/nl-002?x=1')).status).toBe(400);
    expect((await get('/v2/dealers')).status).toBe(404);
  });

  it('answers the gazetteer and the bidex lookup', async () => {
    expect(await get('/v1/places?country=NL')).toMatchObject({ status: 200, body: { places: [{ name: 'Amsterdam' }, { name: 'Utrecht' }] } });
    const bidex = await get('/v1/product-variants/WIN-TEST-001/dealers?country=DE&brand=winora');
    expect(bidex.status).toBe(200);
    expect(bidex.body).toMatchObject({ productNumber: 'WIN-TEST-001' });
    expect((await get('/v1/product-variants/WIN-TEST-001/dealers?country=NL')).status).toBe(400);
  });

  it('answers HEAD without a body, OPTIONS as a CORS preflight, and 405 with Allow for other methods', async () => {
    const head = await fetch(`${server.url}/v1/dealers?country=NL`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const options = await fetch(`${server.url}/v1/dealers`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('access-control-allow-methods')).toContain('GET');
    const post = await get('/v1/dealers?country=NL', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(seen.some(([url, status]) => url.startsWith('/v1/dealers') && status === 405)).toBe(true);
  });
});

describe('runDealers', () => {
  it('refuses to start on a broken data file, naming file and field', async () => {
    const broken = writeTestDealerData({ 'de.json': { country: 'DE', dealers: [{ id: 'de-001' }] } });
    await expect(runDealers({ port: 0, dataDir: broken })).rejects.toThrow(/de\.json: dealers\.0\.name: Invalid key/);
    fs.rmSync(broken, { recursive: true, force: true });
  });

  it('names the port and the setting when the port is taken', async () => {
    await expect(runDealers({ port: server.port, dataDir: dir })).rejects.toThrow(`dealers: port ${server.port} on 127.0.0.1 is already in use; stop what runs there or choose another port (--port or DEALERS_PORT).`);
  });
});

describe('content coding (issue 16): the JSON frame encodes by Accept-Encoding', () => {
  it('a dealer search goes as brotli or gzip when accepted, plain otherwise, the same JSON, always with Vary; HEAD matches GET', async () => {
    const url = `${server.url}/v1/dealers?country=NL`;
    const plain = await fetchRaw(url);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect([plain.headers['content-encoding'], plain.headers.vary]).toEqual([undefined, 'Accept-Encoding']);
    const br = await fetchRaw(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.headers['content-encoding'], br.headers.vary, Number(br.headers['content-length'])]).toEqual(['br', 'Accept-Encoding', br.body.length]);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gzip = await fetchRaw(url, { headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' } });
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const head = await fetchRaw(url, { method: 'HEAD', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([head.headers['content-encoding'], head.headers['content-length'], head.body.length]).toEqual(['br', br.headers['content-length'], 0]);
    const preflight = await fetchRaw(url, { method: 'OPTIONS', headers: { 'accept-encoding': 'br' } });
    expect([preflight.status, preflight.headers['content-encoding']]).toEqual([204, undefined]);
  });
});
