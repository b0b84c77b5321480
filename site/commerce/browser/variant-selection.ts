import type { Dimension, VariantView } from '../catalogue/page-data.ts';

/** Selected option id per dimension code. */
export type Selection = Readonly<Record<string, string>>;

export const COLOUR_CODE = 'attrMarketingColor';
export const BATTERY_CODE = 'UB-BATCAP';
/** Query parameters of the dimensions that are not the URL's child slug (the battery uses the spec's name). */
export const QUERY_OF: Readonly<Record<string, string>> = { attrFrameShape: 'shape', attrFrameSize: 'size' };

const score = (v: VariantView, selection: Selection, order: readonly string[]): number =>
  order.reduce((sum, code, i) => sum + (selection[code] !== undefined && v.options[code] === selection[code] ? 2 ** (order.length - i) : 0), 0) + (v.stockStatus === 'in-stock' ? 0.5 : 0);

/**
 * The variant for a selection: an exact match, else the closest one (earlier dimensions count more, in-stock
 * breaks ties). `pinned` must match: the dimension the shopper just picked.
 */
export function pickVariant(variants: readonly VariantView[], dimensions: readonly Dimension[], selection: Selection, pinned?: string): VariantView | null {
  const order = dimensions.map((d) => d.code);
  const candidates = pinned === undefined ? variants : variants.filter((v) => v.options[pinned] === selection[pinned]);
  let best: VariantView | null = null;
  let bestScore = -1;
  for (const v of candidates) {
    const s = score(v, selection, pinned === undefined ? order : [pinned, ...order.filter((c) => c !== pinned)]);
    if (s > bestScore) {
      best = v;
      bestScore = s;
    }
  }
  return best;
}

/** Whether an option value exists together with the other selected values. */
export function isAvailable(variants: readonly VariantView[], selection: Selection, code: string, optionId: string): boolean {
  return variants.some((v) => v.options[code] === optionId && Object.entries(selection).every(([c, id]) => c === code || c === BATTERY_CODE || v.options[c] === id));
}

/** Watt-hours in a battery option or product name (`625 Wh`, `Bosch PowerTube 625`). */
export const wattHours = (name: string): string | null => /(\d{3,4})/.exec(name)?.[1] ?? null;
