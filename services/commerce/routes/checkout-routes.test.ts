import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryId } from '../seed/reference-data.ts';
import { call, startTestService, type TestService } from '../testing/start-test-service.ts';

let service: TestService;
let variant: { id: string; productNumber: string };
let closeout: { id: string };
beforeAll(async () => {
  service = await startTestService();
  const parents = (await call(service, 'POST', '/product', { body: { filter: [{ type: 'equals', field: 'productNumber', value: '4455010' }], associations: { children: {} } } })).body.elements;
  variant = parents[0].children[0];
  const closeouts = (await call(service, 'POST', '/product', { body: { filter: [{ type: 'equals', field: 'productNumber', value: '4454031' }], associations: { children: {} } } })).body.elements[0].children;
  closeout = closeouts[0];
});
afterAll(async () => {
  await service.stop();
});

const guest = (token: string, storefrontUrl = 'https://www.winora.com/de-de') =>
  call(service, 'POST', '/account/register', {
    token,
    body: { guest: true, email: 'anna@example.test', firstName: 'Anna', lastName: 'Berger', storefrontUrl, billingAddress: { street: 'Hauptstraße 1', zipcode: '97080', city: 'Würzburg', countryId: countryId('DE') } },
  });

describe('account, checkout and orders (§14 items 10-14)', () => {
  it('register validates with pointers and checks the storefront domain', async () => {
    const missing = await call(service, 'POST', '/account/register', { body: { guest: true } });
    expect(missing.body.errors[0]).toMatchObject({ status: '400', title: 'Constraint violation error', source: { pointer: '/email' } });
    expect((await guest('x', 'https://evil.example/de-de')).body.errors[0].source.pointer).toBe('/storefrontUrl');
  });

  it('a guest checkout: register rotates the token and keeps the cart, order empties the cart, invoice payment finishes at once', async () => {
    await call(service, 'POST', '/checkout/cart/line-item', { token: 'checkout-1', body: { items: [{ id: variant.id, type: 'product', quantity: 1 }] } });
    expect((await call(service, 'POST', '/checkout/order', { token: 'checkout-1', body: {} })).body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    const registered = await guest('checkout-1');
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({ guest: true, email: 'anna@example.test', apiAlias: 'customer' });
    const token = registered.headers.get('sw-context-token') ?? '';
    expect(token).not.toBe('checkout-1');
    expect((await call(service, 'GET', '/checkout/cart', { token })).body.lineItems).toHaveLength(1);
    expect((await call(service, 'GET', '/account/customer', { token })).body.email).toBe('anna@example.test');

    const before = (await call(service, 'GET', `/stock/product?ids[]=${variant.id}`, { token })).body.stocks[0].stock;
    const search = { filter: [{ type: 'equals', field: 'id', value: variant.id }], includes: { product: ['stock'] } };
    expect((await call(service, 'POST', '/product', { body: search })).body.elements[0].stock).toBe(before);
    const order = await call(service, 'POST', '/checkout/order', { token, body: { customerComment: 'Bitte klingeln' } });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ apiAlias: 'order', stateMachineState: { technicalName: 'open' }, customerComment: 'Bitte klingeln' });
    expect(order.body.lineItems[0]).toMatchObject({ referencedId: variant.id, quantity: 1 });
    expect((await call(service, 'GET', '/checkout/cart', { token })).body.lineItems).toEqual([]);
    // The cached search answer is dropped when an order changes stock.
    expect((await call(service, 'POST', '/product', { body: search })).body.elements[0].stock).toBe(Math.max(before - 1, 0));
    expect((await call(service, 'GET', `/stock/product?ids[]=${variant.id}`, { token })).body.stocks[0].stock).toBe(Math.max(before - 1, 0));
    expect((await call(service, 'POST', '/checkout/order', { token, body: {} })).body.errors[0]).toMatchObject({ status: '400', code: 'CHECKOUT__CART_EMPTY' });

    const paid = await call(service, 'POST', '/handle-payment', { token, body: { orderId: order.body.id, finishUrl: 'http://127.0.0.1:4173/de-de/checkout/finish/' } });
    expect(paid.body).toEqual({ redirectUrl: null, apiAlias: 'handle_payment_response' });
    const orders = await call(service, 'POST', '/order', { token, body: {} });
    expect(orders.body.orders.elements[0].transactions[0].stateMachineState.technicalName).toBe('paid');
    expect((await call(service, 'POST', '/handle-payment', { token, body: { orderId: 'nope' } })).body.errors[0].code).toBe('CHECKOUT__INVALID_ORDER_ID');
  });

  it('Klarna: the context takes the payment method, the session is created, handle-payment redirects through the fake provider', async () => {
    await call(service, 'POST', '/checkout/cart/line-item', { token: 'klarna-1', body: { items: [{ id: variant.id, type: 'product' }] } });
    const methods = (await call(service, 'GET', '/payment-method', { token: 'klarna-1' })).body.elements;
    const klarna = methods.find((m: any) => m.shortName === 'klarna');
    const patched = await call(service, 'PATCH', '/context', { token: 'klarna-1', body: { paymentMethodId: klarna.id } });
    expect(patched.body).toEqual({ redirectUrl: null, apiAlias: 'array_struct' });
    expect(patched.headers.get('sw-context-token')).toBe('klarna-1');
    expect((await call(service, 'PATCH', '/context', { token: 'klarna-1', body: { paymentMethodId: 'nope' } })).body.errors[0].source.pointer).toBe('/paymentMethodId');
    const session = await call(service, 'POST', '/checkout/klarna/session', { token: 'klarna-1', body: {} });
    expect(session.body).toMatchObject({ purchaseCountry: 'DE', purchaseCurrency: 'EUR', apiAlias: 'klarna_session' });
    const token = (await guest('klarna-1')).headers.get('sw-context-token') ?? '';
    const order = (await call(service, 'POST', '/checkout/order', { token, body: {} })).body;
    const finishUrl = 'http://127.0.0.1:4173/de-de/checkout/finish/';
    const pay = await call(service, 'POST', '/handle-payment', { token, body: { orderId: order.id, finishUrl } });
    expect(pay.body.redirectUrl).toContain('/payment/provider?');
    const provider = await fetch(pay.body.redirectUrl, { redirect: 'manual' });
    expect(provider.status).toBe(302);
    expect(provider.headers.get('location')).toBe(finishUrl);
    expect((await call(service, 'POST', '/order', { token, body: {} })).body.orders.elements[0].transactions[0].stateMachineState.technicalName).toBe('paid');
    // The provider's session is used up: a replay redirects nowhere.
    const replay = await fetch(pay.body.redirectUrl, { redirect: 'manual' });
    expect(replay.status).toBe(404);
    expect(replay.headers.get('location')).toBeNull();
  });

  it('/order and /account/customer are 403 when anonymous', async () => {
    expect((await call(service, 'POST', '/order', { body: {} })).status).toBe(403);
    expect((await call(service, 'GET', '/account/customer')).body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});

describe('non-core routes (contract in services/commerce/README.md)', () => {
  it('/newsletter/signup: 204, 400 on a bad email; /newsletter/subscribe needs option and storefrontUrl', async () => {
    expect((await call(service, 'POST', '/newsletter/signup', { body: { email: 'rider@example.test' } })).status).toBe(204);
    expect((await call(service, 'POST', '/newsletter/signup', { body: { email: 'nope' } })).body.errors[0].source.pointer).toBe('/email');
    expect((await call(service, 'POST', '/newsletter/subscribe', { body: { email: 'rider@example.test' } })).body.errors[0].source.pointer).toBe('/option');
  });

  it('/stock/product by product numbers and /stock/cart for the cart lines', async () => {
    const stock = await call(service, 'GET', `/stock/product?productNumbers[]=${variant.productNumber}&productNumbers[]=WIN-BAT-625`);
    expect(stock.body.stocks.map((s: any) => s.productNumber).sort()).toEqual([variant.productNumber, 'WIN-BAT-625'].sort());
    await call(service, 'POST', '/checkout/cart/line-item', { token: 'stock-cart', body: { items: [{ id: variant.id, type: 'product', quantity: 2 }] } });
    const cartStock = await call(service, 'GET', '/stock/cart', { token: 'stock-cart' });
    expect(cartStock.body.stocks[0]).toMatchObject({ lineItemId: variant.id, productId: variant.id, quantity: 2 });
  });

  it('/checkout/cart/check offers the preferred battery from the threshold on', async () => {
    await call(service, 'POST', '/checkout/cart/line-item', { token: 'check', body: { items: [{ id: variant.id, type: 'product' }] } });
    const check = await call(service, 'GET', '/checkout/cart/check', { token: 'check' });
    expect(check.body).toMatchObject({ eligible: true, threshold: 2500, missingAmount: 0, freeProducts: [{ productNumber: 'WIN-BAT-625' }] });
    const empty = await call(service, 'GET', '/checkout/cart/check', { token: 'check-empty' });
    expect(empty.body).toMatchObject({ eligible: false, missingAmount: 2500 });
  });
});

/** A guest customer with `items` in the cart, ready to order: its context token. */
async function guestWithCart(name: string, items: unknown[]): Promise<string> {
  await call(service, 'POST', '/checkout/cart/line-item', { token: name, body: { items } });
  return (await guest(name)).headers.get('sw-context-token') ?? '';
}

const closeoutStock = async (): Promise<number> => (await service.db.query<{ stock: number }>(`select stock from product_stock where product_id = $1 and country = 'DE'`, [closeout.id])).rows[0]?.stock ?? -1;

describe('closeout stock at order time (per product, across lines and carts)', () => {
  it('five lines with different ids for a closeout of stock 8 order 8, not 40; the stock ends at 0', async () => {
    await service.db.query(`update product_stock set stock = 8 where product_id = $1 and country = 'DE'`, [closeout.id]);
    const token = await guestWithCart('five-line-order', Array.from({ length: 5 }, (_, i) => ({ id: `line-${i}`, referencedId: closeout.id, type: 'product', quantity: 8 })));
    const order = await call(service, 'POST', '/checkout/order', { token, body: {} });
    expect(order.status).toBe(200);
    expect(order.body.lineItems.reduce((sum: number, l: any) => sum + l.quantity, 0)).toBe(8);
    expect(await closeoutStock()).toBe(0);
  });

  it('two carts ordering the last 8 at once: one order, the other refused, never oversold', async () => {
    await service.db.query(`update product_stock set stock = 8 where product_id = $1 and country = 'DE'`, [closeout.id]);
    const item = { id: closeout.id, type: 'product', quantity: 8 };
    const [a, b] = [await guestWithCart('race-a', [item]), await guestWithCart('race-b', [item])];
    const results = await Promise.all([a, b].map((token) => call(service, 'POST', '/checkout/order', { token, body: {} })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 500]);
    expect(results.find((r) => r.status === 500)?.body.errors[0].code).toBe('CHECKOUT__CART_INVALID');
    expect(await closeoutStock()).toBe(0);
  });
});

describe('closeout stock at order time: the check shares the transaction with the decrement', () => {
  it('cart calculated with 8 ─▶ another sale leaves 3 ─▶ order transaction: refused, stock 3 kept, no order, cart kept', async () => {
    await service.db.query(`update product_stock set stock = 8 where product_id = $1 and country = 'DE'`, [closeout.id]);
    const token = await guestWithCart('late-sale', [{ id: closeout.id, type: 'product', quantity: 8 }]);
    const orders = async (): Promise<number> => Number((await service.db.query<{ n: string }>('select count(*)::text as n from shop_order')).rows[0]?.n);
    const before = await orders();
    // The other sale lands between the cart's calculation and the order's transaction.
    const transaction = service.db.transaction.bind(service.db);
    service.db.transaction = (async (fn: Parameters<typeof transaction>[0]) => {
      await service.db.query(`update product_stock set stock = 3 where product_id = $1 and country = 'DE'`, [closeout.id]);
      return transaction(fn);
    }) as typeof service.db.transaction;
    try {
      const order = await call(service, 'POST', '/checkout/order', { token, body: {} });
      expect(order.status).toBe(500);
      expect(order.body.errors[0]).toMatchObject({ code: 'CHECKOUT__CART_INVALID' });
    } finally {
      service.db.transaction = transaction;
    }
    expect(await closeoutStock()).toBe(3);
    expect(await orders()).toBe(before);
    expect((await service.db.query('select 1 from cart_line_item where token = $1', [token])).rows).toHaveLength(1);
  });
});

describe('payment: only the caller\'s orders, only back to the channel\'s storefront', () => {
  const klarnaOrder = async (name: string): Promise<{ token: string; orderId: string }> => {
    const token = await guestWithCart(name, [{ id: variant.id, type: 'product' }]);
    const klarna = (await call(service, 'GET', '/payment-method', { token })).body.elements.find((m: any) => m.shortName === 'klarna');
    await call(service, 'PATCH', '/context', { token, body: { paymentMethodId: klarna.id } });
    return { token, orderId: (await call(service, 'POST', '/checkout/order', { token, body: {} })).body.id };
  };

  it.each([
    ['finishUrl', 'https://evil.example/de-de/checkout/finish/'],
    ['finishUrl', '//evil.example/de-de/'],
    ['finishUrl', 'javascript:alert(1)'],
    ['finishUrl', 'https://www.winora.com.evil.example/de-de/'],
    ['finishUrl', 'https://www.winora.com/fr-fr/checkout/finish/'],
    ['finishUrl', 'http://evil.example:4173/de-de/checkout/finish/'],
    ['errorUrl', 'https://evil.example/'],
    ['finishUrl', 42],
  ])('%s %s is 400 pointing at it; nothing is paid', async (field, value) => {
    const { token, orderId } = await klarnaOrder(`bad-url-${field}-${String(value).length}`);
    const r = await call(service, 'POST', '/handle-payment', { token, body: { orderId, [field]: value } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ status: '400', source: { pointer: `/${field}` } });
    expect((await call(service, 'POST', '/order', { token, body: {} })).body.orders.elements[0].transactions[0].stateMachineState.technicalName).toBe('open');
  });

  it('pages of the channel\'s own domain and of a local storefront under its locale path are accepted', async () => {
    const { token, orderId } = await klarnaOrder('good-url');
    for (const finishUrl of ['https://www.winora.com/de-de/checkout/finish/?orderId=1', 'http://127.0.0.1:4319/de-de/checkout/finish/', 'http://localhost:4173/de-de']) {
      expect((await call(service, 'POST', '/handle-payment', { token, body: { orderId, finishUrl } })).status, finishUrl).toBe(200);
    }
  });

  it('another context\'s order is 404 as if unknown, an anonymous caller 403; the order stays unpaid', async () => {
    const owner = await klarnaOrder('owner');
    const stranger = await guestWithCart('stranger', [{ id: variant.id, type: 'product' }]);
    const other = await call(service, 'POST', '/handle-payment', { token: stranger, body: { orderId: owner.orderId } });
    expect(other.status).toBe(404);
    expect(other.body.errors[0]).toMatchObject({ status: '404', code: 'CHECKOUT__INVALID_ORDER_ID' });
    const anonymous = await call(service, 'POST', '/handle-payment', { token: 'nobody', body: { orderId: owner.orderId } });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    const invoiceOrder = await call(service, 'POST', '/order', { token: owner.token, body: {} });
    expect(invoiceOrder.body.orders.elements[0].transactions[0].stateMachineState.technicalName).toBe('open');
  });

  it('the provider redirects nowhere and pays nothing from query parameters alone', async () => {
    const { token, orderId } = await klarnaOrder('provider-direct');
    const direct = await fetch(`${service.url}/payment/provider?orderId=${orderId}&finishUrl=${encodeURIComponent('https://evil.example/')}`, { redirect: 'manual' });
    expect(direct.status).toBe(404);
    expect(direct.headers.get('location')).toBeNull();
    expect((await call(service, 'POST', '/order', { token, body: {} })).body.orders.elements[0].transactions[0].stateMachineState.technicalName).toBe('open');
  });
});
