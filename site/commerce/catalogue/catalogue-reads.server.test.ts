/**
 * A catalogue kept from the last build and read as its changes since: against the local commerce service over
 * loopback (store-api), through the production client, the result compared with a whole read of the same catalogue.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { NEW_PRODUCT } from '../../../services/commerce/testing/new-product.ts';
import { useTestService } from '../../../services/commerce/testing/use-test-service.ts';
import { clearProductSearchCache } from '../../../services/commerce/routes/products.ts';
import { resolveBrandConfig } from '../../config/resolve-brand-config.ts';
import { createLocales, type Locale } from '../../locale/locales.ts';
import { resolveShopwareChannels } from '../shopware/shopware-channels.ts';
import { changesSince } from './catalogue-delta.server.ts';
import { createCatalogueReads } from './catalogue-reads.server.ts';
import { readCatalogueVersion } from './catalogue-version.server.ts';
import { createCatalogueSource } from './load-catalogue.server.ts';

const service = useTestService({ control: true });
const winora = resolveBrandConfig('winora', brandConfigs.winora);
const deDe = createLocales(winora).find((l) => l.id === 'de-de') as Locale;
const keys = brandConfigs.winora.commerce.accessKeys as Readonly<Record<string, string>>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-reads-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The product searches a source sends, by their JSON bodies. */
function recording() {
  const searches: Record<string, unknown>[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/store-api/product')) {
      // ky sends a Request with its body; the plain reads send the body in `init`.
      const body = input instanceof Request ? await input.clone().text() : String(init?.body);
      searches.push(JSON.parse(body) as Record<string, unknown>);
    }
    return globalThis.fetch(input, init);
  }) as typeof globalThis.fetch;
  return { searches, fetch };
}

async function versionDe(): Promise<string> {
  const v = await readCatalogueVersion({ channel: { url: service.url, accessKey: keys['DE'] ?? '' } });
  if (!v.ok) throw new Error(v.error);
  return v.value;
}

/** de-de's catalogue through a source that keeps its reads in `dir`, with the requests it sent and how it read. */
async function read(withReads: boolean) {
  const version = await versionDe();
  const rec = recording();
  const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
  const reads = createCatalogueReads(dir, 'code-1', (country) => (country === 'DE' ? version : undefined));
  const source = createCatalogueSource(winora, channels, { fetch: rec.fetch, ...(withReads ? { reads } : {}) });
  const catalogue = await source.forLocale(deDe);
  // de-de reads German and English (its category keys come from the country's English read): two reads, one kind.
  const kinds = new Set(source.readKinds().values());
  return { catalogue, searches: rec.searches, kind: kinds.size === 1 ? [...kinds][0] : [...kinds].join('+'), version };
}

const withIds = (searches: readonly Record<string, unknown>[]) => searches.filter((s) => Array.isArray(s['ids']));
const full = (searches: readonly Record<string, unknown>[]) => searches.filter((s) => !Array.isArray(s['ids']) && s['associations'] !== undefined);

