import { randomBytes } from 'node:crypto';
import { calculateCart, ensureContext, withCartLock } from '../cart/cart-service.ts';
import { quantitiesByProduct } from '../cart/cart-json.ts';
import type { Database } from '../database/open-database.ts';
import { isChannelPageUrl } from '../http/channel-urls.ts';
import { customerNotLoggedIn, json, storeApiError, violation, type Reply } from '../http/reply.ts';
import type { Scope } from '../http/scope.ts';
import { PAYMENT_METHODS, currencyId, languageId, paymentMethodId } from '../seed/reference-data.ts';
import { loadCustomer } from './account-routes.ts';
import { clearProductSearchCache } from './products.ts';
import { currencyJson } from './context-routes.ts';

/**
 * `POST /checkout/order`: 403 without (guest) customer, 400 CHECKOUT__CART_EMPTY, 500 CHECKOUT__CART_INVALID when the
 * recalculation reports blocking errors; else the Order, stock taken, cart emptied (in one transaction).
 */
export async function createOrderRoute(scope: Scope): Promise<Reply> {
  if (scope.context.customerId === null) return customerNotLoggedIn();
  const customerId = scope.context.customerId;
  return withCartLock(scope, async () => {
    const cart = await calculateCart(scope);
    const lineItems = cart['lineItems'] as Record<string, unknown>[];
    // Blocking errors first, like Shopware's order persister: a cart whose last closeout just sold out is
    // invalid (and says why), not merely empty.
    const errors = cart['errors'] as Record<string, { block: boolean; message: string }> | never[];
    const blocking = Array.isArray(errors) ? [] : Object.values(errors).filter((e) => e.block);
    if (blocking.length > 0) return storeApiError(500, 'CHECKOUT__CART_INVALID', `The cart is invalid, got ${blocking.length} error(s): ${blocking.map((e) => e.message).join(' ')}`, { errors: blocking.length });
    if (lineItems.length === 0) return storeApiError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');
    const customer = await loadCustomer(scope, customerId);
    const id = randomBytes(16).toString('hex');
    const body = (scope.body ?? {}) as Record<string, unknown>;
    const price = cart['price'] as Record<string, number>;
    const delivery = (cart['deliveries'] as Record<string, unknown>[])[0];
    const payment = PAYMENT_METHODS.find((m) => m.key === scope.context.paymentMethod) ?? PAYMENT_METHODS[0];
    const ordered = quantitiesByProduct(lineItems.map((i) => ({ referencedId: String(i['referencedId']), type: i['type'] === 'product' ? 'product' : 'promotion', quantity: Number(i['quantity']) })));
    const order = await scope.db.transaction(async (tx) => {
      // Stock is taken per product over all lines, and a closeout's only while it lasts: another cart may have
      // bought it since this one was calculated (the check and the decrement share this transaction).
      for (const [productId, quantity] of ordered) {
        const taken = await tx.query(
          `update product_stock s set stock = greatest(s.stock - $3, 0) from product p
           where p.id = s.product_id and s.product_id = $1 and s.country = $2 and (s.stock >= $3 or not coalesce((p.doc->>'isCloseout')::boolean, false))`,
          [productId, scope.channel.country, quantity],
        );
        const closeout = (await tx.query<{ closeout: boolean }>(`select coalesce((doc->>'isCloseout')::boolean, false) as closeout from product where id = $1`, [productId])).rows[0]?.closeout === true;
        if ((taken.affectedRows ?? 0) === 0 && closeout) {
          await tx.rollback();
          return { soldOut: productId };
        }
      }
      const number = (await tx.query<{ n: string }>(`select nextval('order_number_seq')::text as n`)).rows[0]?.n ?? '0';
      const doc = {
        id, orderNumber: number, orderDateTime: new Date().toISOString(), orderDate: new Date().toISOString().slice(0, 10),
        amountTotal: price['totalPrice'], amountNet: price['netPrice'], positionPrice: price['positionPrice'], shippingTotal: ((delivery?.['shippingCosts'] as Record<string, number> | undefined)?.['totalPrice']) ?? 0,
        taxStatus: 'gross', price: cart['price'], shippingCosts: delivery?.['shippingCosts'] ?? null, currencyId: currencyId(scope.channel.currency), currency: currencyJson(scope.channel.currency),
        languageId: languageId(scope.languageCode), deepLinkCode: randomBytes(16).toString('hex'), customerComment: typeof body['customerComment'] === 'string' ? body['customerComment'] : null,
        stateMachineState: { technicalName: 'open', name: 'Open' },
        orderCustomer: { email: customer?.['email'], firstName: customer?.['firstName'], lastName: customer?.['lastName'], customerId },
        billingAddress: customer?.['defaultBillingAddress'] ?? null, addresses: [customer?.['defaultBillingAddress']].filter(Boolean),
        lineItems: lineItems.map((item, position) => ({
          id: randomBytes(16).toString('hex'), identifier: item['id'], referencedId: item['referencedId'], productId: item['type'] === 'product' ? item['referencedId'] : null, type: item['type'],
          label: item['label'], quantity: item['quantity'], unitPrice: (item['price'] as Record<string, number>)['unitPrice'], totalPrice: (item['price'] as Record<string, number>)['totalPrice'],
          price: item['price'], payload: item['payload'], cover: item['cover'], position: position + 1, good: item['good'], apiAlias: 'order_line_item',
        })),
        deliveries: delivery === undefined ? [] : [{ shippingMethod: delivery['shippingMethod'], shippingCosts: delivery['shippingCosts'], shippingOrderAddress: customer?.['defaultShippingAddress'] ?? null, trackingCodes: [], shippingDateEarliest: (delivery['deliveryDate'] as Record<string, string>)['earliest'], shippingDateLatest: (delivery['deliveryDate'] as Record<string, string>)['latest'], stateMachineState: { technicalName: 'open', name: 'Open' }, apiAlias: 'order_delivery' }],
        transactions: [{ id: randomBytes(16).toString('hex'), paymentMethodId: paymentMethodId(payment?.key ?? 'invoice'), paymentMethod: { id: paymentMethodId(payment?.key ?? 'invoice'), name: payment?.name, technicalName: payment?.technicalName }, amount: (cart['transactions'] as Record<string, unknown>[])[0]?.['amount'] ?? null, stateMachineState: { technicalName: 'open', name: 'Open' }, apiAlias: 'order_transaction' }],
        apiAlias: 'order',
      };
      await tx.query('insert into shop_order (id, order_number, access_key, customer_id, payment_state, doc) values ($1, $2, $3, $4, $5, $6)', [id, number, scope.channel.accessKey, customerId, 'open', JSON.stringify(doc)]);
      await tx.query('delete from cart_line_item where token = $1', [scope.token]);
      return doc;
    });
    if ('soldOut' in order) {
      return storeApiError(500, 'CHECKOUT__CART_INVALID', `The cart is invalid, got 1 error(s): The product ${order.soldOut} is not available in the ordered quantity any more.`, { errors: 1 });
    }
    clearProductSearchCache();
    return json(order);
  });
}

