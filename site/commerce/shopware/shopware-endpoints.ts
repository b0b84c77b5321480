import { cacheFor, defineEndpoint, type Endpoint } from '../request/endpoint.ts';

/** Cart calls are cached for 500 ms (spec §7, §9). */
export const CART_CACHE_MS = 500;
const CART_CACHES = ['initCart', 'getCart', 'getCartStock'];

/** The API's base under a shop's origin: the store-api, or the older sales-channel-api a brand may still use. */
export function shopwareApiBase(salesChannelApi: boolean | undefined): string {
  return salesChannelApi === true ? '/sales-channel-api/v3' : '/store-api';
}

/** Every operation of the spec's commerce table (§7), with its caching and invalidation. */
export const SHOPWARE_ENDPOINTS = {
  addNewsletterSubscription: defineEndpoint({ name: 'addNewsletterSubscription', method: 'POST', path: '/newsletter/signup' }),
  getStock: defineEndpoint({ name: 'getStock', method: 'GET', path: '/stock/product', auto: false }),
  initCart: defineEndpoint({ name: 'initCart', method: 'GET', path: '/checkout/cart', cache: cacheFor(CART_CACHE_MS), auto: false }),
  getCart: defineEndpoint({ name: 'getCart', method: 'GET', path: '/checkout/cart', cache: cacheFor(CART_CACHE_MS), auto: true }),
  addCartItem: defineEndpoint({ name: 'addCartItem', method: 'POST', path: '/checkout/cart/line-item', invalidates: CART_CACHES }),
  addPromotion: defineEndpoint({ name: 'addPromotion', method: 'POST', path: '/checkout/cart/line-item', invalidates: CART_CACHES }),
  updateCartItem: defineEndpoint({ name: 'updateCartItem', method: 'PATCH', path: '/checkout/cart/line-item', invalidates: CART_CACHES }),
  removeCartItem: defineEndpoint({ name: 'removeCartItem', method: 'POST', path: '/checkout/cart/line-item/delete', invalidates: CART_CACHES }),
  getCartStock: defineEndpoint({ name: 'getCartStock', method: 'GET', path: '/stock/cart', cache: cacheFor(CART_CACHE_MS), auto: true }),
  getFreeProductsPromotion: defineEndpoint({ name: 'getFreeProductsPromotion', method: 'GET', path: '/checkout/cart/check' }),
  updateCartSessionContext: defineEndpoint({ name: 'updateCartSessionContext', method: 'PATCH', path: '/context', invalidates: [...CART_CACHES, 'getContext'] }),
  registerCartSessionCustomer: defineEndpoint({ name: 'registerCartSessionCustomer', method: 'POST', path: '/account/register', invalidates: CART_CACHES }),
  getCustomer: defineEndpoint({ name: 'getCustomer', method: 'POST', path: '/account/customer' }),
  createCartSessionOrder: defineEndpoint({ name: 'createCartSessionOrder', method: 'POST', path: '/checkout/order', invalidates: CART_CACHES }),
  initiateKlarnaSession: defineEndpoint({ name: 'initiateKlarnaSession', method: 'POST', path: '/checkout/klarna/session' }),
  initiateOrderPayment: defineEndpoint({ name: 'initiateOrderPayment', method: 'POST', path: '/handle-payment' }),
  getOrders: defineEndpoint({ name: 'getOrders', method: 'POST', path: '/order' }),
  getOrdersRefetch: defineEndpoint({ name: 'getOrdersRefetch', method: 'POST', path: '/order' }),
  searchProducts: defineEndpoint({ name: 'searchProducts', method: 'POST', path: '/product' }),
  // Reference data the pages need besides the spec's table: languages (build-time `sw-language-id`), the
  // checkout's countries and methods, and the session context (currency, chosen methods).
  getLanguages: defineEndpoint({ name: 'getLanguages', method: 'POST', path: '/language' }),
  getCountries: defineEndpoint({ name: 'getCountries', method: 'POST', path: '/country' }),
  getShippingMethods: defineEndpoint({ name: 'getShippingMethods', method: 'POST', path: '/shipping-method' }),
  getPaymentMethods: defineEndpoint({ name: 'getPaymentMethods', method: 'POST', path: '/payment-method' }),
  getContext: defineEndpoint({ name: 'getContext', method: 'GET', path: '/context', auto: false }),
} as const satisfies Readonly<Record<string, Endpoint>>;
