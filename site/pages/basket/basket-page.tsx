import type { PageProps } from '@cycle/engine';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CommerceSettings } from '../../commerce/catalogue/commerce-settings.ts';
import { commerceClient } from '../../commerce/browser/commerce-client.ts';
import { formatPrice } from '../../commerce/browser/format-price.ts';
import { ShopFault } from '../../commerce/browser/shop-fault.tsx';
import * as shop from '../../commerce/browser/shop.css.ts';
import { useCommerceCall } from '../../commerce/browser/use-commerce-call.ts';
import type { Cart, FreeProductsPromotion, StockEntry } from '../../commerce/types.ts';
import { Icon } from '../../components/icon.tsx';
import { MessageBox } from '../../components/message-box.tsx';
import { useBasketAnalytics } from '../../analytics/use-ecommerce-events.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { button, container } from '../../styles/layout.css.ts';
import * as css from '../simple-page.css.ts';

/** Basket page data: where "continue shopping" leads, the market's currency and its shop (null without one). */
export interface BasketData {
  readonly continueHref: string;
  readonly currency: string;
  readonly commerce: CommerceSettings | null;
}

/**
 * The basket (fixed route `/{locale}/basket/`). The static page shows the empty state; in the browser the cart
 * of the stored context token fills it: quantities (unless the brand disables them), remove, promotion code,
 * the free-product promotion and cart stock. A backend fault shows a message and a retry; the cart stays.
 */