/**
 * `POST|GET /handle-payment {orderId, finishUrl?, errorUrl?}`: only for an order of the caller's own customer
 * (403 when anonymous, 404 for any other order, as for an unknown one); `finishUrl` and `errorUrl` must be pages
 * of the sales channel's storefront (400 otherwise). Invoice → `{redirectUrl:null}` (paid); Klarna → the local
 * fake provider, through a one-time payment session that remembers where to send the shopper back.
 */
export async function handlePaymentRoute(scope: Scope): Promise<Reply> {
  const body = { ...Object.fromEntries(scope.query), ...(typeof scope.body === 'object' && scope.body !== null && !Array.isArray(scope.body) ? (scope.body as Record<string, unknown>) : {}) };
  if (scope.context.customerId === null) return customerNotLoggedIn();
  const orderId = typeof body['orderId'] === 'string' ? body['orderId'] : '';
  if (orderId === '') return violation('/orderId', 'This value should not be blank.');
  const urls: Record<'finishUrl' | 'errorUrl', string | null> = { finishUrl: null, errorUrl: null };
  for (const field of ['finishUrl', 'errorUrl'] as const) {
    const value = body[field];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || !isChannelPageUrl(scope.channel, value)) {
      return violation(`/${field}`, `The ${field} must be a page of this sales channel's storefront (${scope.channel.domains.join(', ')}).`, 'VIOLATION::NO_SUCH_CHOICE_ERROR');
    }
    urls[field] = value;
  }
  const row = (await scope.db.query<{ doc: Record<string, unknown> }>('select doc from shop_order where id = $1 and access_key = $2 and customer_id = $3', [orderId, scope.channel.accessKey, scope.context.customerId])).rows[0];
  if (row === undefined) return storeApiError(404, 'CHECKOUT__INVALID_ORDER_ID', `The order with id ${orderId} is invalid or could not be found.`, { orderId });
  const transaction = (row.doc['transactions'] as { paymentMethodId: string }[])[0];
  const method = PAYMENT_METHODS.find((m) => paymentMethodId(m.key) === transaction?.paymentMethodId) ?? PAYMENT_METHODS[0];
  if (method?.synchronous !== false) {
    await setPaymentState(scope, orderId, 'paid');
    return json({ redirectUrl: null, apiAlias: 'handle_payment_response' });
  }
  const session = randomBytes(24).toString('base64url');
  await scope.db.query('insert into payment_session (id, order_id, finish_url, error_url) values ($1, $2, $3, $4)', [session, orderId, urls.finishUrl, urls.errorUrl]);
  const redirect = new URL(`${scope.origin}/payment/provider`);
  redirect.searchParams.set('session', session);
  return json({ redirectUrl: redirect.toString(), apiAlias: 'handle_payment_response' });
}

