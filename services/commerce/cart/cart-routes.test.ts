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
