import type { PageProps } from '@cycle/engine';
import { useEffect, useState, type ReactNode } from 'react';
import type { ShopPageData } from '../../commerce/catalogue/page-data.ts';
import { commerceClient } from '../../commerce/browser/commerce-client.ts';
import { formatPrice } from '../../commerce/browser/format-price.ts';
import { ShopFault } from '../../commerce/browser/shop-fault.tsx';
import * as css from '../../commerce/browser/shop.css.ts';
import { useCommerceCall } from '../../commerce/browser/use-commerce-call.ts';
import type { Product } from '../../commerce/types.ts';
import { MessageBox } from '../../components/message-box.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { button, buttonGhost, container } from '../../styles/layout.css.ts';

/**
 * The dynamic product page (`/{locale}/product/?sku=…` or `?id=…`): a product added after the build, read from
 * the commerce backend in the browser, with its variants and add to basket.
 */
export default function ProductDynamicPage({ data }: PageProps<ShopPageData>): ReactNode {
  const { m } = useMessages();
  const settings = data.commerce;
  const load = useCommerceCall<readonly Product[]>();
  const add = useCommerceCall<unknown>();
  const [variantId, setVariantId] = useState<string | null>(null);
  const runLoad = load.run;
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const id = params.get('id');
    const sku = params.get('sku') ?? '';
    void runLoad(() => commerceClient(settings).searchProducts({ fieldList: 'productDetails', filter: id === null ? { kind: 'productNumbers', productNumbers: [sku] } : { kind: 'ids', ids: [id] }, limit: 1 }));
  }, [settings, runLoad]);
  const product = load.state.status === 'done' ? load.state.value[0] : undefined;
  const variants = product?.variants ?? [];
  const chosen = variants.find((v) => v.id === variantId) ?? variants.find((v) => v.stockStatus === 'in-stock') ?? variants[0];
  const buyable = product !== undefined && (chosen?.stockStatus === 'in-stock' || (variants.length === 0 && product.stockStatus === 'in-stock'));
  return (
    <div className={`${container} ${css.page}`}>
      <ShopFault state={load.state} onRetry={load.retry} />
      {load.state.status === 'done' && product === undefined ? <MessageBox kind="warning" title={m.shopProductNotFound} /> : null}
      {load.state.status === 'pending' ? <p role="status">{m.shopLoading}</p> : null}
      {product ? (
        <div className={css.productLayout} data-dynamic-product={product.sku}>
          {product.img ? <img className={css.mainImage} src={product.img} alt={product.imgAlt ?? product.name} width={1600} height={1000} /> : <span />}
          <div className={css.buyBox}>
            <h1 className={css.title}>{product.name}</h1>
            {product.subtitle ? <p className={css.muted}>{product.subtitle}</p> : null}
            <p className={css.bigPrice}>{formatPrice(chosen?.price?.total ?? product.price?.total ?? null, settings) ?? m.shopPriceOnRequest}</p>
            {variants.length > 0 ? (
              <div className={css.chips}>
                {variants.map((v) => <button key={v.id} type="button" className={css.optionButton} aria-pressed={chosen?.id === v.id} onClick={() => setVariantId(v.id)}>{v.options.map((o) => o.name).join(' · ') || v.name}</button>)}
              </div>
            ) : null}
            <p className={css.stock[buyable ? 'in-stock' : 'out-of-stock']}>{buyable ? m.shopInStock : m.shopOutOfStock}</p>
            {buyable ? <button type="button" className={`${button} ${css.full}`} onClick={() => void add.run(() => commerceClient(settings).addCartItem({ productId: chosen?.id ?? product.id }))} data-add-to-basket>{m.shopAddToBasket}</button> : null}
            {add.state.status === 'done' ? <MessageBox kind="success" title={m.shopAdded}><a className={buttonGhost} href={settings.paths.basket}>{m.shopGoToBasket}</a></MessageBox> : null}
            <ShopFault state={add.state} onRetry={add.retry} />
            {product.description ? <p>{product.description}</p> : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
