import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRaw } from '../shared/fetch-raw.ts';
import { CommerceStartError, startCommerceService } from './create-commerce-server.ts';
import { MAX_BODY_BYTES } from './http/read-json-body.ts';
import { languageId } from './seed/reference-data.ts';
import { winoraSeed } from './seed/winora.ts';
import { NEW_PRODUCT } from './testing/new-product.ts';
import { call, startTestService, type TestService } from './testing/start-test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService(undefined, { control: true });
});
afterAll(async () => {
  await service.stop();
});

const parents = { filter: [{ type: 'equals', field: 'parentId', value: null }] };

describe('store-api transport (emulator surface §14)', () => {
  it('1: a missing sw-access-key is 401 with the exact Shopware error', async () => {
    const r = await call(service, 'POST', '/product', { key: null, body: {} });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ errors: [{ status: '401', code: '0', title: 'Unauthorized', detail: 'Header "sw-access-key" is required.', meta: { parameters: [] } }] });
  });

  it('1: an unknown SWSC key is 412 FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND; another prefix is 401 (Shopware: 500; a malformed request is no server error here)', async () => {
    expect((await call(service, 'POST', '/product', { key: 'SWSCNOSUCHCHANNEL', body: {} })).body.errors[0]).toMatchObject({ status: '412', code: 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND' });
    expect((await call(service, 'POST', '/product', { key: 'XYZ', body: {} })).body.errors[0]).toMatchObject({ status: '401', code: 'FRAMEWORK__API_INVALID_ACCESS_KEY' });
  });

  it('2: mints a 32-character alphanumeric context token when none is sent, echoes a sent one, accepts unknown ones', async () => {
    const minted = await call(service, 'GET', '/context');
    expect(minted.headers.get('sw-context-token')).toMatch(/^[A-Za-z0-9]{32}$/);
    const echoed = await call(service, 'GET', '/checkout/cart', { token: 'my-own-unknown-token' });
    expect(echoed.headers.get('sw-context-token')).toBe('my-own-unknown-token');
    expect(echoed.body.token).toBe('my-own-unknown-token');
  });

  it('2: answers OPTIONS and exposes sw-context-token through CORS; session routes are never public-cacheable', async () => {
    const preflight = await fetch(`${service.storeApi}/checkout/cart`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-expose-headers')).toContain('sw-context-token');
    const cart = await call(service, 'GET', '/checkout/cart');
    expect(cart.headers.get('cache-control')).toBe('no-store');
  });

  it('3: honours and echoes sw-language-id', async () => {
    const body = { ...parents, filter: [...parents.filter, { type: 'equals', field: 'productNumber', value: '4454030' }], associations: { children: {} } };
    const de = await call(service, 'POST', '/product', { body, headers: { 'sw-language-id': languageId('de') } });
    const en = await call(service, 'POST', '/product', { body, headers: { 'sw-language-id': languageId('en') } });
    expect(de.headers.get('sw-language-id')).toBe(languageId('de'));
    expect(de.body.elements[0].children[0].translated.name).toContain('Trapez');
    expect(en.body.elements[0].children[0].translated.name).toContain('Trapeze');
  });

  it('serves the same routes under /sales-channel-api/v3 (the brand option of the client)', async () => {
    const legacy = await call({ storeApi: `${service.url}/sales-channel-api/v3` }, 'GET', '/checkout/cart', { token: 'legacy-base' });
    expect(legacy.status).toBe(200);
    expect(legacy.body).toMatchObject({ token: 'legacy-base', apiAlias: 'cart' });
    expect((await call({ storeApi: `${service.url}/sales-channel-api/v2` }, 'GET', '/checkout/cart')).status).toBe(404);
  });

  it('17: an unknown route is 404 in the JSON error shape', async () => {
    const r = await call(service, 'GET', '/no/such/route');
    expect(r.status).toBe(404);
    expect(r.body.errors[0]).toMatchObject({ status: '404', code: '0', title: 'Not Found', detail: 'No route found for "GET /store-api/no/such/route"' });
  });
});

describe('content coding (issue 16): answers encoded by Accept-Encoding, as Shopware\'s web server does', () => {
  const search = (acceptEncoding?: string, method = 'POST') =>
    fetchRaw(`${service.storeApi}/product`, {
      method,
      headers: { 'sw-access-key': 'SWSCWINORADELOCAL', 'sw-context-token': 'issue-16-token', 'content-type': 'application/json', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
      body: JSON.stringify(parents),
    });

  it('a store-api answer goes as brotli to Node\'s fetch (gzip, deflate, br), gzip to a gzip-only client, plain without Accept-Encoding, the same JSON each time, always with Vary', async () => {
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const br = await search('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gzip = await search('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect((await search('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('a media SVG is encoded too (the same bytes every time), HEAD has the headers of GET, a small error stays plain', async () => {
    const media = `${service.url}/media/winora/sinus-ix12-grau.svg`;
    const plain = await fetchRaw(media);
    expect(plain.headers['content-type']).toBe('image/svg+xml');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const first = await fetchRaw(media, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const again = await fetchRaw(media, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.body)).toEqual(plain.body);
    expect(again.body).toEqual(first.body);
    const head = await fetchRaw(media, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect([head.headers['content-encoding'], head.headers['content-length'], head.body.length]).toEqual(['br', first.headers['content-length'], 0]);
    const missing = await fetchRaw(`${service.storeApi}/nothing-here`, { headers: { 'sw-access-key': 'SWSCWINORADELOCAL', 'accept-encoding': 'br' } });
    expect([missing.status, missing.headers['content-encoding'], missing.headers.vary]).toEqual([404, undefined, 'Accept-Encoding']);
  });
});

describe('media thumbnails', () => {
  it('a thumbnail URL (?width=) is a raster of that width, WebP for a client that takes it, else JPEG; the original stays the drawing', async () => {
    const media = `${service.url}/media/winora/sinus-ix12-grau.svg`;
    const webp = await fetchRaw(`${media}?width=400`, { headers: { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'accept-encoding': 'br' } });
    expect([webp.status, webp.headers['content-type'], webp.headers['content-encoding'], webp.headers.vary]).toEqual([200, 'image/webp', undefined, 'Accept']);
    const webpMeta = await sharp(webp.body).metadata();
    const original = await sharp((await fetchRaw(media)).body).metadata();
    expect([webpMeta.format, webpMeta.width]).toEqual(['webp', 400]);
    // The drawing's proportions, to the pixel.
    expect(Math.abs(webpMeta.height! - (400 * original.height!) / original.width!)).toBeLessThanOrEqual(1);
    const jpeg = await fetchRaw(`${media}?width=800`, { headers: { accept: 'image/jpeg,image/*;q=0.8' } });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.body).metadata()).width).toBe(800);
    // The same request gives the same bytes (kept, not drawn again).
    expect((await fetchRaw(`${media}?width=400`, { headers: { accept: 'image/webp' } })).body).toEqual(webp.body);
  });

  it.each(['0', '-5', 'abc', '4000', '400.5'])('a width of %s asks for the original drawing', async (width) => {
    const r = await fetchRaw(`${service.url}/media/winora/sinus-ix12-grau.svg?width=${width}`, { headers: { accept: 'image/webp' } });
    expect([r.status, r.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });
});

describe('product search (§14 items 4-6)', () => {
  it('4: a limit over 100 is 400 FRAMEWORK__QUERY_LIMIT_EXCEEDED pointing at /limit', async () => {
    const r = await call(service, 'POST', '/product', { body: { limit: 101 } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ code: 'FRAMEWORK__QUERY_LIMIT_EXCEEDED', source: { pointer: '/limit' } });
  });

  it('5: the parent filter returns the six winora lines as parents with their variants', async () => {
    const r = await call(service, 'POST', '/product', { body: { ...parents, associations: { children: { associations: { options: {} } } } } });
    expect(r.body).toMatchObject({ entity: 'product', apiAlias: 'dal_entity_search_result', page: 1, limit: 100 });
    const models = r.body.elements.filter((p: any) => p.childCount > 0);
    const lines = new Set(models.map((p: any) => p.customFields.cycle_parent_model_name.split(' ').slice(0, -1).join(' ') || p.name));
    expect(models.length).toBe(winoraSeed.models.length);
    expect(models.length).toBeGreaterThan(20);
    expect([...lines].sort()).toEqual(expect.arrayContaining(['Radius', 'Sinus', 'Tria', 'Yakun', 'Yucatan']));
    expect(models.some((p: any) => p.name.startsWith('iRide Pure'))).toBe(true);
    const sinus = models.find((p: any) => p.productNumber === '4454030');
    const codes = new Set(sinus.children.flatMap((c: any) => c.options.map((o: any) => o.group.customFields.cycle_attribute_code)));
    expect([...codes].sort()).toEqual(['UB-BATCAP', 'attrFrameShape', 'attrFrameSize', 'attrMarketingColor']);
  });

  it('5: equalsAny takes a|b, includes strip other fields, total-count-mode none counts the page, no raw price is exposed', async () => {
    const r = await call(service, 'POST', '/product', {
      body: { filter: [{ type: 'equalsAny', field: 'productNumber', value: 'WIN-BAT-625|WIN-BAT-750' }], includes: { product: ['id', 'productNumber', 'calculatedPrice'], calculated_price: ['unitPrice'] } },
    });
    expect(r.body.total).toBe(2);
    expect(r.body.elements.map((p: any) => p.productNumber).sort()).toEqual(['WIN-BAT-625', 'WIN-BAT-750']);
    expect(Object.keys(r.body.elements[0]).sort()).toEqual(['apiAlias', 'calculatedPrice', 'id', 'productNumber']);
    const full = await call(service, 'POST', '/product', { body: { limit: 1 } });
    expect(full.body.elements[0]).not.toHaveProperty('price');
    expect(full.body.elements[0].customFields).toEqual(expect.any(Object));
  });

  it('5: dotted includes trim the plain objects inside an entity (translated.name keeps only the name), as Shopware does', async () => {
    const r = await call(service, 'POST', '/product', {
      body: {
        filter: [{ type: 'equals', field: 'productNumber', value: '4454030' }],
        associations: { properties: { associations: { group: {} } } },
        includes: { product: ['id', 'translated', 'translated.name', 'customFields', 'properties'], property_group_option: ['id', 'translated', 'translated.name', 'group'], property_group: ['customFields'] },
      },
    });
    const sinus = r.body.elements[0];
    expect(Object.keys(sinus).sort()).toEqual(['apiAlias', 'customFields', 'id', 'properties', 'translated']);
    expect(Object.keys(sinus.translated)).toEqual(['name']);
    // A plain object listed without dotted fields stays whole, though the same object is also the trimmed translated.customFields.
    expect(sinus.customFields.cycle_product_type).toBe('ebike');
    expect(sinus.properties[0]).toEqual({ id: expect.any(String), translated: { name: expect.any(String) }, group: { customFields: { cycle_attribute_code: expect.any(String) }, apiAlias: 'property_group' }, apiAlias: 'property_group_option' });
  });


  it('5: entity aggregations answer the property options and groups of every matched product and its variants, each once, without their group, trimmed by includes', async () => {
    const sinus = { filter: [{ type: 'equals', field: 'productNumber', value: '4454030' }] };
    const embedded = await call(service, 'POST', '/product', { body: { ...sinus, associations: { children: { associations: { options: { associations: { group: {} } } } } } } });
    const r = await call(service, 'POST', '/product', {
      body: {
        ...sinus,
        limit: 1,
        associations: { children: {} },
        includes: { product: ['id', 'optionIds', 'children'], property_group_option: ['id', 'groupId', 'translated', 'translated.name'], property_group: ['id', 'customFields'] },
        aggregations: [
          { name: 'variant-options', type: 'entity', field: 'children.options.id', definition: 'property_group_option' },
          { name: 'variant-option-groups', type: 'entity', field: 'product.children.options.groupId', definition: 'property_group' },
          { name: 'unknown', type: 'entity', field: 'manufacturerId', definition: 'product_manufacturer' },
        ],
      },
    });
    const variants = embedded.body.elements[0].children;
    const options = new Map(variants.flatMap((c: any) => c.options.map((o: any) => [o.id, o])));
    expect(r.body.elements[0].children.map((c: any) => c.optionIds)).toEqual(variants.map((c: any) => c.options.map((o: any) => o.id)));
    expect(r.body.elements[0].children[0]).not.toHaveProperty('options');
    const aggregated = r.body.aggregations['variant-options'];
    expect(aggregated.apiAlias).toBe('variant-options_aggregation');
    expect(aggregated.entities.map((o: any) => o.id).sort()).toEqual([...options.keys()].sort());
    expect(aggregated.entities[0]).toEqual({ id: expect.any(String), groupId: expect.any(String), translated: { name: (options.get(aggregated.entities[0].id) as any).translated.name }, apiAlias: 'property_group_option' });
    const codes = r.body.aggregations['variant-option-groups'].entities.map((g: any) => g.customFields.cycle_attribute_code);
    expect(codes.sort()).toEqual(['UB-BATCAP', 'attrFrameShape', 'attrFrameSize', 'attrMarketingColor']);
    // A definition this service does not aggregate is left out (README); without aggregations the answer says [].
    expect(r.body.aggregations).not.toHaveProperty('unknown');
    expect(embedded.body.aggregations).toEqual([]);
  });
  it('5: prices are in the channel currency (CHF in Switzerland, PLN in Poland)', async () => {
    const body = { filter: [{ type: 'equals', field: 'productNumber', value: 'WIN-BAT-625' }] };
    const de = await call(service, 'POST', '/product', { body });
    const pl = await call(service, 'POST', '/product', { body, key: 'SWSCWINORAPLLOCAL' });
    expect(de.body.elements[0].calculatedPrice.unitPrice).toBe(899);
    expect(pl.body.elements[0].calculatedPrice.unitPrice).toBe(3909);
    expect(pl.body.elements[0].calculatedPrice.calculatedTaxes[0].taxRate).toBe(23);
  });

  it('6: POST /product/{id} of an unknown id is 404 CONTENT__PRODUCT_NOT_FOUND; a known one has a configurator', async () => {
    expect((await call(service, 'POST', '/product/00000000000000000000000000000000', { body: {} })).body.errors[0].code).toBe('CONTENT__PRODUCT_NOT_FOUND');
    const list = await call(service, 'POST', '/product', { body: { filter: [{ type: 'equals', field: 'productNumber', value: '4452050' }] } });
    const detail = await call(service, 'POST', `/product/${list.body.elements[0].id}`, { body: {} });
    expect(detail.body.apiAlias).toBe('product_detail');
    expect(detail.body.configurator.map((g: any) => g.customFields.cycle_attribute_code).sort()).toEqual(['UB-BATCAP', 'attrFrameShape', 'attrFrameSize', 'attrMarketingColor']);
  });
});

describe('fault injection and persistence', () => {
  it('answers 5xx in the error shape, drops connections when down, answers late when slow, and recovers', async () => {
    service.setFaults({ mode: 'error', status: 503 });
    const failed = await call(service, 'GET', '/checkout/cart');
    expect(failed.status).toBe(503);
    expect(failed.body.errors[0]).toMatchObject({ status: '503' });
    service.setFaults({ mode: 'down' });
    await expect(fetch(`${service.storeApi}/checkout/cart`, { headers: { 'sw-access-key': 'SWSCWINORADELOCAL' } })).rejects.toThrow();
    service.setFaults({ mode: 'slow', delayMs: 150 });
    const started = performance.now();
    expect((await call(service, 'GET', '/checkout/cart')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    const control = await fetch(`${service.url}/__control/faults`, { method: 'PUT', body: JSON.stringify({ mode: 'none' }) });
    expect(await control.json()).toEqual({ mode: 'none' });
    expect((await call(service, 'GET', '/checkout/cart')).status).toBe(200);
  });

  it('a data folder whose parents do not exist is created; a second service on it is refused while the first runs; carts survive a restart', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-fresh-'));
    // A fresh clone has no .data/: PGlite alone would fail on the missing parents.
    const other = await startTestService(path.join(root, 'no', 'such', 'parents', 'commerce'));
    try {
      const product = (await call(other, 'POST', '/product', { body: { filter: [{ type: 'equals', field: 'productNumber', value: 'WIN-BAT-625' }] } })).body.elements[0];
      await call(other, 'POST', '/checkout/cart/line-item', { token: 'persisted-cart-token', body: { items: [{ id: product.id, referencedId: product.id, type: 'product', quantity: 2 }] } });
      // A second service would keep its own copy of the database and lose the first one's acknowledged writes.
      const second = startCommerceService({ port: 0, dataDir: other.dataDir });
      await expect(second).rejects.toThrow(CommerceStartError);
      await expect(second).rejects.toThrow(`the data folder ${other.dataDir} is held by another commerce service (process ${process.pid}, this one)`);
      expect((await call(other, 'GET', '/checkout/cart', { token: 'persisted-cart-token' })).body.lineItems).toHaveLength(1);
      // Without the test flag the control routes do not exist.
      expect((await fetch(`${other.url}/__control/faults`)).status).toBe(404);
      expect((await fetch(`${other.url}/__control/faults`, { method: 'PUT', body: '{"mode":"down"}' })).status).toBe(404);
      await other.close();
      const again = await startCommerceService({ port: 0, dataDir: other.dataDir });
      try {
        const cart = await call({ storeApi: `${again.url}/store-api` }, 'GET', '/checkout/cart', { token: 'persisted-cart-token' });
        expect(cart.body.lineItems.map((l: any) => [l.referencedId, l.quantity])).toEqual([[product.id, 2]]);
      } finally {
        await again.close();
      }
    } finally {
      await other.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('request bodies', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${service.storeApi}/checkout/cart/line-item`, { method: 'POST', headers: { 'sw-access-key': 'SWSCWINORADELOCAL', 'content-type': 'application/json', ...headers }, body });

  it('a body over 1 MB is 413 in the error shape, and the service goes on serving', async () => {
    const r = await post(JSON.stringify({ items: [{ type: 'product', id: 'x', pad: 'x'.repeat(MAX_BODY_BYTES) }] }));
    expect(r.status).toBe(413);
    expect(((await r.json()) as any).errors[0]).toMatchObject({ status: '413', code: 'FRAMEWORK__REQUEST_BODY_TOO_LARGE' });
    expect((await call(service, 'GET', '/context')).status).toBe(200);
  });

  it('invalid JSON and JSON nested thousands deep are 400 in the error shape', async () => {
    const broken = await post('{"items":');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as any).errors[0]).toMatchObject({ status: '400', code: 'FRAMEWORK__INVALID_REQUEST_PARAMETER' });
    const deep = await fetch(`${service.storeApi}/product`, {
      method: 'POST',
      headers: { 'sw-access-key': 'SWSCWINORADELOCAL', 'content-type': 'application/json' },
      body: `{"filter":${'[{"type":"multi","queries":'.repeat(5_000)}[]${'}]'.repeat(5_000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as any).errors[0].detail).toContain('nests deeper');
  });
});

describe('control routes (--control): same origin only, never CORS', () => {
  const faults = (init: RequestInit = {}) => fetch(`${service.url}/__control/faults`, init);

  it('a request from the service itself (no Origin, or its own) is answered, without CORS headers', async () => {
    const plain = await faults();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    const own = await faults({ method: 'PUT', headers: { origin: service.url }, body: '{"mode":"none"}' });
    expect(own.status).toBe(200);
  });

  it('a page elsewhere cannot read or change faults or list products: 403, no CORS headers, nothing changed', async () => {
    for (const headers of [{ origin: 'http://evil.example' }, { origin: 'null' }, { origin: `${service.url}.evil.example` }, { 'sec-fetch-site': 'cross-site' }]) {
      const put = await faults({ method: 'PUT', headers, body: '{"mode":"down"}' });
      expect(put.status, JSON.stringify(headers)).toBe(403);
      expect(put.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await put.json()) as any).errors[0]).toMatchObject({ status: '403' });
    }
    // A page on a DNS name rebound to 127.0.0.1 sends its own name as Host (fetch cannot set Host: raw HTTP).
    const rebound = await new Promise<number | undefined>((resolve, reject) => {
      const req = http.request(`${service.url}/__control/faults`, { method: 'PUT', headers: { host: `rebound.evil.example:${service.port}` } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end('{"mode":"down"}');
    });
    expect(rebound).toBe(403);
    const preflight = await faults({ method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'PUT' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const products = await fetch(`${service.url}/__control/products`, { method: 'POST', headers: { origin: 'http://evil.example', 'content-type': 'text/plain' }, body: JSON.stringify({ brand: 'winora', model: NEW_PRODUCT }) });
    expect(products.status).toBe(403);
    expect(((await (await faults()).json()) as any)).toEqual({ mode: 'none' });
    expect((await call(service, 'GET', '/checkout/cart')).status).toBe(200);
  });

  it('a bad faults body is 400; an unknown control route 404', async () => {
    expect((await faults({ method: 'PUT', body: '{' })).status).toBe(400);
    expect((await faults({ method: 'PUT', body: '{"mode":"slow","delayMs":1e308}' })).status).toBe(400);
    expect((await fetch(`${service.url}/__control/nope`)).status).toBe(404);
  });
});

describe('test hook: a product listed after the build', () => {
  it('POST /__control/products adds a model with variants, prices and stock at once (search cache dropped); a repeat replaces it', async () => {
    const body = { filter: [{ type: 'equals', field: 'productNumber', value: NEW_PRODUCT.sku }], associations: { children: { associations: { options: {} } } } };
    expect((await call(service, 'POST', '/product', { body })).body.total).toBe(0);
    const post = () => fetch(`${service.url}/__control/products`, { method: 'POST', body: JSON.stringify({ brand: 'winora', model: NEW_PRODUCT }) });
    const added = await post();
    expect(added.status).toBe(201);
    const answer = (await added.json()) as { parentId: string; variants: unknown[] };
    expect(answer.variants).toHaveLength(8);
    expect((await post()).status).toBe(201);
    const found = await call(service, 'POST', '/product', { body });
    expect(found.body.total).toBe(1);
    expect(found.body.elements[0].id).toBe(answer.parentId);
    expect(found.body.elements[0].children).toHaveLength(8);
    expect((await call(service, 'POST', '/product', { body, key: 'SWSCWINORACHLOCAL' })).body.total).toBe(1);
  });

  it('POST /__control/products refuses an unknown brand, category or a malformed model with 400', async () => {
    const send = (input: unknown) => fetch(`${service.url}/__control/products`, { method: 'POST', body: JSON.stringify(input) });
    expect((await send({ brand: 'nope', model: NEW_PRODUCT })).status).toBe(400);
    expect((await send({ brand: 'winora', model: { ...NEW_PRODUCT, categories: ['nope'] } })).status).toBe(400);
    expect((await send({ brand: 'winora', model: { sku: 'x' } })).status).toBe(400);
  });
});
