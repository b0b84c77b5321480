import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { countryId, languageId } from '../../../services/commerce/seed/reference-data.ts';
import { useTestService } from '../../../services/commerce/testing/use-test-service.ts';
import { resolveBrandConfig } from '../../config/resolve-brand-config.ts';
import { chooseRequiredBattery } from '../product/battery-choice.ts';
import { createShopwareClient, type ShopwareClientConfig } from './create-shopware-client.ts';
import { resolveShopwareChannels } from './shopware-channels.ts';
import type { KeyValueStorage } from './token-storage.ts';

const service = useTestService();

const winora = resolveBrandConfig('winora', brandConfigs.winora);
const memoryStorage = (): KeyValueStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
};
/** The real fetch, counting requests per path. */
const countingFetch = () => {
  const seen: string[] = [];
  const fetchImpl = ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
    return fetch(request);
  }) as typeof fetch;
  return { fetch: fetchImpl, seen };
};
const client = (overrides: Partial<ShopwareClientConfig> = {}) =>
  createShopwareClient({ country: 'DE', channels: resolveShopwareChannels(winora, { COMMERCE_URL: service.url }), storage: memoryStorage(), ...overrides });

describe('configuration', () => {
  it('throws "Unable to find shopware token for country {country}!" without an access key', () => {
    expect(() => createShopwareClient({ country: 'US', channels: resolveShopwareChannels(winora, { COMMERCE_URL: service.url }) })).toThrow('Unable to find shopware token for country US!');
  });

  it('throws "Unable to find shopware url for country {country}!" without a URL', () => {
    expect(() => createShopwareClient({ country: 'DE', channels: resolveShopwareChannels(winora, {}, null) })).toThrow('Unable to find shopware url for country DE!');
  });

  it('defaults every country to the local commerce service; COMMERCE_URL overrides it', () => {
    expect(resolveShopwareChannels(winora)['PL']).toEqual({ url: 'http://127.0.0.1:4180', accessKey: 'SWSCWINORAPLLOCAL' });
    expect(resolveShopwareChannels(winora, { COMMERCE_URL: 'http://127.0.0.1:9' })['AT']?.url).toBe('http://127.0.0.1:9');
  });

  it('uses /store-api, or /sales-channel-api/v3 when the brand option is on', async () => {
    const net = countingFetch();
    await client({ fetch: net.fetch }).getCart();
    const legacy = await client({ fetch: net.fetch, salesChannelApi: true }).getCart();
    expect(net.seen).toEqual(['GET /store-api/checkout/cart', 'GET /sales-channel-api/v3/checkout/cart']);
    // The local service answers the legacy base path like /store-api.
    expect(legacy).toMatchObject({ ok: true });
  });
});

