import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestService, type TestService } from '../testing/start-test-service.ts';

let service: TestService;
let variant: { id: string };
let closeout: { id: string; stock: number };
let soldOutCloseout: { id: string };
beforeAll(async () => {
  service = await startTestService();
  const all = (await call(service, 'POST', '/product', { body: { filter: [{ type: 'equals', field: 'parentId', value: null }], associations: { children: {} } } })).body.elements;
  variant = all.find((p: any) => p.productNumber === '4454030').children[0];
  const closeouts = all.find((p: any) => p.productNumber === '4454031').children;
  closeout = closeouts.find((c: any) => c.stock > 0);
  soldOutCloseout = closeouts.find((c: any) => c.id !== closeout.id);
  await service.db.query(`update product_stock set stock = 0 where product_id = $1 and country = 'DE'`, [soldOutCloseout.id]);
});
afterAll(async () => {
  await service.stop();
});

const add = (token: string, items: unknown[]) => call(service, 'POST', '/checkout/cart/line-item', { token, body: { items } });

describe('cart routes (§14 items 7-9)', () => {
  it('an empty cart has errors [] and the token as cart token', async () => {
    const cart = await call(service, 'GET', '/checkout/cart', { token: 'empty-cart' });
    expect(cart.body).toMatchObject({ token: 'empty-cart', lineItems: [], errors: [], apiAlias: 'cart', price: { totalPrice: 0, taxStatus: 'gross' } });
  });

  it('adding the same product id twice sums the quantities; the line item has the exact shape', async () => {
    await add('stack', [{ id: variant.id, referencedId: variant.id, type: 'product', quantity: 1 }]);
    const cart = (await add('stack', [{ id: variant.id, referencedId: variant.id, type: 'product', quantity: 2 }])).body;
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]).toMatchObject({ id: variant.id, referencedId: variant.id, type: 'product', quantity: 3, stackable: true, removable: true, good: true, apiAlias: 'cart_line_item' });
    expect(cart.lineItems[0].payload.productNumber).toMatch(/^4454030\d{3}$/);
    expect(cart.lineItems[0].cover.apiAlias).toBe('media');
    expect(cart.lineItems[0].quantityInformation).toMatchObject({ minPurchase: 1, maxPurchase: 100, purchaseSteps: 1 });
    expect(cart.price.positionPrice).toBe(cart.lineItems[0].price.totalPrice);
    expect(cart.price.totalPrice).toBe(cart.price.positionPrice + cart.deliveries[0].shippingCosts.totalPrice);
  });

  it('one isolated cart per context token', async () => {
    await add('cart-a', [{ id: variant.id, type: 'product', quantity: 1 }]);
    const b = await call(service, 'GET', '/checkout/cart', { token: 'cart-b' });
    expect(b.body.lineItems).toEqual([]);
  });

  it('concurrent adds to one cart lose nothing', async () => {
    await Promise.all(Array.from({ length: 20 }, () => add('concurrent', [{ id: variant.id, type: 'product', quantity: 1 }])));
    const cart = await call(service, 'GET', '/checkout/cart', { token: 'concurrent' });
    expect(cart.body.lineItems[0].quantity).toBe(20);
  });

  it('a quantity above the limit is clamped with product-stock-reached (closeouts: available stock)', async () => {
    const cart = (await add('clamp', [{ id: closeout.id, type: 'product', quantity: closeout.stock + 5 }])).body;
    expect(cart.lineItems[0].quantity).toBe(closeout.stock);
    expect(cart.errors[`product-stock-reached${closeout.id}`]).toMatchObject({ code: 0, level: 10, messageKey: 'product-stock-reached', block: true, parameters: { quantity: closeout.stock } });
    // Errors belong to the call that caused them: a later read shows none.
    expect((await call(service, 'GET', '/checkout/cart', { token: 'clamp' })).body.errors).toEqual([]);
  });

  it('a sold-out closeout is removed with product-out-of-stock; an unknown product with product-not-found', async () => {
    const cart = (await add('gone', [{ id: soldOutCloseout.id, type: 'product' }])).body;
    expect(cart.lineItems).toEqual([]);
    expect(cart.errors[`product-out-of-stock${soldOutCloseout.id}`]).toMatchObject({ level: 20, messageKey: 'product-out-of-stock' });
    const unknown = (await add('gone', [{ id: 'ffffffffffffffffffffffffffffffff', type: 'product' }])).body;
    expect(unknown.errors['product-not-foundffffffffffffffffffffffffffffffff']).toMatchObject({ messageKey: 'product-not-found', level: 20 });
  });

  it('promotions: a valid code adds a negative non-good line; an unknown code gives promotion-not-found', async () => {
    await add('promo', [{ id: variant.id, type: 'product' }]);
    const cart = (await add('promo', [{ type: 'promotion', referencedId: 'welcome10' }])).body;
    const promotion = cart.lineItems.find((l: any) => l.type === 'promotion');
    expect(promotion).toMatchObject({ referencedId: 'WELCOME10', good: false, stackable: false, payload: { code: 'WELCOME10' } });
    expect(promotion.price.totalPrice).toBeCloseTo(-cart.lineItems[0].price.totalPrice * 0.1, 2);
    expect(Object.keys(cart.errors)).toEqual([`promotion-discount-added-${promotion.id}`]);
    const bad = (await add('promo', [{ type: 'promotion', referencedId: 'NOPE' }])).body;
    expect(bad.errors['promotion-not-found']).toMatchObject({ parameters: { promotionCode: 'NOPE' }, block: false });
  });

  it('update: unknown id is 404 CHECKOUT__CART_LINE_ITEM_NOT_FOUND, quantity 0 is 400, a promotion is not stackable', async () => {
    await add('update', [{ id: variant.id, type: 'product' }, { type: 'promotion', referencedId: 'SPRING50' }]);
    expect((await call(service, 'PATCH', '/checkout/cart/line-item', { token: 'update', body: { items: [{ id: 'nope', quantity: 2 }] } })).body.errors[0]).toMatchObject({ status: '404', code: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', detail: 'Line item with identifier nope not found.' });
    expect((await call(service, 'PATCH', '/checkout/cart/line-item', { token: 'update', body: { items: [{ id: variant.id, quantity: 0 }] } })).body.errors[0].code).toBe('CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY');
    const promo = (await call(service, 'GET', '/checkout/cart', { token: 'update' })).body.lineItems.find((l: any) => l.type === 'promotion');
    expect((await call(service, 'PATCH', '/checkout/cart/line-item', { token: 'update', body: { items: [{ id: promo.id, quantity: 2 }] } })).body.errors[0].code).toBe('CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE');
    const updated = await call(service, 'PATCH', '/checkout/cart/line-item', { token: 'update', body: { items: [{ id: variant.id, quantity: 4 }] } });
    expect(updated.body.lineItems[0].quantity).toBe(4);
  });

  it('delete: any unknown id is 404 and nothing is removed; known ids are removed; DELETE /checkout/cart is 204', async () => {
    await add('delete', [{ id: variant.id, type: 'product' }]);
    const refused = await call(service, 'POST', '/checkout/cart/line-item/delete', { token: 'delete', body: { ids: [variant.id, 'nope'] } });
    expect(refused.status).toBe(404);
    expect((await call(service, 'GET', '/checkout/cart', { token: 'delete' })).body.lineItems).toHaveLength(1);
    expect((await call(service, 'POST', '/checkout/cart/line-item/delete', { token: 'delete', body: { ids: [variant.id] } })).body.lineItems).toEqual([]);
    await add('delete', [{ id: variant.id, type: 'product' }]);
    const cleared = await call(service, 'DELETE', '/checkout/cart', { token: 'delete' });
    expect(cleared.status).toBe(204);
    expect((await call(service, 'GET', '/checkout/cart', { token: 'delete' })).body.lineItems).toEqual([]);
  });
});