/** A payment session of the fake provider: the order to mark paid and where to send the shopper back. */
export interface PaymentSession {
  readonly orderId: string;
  readonly finishUrl: string | null;
  readonly errorUrl: string | null;
}

/** Takes a payment session (one use: it is gone afterwards); `undefined` when unknown or used. */
export async function takePaymentSession(db: Database, id: string): Promise<PaymentSession | undefined> {
  const row = (await db.query<{ order_id: string; finish_url: string | null; error_url: string | null }>('delete from payment_session where id = $1 returning order_id, finish_url, error_url', [id])).rows[0];
  return row === undefined ? undefined : { orderId: row.order_id, finishUrl: row.finish_url, errorUrl: row.error_url };
}

export async function setPaymentState(scope: Pick<Scope, 'db'>, orderId: string, state: 'paid' | 'failed'): Promise<void> {
  await scope.db.query(
    `update shop_order set payment_state = $2, doc = jsonb_set(doc, '{transactions,0,stateMachineState}', jsonb_build_object('technicalName', $2::text, 'name', initcap($2::text))) where id = $1`,
    [orderId, state],
  );
}

/** `POST|GET /order`: the customer's orders, newest first; 403 when anonymous. */
export async function ordersRoute(scope: Scope): Promise<Reply> {
  if (scope.context.customerId === null) return customerNotLoggedIn();
  const rows = (await scope.db.query<{ doc: Record<string, unknown> }>('select doc from shop_order where customer_id = $1 order by created_at desc', [scope.context.customerId])).rows;
  const elements = rows.map((r) => r.doc);
  return json({ orders: { entity: 'order', total: elements.length, aggregations: [], page: 1, limit: 100, elements, apiAlias: 'dal_entity_search_result' }, paymentChangeable: {}, apiAlias: 'order_route_response' });
}

/** Custom `POST /checkout/klarna/session`: a session for the current cart (contract in the README). */
export async function klarnaSessionRoute(scope: Scope): Promise<Reply> {
  await ensureContext(scope);
  const cart = await withCartLock(scope, () => calculateCart(scope));
  const items = cart['lineItems'] as Record<string, unknown>[];
  if (items.length === 0) return storeApiError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');
  const price = cart['price'] as Record<string, number>;
  return json({
    sessionId: randomBytes(16).toString('hex'),
    clientToken: `local-klarna.${randomBytes(24).toString('base64url')}`,
    purchaseCountry: scope.channel.country,
    purchaseCurrency: scope.channel.currency,
    orderAmount: Math.round((price['totalPrice'] ?? 0) * 100),
    paymentMethodCategories: [{ identifier: 'pay_later', name: 'Pay later' }, { identifier: 'pay_over_time', name: 'Financing' }],
    apiAlias: 'klarna_session',
  });
}
