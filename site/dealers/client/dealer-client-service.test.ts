/**
 * The site's dealer client against the real local dealer service (services/dealers, repository data, port 0):
 * the same code the build and the browser run, so the contract is checked end to end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDealers } from '../../../services/dealers/main.ts';
import { brandConfigs } from '../../../brands/registry.ts';
import { createDealerClient } from './create-dealer-client.ts';
import { dealerPath } from './dealer-path.ts';
import { distanceKm } from './distance.ts';
import { loadDealers } from './load-dealers.server.ts';

let service: Awaited<ReturnType<typeof runDealers>>;
beforeAll(async () => {
  service = await runDealers({ port: 0 });
});
afterAll(async () => {
  await service?.close();
});

describe('dealer client against the local service', () => {
  it('searches near Vienna with filters: parsed, nearest first, the service distances agreeing with ours', async () => {
    const client = createDealerClient({ baseUrl: service.url });
    const vienna = { lat: 48.2082, lng: 16.3738 };
    const result = await client.listDealers({ brand: 'winora', country: 'AT', near: vienna, radiusKm: 400, filters: ['electricBikes'], limit: 5 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.dealers.length).toBeGreaterThan(0);
    for (const d of result.value.dealers) {
      expect(d.services.electricBikes).toBe(true);
      expect(d.brands).toContain('winora');
      expect(d.distanceKm).toBeCloseTo(distanceKm(vienna, d.position), 0);
    }
    const distances = result.value.dealers.map((d) => d.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('gives an unknown filter and an unknown dealer as failures carrying the service detail', async () => {
    const client = createDealerClient({ baseUrl: service.url });
    const bad = await client.listDealers({ brand: 'winora', country: 'AT', filters: ['teleport' as never] });
    expect(bad).toMatchObject({ ok: false, error: { type: 'http', status: 400 } });
    expect(!bad.ok && bad.error.message).toContain('unknown filter "teleport"');
    expect(await client.getDealer('at-999')).toMatchObject({ ok: false, error: { type: 'http', status: 404 } });
  });

  it('reads the gazetteer and the bidex stock of a variant', async () => {
    const client = createDealerClient({ baseUrl: service.url });
    const places = await client.listPlaces('CH');
    expect(places.ok && places.value.some((p) => p.name === 'Zürich')).toBe(true);
    const stocked = await client.listVariantDealers({ productNumber: 'WIN-YAKUN-001', brand: 'winora', country: 'DE', near: { lat: 48.137, lng: 11.575 }, limit: 3 });
    if (!stocked.ok) throw new Error(stocked.error.message);
    expect(stocked.value.dealers.length).toBe(3);
    expect(stocked.value.dealers.every((d) => d.stock > 0)).toBe(true);
    expect(await client.listVariantDealers({ productNumber: 'WIN-YAKUN-001', brand: 'winora', country: 'FR' })).toMatchObject({ ok: false, error: { status: 400 } });
  });

  it('loads every dealer of sparta in NL, DK and BE page by page, each with a distinct detail path that slugs well', async () => {
    const brandId = brandConfigs.sparta.dealers.brandId;
    const paths = new Set<string>();
    for (const country of ['NL', 'DK', 'BE'] as const) {
      const loaded = await loadDealers({ baseUrl: service.url, brandId, country, pageSize: 5, log: () => {} });
      if (!loaded.ok) throw new Error(loaded.error.message);
      expect(loaded.value.length, country).toBeGreaterThanOrEqual(8);
      for (const dealer of loaded.value) {
        const p = dealerPath({ path: '/nl/nl/' }, dealer);
        expect(p).toMatch(/^\/nl\/nl\/dealers\/[a-z]{2}-\d{3}-[a-z0-9]+(-[a-z0-9]+)+\/$/);
        paths.add(p);
      }
    }
    expect(paths.size).toBeGreaterThanOrEqual(24);
  });

  it('gives a service that is not there as a network failure after the retries', async () => {
    const result = await loadDealers({ baseUrl: 'http://127.0.0.1:9', brandId: 'winora', country: 'AT', retry: { maxRetries: 1, baseDelayMs: 0, jitter: 0 }, log: () => {} });
    expect(result).toMatchObject({ ok: false, error: { type: 'network' } });
    expect(!result.ok && result.error.message).toMatch(/^Dealers of winora in AT: GET http:\/\/127\.0\.0\.1:9\/v1\/dealers\?.* failed: .*failed after 2 attempts/);
  });
});
