import { json, type Reply } from '../http/reply.ts';
import type { Scope } from '../http/scope.ts';
import { COUNTRY_NAMES, PAYMENT_METHODS, SALUTATIONS, SHIPPING_METHODS, countryId, languageId, salutationId } from '../seed/reference-data.ts';
import { currencyJson, paymentMethodJson, shippingMethodJson } from './context-routes.ts';

const result = (entity: string, elements: readonly unknown[]): Reply =>
  json({ entity, total: elements.length, aggregations: [], page: 1, limit: Math.max(elements.length, 1), elements, apiAlias: 'dal_entity_search_result' });

/** `/shipping-method`, `/payment-method`, `/country`, `/salutation`, `/currency`, `/language` as search results. */
export function referenceRoute(scope: Scope, entity: 'shipping-method' | 'payment-method' | 'country' | 'salutation' | 'currency' | 'language'): Reply {
  switch (entity) {
    case 'shipping-method':
      return result('shipping_method', SHIPPING_METHODS.map(shippingMethodJson));
    case 'payment-method':
      return result('payment_method', PAYMENT_METHODS.map(paymentMethodJson));
    case 'country':
      return result('country', Object.entries(COUNTRY_NAMES).map(([iso, name], position) => ({
        id: countryId(iso), name, translated: { name }, iso, iso3: null, position, active: true, shippingAvailable: true, postalCodeRequired: iso !== 'IE', forceStateInRegistration: false, states: [], apiAlias: 'country',
      })));
    case 'salutation':
      return result('salutation', SALUTATIONS.map((s) => ({ id: salutationId(s.key), salutationKey: s.key, displayName: s.displayName, letterName: s.displayName, translated: { displayName: s.displayName }, apiAlias: 'salutation' })));
    case 'currency':
      return result('currency', [currencyJson(scope.channel.currency)]);
    case 'language':
      return result('language', scope.channel.languageCodes.map((code) => ({ id: languageId(code), name: code, locale: { code }, apiAlias: 'language' })));
  }
}
