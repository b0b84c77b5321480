/** A country's catalogue version, read by the build from the local commerce service over loopback (store-api). */
import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { BRAND_SEEDS } from '../../../services/commerce/seed/brand-seeds.ts';
import { NEW_PRODUCT } from '../../../services/commerce/testing/new-product.ts';
import { useTestService } from '../../../services/commerce/testing/use-test-service.ts';
import { readCatalogueVersion } from './catalogue-version.server.ts';

const service = useTestService({ control: true });
const keys = brandConfigs.winora.commerce.accessKeys as Readonly<Record<string, string>>;
const version = (country: string) => readCatalogueVersion({ channel: { url: service.url, accessKey: keys[country] ?? '' } });

async function control(model: unknown): Promise<void> {
  const answer = await fetch(`${service.url}/__control/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ brand: 'winora', model }) });
  expect(answer.status).toBe(201);
}

describe('readCatalogueVersion', () => {
  it('stays the same while nothing is written, and moves when a product is changed or added', async () => {
    const first = await version('DE');
    expect(first).toMatchObject({ ok: true, value: expect.stringMatching(/^\d+ \d{4}-\d\d-\d\dT[\d:.]+\+00:00 \S+ [0-9a-f]{16}$/) });
    expect(await version('DE')).toEqual(first);
    if (!first.ok) return;
    const [count] = first.value.split(' ');

    // A price change (the shop writes the product again): as many products, a newer updatedAt.
    const model = BRAND_SEEDS['winora']!.models[0]!;
    await control({ ...model, priceEur: model.priceEur + 100 });
    const changed = await version('DE');
    expect(changed.ok && changed.value).not.toBe(first.value);
    expect(changed.ok && changed.value.split(' ')[0]).toBe(count);
    // Every country's channel sells the brand's products: its version moved too.
    expect((await version('AT')).ok).toBe(true);

    // A new bike: more products.
    await control(NEW_PRODUCT);
    const added = await version('DE');
    expect(added.ok && Number(added.value.split(' ')[0])).toBeGreaterThan(Number(count));
  });

  it('moves when a category is renamed, which writes no product', async () => {
    const before = await version('DE');
    const { rows } = await service.db.query<{ id: string }>(`select id from category where brand = 'winora' and parent_id is not null order by id limit 1`);
    await service.db.query(`update category set name = name || '{"de": "Umbenannt", "en": "Renamed"}'::jsonb where id = $1`, [rows[0]!.id]);
    const after = await version('DE');
    expect(after.ok && before.ok && after.value !== before.value).toBe(true);
    // Products untouched: count and dates are the same, only the category part moved.
    expect(after.ok && after.value.split(' ').slice(0, 3)).toEqual(before.ok && before.value.split(' ').slice(0, 3));
  });

  it('says why when the channel cannot be asked', async () => {
    expect(await readCatalogueVersion({ channel: { url: service.url, accessKey: 'SWSCNOSUCHCHANNEL' } })).toEqual({ ok: false, error: expect.stringMatching(/answered HTTP 4\d\d$/) });
    expect(await readCatalogueVersion({ channel: { accessKey: keys['DE'] ?? '' } })).toEqual({ ok: false, error: 'no shop URL or access key' });
  });
});
