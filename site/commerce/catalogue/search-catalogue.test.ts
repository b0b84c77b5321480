/**
 * The build's product search against the local commerce service: options and properties asked for by id, with the
 * options and their groups as Shopware entity aggregations, give the same products as the embedded associations.
 */
import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { languageId } from '../../../services/commerce/seed/reference-data.ts';
import { useTestService } from '../../../services/commerce/testing/use-test-service.ts';
import { resolveBrandConfig } from '../../config/resolve-brand-config.ts';
import { createShopwareClient } from '../shopware/create-shopware-client.ts';
import { FIELD_LISTS } from '../shopware/product-search-request.ts';
import { resolveShopwareChannels } from '../shopware/shopware-channels.ts';
import type { Product } from '../types.ts';
import { createCatalogueSearch } from './search-catalogue.server.ts';

const service = useTestService();

const winora = resolveBrandConfig('winora', brandConfigs.winora);

describe('createCatalogueSearch', () => {
  it('options and properties asked for by id, with the options and their groups as entity aggregations: the same products as embedded, in a fraction of the bytes', async () => {
    const bytes: number[] = [];
    const measuring = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      bytes.push((await response.clone().arrayBuffer()).byteLength);
      return response;
    }) as typeof fetch;
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    const client = createShopwareClient({ country: 'DE', channels, fetch: measuring });
    const withGroups = { associations: { group: {} } };
    const embedded = await client.searchProducts({
      fieldList: 'productDetails',
      filter: { kind: 'parents' },
      overrides: { associations: { properties: withGroups, children: { associations: { options: withGroups, properties: withGroups } } } },
    }, { languageId: languageId('de') });
    const includes = FIELD_LISTS.productDetails.includes;
    const search = createCatalogueSearch({ url: service.url, accessKey: channels['DE']?.accessKey ?? '', salesChannelApi: false, timeoutMs: 15_000, fetch: measuring });
    const byId = await search({
      fieldList: 'productDetails',
      filter: { kind: 'parents' },
      overrides: {
        associations: { children: {} },
        // Each option names its group by `groupId`.
        includes: { ...includes, product: [...(includes['product'] ?? []), 'optionIds', 'propertyIds'], property_group_option: [...(includes['property_group_option'] ?? []), 'groupId'] },
        aggregations: ['properties', 'children.options', 'children.properties'].flatMap((path) => [
          { name: `${path}-options`, type: 'entity', field: `${path}.id`, definition: 'property_group_option' },
          { name: `${path}-groups`, type: 'entity', field: `${path}.groupId`, definition: 'property_group' },
        ]),
      },
    }, { languageId: languageId('de') });
    if (!embedded.ok || !byId.ok) throw new Error('search failed');
    // The variants' media are not asked for here; everything else is the same, attribute by attribute.
    const withoutVariantImages = (products: readonly Product[]) => products.map((p) => ({ ...p, variants: p.variants.map((variant) => ({ ...variant, images: [] })) }));
    expect(withoutVariantImages(byId.value)).toEqual(withoutVariantImages(embedded.value));
    expect(byId.value.find((p) => p.sku === '4454030')?.variants[0]?.properties.some((a) => a.group.code === 'UB-STACK')).toBe(true);
    expect(bytes[1]).toBeLessThan((bytes[0] ?? 0) / 2);
  });

  it('a failure is a value with Shopware\'s first error as its message', async () => {
    const search = createCatalogueSearch({ url: service.url, accessKey: 'SWSCNOSUCHCHANNEL', salesChannelApi: false, timeoutMs: 15_000, fetch });
    const result = await search({ fieldList: 'productList' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ type: 'http', status: 412, message: 'No matching sales channel found.', errors: [{ code: 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND' }] });
  });
});