export default function BasketPage({ data }: PageProps<BasketData>): ReactNode {
  const { m, t } = useMessages();
  const settings = data.commerce;
  const load = useCommerceCall<Cart>();
  const change = useCommerceCall<Cart>();
  const [cart, setCart] = useState<Cart | null>(null);
  const [stock, setStock] = useState<readonly StockEntry[]>([]);
  const [free, setFree] = useState<FreeProductsPromotion | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);
  useBasketAnalytics(settings, cart);

  const extras = useCallback(async () => {
    if (settings === null) return;
    const client = commerceClient(settings);
    const [s, f] = await Promise.all([client.getCartStock(), client.getFreeProductsPromotion()]);
    if (s.ok) setStock(s.value);
    if (f.ok) setFree(f.value);
  }, [settings]);

  const runLoad = load.run;
  const fetchCart = useCallback(() => {
    if (settings === null) return;
    void runLoad(() => commerceClient(settings).getCart()).then((r) => {
      if (r.ok) {
        setCart(r.value);
        void extras();
      }
    });
  }, [settings, runLoad, extras]);
  useEffect(fetchCart, [fetchCart]);

  // A failed change is retried as a whole, and its answer becomes the cart like the first try's would.
  const lastChange = useRef<(() => ReturnType<ReturnType<typeof commerceClient>['getCart']>) | null>(null);
  const apply = async (call: () => ReturnType<ReturnType<typeof commerceClient>['getCart']>): Promise<boolean> => {
    lastChange.current = call;
    const r = await change.run(call);
    if (r.ok) {
      setCart(r.value);
      void extras();
    }
    return r.ok;
  };

  const products = cart?.lineItems.filter((l) => l.type === 'product') ?? [];
  const promotions = cart?.lineItems.filter((l) => l.type === 'promotion') ?? [];
  if (settings === null || (cart !== null && cart.lineItems.length === 0) || (cart === null && load.state.status !== 'failed')) {
    return (
      <div className={`${container} ${css.wrap}`}>
        <h1 className={css.title}>{m.basketTitle}</h1>
        <div className={css.panel} data-currency={data.currency} data-basket-state={cart === null ? 'loading' : 'empty'}>
          <Icon name="basket" size="xxl" />
          <h2>{cart === null && settings !== null ? m.shopLoading : m.basketEmpty}</h2>
          <p className={css.text}>{m.basketEmptyText}</p>
          <a className={button} href={data.continueHref}>{m.continueShopping}</a>
        </div>
        <ShopFault state={load.state} onRetry={fetchCart} />
      </div>
    );
  }
  const money = (n: number): string => formatPrice(n, settings) ?? '';
  const client = commerceClient(settings);
  return (
    <div className={`${container} ${shop.page}`}>
      <h1 className={shop.title}>{m.basketTitle}</h1>
      <ShopFault state={load.state} onRetry={fetchCart} />
      <ShopFault state={change.state} onRetry={() => lastChange.current !== null && void apply(lastChange.current)} />
      {cart === null ? null : (
        <div className={shop.basketLayout}>
          <div data-basket-lines={products.length}>
            {products.map((line) => {
              const s = stock.find((e) => e.lineItemId === line.id);
              const max = Math.min(line.maxQuantity ?? 10, 10);
              return (
                <div key={line.id} className={shop.line} data-line={line.sku ?? line.id}>
                  {line.image ? <img className={shop.lineImage} src={line.image.thumbnails.find((th) => th.width >= 400)?.url ?? line.image.url} alt={line.label} width={96} height={60} /> : <span className={shop.lineImage} />}
                  <div>
                    <p className={shop.tileName}>{line.label}</p>
                    <p className={shop.muted}>{line.options.map((o) => `${o.group}: ${o.option}`).join(' · ')}</p>
                    <div className={shop.lineActions}>
                      {settings.basketQuantity && line.stackable ? (
                        <label className={shop.check}>{m.shopQuantity}
                          <select className={shop.select} value={line.quantity} onChange={(e) => {
                            // Read now: a retry runs later, when the controlled select shows the old quantity again.
                            const quantity = Number(e.target.value);
                            void apply(() => client.updateCartItem(line.id, quantity));
                          }} data-quantity>
                            {Array.from({ length: Math.max(max, line.quantity) }, (_, i) => i + 1).map((q) => <option key={q} value={q}>{q}</option>)}
                          </select>
                        </label>
                      ) : <span>{m.shopQuantity}: {line.quantity}</span>}
                      {line.removable ? <button type="button" className={shop.linkButton} onClick={() => void apply(() => client.removeCartItem([line.id]))} data-remove>{m.shopRemove}</button> : null}
                      <strong className={shop.price}>{money(line.totalPrice)}</strong>
                    </div>
                    {s !== undefined && s.sufficient === false ? <p className={shop.fieldError} role="alert">{t('shopStockShort', { count: s.stock })}</p> : null}
                  </div>
                </div>
              );
            })}
            {free !== null && free.eligible && free.products.length > 0 && !products.some((l) => free.products.some((p) => p.productId === l.productId)) ? (
              <MessageBox kind="info" title={t('shopFreeProductEligible', { product: free.products[0]?.name ?? '' })}>
                <button type="button" className={shop.linkButton} onClick={() => void apply(() => client.addCartItem({ productId: free.products[0]?.productId ?? '' }))} data-add-free>{m.shopAddFree}</button>
              </MessageBox>
            ) : free !== null && !free.eligible && free.missingAmount > 0 ? <p className={shop.muted} data-free-missing>{t('shopFreeProductMissing', { amount: money(free.missingAmount) })}</p> : null}
          </div>
          <aside className={shop.summary} data-basket-summary>
            <div className={shop.summaryRow}><span>{m.shopSubtotal}</span><span>{money(cart.positionPrice)}</span></div>
            {promotions.map((p) => <div key={p.id} className={shop.summaryRow}><span>{p.label}</span><span>{money(p.totalPrice)}</span></div>)}
            <div className={shop.summaryRow}><span>{m.shopShipping}</span><span>{money(cart.shippingCosts)}</span></div>
            <div className={shop.summaryTotal}><span>{m.shopTotal}</span><span data-basket-total>{money(cart.totalPrice)}</span></div>
            {cart.taxes.map((tax) => <p key={tax.taxRate} className={shop.muted}>{t('shopTaxes', { rate: tax.taxRate, amount: money(tax.tax) })}</p>)}
            <form className={shop.formRow} onSubmit={(e) => {
              e.preventDefault();
              if (code.trim() === '') return;
              void apply(() => client.addPromotion(code.trim())).then((ok) => setCodeError(!ok));
            }}>
              <label className={shop.label}>{m.shopPromotionCode}<input className={shop.input} value={code} onChange={(e) => { setCode(e.target.value); setCodeError(false); }} data-promo-code /></label>
              <button type="submit" className={shop.linkButton}>{m.shopApply}</button>
            </form>
            {codeError || cart.errors.some((e) => e.messageKey.startsWith('promotion')) ? <p className={shop.fieldError} role="alert">{m.shopPromotionInvalid}</p> : null}
            <a className={`${button} ${shop.full}`} href={settings.paths.checkout} data-to-checkout>{m.shopToCheckout}</a>
            <p className={shop.muted}>{m.shopSecure}</p>
          </aside>
        </div>
      )}
    </div>
  );
}
