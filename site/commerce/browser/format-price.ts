import type { CommerceSettings } from '../catalogue/commerce-settings.ts';

/** A price in the page's locale and the market's currency (`3.499,00 €`, `CHF 3’899.00`); `null` when prices are hidden. */
export function formatPrice(amount: number | null, settings: Pick<CommerceSettings, 'tag' | 'currency' | 'hidePrices'>): string | null {
  if (amount === null || settings.hidePrices) return null;
  return new Intl.NumberFormat(settings.tag, { style: 'currency', currency: settings.currency }).format(amount);
}

/** The instalment amount (12 months) when the price lies in the brand's range, else null. */
export function instalmentOf(amount: number | null, range: CommerceSettings['instalments'], months = 12): number | null {
  if (amount === null || range === null || amount < range.min || amount > range.max) return null;
  return Math.ceil((amount / months) * 100) / 100;
}
