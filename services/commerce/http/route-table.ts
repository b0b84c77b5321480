import { addLineItems, calculateCart, deleteCart, removeLineItems, updateLineItems, withCartLock } from '../cart/cart-service.ts';
import { customerRoute, loginRoute, logoutRoute, registerRoute } from '../routes/account-routes.ts';
import { createOrderRoute, handlePaymentRoute, klarnaSessionRoute, ordersRoute } from '../routes/checkout-routes.ts';
import { patchContextRoute, readContextRoute } from '../routes/context-routes.ts';
import { cartCheckRoute, newsletterSignupRoute, newsletterSubscribeRoute, stockCartRoute, stockProductRoute } from '../routes/custom-routes.ts';
import { productListingRoute, searchRoute, searchSuggestRoute } from '../routes/listing-routes.ts';
import { navigationRoute } from '../routes/navigation-route.ts';
import { productDetailRoute, productSearchRoute } from '../routes/products.ts';
import { referenceRoute } from '../routes/reference-routes.ts';
import { json, type Reply } from './reply.ts';
import type { Scope } from './scope.ts';

/** One store-api route: methods, path (relative to `/store-api`, `:name` segments captured) and handler. */
interface Route {
  readonly methods: readonly string[];
  readonly pattern: RegExp;
  readonly handle: (scope: Scope, params: readonly string[]) => Promise<Reply> | Reply;
}

const route = (methods: string, path: string, handle: Route['handle']): Route => ({
  methods: methods.split('|'),
  pattern: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '([^/]+)')}$`),
  handle,
});

/** Every store-api route the service answers (the spec's table plus the emulator surface of the reference, §14). */
export const ROUTES: readonly Route[] = [
  route('GET|POST', '/product', productSearchRoute),
  route('GET|POST', '/product/:id', (s, [id]) => productDetailRoute(s, id ?? '')),
  route('GET|POST', '/product-listing/:categoryId', (s, [id]) => productListingRoute(s, id ?? '')),
  route('GET|POST', '/search', searchRoute),
  route('GET|POST', '/search-suggest', searchSuggestRoute),
  route('GET|POST', '/navigation/:activeId/:rootId', (s, [active, root]) => navigationRoute(s, active ?? '', root ?? '')),
  route('GET|POST', '/checkout/cart', (s) => withCartLock(s, async () => json(await calculateCart(s)))),
  route('DELETE', '/checkout/cart', deleteCart),
  route('POST', '/checkout/cart/line-item', addLineItems),
  route('PATCH', '/checkout/cart/line-item', updateLineItems),
  route('DELETE', '/checkout/cart/line-item', (s) => removeLineItems(s, [...s.query.getAll('ids[]'), ...s.query.getAll('ids')])),
  route('POST', '/checkout/cart/line-item/delete', (s) => removeLineItems(s, (s.body as { ids?: unknown } | undefined)?.ids)),
  route('GET', '/checkout/cart/check', cartCheckRoute),
  route('POST', '/checkout/klarna/session', klarnaSessionRoute),
  route('POST', '/checkout/order', createOrderRoute),
  route('GET|POST', '/handle-payment', handlePaymentRoute),
  route('GET|POST', '/order', ordersRoute),
  route('GET', '/context', readContextRoute),
  route('PATCH', '/context', patchContextRoute),
  route('POST', '/account/register', registerRoute),
  route('POST', '/account/login', loginRoute),
  route('POST', '/account/logout', logoutRoute),
  route('GET|POST', '/account/customer', customerRoute),
  route('POST', '/newsletter/subscribe', newsletterSubscribeRoute),
  route('POST', '/newsletter/signup', newsletterSignupRoute),
  route('GET', '/stock/product', stockProductRoute),
  route('GET', '/stock/cart', stockCartRoute),
  route('GET|POST', '/shipping-method', (s) => referenceRoute(s, 'shipping-method')),
  route('GET|POST', '/payment-method', (s) => referenceRoute(s, 'payment-method')),
  route('GET|POST', '/country', (s) => referenceRoute(s, 'country')),
  route('GET|POST', '/salutation', (s) => referenceRoute(s, 'salutation')),
  route('GET|POST', '/currency', (s) => referenceRoute(s, 'currency')),
  route('GET|POST', '/language', (s) => referenceRoute(s, 'language')),
];

/** The route for a method and path, with captured segments; `undefined` → 404. */
export function matchRoute(method: string, path: string): { readonly route: Route; readonly params: string[] } | undefined {
  for (const candidate of ROUTES) {
    const m = candidate.pattern.exec(path);
    if (m !== null && candidate.methods.includes(method)) return { route: candidate, params: m.slice(1).map(decodeURIComponent) };
  }
  return undefined;
}
