import { describe, expect, it } from 'vitest';
import { createDealerClient } from './create-dealer-client.ts';
import { loadDealers } from './load-dealers.server.ts';

const WIRE_DEALER = {
  id: 'nl-007',
  name: ' Fietsplus Jansen ',
  addressLine1: 'Frederik Hendriklaan 12',
  postcode: '2582 BR',
  city: 'Den Haag',
  country: 'NL',
  position: { lat: 52.0893, lng: 4.2843 },
  phone: '+31 70 355 1234',
  website: 'https://www.fietsplus-jansen.nl',
  email: 'info@fietsplus-jansen.nl',
  openingHours: [{ day: 'tu', opens: '09:00', closes: '18:00' }],
  services: { collectInStore: true, testCenter: false, mountainBikes: false, roadBikes: true, electricBikes: true, cargoBikes: false, rental: false, repair: true },
  brands: ['sparta'],
  internalRating: 4,
};

/** A fetch that answers one canned response and records the URLs asked. */
function answering(status: number, body: unknown, asked: string[] = []): typeof fetch {
  return async (input) => {
    asked.push(String(input));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

describe('createDealerClient', () => {
  it('sends the contract query and maps the answer into frozen site types (trimmed, extra fields dropped)', async () => {
    const asked: string[] = [];
    const client = createDealerClient({ baseUrl: 'http://dealers.test/', fetch: answering(200, { total: 1, dealers: [{ ...WIRE_DEALER, distanceKm: 2.4 }] }, asked) });
    const result = await client.listDealers({ brand: 'sparta', country: 'NL', near: { lat: 52.1, lng: 4.3 }, radiusKm: 25, filters: ['repair', 'testCenter'], limit: 10, offset: 20 });
    expect(asked).toEqual(['http://dealers.test/v1/dealers?brand=sparta&country=NL&lat=52.1&lng=4.3&radius=25&filters=repair%2CtestCenter&limit=10&offset=20']);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [dealer] = result.value.dealers;
    expect(dealer?.name).toBe('Fietsplus Jansen');
    expect(dealer?.distanceKm).toBe(2.4);
    expect(dealer && 'internalRating' in dealer).toBe(false);
    expect(Object.isFrozen(dealer?.services)).toBe(true);
  });

  it('gives a 404 as an http failure carrying the service detail', async () => {
    const client = createDealerClient({ baseUrl: 'http://dealers.test', fetch: answering(404, { errors: [{ status: '404', detail: 'no dealer nl-999' }] }) });
    const result = await client.getDealer('nl-999');
    expect(result).toMatchObject({ ok: false, error: { type: 'http', status: 404, retryable: false } });
    expect(!result.ok && result.error.message).toContain('no dealer nl-999');
  });

  it('gives a 503 as a retryable http failure, a non-JSON 200 and a wrong shape as parse failures naming the field', async () => {
    expect(await createDealerClient({ baseUrl: 'http://d', fetch: answering(503, 'busy') }).listPlaces('DE')).toMatchObject({ ok: false, error: { type: 'http', status: 503, retryable: true } });
    expect(await createDealerClient({ baseUrl: 'http://d', fetch: answering(200, '<html>') }).listPlaces('DE')).toMatchObject({ ok: false, error: { type: 'parse' } });
    const wrong = await createDealerClient({ baseUrl: 'http://d', fetch: answering(200, { total: 1, dealers: [{ ...WIRE_DEALER, position: { lat: 'x', lng: 4 } }] }) }).listDealers({ brand: 'sparta', country: 'NL' });
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.error.message).toContain('dealers.0.position.lat');
  });

  it('gives a refused connection as a network failure and an abort as aborted, without throwing', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    };
    expect(await createDealerClient({ baseUrl: 'http://d', fetch: refused }).getDealer('x')).toMatchObject({ ok: false, error: { type: 'network', retryable: true } });
    const controller = new AbortController();
    controller.abort();
    expect(await createDealerClient({ baseUrl: 'http://d', fetch: answering(200, {}) }).getDealer('x', { signal: controller.signal })).toMatchObject({ ok: false, error: { type: 'aborted' } });
  });

  it('refuses a bidex answer with a dealer of zero stock (the contract says only stock > 0)', async () => {
    const client = createDealerClient({ baseUrl: 'http://d', fetch: answering(200, { productNumber: 'W1', dealers: [{ ...WIRE_DEALER, stock: 0 }] }) });
    expect(await client.listVariantDealers({ productNumber: 'W1', brand: 'winora', country: 'DE' })).toMatchObject({ ok: false, error: { type: 'parse' } });
  });
});

describe('loadDealers', () => {
  it('reads every page and retries a 503 before failing with the country named', async () => {
    let calls = 0;
    const flaky: typeof fetch = async (input) => {
      calls += 1;
      if (calls === 1) return new Response('busy', { status: 503 });
      const offset = Number(new URL(String(input)).searchParams.get('offset'));
      const dealers = offset === 0 ? [WIRE_DEALER, { ...WIRE_DEALER, id: 'nl-008' }] : [{ ...WIRE_DEALER, id: 'nl-009' }];
      return new Response(JSON.stringify({ total: 3, dealers }), { status: 200 });
    };
    const lines: string[] = [];
    const result = await loadDealers({ baseUrl: 'http://d', brandId: 'sparta', country: 'NL', pageSize: 2, fetch: flaky, retry: { baseDelayMs: 0, jitter: 0 }, log: (l) => lines.push(l) });
    expect(result.ok && result.value.map((d) => d.id)).toEqual(['nl-007', 'nl-008', 'nl-009']);
    expect(lines).toHaveLength(1);
    const failed = await loadDealers({ baseUrl: 'http://d', brandId: 'sparta', country: 'NL', fetch: answering(400, { errors: [{ status: '400', detail: 'unknown brand' }] }), log: () => {} });
    expect(!failed.ok && failed.error.message).toBe('Dealers of sparta in NL: GET http://d/v1/dealers?brand=sparta&country=NL&limit=200&offset=0 answered 400: unknown brand');
  });
});
