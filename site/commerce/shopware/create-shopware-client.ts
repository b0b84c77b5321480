import * as v from 'valibot';
import { err, ok, type Result } from '@cycle/engine/shared';
import { createRequestClient, type RequestResponse } from '../request/create-request-client.ts';
import type { Endpoint } from '../request/endpoint.ts';
import type { RequestError } from '../request/request-error.ts';
import type { Cart, Customer, FreeProductsPromotion, KlarnaSession, Order, PaymentMethod, Product, SessionContext, ShippingMethod, ShopCountry, ShopLanguage, StockEntry } from '../types.ts';
import { createCommerceContextStore, type CommerceContextStore } from './commerce-context.ts';
import { mapCart } from './mappers/map-cart.ts';
import { mapProduct } from './mappers/map-product.ts';
import { productSearchBody, type ProductSearchRequest } from './product-search-request.ts';
import type { ShopwareChannels } from './shopware-channels.ts';
import { SHOPWARE_ENDPOINTS, shopwareApiBase } from './shopware-endpoints.ts';
import {
  WireCart, WireContext, WireCountries, WireCustomer, WireErrors, WireFreeProducts, WireKlarnaSession, WireLanguages, WireListingPrices, WireOrder, WireOrders, WirePaymentAnswer, WirePaymentMethods, WireProductSearch,
  WireShippingMethods, WireStock,
} from './shopware-schemas.ts';
import { createTokenStorage, type KeyValueStorage } from './token-storage.ts';

/** A failed commerce call: the request failure plus Shopware's errors, the first one's detail as message. */
export interface CommerceError extends RequestError {
  readonly errors: readonly { readonly code: string; readonly detail: string; readonly pointer: string | null }[];
}

export interface ShopwareClientConfig {
  /** Upper-case country of the current URL: every call goes to this country's backend. */
  readonly country: string;
  readonly channels: ShopwareChannels;
  /** Use `/sales-channel-api/v3` instead of `/store-api` (the brand's option). @default false */
  readonly salesChannelApi?: boolean;
  /** Local storage for the tokens. @default undefined (tokens live in memory only) */
  readonly storage?: KeyValueStorage;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** @default Date.now */
  readonly now?: () => number;
  /** Per-call timeout in ms, failing with `Timeout`. @default 15000 */
  readonly timeoutMs?: number;
}

export interface CartItemInput {
  readonly productId: string;
  /** @default 1 */
  readonly quantity?: number;
}

export interface GuestRegistration {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly zipcode: string;
  readonly city: string;
  readonly countryId: string;
  readonly storefrontUrl: string;
  /** Account with password instead of a guest. */
  readonly password?: string;
}

type Outcome<T> = Promise<Result<T, CommerceError>>;

/** A listed product's current price, as a tile shows it. */
export interface ListingPrice {
  readonly id: string;
  /** The "from" price: the cheapest variant's (the product's own without variants); `null` when the shop has none. */
  readonly price: number | null;
  /** The list price that belongs to it (struck through when higher). */
  readonly listPrice: number | null;
  readonly available: boolean;
}

/** The port the pages use: every operation of spec §7, in our own types. */
export interface ShopwareClient {
  readonly country: string;
  readonly context: CommerceContextStore;
  searchProducts(request: ProductSearchRequest, options?: { readonly languageId?: string }): Outcome<readonly Product[]>;
  /** Current prices of listed products (the listing's refresh), asking the backend for just those fields (`listingPrices`). */
  getListingPrices(ids: readonly string[]): Outcome<readonly ListingPrice[]>;
  initCart(): Outcome<Cart>;
  getCart(): Outcome<Cart>;
  addCartItem(item: CartItemInput): Outcome<Cart>;
  addPromotion(code: string): Outcome<Cart>;
  updateCartItem(lineItemId: string, quantity: number): Outcome<Cart>;
  removeCartItem(lineItemIds: readonly string[]): Outcome<Cart>;
  getStock(query: { readonly ids?: readonly string[]; readonly productNumbers?: readonly string[] }): Outcome<readonly StockEntry[]>;
  getCartStock(): Outcome<readonly StockEntry[]>;
  getFreeProductsPromotion(): Outcome<FreeProductsPromotion>;
  updateCartSessionContext(patch: { readonly shippingMethodId?: string; readonly paymentMethodId?: string; readonly languageId?: string }): Outcome<void>;
  registerCartSessionCustomer(registration: GuestRegistration): Outcome<Customer>;
  getCustomer(): Outcome<Customer>;
  createCartSessionOrder(comment?: string): Outcome<Order>;
  initiateKlarnaSession(): Outcome<KlarnaSession>;
  initiateOrderPayment(orderId: string, urls: { readonly finishUrl: string; readonly errorUrl: string }): Outcome<{ readonly redirectUrl: string | null }>;
  getOrders(): Outcome<readonly Order[]>;
  getOrdersRefetch(): Outcome<readonly Order[]>;
  /** Newsletter signup; `notifyProductNumber` asks to be told when that variant is back (notify-me). */
  addNewsletterSubscription(signup: { readonly email: string; readonly firstName?: string; readonly lastName?: string; readonly notifyProductNumber?: string }): Outcome<void>;
  /** The channel's languages (product search takes their ids as `sw-language-id`). */
  getLanguages(): Outcome<readonly ShopLanguage[]>;
  getCountries(): Outcome<readonly ShopCountry[]>;
  getShippingMethods(): Outcome<readonly ShippingMethod[]>;
  getPaymentMethods(): Outcome<readonly PaymentMethod[]>;
  /** Currency and chosen methods of the session. */
  getContext(): Outcome<SessionContext>;
}

