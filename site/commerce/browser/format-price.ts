import { numberFormat } from '../../i18n/number-format.ts';
import type { CommerceSettings } from '../catalogue/commerce-settings.ts';

/** The currency when none is known (DECISIONS.md: EUR is the default; the commerce context names each channel's). */
export const DEFAULT_CURRENCY = 'EUR';

/** What a price needs: the page's locale, the currency (the commerce context's; EUR when missing) and whether prices show. */
export interface PriceFormat extends Pick<CommerceSettings, 'tag' | 'hidePrices'> {
  readonly currency?: string | null | undefined;
}

/** An ISO 4217 code as Intl takes it; anything else (empty, `EURO`, `€`) falls back to EUR instead of throwing on the page. */
const currencyOf = (code: string | null | undefined): string => (typeof code === 'string' && /^[A-Za-z]{3}$/.test(code) ? code.toUpperCase() : DEFAULT_CURRENCY);

/** A price in the page's locale and the market's currency (`3.499,00 €`, `CHF 3’899.00`); `null` when prices are hidden. */
export function formatPrice(amount: number | null, settings: PriceFormat): string | null {
  if (amount === null || settings.hidePrices) return null;
  return numberFormat(settings.tag, { style: 'currency', currency: currencyOf(settings.currency) }).format(amount);
}

/** The settings with the currency the backend answered in (a context or an order), when it named one. */
export function withCurrency<T extends PriceFormat>(settings: T, currency: string | null | undefined): T {
  return currency === null || currency === undefined || currency === '' ? settings : { ...settings, currency };
}

/** The instalment amount (12 months) when the price lies in the brand's range, else null. */
export function instalmentOf(amount: number | null, range: CommerceSettings['instalments'], months = 12): number | null {
  if (amount === null || range === null || amount < range.min || amount > range.max) return null;
  return Math.ceil((amount / months) * 100) / 100;
}
