/** Battery choice of a product page, read from the URL query (spec §5: spaces decoded). */
export interface BatteryChoice {
  readonly requiredBattery: string | null;
  readonly optionalBattery: string | null;
}

/** Reads `requiredBattery` and `optionalBattery` from a query string; `+` and `%20` both decode to a space. */
export function readBatteryChoice(search: string): BatteryChoice {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const read = (name: string): string | null => {
    const value = params.get(name);
    return value === null || value.trim() === '' ? null : value.replace(/\+/g, ' ').trim();
  };
  return { requiredBattery: read('requiredBattery'), optionalBattery: read('optionalBattery') };
}

/**
 * The battery of a bundle: among the battery products whose number the bike requires, the one with the
 * lowest position; `null` when none of them is known.
 */
export function chooseRequiredBattery<T extends { readonly sku: string; readonly batteryPosition: number | null }>(required: readonly string[], batteries: readonly T[]): T | null {
  const candidates = batteries.filter((b) => required.includes(b.sku));
  if (candidates.length === 0) return null;
  return candidates.reduce((best, b) => ((b.batteryPosition ?? Number.POSITIVE_INFINITY) < (best.batteryPosition ?? Number.POSITIVE_INFINITY) ? b : best));
}
