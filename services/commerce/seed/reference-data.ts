import { hexId } from './build-catalogue.ts';

/** VAT rate per sales-channel country (gross prices include it). */
export const TAX_RATES: Readonly<Record<string, number>> = {
  AT: 20, BE: 21, CH: 8.1, CZ: 21, DE: 19, DK: 25, ES: 21, FI: 25.5, FR: 20, GB: 20, IE: 23, IT: 22, LU: 17, NL: 21, PL: 23, SE: 25, INT: 0,
};

export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', CHF: 'CHF', CZK: 'Kč', PLN: 'zł', GBP: '£', DKK: 'kr', SEK: 'kr' };
export const currencyId = (iso: string): string => hexId('currency', iso);
export const languageId = (code: string): string => hexId('language', code);
export const countryId = (iso: string): string => hexId('country', iso);

export interface ShippingMethodSeed { readonly key: string; readonly technicalName: string; readonly name: string; readonly priceEur: number; readonly min: number; readonly max: number }
export interface PaymentMethodSeed { readonly key: string; readonly technicalName: string; readonly name: string; readonly synchronous: boolean }

/** `homeDelivery` is the default delivery method (spec §9). */
export const SHIPPING_METHODS: readonly ShippingMethodSeed[] = [
  { key: 'homeDelivery', technicalName: 'homeDelivery', name: 'Home delivery', priceEur: 49, min: 3, max: 7 },
  { key: 'dealerPickup', technicalName: 'dealerPickup', name: 'Pick-up at a dealer', priceEur: 0, min: 5, max: 10 },
];
/** Invoice finishes at once; Klarna goes through the local fake provider (redirect to finishUrl). */
export const PAYMENT_METHODS: readonly PaymentMethodSeed[] = [
  { key: 'invoice', technicalName: 'payment_invoice', name: 'Invoice', synchronous: true },
  { key: 'klarna', technicalName: 'payment_klarna', name: 'Klarna', synchronous: false },
];
export const shippingMethodId = (key: string): string => hexId('shipping-method', key);
export const paymentMethodId = (key: string): string => hexId('payment-method', key);

export const SALUTATIONS = [
  { key: 'not_specified', displayName: 'Not specified' },
  { key: 'mr', displayName: 'Mr.' },
  { key: 'mrs', displayName: 'Mrs.' },
] as const;
export const salutationId = (key: string): string => hexId('salutation', key);

/** Countries a shopper may give as address (every country a brand sells in, INT excluded). */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AT: 'Austria', BE: 'Belgium', CH: 'Switzerland', CZ: 'Czechia', DE: 'Germany', DK: 'Denmark', ES: 'Spain', FI: 'Finland', FR: 'France', GB: 'United Kingdom',
  IE: 'Ireland', IT: 'Italy', LU: 'Luxembourg', NL: 'Netherlands', PL: 'Poland', SE: 'Sweden',
};

/** Promotion codes every channel accepts; `percentage` or `absolute` (EUR, converted like prices). */
export const PROMOTIONS: readonly { readonly code: string; readonly type: 'percentage' | 'absolute'; readonly value: number; readonly name: string }[] = [
  { code: 'WELCOME10', type: 'percentage', value: 10, name: '10 % welcome discount' },
  { code: 'SPRING50', type: 'absolute', value: 50, name: 'Spring voucher' },
];

/** Free-product promotion (`/checkout/cart/check`): from this cart total (EUR) a battery-free accessory is free. */
export const FREE_PRODUCT_THRESHOLD_EUR = 2500;