describe('a catalogue read as its changes since the last build', () => {
  it('is not read again at the version it was kept at, and is read as its changes after a write: the products a whole read gives', async () => {
    const first = await read(true);
    expect(first.kind).toBe('whole');
    expect(full(first.searches)).toHaveLength(2);

    // Nothing written: the kept read, not one product search.
    const again = await read(true);
    expect(again.kind).toBe('kept');
    expect(again.searches).toHaveLength(0);
    expect(again.catalogue.bikes).toEqual(first.catalogue.bikes);

    // One variant's price changes (the shop writes that variant alone): its parent is read again, by id, and nothing else.
    const { rows } = await service.db.query<{ id: string; parent_id: string }>(`select id, parent_id from product where brand = 'winora' and parent_id is not null order by product_number limit 1`);
    const variant = rows[0]!;
    await service.db.query(`update product_price set gross = gross + 50 where product_id = $1`, [variant.id]);
    await service.db.query(`update product set updated_at = now() where id = $1`, [variant.id]);
    // Written behind the service's back: its 5-second answer cache (Shopware's store-api cache) is dropped by hand.
    clearProductSearchCache();
    const changed = await read(true);
    expect(changed.version).not.toBe(first.version);
    expect(changed.kind).toBe('changes');
    expect(full(changed.searches)).toHaveLength(0);
    expect(withIds(changed.searches).map((s) => s['ids'])).toEqual([[variant.parent_id], [variant.parent_id]]);
    const whole = await read(false);
    expect(whole.kind).toBe('whole');
    expect(changed.catalogue).toEqual(whole.catalogue);
    expect(changed.catalogue).not.toEqual(first.catalogue);

    // A new bike: read by id, and in its place among the others.
    const added = await fetch(`${service.url}/__control/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ brand: 'winora', model: NEW_PRODUCT }) });
    expect(added.status).toBe(201);
    const withNew = await read(true);
    expect(withNew.kind).toBe('changes');
    expect(withNew.catalogue.bikes.map((b) => b.sku)).toContain(NEW_PRODUCT.sku);
    expect(withNew.catalogue).toEqual((await read(false)).catalogue);
  });

  it('is read whole when the category tree changed or the kept read is unusable', async () => {
    await read(true);
    const { rows } = await service.db.query<{ id: string }>(`select id from category where brand = 'winora' and parent_id is not null order by id limit 1`);
    await service.db.query(`update category set name = name || '{"de": "Umbenannt2"}'::jsonb where id = $1`, [rows[0]!.id]);
    expect((await read(true)).kind).toBe('whole');

    // A kept read that lacks a parent the shop lists, and nothing written since: the changes cannot make the
    // catalogue, so it is read whole.
    const now = await read(true);
    const [count, updated, created, hash] = now.version.split(' ') as [string, string, string, string];
    const reads = createCatalogueReads(dir, 'code-1', () => `${count} ${new Date(Date.parse(updated) + 1000).toISOString()} ${created} ${hash}`);
    reads.write('DE', 'de', { version: now.version, products: now.catalogue.bikes.slice(1) });
    const lacking = createCatalogueSource(winora, resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null), { reads, log: () => undefined });
    expect((await lacking.forLocale(deDe)).bikes).toEqual(now.catalogue.bikes);
    expect(lacking.readKinds().get('DE|de')).toBe('whole');

    // A damaged file is no read: the catalogue is read whole, and kept anew.
    for (const f of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, f), 'not v8');
    const damaged = await read(true);
    expect(damaged.kind).toBe('whole');
    expect((await read(true)).kind).toBe('kept');
  });
});

describe('changesSince', () => {
  const tree = '0123456789abcdef';
  it('asks from the newest date of the kept version', () => {
    expect(changesSince(`10 2026-11-01T10:00:00.000+00:00 2025-03-01T08:00:00.000+00:00 ${tree}`, `10 2026-11-02T10:00:00.000+00:00 2025-03-01T08:00:00.000+00:00 ${tree}`)).toBe('2026-11-01T10:00:00.000Z');
    // A product created and never updated is newer by its createdAt.
    expect(changesSince(`10 - 2026-11-03T10:00:00.000+00:00 ${tree}`, `11 - 2026-11-04T10:00:00.000+00:00 ${tree}`)).toBe('2026-11-03T10:00:00.000Z');
  });
  it('gives no base for another category tree, a version without dates or another shape', () => {
    expect(changesSince(`10 2026-11-01T10:00:00.000+00:00 - ${tree}`, `10 2026-11-02T10:00:00.000+00:00 - fedcba9876543210`)).toBeNull();
    expect(changesSince(`0 - - ${tree}`, `1 - 2026-11-02T10:00:00.000+00:00 ${tree}`)).toBeNull();
    expect(changesSince('garbage', `1 - 2026-11-02T10:00:00.000+00:00 ${tree}`)).toBeNull();
  });
});
