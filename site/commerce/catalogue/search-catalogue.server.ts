/**
 * Server-only: the build's product search. It speaks what `ShopwareClient.searchProducts` speaks (`POST /product`
 * through the production request client, the same headers, errors and mapping), and also reads the answer's entity
 * aggregations, which the browser's client never asks for: kept apart, so the browser bundle (and every page that
 * refers to it) stays as it is.
 */
import { err, ok } from '@cycle/engine/shared';
import { createRequestClient } from '../request/create-request-client.ts';
import { parseAnswer, toCommerceError, type ShopwareClient } from '../shopware/create-shopware-client.ts';
import { mapProduct } from '../shopware/mappers/map-product.ts';
import { productSearchBody } from '../shopware/product-search-request.ts';
import { SHOPWARE_ENDPOINTS, shopwareApiBase } from '../shopware/shopware-endpoints.ts';
import { WireProductSearch } from '../shopware/shopware-schemas.ts';
import { attributesFromAggregations } from './attributes-from-aggregations.server.ts';

export interface CatalogueSearchOptions {
  /** Shop origin (`https://shop.example.at`). */
  readonly url: string;
  /** `sw-access-key`. */
  readonly accessKey: string;
  /** Use `/sales-channel-api/v3` instead of `/store-api` (the brand's option). */
  readonly salesChannelApi: boolean;
  /** Per-call timeout in ms. */
  readonly timeoutMs: number;
  readonly fetch: typeof fetch;
}

/**
 * A product search like `ShopwareClient.searchProducts`, whose request may ask for options and properties by id
 * (`optionIds`, `propertyIds`) with the options and their groups as entity aggregations: the products are mapped with
 * them put back (`attributesFromAggregations`), the same `Product`s as from the embedded associations.
 */
export function createCatalogueSearch(options: CatalogueSearchOptions): ShopwareClient['searchProducts'] {
  const http = createRequestClient({
    baseUrl: `${options.url.replace(/\/+$/, '')}${shopwareApiBase(options.salesChannelApi)}`,
    headers: { 'sw-access-key': options.accessKey },
    fetch: options.fetch,
  });
  const endpoint = SHOPWARE_ENDPOINTS.searchProducts;
  return async (request, search = {}) => {
    const result = await http.request(
      { ...endpoint, timeoutMs: options.timeoutMs },
      { body: productSearchBody(request), ...(search.languageId === undefined ? {} : { headers: { 'sw-language-id': search.languageId } }) },
    );
    if (!result.ok) return err(toCommerceError(result.error));
    const parsed = parseAnswer(endpoint, WireProductSearch, result.value.data);
    if (!parsed.ok) return parsed;
    return ok(attributesFromAggregations(parsed.value.elements, parsed.value['aggregations']).map(mapProduct));
  };
}