describe('context tokens in local storage', () => {
  it('stores the minted token as shopwareToken_{country} with a 7-day _expiry and sends it back', async () => {
    const storage = memoryStorage();
    const now = 1_700_000_000_000;
    const first = client({ storage, now: () => now });
    const cart = await first.getCart();
    expect(cart.ok).toBe(true);
    const token = storage.map.get('shopwareToken_DE');
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(storage.map.get('shopwareToken_DE_expiry')).toBe(String(now + 7 * 24 * 3600 * 1000));
    const again = await client({ storage, now: () => now + 1000 }).getCart();
    expect(again.ok && again.value.token).toBe(token);
  });

  it('a slow answer sent before the basket existed does not replace the basket’s token (the basket stays)', async () => {
    const storage = memoryStorage();
    // The product page's first request (sent with no token) answers only after the shopper has added a bike.
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const response = await fetch(request);
      if (new URL(request.url).pathname.endsWith('/product') && !request.headers.has('sw-context-token')) await slowGate;
      return response;
    }) as typeof fetch;
    const c = client({ storage, fetch: fetchImpl });
    const bike = await client().searchProducts({ fieldList: 'variantList', filter: { kind: 'productNumbers', productNumbers: ['4455010001'] } });
    const id = bike.ok ? (bike.value[0]?.id ?? '') : '';
    const slow = c.getListingPrices([id]);
    const added = await c.addCartItem({ productId: id, quantity: 1 });
    expect(added.ok).toBe(true);
    const basketToken = storage.map.get('shopwareToken_DE');
    releaseSlow();
    expect((await slow).ok).toBe(true);
    expect(storage.map.get('shopwareToken_DE')).toBe(basketToken);
    const cart = await client({ storage }).getCart();
    expect(cart.ok && cart.value.lineItems.map((l) => l.productId)).toEqual([id]);
  });

  it('an add to basket sent before any token keeps its session when a read sent meanwhile is answered first', async () => {
    const storage = memoryStorage();
    // add (no token) ───────────────────── answer A (the basket): kept
    //      stock read (no token) ── answer B (an empty session)
    let releaseAdd: () => void = () => {};
    const addGate = new Promise<void>((resolve) => (releaseAdd = resolve));
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const response = await fetch(request);
      if (new URL(request.url).pathname.endsWith('/checkout/cart/line-item')) await addGate;
      return response;
    }) as typeof fetch;
    const c = client({ storage, fetch: fetchImpl });
    const bike = await client().searchProducts({ fieldList: 'variantList', filter: { kind: 'productNumbers', productNumbers: ['4455010001'] } });
    const id = bike.ok ? (bike.value[0]?.id ?? '') : '';
    const adding = c.addCartItem({ productId: id, quantity: 1 });
    expect((await c.getStock({ ids: [id] })).ok).toBe(true);
    releaseAdd();
    expect((await adding).ok).toBe(true);
    const cart = await client({ storage }).getCart();
    expect(cart.ok && cart.value.lineItems.map((l) => l.productId)).toEqual([id]);
  });

  it('handles a corrupted local-storage entry: ignored, removed, a new token is minted', async () => {
    const storage = memoryStorage();
    storage.map.set('shopwareToken_DE', '{"not": a token');
    storage.map.set('shopwareToken_DE_expiry', 'soon');
    const c = client({ storage });
    expect(c.context.getState().shopwareContextToken).toBeNull();
    expect(storage.map.has('shopwareToken_DE')).toBe(false);
    expect((await c.getCart()).ok).toBe(true);
    expect(storage.map.get('shopwareToken_DE')).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('drops an expired token', () => {
    const storage = memoryStorage();
    storage.map.set('shopwareToken_DE', 'oldtoken');
    storage.map.set('shopwareToken_DE_expiry', '1000');
    expect(client({ storage, now: () => 2000 }).context.getState().shopwareContextToken).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('works when local storage throws (private mode)', async () => {
    const broken: KeyValueStorage = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    expect((await client({ storage: broken }).getCart()).ok).toBe(true);
  });
});

describe('product search', () => {
  it('parents only with the product list fields, mapped to our Product', async () => {
    const result = await client().searchProducts({ fieldList: 'productList', filter: { kind: 'parents' } }, { languageId: languageId('de') });
    if (!result.ok) throw new Error(result.error.message);
    const sinus = result.value.find((p) => p.sku === '4454030');
    expect(sinus).toMatchObject({ objectID: sinus?.id, name: 'Sinus iX12', brand: 'Winora', product: null, inactive: false, stockStatus: 'in-stock', type: 'ebike', subtitle: 'Komfort-E-Bike mit Enviolo' });
    expect(sinus?.variants.length).toBe(sinus?.variantIds.length);
    expect(sinus?.variantsOnlyOptions[0]?.options.map((o) => o.group.code).sort()).toEqual(['UB-BATCAP', 'attrFrameShape', 'attrFrameSize', 'attrMarketingColor']);
    expect(sinus?.badges.map((b) => b.name)).toEqual(['bestseller']);
    expect(sinus?.labels[0]?.freeText).toBe('Testsieger');
    expect(sinus?.attributes).toEqual([]);
    const details = await client().searchProducts({ fieldList: 'productDetails', filter: { kind: 'ids', ids: [sinus?.id ?? ''] } });
    const detail = details.ok ? details.value[0] : undefined;
    expect(detail?.attributes.some((a) => a.group.code === 'attrEngineDescription')).toBe(true);
    expect(detail?.attributesHidden.some((a) => a.group.code === 'UB-MTBRD')).toBe(true);
    expect(detail?.images.length).toBeGreaterThan(2);
    expect(detail?.variants[0]?.images.length).toBeGreaterThan(0);
    expect(sinus?.img).toMatch(/\/media\/winora\/sinus-ix12-black\.svg$/);
    expect(sinus?.imgThumbnails.map((t) => t.width)).toEqual([400, 800, 1920]);
    expect(result.value.every((p) => p.product === null)).toBe(true);
  });

  it('filters by product numbers and by ids; batteries carry their position, the lowest required one is chosen', async () => {
    const c = client();
    const details = await c.searchProducts({ fieldList: 'variantDetails', filter: { kind: 'productNumbers', productNumbers: ['4454030001'] } });
    if (!details.ok) throw new Error(details.error.message);
    const bike = details.value[0];
    expect(bike?.requiredBatteries.length).toBeGreaterThan(0);
    expect(bike).toMatchObject({ sku: '4454030001', legalNotes: [expect.stringContaining('EN 15194')], halfords: false });
    expect(bike?.keyFeatures.length).toBeGreaterThan(0);
    expect(bike?.hero).toMatch(/hero\.svg$/);
    expect(bike?.geometry).toMatch(/geometry\.svg$/);
    expect(bike?.shape?.group.code).toBe('attrFrameShape');
    expect(bike?.color?.colorHexCode).toMatch(/^#/);
    expect(bike?.secondaryColor?.group.code).toBe('COLOR2ND');
    expect(bike?.attributes.filter((a) => a.group.code.startsWith('UB-STLENGT'))).toHaveLength(1);
    expect(bike?.price?.calculatedTaxes[0]?.taxRate).toBe(19);
    expect(bike?.taxPrice).toBeGreaterThan(0);
    const batteries = await c.searchProducts({ fieldList: 'variantList', filter: { kind: 'productNumbers', productNumbers: bike?.requiredBatteries ?? [] } });
    if (!batteries.ok) throw new Error(batteries.error.message);
    expect(chooseRequiredBattery(bike?.requiredBatteries ?? [], batteries.value)?.sku).toBe('WIN-BAT-625');
    const byId = await c.searchProducts({ fieldList: 'variantList', filter: { kind: 'ids', ids: [bike?.id ?? ''] } });
    expect(byId.ok && byId.value.map((p) => p.sku)).toEqual(['4454030001']);
  });

  it('an error answer is a failure whose message is the first error detail', async () => {
    const result = await client().searchProducts({ fieldList: 'productList', limit: 101 });
    expect(result).toMatchObject({ ok: false, error: { type: 'http', status: 400, message: 'The limit must be lower than or equal to MAX_LIMIT(given: 101).', errors: [{ code: 'FRAMEWORK__QUERY_LIMIT_EXCEEDED', pointer: '/limit' }] } });
  });
});

describe('listing price refresh', () => {
  /** The real fetch, adding up the bytes of each answer's body. */
  const measuringFetch = () => {
    const sizes: number[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(input, init);
      const body = await response.arrayBuffer();
      sizes.push(body.byteLength);
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    }) as typeof fetch;
    return { fetch: fetchImpl, sizes };
  };

  it('gives each tile its cheapest variant price, as the full product list would, in a small fraction of its bytes', async () => {
    const parents = await client().searchProducts({ fieldList: 'productList', filter: { kind: 'parents' } });
    if (!parents.ok) throw new Error(parents.error.message);
    const bikes = parents.value.filter((p) => p.variants.length > 0);
    const ids = bikes.map((p) => p.id);
    const full = measuringFetch();
    await client({ fetch: full.fetch }).searchProducts({ fieldList: 'productList', ids });
    const slim = measuringFetch();
    const prices = await client({ fetch: slim.fetch }).getListingPrices(ids);
    if (!prices.ok) throw new Error(prices.error.message);
    const cheapest = (p: (typeof bikes)[number]): number => Math.min(...p.variants.map((v) => v.price?.total ?? Number.POSITIVE_INFINITY));
    expect(prices.value.map((p) => [p.id, p.price])).toEqual(bikes.map((p) => [p.id, cheapest(p)]));
    expect(prices.value.every((p) => p.available)).toBe(true);
    expect(slim.sizes).toHaveLength(1);
    // The old refresh asked for every variant with its options and media: about 2 MB for winora's bikes.
    expect((slim.sizes[0] ?? 0) * 50).toBeLessThan(full.sizes[0] ?? 0);
  });

  it('asks in batches of 100 (Shopware’s largest page); no ids, no request; a failure is an error value', async () => {
    const net = countingFetch();
    const none = await client({ fetch: net.fetch }).getListingPrices([]);
    expect(none).toEqual({ ok: true, value: [] });
    expect(net.seen).toEqual([]);
    const all = await client().searchProducts({ fieldList: 'variantList', limit: 100 });
    const more = await client().searchProducts({ fieldList: 'variantList', limit: 100, page: 2 });
    if (!all.ok || !more.ok) throw new Error('search failed');
    const ids = [...all.value, ...more.value].map((p) => p.id).slice(0, 150);
    expect(ids).toHaveLength(150);
    const batched = await client({ fetch: net.fetch }).getListingPrices(ids);
    expect(net.seen).toEqual(['POST /store-api/product', 'POST /store-api/product']);
    expect(batched.ok && batched.value.map((p) => p.id)).toEqual(ids);
    const down = await client({ fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch }).getListingPrices(ids.slice(0, 1));
    expect(down.ok).toBe(false);
  });
});

describe('cart, caching and checkout against the local service', () => {
  it('getCart is cached 500 ms; a line-item change invalidates cart and cart stock', async () => {
    let clock = 0;
    const net = countingFetch();
    const c = client({ fetch: net.fetch, now: () => clock });
    const product = await c.searchProducts({ fieldList: 'variantList', filter: { kind: 'productNumbers', productNumbers: ['4455010001'] } });
    const id = product.ok ? (product.value[0]?.id ?? '') : '';
    await c.getCart();
    await c.getCart();
    await c.getCartStock();
    await c.getCartStock();
    expect(net.seen.filter((s) => s === 'GET /store-api/checkout/cart')).toHaveLength(1);
    expect(net.seen.filter((s) => s === 'GET /store-api/stock/cart')).toHaveLength(1);
    const added = await c.addCartItem({ productId: id, quantity: 2 });
    expect(added.ok && added.value.lineItems[0]?.quantity).toBe(2);
    const cart = await c.getCart();
    expect(cart.ok && cart.value.lineItems[0]?.quantity).toBe(2);
    const stock = await c.getCartStock();
    expect(stock.ok && stock.value[0]).toMatchObject({ productId: id, lineItemId: id });
    expect(net.seen.filter((s) => s === 'GET /store-api/checkout/cart')).toHaveLength(2);
    clock += 501;
    await c.getCart();
    expect(net.seen.filter((s) => s === 'GET /store-api/checkout/cart')).toHaveLength(3);
  });

  it('promotion, update, remove; an unknown line item is an error value with Shopware code and detail', async () => {
    const c = client();
    const product = await c.searchProducts({ fieldList: 'variantList', filter: { kind: 'productNumbers', productNumbers: ['4452050001'] } });
    const id = product.ok ? (product.value[0]?.id ?? '') : '';
    await c.addCartItem({ productId: id });
    const promoted = await c.addPromotion('WELCOME10');
    expect(promoted.ok && promoted.value.promotionCodes).toEqual(['WELCOME10']);
    const bad = await c.addPromotion('NOPE');
    expect(bad.ok && bad.value.errors.map((e) => e.messageKey)).toEqual(['promotion-not-found']);
    const updated = await c.updateCartItem(id, 3);
    expect(updated.ok && updated.value.lineItems.find((l) => l.type === 'product')?.quantity).toBe(3);
    const missing = await c.updateCartItem('nope', 1);
    expect(missing).toMatchObject({ ok: false, error: { status: 404, message: 'Line item with identifier nope not found.', errors: [{ code: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND' }] } });
    const removed = await c.removeCartItem([id]);
    expect(removed.ok && removed.value.lineItems.filter((l) => l.type === 'product')).toEqual([]);
  });

  it('guest checkout in a non-EUR market (CH): register stores the new token, order, invoice payment, orders list', async () => {
    const storage = memoryStorage();
    const c = client({ country: 'CH', storage });
    const product = await c.searchProducts({ fieldList: 'variantList', filter: { kind: 'productNumbers', productNumbers: ['4453040001'] } });
    const id = product.ok ? (product.value[0]?.id ?? '') : '';
    expect((await c.addCartItem({ productId: id })).ok).toBe(true);
    const before = storage.map.get('shopwareToken_CH');
    const customer = await c.registerCartSessionCustomer({ email: 'lea@example.test', firstName: 'Lea', lastName: 'Meier', street: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', countryId: countryId('CH'), storefrontUrl: 'http://127.0.0.1:4173/ch-de' });
    expect(customer).toMatchObject({ ok: true, value: { guest: true, email: 'lea@example.test' } });
    expect(storage.map.get('shopwareToken_CH')).not.toBe(before);
    const cart = await c.getCart();
    expect(cart.ok && cart.value.lineItems).toHaveLength(1);
    const context = await c.updateCartSessionContext({});
    expect(context.ok).toBe(true);
    const order = await c.createCartSessionOrder('Bitte vor 18 Uhr');
    if (!order.ok) throw new Error(order.error.message);
    expect(order.value.totalPrice).toBeGreaterThan(2000);
    const paid = await c.initiateOrderPayment(order.value.id, { finishUrl: 'http://127.0.0.1:4173/ch-de/checkout/finish/', errorUrl: 'http://127.0.0.1:4173/ch-de/checkout/' });
    expect(paid).toEqual({ ok: true, value: { redirectUrl: null } });
    const orders = await c.getOrders();
    expect(orders.ok && orders.value[0]).toMatchObject({ id: order.value.id, paymentState: 'paid' });
    // The confirmation page formats the order in the currency it was placed in.
    expect(order.value.currency).toBe('CHF');
    expect(orders.ok && orders.value[0]?.currency).toBe('CHF');
    expect((await c.getCustomer()).ok).toBe(true);
  });

  it('stock, free-product promotion, Klarna session and newsletter signup', async () => {
    const c = client();
    const stock = await c.getStock({ productNumbers: ['WIN-BAT-625'] });
    expect(stock.ok && stock.value[0]).toMatchObject({ sku: 'WIN-BAT-625', available: true });
    const product = await c.searchProducts({ fieldList: 'variantList', filter: { kind: 'productNumbers', productNumbers: ['4451060001'] } });
    await c.addCartItem({ productId: product.ok ? (product.value[0]?.id ?? '') : '' });
    expect(await c.getFreeProductsPromotion()).toMatchObject({ ok: true, value: { eligible: true, products: [{ sku: 'WIN-BAT-625' }] } });
    expect(await c.initiateKlarnaSession()).toMatchObject({ ok: true, value: { categories: [{ identifier: 'pay_later' }, { identifier: 'pay_over_time' }] } });
    expect(await c.addNewsletterSubscription({ email: 'news@example.test' })).toEqual({ ok: true, value: undefined });
    expect(await c.addNewsletterSubscription({ email: 'broken' })).toMatchObject({ ok: false, error: { status: 400, errors: [{ pointer: '/email' }] } });
  });
});

describe('a failing service gives a clear error value and loses nothing', () => {
  it('down → network error; 5xx → retryable http error; slow → Timeout; the cart is intact afterwards', async () => {
    const storage = memoryStorage();
    const c = client({ storage, timeoutMs: 300 });
    const product = await c.searchProducts({ fieldList: 'variantList', filter: { kind: 'productNumbers', productNumbers: ['4456120001'] } });
    const id = product.ok ? (product.value[0]?.id ?? '') : '';
    expect((await c.addCartItem({ productId: id })).ok).toBe(true);
    try {
      service.setFaults({ mode: 'down' });
      expect(await c.addCartItem({ productId: id })).toMatchObject({ ok: false, error: { type: 'network', retryable: true } });
      service.setFaults({ mode: 'error', status: 503 });
      expect(await c.getCart()).toMatchObject({ ok: false, error: { type: 'http', status: 503, retryable: true } });
      service.setFaults({ mode: 'slow', delayMs: 1000 });
      expect(await c.getCart()).toMatchObject({ ok: false, error: { type: 'timeout', message: 'Timeout', retryable: true } });
    } finally {
      service.setFaults({ mode: 'none' });
    }
    const cart = await client({ storage }).getCart();
    expect(cart.ok && cart.value.lineItems.map((l) => [l.productId, l.quantity])).toEqual([[id, 1]]);
  });
});

describe('reference data and the session context (languages, countries, methods, context)', () => {
  it('getLanguages gives the channel languages with their ids (CH: de, en, fr; the ids are what sw-language-id takes)', async () => {
    const de = await client().getLanguages();
    expect(de.ok && de.value.map((l) => l.code)).toEqual(expect.arrayContaining(['de']));
    expect(de.ok && de.value.find((l) => l.code === 'de')?.id).toBe(languageId('de'));
    const ch = await client({ country: 'CH' }).getLanguages();
    expect(ch.ok && ch.value.map((l) => l.code).sort()).toEqual(['de', 'en', 'fr']);
    // The id of a language switches the product texts.
    const c = client({ country: 'CH' });
    const search = { fieldList: 'productList', filter: { kind: 'productNumbers', productNumbers: ['4454030'] } } as const;
    const german = await c.searchProducts(search, { languageId: languageId('de') });
    const french = await c.searchProducts(search, { languageId: languageId('fr') });
    expect(german.ok && german.value[0]?.subtitle).toBe('Komfort-E-Bike mit Enviolo');
    expect(french.ok && french.value[0]?.subtitle).toBe('VAE confort avec Enviolo');
  });

  it('getCountries lists countries with upper-case ISO codes and names; the channel country is among them', async () => {
    const result = await client().getCountries();
    if (!result.ok) throw new Error(result.error.message);
    const de = result.value.find((c) => c.iso === 'DE');
    expect(de).toMatchObject({ id: countryId('DE'), iso: 'DE' });
    expect(de?.name).not.toBe('');
    expect(result.value.every((c) => c.iso === c.iso.toUpperCase())).toBe(true);
  });

  it('getShippingMethods and getPaymentMethods: technical and short names, delivery days, synchronous or not', async () => {
    const shipping = await client().getShippingMethods();
    if (!shipping.ok) throw new Error(shipping.error.message);
    expect(shipping.value.length).toBeGreaterThan(0);
    expect(shipping.value.every((m) => m.id !== '' && m.name !== '')).toBe(true);
    expect(shipping.value.some((m) => m.deliveryDays === null || m.deliveryDays.min <= m.deliveryDays.max)).toBe(true);
    const payment = await client().getPaymentMethods();
    if (!payment.ok) throw new Error(payment.error.message);
    expect(payment.value.find((m) => m.shortName.includes('invoice'))).toMatchObject({ synchronous: true });
    expect(payment.value.find((m) => m.shortName.includes('klarna'))).toMatchObject({ synchronous: false });
  });

  it('getContext gives the channel currency (EUR in DE, CHF in CH) and follows updateCartSessionContext', async () => {
    const de = await client().getContext();
    expect(de.ok && de.value.currency.isoCode).toBe('EUR');
    const c = client({ country: 'CH' });
    expect(c.context.getState().shopwareCurrency).toBeNull();
    const before = await c.getContext();
    expect(before.ok && before.value.currency.isoCode).toBe('CHF');
    // The commerce context keeps the session's currency (spec §3).
    expect(c.context.getState().shopwareCurrency).toMatchObject({ iso: 'CHF', symbol: 'CHF' });
    const payment = await c.getPaymentMethods();
    const klarna = payment.ok ? payment.value.find((m) => m.shortName.includes('klarna')) : undefined;
    expect(klarna).toBeDefined();
    expect((await c.updateCartSessionContext({ paymentMethodId: klarna?.id ?? '' })).ok).toBe(true);
    const after = await c.getContext();
    expect(after.ok && after.value.paymentMethodId).toBe(klarna?.id);
    // An unknown method is refused with Shopware's error, the context is unchanged.
    const refused = await c.updateCartSessionContext({ paymentMethodId: '0'.repeat(32) });
    expect(refused.ok).toBe(false);
    const still = await c.getContext();
    expect(still.ok && still.value.paymentMethodId).toBe(klarna?.id);
  });
});
