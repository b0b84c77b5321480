import type { PageProps } from '@cycle/engine';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { DynamicProductPageData, ProductPageData } from '../../commerce/catalogue/page-data.ts';
import { PRODUCT_PAGE_REQUEST, productPageBase, valuesOf } from '../../commerce/catalogue/product-page-data.ts';
import { commerceClient } from '../../commerce/browser/commerce-client.ts';
import { ProductDetail } from '../../commerce/browser/product-detail.tsx';
import { ShopFault } from '../../commerce/browser/shop-fault.tsx';
import * as css from '../../commerce/browser/shop.css.ts';
import { useCommerceCall } from '../../commerce/browser/use-commerce-call.ts';
import type { Product } from '../../commerce/types.ts';
import type { CommerceError } from '../../commerce/shopware/create-shopware-client.ts';
import type { Result } from '@cycle/engine/shared';
import { MessageBox } from '../../components/message-box.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { container } from '../../styles/layout.css.ts';
import type { CommerceSettings } from '../../commerce/catalogue/commerce-settings.ts';

interface Loaded {
  readonly product: Product | undefined;
  readonly batteries: readonly Product[];
}

/** The product (`?sku=` product number or `?id=`) in the page's language, and the batteries its bundles require. */
async function loadProduct(settings: CommerceSettings, query: string): Promise<Result<Loaded, CommerceError>> {
  const client = commerceClient(settings);
  const params = new URLSearchParams(query);
  const id = params.get('id');
  const sku = params.get('sku') ?? '';
  const languages = await client.getLanguages();
  const language = settings.tag.split('-')[0];
  const languageId = languages.ok ? languages.value.find((l) => l.code === language)?.id : undefined;
  const options = languageId === undefined ? {} : { languageId };
  const found = await client.searchProducts({ ...PRODUCT_PAGE_REQUEST, filter: id === null ? { kind: 'productNumbers', productNumbers: [sku] } : { kind: 'ids', ids: [id] }, limit: 1 }, options);
  if (!found.ok) return found;
  const product = found.value[0];
  const batterySkus = [...new Set(product?.variants.flatMap((v) => v.requiredBatteries) ?? [])];
  if (batterySkus.length === 0) return { ok: true, value: { product, batteries: [] } };
  const batteries = await client.searchProducts({ fieldList: 'productList', filter: { kind: 'productNumbers', productNumbers: batterySkus }, limit: batterySkus.length }, options);
  // Without its batteries the page still sells the bike (the battery line is left out).
  return { ok: true, value: { product, batteries: batteries.ok ? batteries.value : [] } };
}

/**
 * The dynamic product page (`/{locale}/product/?sku=…` or `?id=…`): a product listed after the build, read from
 * the commerce backend in the browser and shown by the same detail as the built product pages (gallery, variant
 * and battery choice, price, stock, add to basket, notify-me, specs, geometry). Colours stay in the query.
 */
export default function ProductDynamicPage({ data }: PageProps<DynamicProductPageData>): ReactNode {
  const { m } = useMessages();
  const settings = data.commerce;
  const load = useCommerceCall<Loaded>();
  const runLoad = load.run;
  useEffect(() => {
    void runLoad(() => loadProduct(settings, window.location.search));
  }, [settings, runLoad]);
  const loaded = load.state.status === 'done' ? load.state.value : undefined;
  const page = useMemo((): ProductPageData | null => {
    const product = loaded?.product;
    if (product === undefined) return null;
    const base = productPageBase(product, {
      language: settings.tag.split('-')[0] ?? 'en',
      batteries: (loaded?.batteries ?? []).map((b) => ({ sku: b.sku, name: b.name, position: b.batteryPosition })),
      settings,
      colourPath: () => null,
      // Its line's page when the build has one (a line new with this product has none yet).
      line: data.productLines[valuesOf(product, 'attrProductLine')[0]?.name ?? ''] ?? null,
    });
    return { ...base, selectedColour: null, breadcrumbs: [{ label: m.home, href: settings.paths.home }, { label: product.name, href: `${settings.paths.home}product/?sku=${encodeURIComponent(product.sku)}` }] };
  }, [loaded, settings, m.home, data.productLines]);
  return (
    <div className={`${container} ${css.page}`}>
      <ShopFault state={load.state} onRetry={load.retry} />
      {load.state.status === 'done' && page === null ? <MessageBox kind="warning" title={m.shopProductNotFound} /> : null}
      {load.state.status === 'pending' || load.state.status === 'idle' ? <p role="status">{m.shopLoading}</p> : null}
      {page === null ? null : <div data-dynamic-product={page.sku}><ProductDetail data={page} /></div>}
    </div>
  );
}