/** Products per price-refresh request (Shopware's largest search page). */
const LISTING_PRICE_BATCH = 100;

/** 7 days, like the stored tokens. */
const AUTH_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The Shopware store-api client of one country. Missing configuration is a developer error and throws:
 * `Unable to find shopware token for country {country}!` / `Unable to find shopware url for country {country}!`.
 */
export function createShopwareClient(config: ShopwareClientConfig): ShopwareClient {
  const channel = config.channels[config.country];
  if (channel?.accessKey === undefined || channel.accessKey === '') throw new Error(`Unable to find shopware token for country ${config.country}!`);
  if (channel.url === undefined || channel.url === '') throw new Error(`Unable to find shopware url for country ${config.country}!`);
  const now = config.now ?? Date.now;
  const context = createCommerceContextStore(config.country, createTokenStorage(config.storage, now));
  const basePath = shopwareApiBase(config.salesChannelApi);
  const accessKey = channel.accessKey;
  const http = createRequestClient({
    baseUrl: `${channel.url.replace(/\/+$/, '')}${basePath}`,
    headers: { 'sw-access-key': accessKey },
    now,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      // Reference §1.2: store a changed token from any answer, except shared-cache hits and stale answers: an answer
      // to a request sent under another token than today's arrives after the session moved on (a product page's
      // price refresh sent before the first basket call, answered after it, would replace the basket's token with
      // an empty session's, and the basket would be lost). One exception: a call that changes the session (it
      // invalidates the cart) sent before there was any token keeps its token even if a read sent meanwhile was
      // answered first and opened an empty session (an add to basket clicked while the product page's stock read
      // is under way: the basket is in the add's session).
      afterSuccess: (sent, response) => {
        const token = response.headers.get('sw-context-token');
        const current = context.getState().shopwareContextToken;
        const sentWith = sent.headers['sw-context-token'] ?? null;
        const opensSession = sentWith === null && sent.endpoint.invalidates.length > 0;
        if (token !== null && token !== '' && !/\bpublic\b/.test(response.headers.get('cache-control') ?? '') && token !== current && (sentWith === current || opensSession)) {
          context.dispatch({ type: 'UPDATE_CONTEXT_TOKEN', token });
        }
      },
    },
  });
  const timeoutMs = config.timeoutMs ?? 15_000;

  /** Sends with the session token; `languageId` adds `sw-language-id`. */
  async function send(endpoint: Endpoint, input: { params?: Record<string, string | readonly string[]>; body?: unknown; languageId?: string } = {}): Outcome<RequestResponse> {
    const token = context.getState().shopwareContextToken;
    const headers: Record<string, string> = {};
    if (token !== null) headers['sw-context-token'] = token;
    if (input.languageId !== undefined) headers['sw-language-id'] = input.languageId;
    const result = await http.request({ ...endpoint, timeoutMs: endpoint.timeoutMs ?? timeoutMs }, { headers, ...(input.params ? { params: input.params } : {}), ...(input.body === undefined ? {} : { body: input.body }) });
    if (result.ok) return result;
    return err(toCommerceError(result.error));
  }

  async function call<S extends v.GenericSchema, T>(endpoint: Endpoint, schema: S, map: (data: v.InferOutput<S>) => T, input?: Parameters<typeof send>[1]): Outcome<T> {
    const result = await send(endpoint, input);
    if (!result.ok) return result;
    const parsed = parseAnswer(endpoint, schema, result.value.data);
    return parsed.ok ? ok(map(parsed.value)) : parsed;
  }

  const E = SHOPWARE_ENDPOINTS;
  const cart = (endpoint: Endpoint, body?: unknown): Outcome<Cart> => call(endpoint, WireCart, mapCart, body === undefined ? {} : { body });
  const mapOrder = (o: v.InferOutput<typeof WireOrder>): Order => ({
    id: o.id,
    orderNumber: o.orderNumber,
    totalPrice: o.amountTotal,
    state: o.stateMachineState?.technicalName ?? 'open',
    paymentState: o.transactions[0]?.stateMachineState?.technicalName ?? null,
    lineItems: o.lineItems.map((l) => ({ productId: l.productId ?? null, label: l.label ?? '', quantity: l.quantity, totalPrice: l.totalPrice })),
    currency: o.currency?.isoCode ?? null,
  });
  const mapStock = (s: v.InferOutput<typeof WireStock>): StockEntry[] =>
    s.stocks.map((e) => ({ productId: e.productId, sku: e.productNumber, stock: e.stock, available: e.available, ...(e.lineItemId === undefined ? {} : { lineItemId: e.lineItemId }), ...(e.sufficient === undefined ? {} : { sufficient: e.sufficient }) }));
  const mapCustomer = (c: v.InferOutput<typeof WireCustomer>): Customer => ({ id: c.id, email: c.email, firstName: c.firstName, lastName: c.lastName, guest: c.guest });

  return {
    country: config.country,
    context,
    searchProducts: async (request, options = {}) => {
      const result = await call(E.searchProducts, WireProductSearch, (data) => data.elements.map(mapProduct), { body: productSearchBody(request), ...(options.languageId === undefined ? {} : { languageId: options.languageId }) });
      if (result.ok) {
        const media = result.value.flatMap((p) => p.images.map((image) => ({ ...image })));
        if (media.length > 0) context.dispatch({ type: 'PUSH_MEDIA', media });
      }
      return result;
    },
    getListingPrices: async (ids) => {
      // Shopware answers at most 100 products per search: a longer listing asks in batches.
      const batches: string[][] = [];
      for (let i = 0; i < ids.length; i += LISTING_PRICE_BATCH) batches.push(ids.slice(i, i + LISTING_PRICE_BATCH));
      const results = await Promise.all(batches.map((batch) =>
        call(E.searchProducts, WireListingPrices, (data) => data.elements.map((p): ListingPrice => {
          const price = p.calculatedCheapestPrice ?? p.calculatedPrice ?? null;
          return { id: p.id, price: price?.totalPrice ?? null, listPrice: price?.listPrice?.price ?? null, available: p.available };
        }), { body: productSearchBody({ fieldList: 'listingPrices', ids: batch, limit: batch.length }) })));
      const failed = results.find((r) => !r.ok);
      return failed ?? ok(results.flatMap((r) => (r.ok ? r.value : [])));
    },
    initCart: () => cart(E.initCart),
    getCart: () => cart(E.getCart),
    addCartItem: (item) => cart(E.addCartItem, { items: [{ id: item.productId, referencedId: item.productId, type: 'product', quantity: item.quantity ?? 1 }] }),
    addPromotion: (code) => cart(E.addPromotion, { items: [{ type: 'promotion', referencedId: code }] }),
    updateCartItem: (lineItemId, quantity) => cart(E.updateCartItem, { items: [{ id: lineItemId, quantity }] }),
    removeCartItem: (ids) => cart(E.removeCartItem, { ids }),
    getStock: (query) => call(E.getStock, WireStock, mapStock, { params: { ...(query.ids ? { ids: query.ids } : {}), ...(query.productNumbers ? { productNumbers: query.productNumbers } : {}) } }),
    getCartStock: () => call(E.getCartStock, WireStock, mapStock),
    getFreeProductsPromotion: () => call(E.getFreeProductsPromotion, WireFreeProducts, (d) => ({ eligible: d.eligible, threshold: d.threshold, missingAmount: d.missingAmount, products: d.freeProducts.map((p) => ({ productId: p.productId, sku: p.productNumber, name: p.name })) })),
    updateCartSessionContext: async (patch) => {
      const result = await send(E.updateCartSessionContext, { body: patch });
      return result.ok ? ok(undefined) : result;
    },
    registerCartSessionCustomer: async (r) => {
      const result = await call(E.registerCartSessionCustomer, WireCustomer, mapCustomer, {
        body: { guest: r.password === undefined, email: r.email, firstName: r.firstName, lastName: r.lastName, storefrontUrl: r.storefrontUrl, ...(r.password === undefined ? {} : { password: r.password }), billingAddress: { street: r.street, zipcode: r.zipcode, city: r.city, countryId: r.countryId } },
      });
      const token = context.getState().shopwareContextToken;
      if (result.ok && !result.value.guest && token !== null) context.dispatch({ type: 'UPDATE_AUTH', auth: { token, tokenExpiry: now() + AUTH_TTL_MS } });
      return result;
    },
    getCustomer: () => call(E.getCustomer, WireCustomer, mapCustomer, { body: {} }),
    createCartSessionOrder: (comment) => call(E.createCartSessionOrder, WireOrder, mapOrder, { body: comment === undefined ? {} : { customerComment: comment } }),
    initiateKlarnaSession: () => call(E.initiateKlarnaSession, WireKlarnaSession, (d) => ({ sessionId: d.sessionId, clientToken: d.clientToken, categories: d.paymentMethodCategories.map((c) => ({ identifier: c.identifier, name: c.name })) }), { body: {} }),
    initiateOrderPayment: (orderId, urls) => call(E.initiateOrderPayment, WirePaymentAnswer, (d) => ({ redirectUrl: d.redirectUrl }), { body: { orderId, ...urls } }),
    getOrders: () => call(E.getOrders, WireOrders, (d) => d.orders.elements.map(mapOrder), { body: {} }),
    getOrdersRefetch: () => call(E.getOrdersRefetch, WireOrders, (d) => d.orders.elements.map(mapOrder), { body: { page: 1 } }),
    addNewsletterSubscription: async (signup) => {
      const result = await send(E.addNewsletterSubscription, { body: signup });
      return result.ok ? ok(undefined) : result;
    },
    getLanguages: () => call(E.getLanguages, WireLanguages, (d) => d.elements.map((l) => ({ id: l.id, code: l.locale?.code ?? l.name ?? '' })), { body: {} }),
    getCountries: () => call(E.getCountries, WireCountries, (d) => d.elements.map((c) => ({ id: c.id, iso: (c.iso ?? '').toUpperCase(), name: c.translated?.name ?? c.name ?? c.iso ?? '' })), { body: {} }),
    getShippingMethods: () =>
      call(E.getShippingMethods, WireShippingMethods, (d) => d.elements.map((m) => ({
        id: m.id, name: m.translated?.name ?? m.name ?? '', technicalName: m.technicalName ?? '',
        deliveryDays: typeof m.deliveryTime?.min === 'number' && typeof m.deliveryTime.max === 'number' ? { min: m.deliveryTime.min, max: m.deliveryTime.max } : null,
      })), { body: {} }),
    getPaymentMethods: () =>
      call(E.getPaymentMethods, WirePaymentMethods, (d) => d.elements.map((m) => ({ id: m.id, name: m.translated?.name ?? m.name ?? '', shortName: m.shortName ?? m.technicalName ?? '', synchronous: m.synchronous })), { body: {} }),
    getContext: async () => {
      const result = await call(E.getContext, WireContext, (d) => ({
        currency: { id: d.currency.id, isoCode: d.currency.isoCode, symbol: d.currency.symbol ?? d.currency.isoCode },
        paymentMethodId: d.paymentMethod?.id ?? null, shippingMethodId: d.shippingMethod?.id ?? null, countryId: d.salesChannel?.countryId ?? null,
      }));
      // The session's currency (spec §3 commerce context): prices are formatted in it.
      if (result.ok) {
        const { id, isoCode, symbol } = result.value.currency;
        context.dispatch({ type: 'UPDATE', patch: { shopwareCurrency: { id, name: isoCode, iso: isoCode, symbol } } });
      }
      return result;
    },
  };
}

/** An answer checked against its schema; an unexpected one is a `parse` failure naming the endpoint and where. */
export function parseAnswer<S extends v.GenericSchema>(endpoint: Endpoint, schema: S, data: unknown): Result<v.InferOutput<S>, CommerceError> {
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return ok(parsed.output);
  return err({ type: 'parse', message: `${endpoint.name}: unexpected answer (${parsed.issues[0].message} at ${parsed.issues[0].path?.map((p) => String(p.key)).join('.') ?? 'root'})`, retryable: false, url: endpoint.path, errors: [] });
}

/** Adds Shopware's error list to a request failure; the first error's detail becomes the message. */
export function toCommerceError(error: RequestError): CommerceError {
  const parsed = v.safeParse(WireErrors, error.body);
  if (!parsed.success || parsed.output.errors.length === 0) return { ...error, errors: [] };
  const errors = parsed.output.errors.map((e) => ({ code: e.code ?? '0', detail: e.detail, pointer: e.source?.pointer ?? null }));
  return { ...error, message: errors[0]?.detail || error.message, errors };
}
