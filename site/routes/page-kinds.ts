/** Page kinds of the spec (§2) that the build emits so far, with their component chunk names. */
export const PAGE_COMPONENTS = {
  Home: 'home',
  Basket: 'basket',
  Search: 'search',
  Contact: 'contact',
  NotFound: 'not-found',
  Error: 'error',
  LocaleRedirect: 'locale-redirect',
  Category: 'category',
  Product: 'product',
  ProductLine: 'product-line',
  ProductLineListing: 'product-line-listing',
  Checkout: 'checkout',
  OrderConfirm: 'order-confirm',
  Newsletter: 'newsletter',
  /** A dealer's own page (sparta's nl-nl, `features.dealerPages`). */
  DealerDetail: 'dealer-detail',
  /** A product added after the build, read from the commerce backend in the browser. */
  DynamicProduct: 'product-dynamic',
} as const;

export type PageKind = keyof typeof PAGE_COMPONENTS;