describe('stock per product across the cart, and what a storefront may send', () => {
  it('five lines with different ids for one closeout (stock 8) hold 8 in all: later lines are cut down or removed', async () => {
    await service.db.query(`update product_stock set stock = 8 where product_id = $1 and country = 'DE'`, [closeout.id]);
    const items = Array.from({ length: 5 }, (_, i) => ({ id: `line-${i}`, referencedId: closeout.id, type: 'product', quantity: 8 }));
    const cart = (await add('five-lines', items)).body;
    expect(cart.lineItems.map((l: any) => [l.id, l.quantity])).toEqual([['line-0', 8]]);
    expect(cart.errors[`product-stock-reached${closeout.id}`]).toMatchObject({ messageKey: 'product-stock-reached', block: true, parameters: { quantity: 8 } });
    // Two lines sharing the stock: 5 + 3; raising the second is clamped to what the first leaves.
    await call(service, 'DELETE', '/checkout/cart', { token: 'two-lines' });
    await add('two-lines', [{ id: 'a', referencedId: closeout.id, type: 'product', quantity: 5 }, { id: 'b', referencedId: closeout.id, type: 'product', quantity: 3 }]);
    const raised = (await call(service, 'PATCH', '/checkout/cart/line-item', { token: 'two-lines', body: { items: [{ id: 'b', quantity: 8 }] } })).body;
    expect(raised.lineItems.map((l: any) => [l.id, l.quantity, l.quantityInformation.maxPurchase])).toEqual([['a', 5, 5], ['b', 3, 3]]);
    const stock = (await call(service, 'GET', '/stock/cart', { token: 'two-lines' })).body.stocks;
    expect(stock.map((s: any) => s.sufficient)).toEqual([true, true]);
    // Another sale leaves 6: each line alone would fit, the two together do not.
    await service.db.query(`update product_stock set stock = 6 where product_id = $1 and country = 'DE'`, [closeout.id]);
    const short = (await call(service, 'GET', '/stock/cart', { token: 'two-lines' })).body.stocks;
    expect(short.map((s: any) => [s.lineItemId, s.sufficient])).toEqual([['a', false], ['b', false]]);
  });

  it.each([
    ['items null', { items: null }, '/items'],
    ['a null item', { items: [null] }, '/items/0'],
    ['a number as item', { items: [7] }, '/items/0'],
    ['no type', { items: [{ id: 'x' }] }, '/items/0/type'],
    ['an object as id', { items: [{ type: 'product', id: {} }] }, '/items/0/id'],
    ['a number as referencedId', { items: [{ type: 'product', referencedId: 5 }] }, '/items/0/referencedId'],
    ['no product id at all', { items: [{ type: 'product', quantity: 1 }] }, '/items/0/referencedId'],
    ['quantity 1e308', { items: [{ type: 'product', id: 'x', quantity: 1e308 }] }, '/items/0/quantity'],
    ['quantity 2^53', { items: [{ type: 'product', id: 'x', quantity: 2 ** 53 }] }, '/items/0/quantity'],
    ['quantity 2^31', { items: [{ type: 'product', id: 'x', quantity: 2 ** 31 }] }, '/items/0/quantity'],
    ['quantity 0', { items: [{ type: 'product', id: 'x', quantity: 0 }] }, '/items/0/quantity'],
    ['quantity -1', { items: [{ type: 'product', id: 'x', quantity: -1 }] }, '/items/0/quantity'],
    ['quantity 1.5', { items: [{ type: 'product', id: 'x', quantity: 1.5 }] }, '/items/0/quantity'],
    ['quantity "2"', { items: [{ type: 'product', id: 'x', quantity: '2' }] }, '/items/0/quantity'],
    ['a second item broken', { items: [{ type: 'product', id: 'x' }, { type: 'product', id: 'y', quantity: null }] }, '/items/1/quantity'],
    ['101 items', { items: Array.from({ length: 101 }, (_, i) => ({ type: 'product', id: `x${i}` })) }, '/items'],
  ])('add with %s is 400 in the error shape pointing at the field; nothing is stored', async (_name, body, pointer) => {
    const token = `bad-add-${pointer}-${JSON.stringify(body).length}`;
    const r = await call(service, 'POST', '/checkout/cart/line-item', { token, body });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors[0]).toMatchObject({ status: '400', code: expect.any(String), title: expect.any(String), detail: expect.any(String), source: { pointer } });
    expect((await call(service, 'GET', '/checkout/cart', { token })).body.lineItems).toEqual([]);
  });

  it.each([
    ['a null item', { items: [null] }, '/items/0'],
    ['no id', { items: [{ quantity: 2 }] }, '/items/0/id'],
    ['quantity 2^53', { items: [{ id: 'keep', quantity: 2 ** 53 }] }, '/items/0/quantity'],
    ['quantity 1e308', { items: [{ id: 'keep', quantity: 1e308 }] }, '/items/0/quantity'],
  ])('update with %s is 400 pointing at the field; the line keeps its quantity', async (_name, body, pointer) => {
    const token = `bad-update-${pointer}-${JSON.stringify(body).length}`;
    await add(token, [{ id: 'keep', referencedId: variant.id, type: 'product', quantity: 2 }]);
    const r = await call(service, 'PATCH', '/checkout/cart/line-item', { token, body });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ status: '400', source: { pointer } });
    expect((await call(service, 'GET', '/checkout/cart', { token })).body.lineItems.map((l: any) => l.quantity)).toEqual([2]);
  });
});
