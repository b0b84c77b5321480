import { randomBytes } from 'node:crypto';
import { calculateCart, ensureContext, withCartLock } from '../cart/cart-service.ts';
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
    if (lineItems.length === 0) return storeApiError(400, 'CHECKOUT__CART_EMPTY', 'Cart is empty');
    const errors = cart['errors'] as Record<string, { block: boolean; message: string }> | never[];
    const blocking = Array.isArray(errors) ? [] : Object.values(errors).filter((e) => e.block);
    if (blocking.length > 0) return storeApiError(500, 'CHECKOUT__CART_INVALID', `The cart is invalid, got ${blocking.length} error(s): ${blocking.map((e) => e.message).join(' ')}`, { errors: blocking.length });
    const customer = await loadCustomer(scope, customerId);
    const id = randomBytes(16).toString('hex');
    const body = (scope.body ?? {}) as Record<string, unknown>;
    const price = cart['price'] as Record<string, number>;
    const delivery = (cart['deliveries'] as Record<string, unknown>[])[0];
    const payment = PAYMENT_METHODS.find((m) => m.key === scope.context.paymentMethod) ?? PAYMENT_METHODS[0];
    const order = await scope.db.transaction(async (tx) => {
      const number = (await tx.query<{ n: string }>(`select nextval('order_number_seq')::text as n`)).rows[0]?.n ?? '0';
      for (const item of lineItems.filter((i) => i['type'] === 'product')) {
        await tx.query('update product_stock set stock = greatest(stock - $3, 0) where product_id = $1 and country = $2', [item['referencedId'], scope.channel.country, item['quantity']]);
      }
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
    clearProductSearchCache();
    return json(order);
  });
}

/** `POST|GET /handle-payment {orderId, finishUrl, errorUrl}`: invoice → `{redirectUrl:null}` (paid); Klarna → the local fake provider. */
export async function handlePaymentRoute(scope: Scope): Promise<Reply> {
  const body = { ...Object.fromEntries(scope.query), ...((scope.body ?? {}) as Record<string, unknown>) };
  const orderId = typeof body['orderId'] === 'string' ? body['orderId'] : '';
  if (orderId === '') return violation('/orderId', 'This value should not be blank.');
  const row = (await scope.db.query<{ doc: Record<string, unknown> }>('select doc from shop_order where id = $1 and access_key = $2', [orderId, scope.channel.accessKey])).rows[0];
  if (row === undefined) return storeApiError(404, 'CHECKOUT__INVALID_ORDER_ID', `The order with id ${orderId} is invalid or could not be found.`, { orderId });
  const transaction = (row.doc['transactions'] as { paymentMethodId: string }[])[0];
  const method = PAYMENT_METHODS.find((m) => paymentMethodId(m.key) === transaction?.paymentMethodId) ?? PAYMENT_METHODS[0];
  const finishUrl = typeof body['finishUrl'] === 'string' ? body['finishUrl'] : null;
  const errorUrl = typeof body['errorUrl'] === 'string' ? body['errorUrl'] : null;
  if (method?.synchronous !== false) {
    await setPaymentState(scope, orderId, 'paid');
    return json({ redirectUrl: null, apiAlias: 'handle_payment_response' });
  }
  const redirect = new URL(`${scope.origin}/payment/provider`);
  redirect.searchParams.set('orderId', orderId);
  if (finishUrl !== null) redirect.searchParams.set('finishUrl', finishUrl);
  if (errorUrl !== null) redirect.searchParams.set('errorUrl', errorUrl);
  return json({ redirectUrl: redirect.toString(), apiAlias: 'handle_payment_response' });
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
