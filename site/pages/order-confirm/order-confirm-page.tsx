import type { PageProps } from '@cycle/engine';
import { useEffect, type ReactNode } from 'react';
import { useHydrated } from '../../commerce/browser/use-hydrated.ts';
import type { ShopPageData } from '../../commerce/catalogue/page-data.ts';
import { commerceClient } from '../../commerce/browser/commerce-client.ts';
import { formatPrice, withCurrency } from '../../commerce/browser/format-price.ts';
import { readLastOrderEmail } from '../../commerce/browser/last-order.ts';
import { ShopFault } from '../../commerce/browser/shop-fault.tsx';
import * as css from '../../commerce/browser/shop.css.ts';
import { useCommerceCall } from '../../commerce/browser/use-commerce-call.ts';
import type { Order } from '../../commerce/types.ts';
import { MessageBox } from '../../components/message-box.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { usePurchaseAnalytics } from '../../analytics/use-ecommerce-events.ts';
import { button, container } from '../../styles/layout.css.ts';

/** Session storage, or null where touching it throws (privacy modes). */
function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Order confirmation (page kind OrderConfirm): the order from the backend (`?orderId=`), with its payment state. */
export default function OrderConfirmPage({ data }: PageProps<ShopPageData>): ReactNode {
  const { m, t } = useMessages();
  const settings = data.commerce;
  const load = useCommerceCall<readonly Order[]>();
  const hydrated = useHydrated();
  const orderId = hydrated ? new URLSearchParams(window.location.search).get('orderId') : null;
  const email = hydrated ? readLastOrderEmail(sessionStorageOrNull()) : null;
  const run = load.run;
  useEffect(() => {
    void run(() => commerceClient(settings).getOrders());
  }, [settings, run]);
  const orders = load.state.status === 'done' ? load.state.value : [];
  const order = orders.find((o) => o.id === orderId) ?? orders[0];
  usePurchaseAnalytics(settings, order);
  // The order's own currency (the one it was placed in), the market's when the backend does not say.
  const priced = withCurrency(settings, order?.currency);
  return (
    <div className={`${container} ${css.page}`}>
      <h1 className={css.title}>{m.shopOrderThanks}</h1>
      <ShopFault state={load.state} onRetry={load.retry} />
      {order ? (
        <div data-order-confirmation={order.orderNumber}>
          <MessageBox kind="success" title={t('shopOrderNumber', { number: order.orderNumber })}>
            <p data-payment-state={order.paymentState ?? 'open'}>{order.paymentState === 'paid' ? m.shopOrderPaid : m.shopOrderOpen}</p>
            {email ? <p>{t('shopOrderMail', { email })}</p> : null}
          </MessageBox>
          <div className={css.summary} style={{ marginTop: '2.4rem' }}>
            {order.lineItems.map((l) => <div key={`${l.productId}-${l.label}`} className={css.summaryRow}><span>{l.quantity} × {l.label}</span><span>{formatPrice(l.totalPrice, priced)}</span></div>)}
            <div className={css.summaryTotal}><span>{m.shopTotal}</span><span data-order-total>{formatPrice(order.totalPrice, priced)}</span></div>
          </div>
        </div>
      ) : load.state.status === 'pending' ? <p role="status">{m.shopLoading}</p> : null}
      <p style={{ marginTop: '2.4rem' }}><a className={button} href={data.continueHref}>{m.continueShopping}</a></p>
    </div>
  );
}
