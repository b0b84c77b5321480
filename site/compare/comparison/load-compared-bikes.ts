import type { Result } from '@cycle/engine/shared';
import { commerceClient } from '../../commerce/browser/commerce-client.ts';
import type { CommerceSettings } from '../../commerce/catalogue/commerce-settings.ts';
import { PRODUCT_PAGE_REQUEST } from '../../commerce/catalogue/product-page-data.ts';
import type { CommerceError, ShopwareClient } from '../../commerce/shopware/create-shopware-client.ts';
import type { Product } from '../../commerce/types.ts';

/** The products of the chosen product numbers, in the page's language, found or not. */
export interface LoadedProducts {
  /** In the order asked for. */
  readonly products: readonly Product[];
  /** Product numbers the shop does not list (any more). */
  readonly missing: readonly string[];
}

/**
 * Reads the chosen bikes from the commerce backend in the browser, with the same request as a product page (so a
 * bike listed after the build compares like a built one): one product search for all of them.
 */
export async function loadComparedProducts(settings: CommerceSettings, skus: readonly string[], client: Pick<ShopwareClient, 'getLanguages' | 'searchProducts'> = commerceClient(settings)): Promise<Result<LoadedProducts, CommerceError>> {
  if (skus.length === 0) return { ok: true, value: { products: [], missing: [] } };
  const languages = await client.getLanguages();
  const language = settings.tag.split('-')[0];
  const languageId = languages.ok ? languages.value.find((l) => l.code === language)?.id : undefined;
  const found = await client.searchProducts({ ...PRODUCT_PAGE_REQUEST, filter: { kind: 'productNumbers', productNumbers: [...skus] }, limit: skus.length }, languageId === undefined ? {} : { languageId });
  if (!found.ok) return found;
  const bySku = new Map(found.value.map((p) => [p.sku, p]));
  return {
    ok: true,
    value: {
      products: skus.flatMap((sku) => bySku.get(sku) ?? []),
      missing: skus.filter((sku) => !bySku.has(sku)),
    },
  };
}
