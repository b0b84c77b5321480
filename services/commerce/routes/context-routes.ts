import { json, storeApiError, type Reply } from '../http/reply.ts';
import type { Scope } from '../http/scope.ts';
import { ensureContext } from '../cart/cart-service.ts';
import {
  COUNTRY_NAMES, CURRENCY_SYMBOLS, PAYMENT_METHODS, SHIPPING_METHODS, TAX_RATES, countryId, currencyId, languageId, paymentMethodId, shippingMethodId,
} from '../seed/reference-data.ts';
import { navigationRootId } from '../catalogue/category-tree.ts';
import { loadCustomer } from './account-routes.ts';

export const currencyJson = (iso: string): Record<string, unknown> => ({
  id: currencyId(iso), isoCode: iso, symbol: CURRENCY_SYMBOLS[iso] ?? iso, factor: 1, shortName: iso, name: iso,
  itemRounding: { decimals: 2, interval: 0.01, roundForNet: true }, totalRounding: { decimals: 2, interval: 0.01, roundForNet: true }, translated: { name: iso, shortName: iso }, apiAlias: 'currency',
});
export const shippingMethodJson = (m: (typeof SHIPPING_METHODS)[number], position: number): Record<string, unknown> => ({
  id: shippingMethodId(m.key), name: m.name, technicalName: m.technicalName, description: null, position, active: true,
  deliveryTime: { name: `${m.min}-${m.max} days`, min: m.min, max: m.max, unit: 'day' }, media: null, prices: [], translated: { name: m.name }, apiAlias: 'shipping_method',
});
export const paymentMethodJson = (m: (typeof PAYMENT_METHODS)[number], position: number): Record<string, unknown> => ({
  id: paymentMethodId(m.key), name: m.name, technicalName: m.technicalName, description: null, position, active: true, afterOrderEnabled: false,
  synchronous: m.synchronous, asynchronous: !m.synchronous, media: null, shortName: m.key, translated: { name: m.name }, apiAlias: 'payment_method',
});

/** `GET /context`: the SalesChannelContext shape (reference §6). */
export async function readContextRoute(scope: Scope): Promise<Reply> {
  const customer = scope.context.customerId === null ? null : await loadCustomer(scope, scope.context.customerId);
  const shipping = SHIPPING_METHODS.find((m) => m.key === scope.context.shippingMethod) ?? SHIPPING_METHODS[0];
  const payment = PAYMENT_METHODS.find((m) => m.key === scope.context.paymentMethod) ?? PAYMENT_METHODS[0];
  const taxRate = TAX_RATES[scope.channel.country] ?? 0;
  return json({
    token: scope.token,
    currentCustomerGroup: { id: 'cfbd5018d38d41d8adca10d94fc8bdd6', name: 'Standard customer group', displayGross: true },
    fallbackCustomerGroup: { id: 'cfbd5018d38d41d8adca10d94fc8bdd6', name: 'Standard customer group', displayGross: true },
    currency: currencyJson(scope.channel.currency),
    salesChannel: {
      id: scope.channel.accessKey, name: `${scope.channel.brand} ${scope.channel.country}`, languageId: languageId(scope.channel.languageCodes[0] ?? 'en'),
      currencyId: currencyId(scope.channel.currency), countryId: countryId(scope.channel.country), paymentMethodId: paymentMethodId(PAYMENT_METHODS[0]?.key ?? ''),
      shippingMethodId: shippingMethodId(SHIPPING_METHODS[0]?.key ?? ''), customerGroupId: 'cfbd5018d38d41d8adca10d94fc8bdd6', navigationCategoryId: navigationRootId(scope.channel.brand), apiAlias: 'sales_channel',
    },
    taxRules: [{ taxRate, name: `${taxRate} %` }],
    customer,
    paymentMethod: payment === undefined ? null : paymentMethodJson(payment, 1),
    shippingMethod: shipping === undefined ? null : shippingMethodJson(shipping, 1),
    shippingLocation: { country: { id: countryId(scope.channel.country), iso: scope.channel.country, name: COUNTRY_NAMES[scope.channel.country] ?? scope.channel.country }, state: null, address: null, apiAlias: 'cart_delivery_shipping_location' },
    context: { languageIdChain: [scope.languageId], currencyId: currencyId(scope.channel.currency), currencyFactor: 1, taxState: 'gross', rounding: { decimals: 2, interval: 0.01, roundForNet: true }, versionId: '0fa91ce3e96a4bc2be4bd9ce752c3425', scope: 'user', source: { type: 'sales-channel' } },
    itemRounding: { decimals: 2, interval: 0.01, roundForNet: true },
    totalRounding: { decimals: 2, interval: 0.01, roundForNet: true },
    apiAlias: 'sales_channel_context',
  });
}

/** `PATCH /context`: shipping/payment method, language, currency, country; ids checked against the fixtures; token kept. */
export async function patchContextRoute(scope: Scope): Promise<Reply> {
  const body = (scope.body ?? {}) as Record<string, unknown>;
  const shipping = body['shippingMethodId'] === undefined ? undefined : SHIPPING_METHODS.find((m) => shippingMethodId(m.key) === body['shippingMethodId']);
  if (body['shippingMethodId'] !== undefined && shipping === undefined) return invalidId('shippingMethodId', body['shippingMethodId']);
  const payment = body['paymentMethodId'] === undefined ? undefined : PAYMENT_METHODS.find((m) => paymentMethodId(m.key) === body['paymentMethodId']);
  if (body['paymentMethodId'] !== undefined && payment === undefined) return invalidId('paymentMethodId', body['paymentMethodId']);
  const language = body['languageId'] === undefined ? undefined : scope.channel.languageCodes.find((l) => languageId(l) === body['languageId']);
  if (body['languageId'] !== undefined && language === undefined) return invalidId('languageId', body['languageId']);
  if (body['currencyId'] !== undefined && body['currencyId'] !== currencyId(scope.channel.currency)) return invalidId('currencyId', body['currencyId']);
  if (body['countryId'] !== undefined && !Object.keys(COUNTRY_NAMES).some((iso) => countryId(iso) === body['countryId'])) return invalidId('countryId', body['countryId']);
  await ensureContext(scope);
  await scope.db.query(
    `update context set shipping_method = coalesce($2, shipping_method), payment_method = coalesce($3, payment_method), language_code = coalesce($4, language_code), updated_at = now() where token = $1`,
    [scope.token, shipping?.key ?? null, payment?.key ?? null, language ?? null],
  );
  return json({ redirectUrl: null, apiAlias: 'array_struct' });
}

const invalidId = (field: string, value: unknown): Reply =>
  storeApiError(400, 'VIOLATION::ENTITY_DOES_NOT_EXISTS', `The ${field} ${String(value)} does not exist or is not assigned to this sales channel.`, { value }, `/${field}`, 'Constraint violation error');
