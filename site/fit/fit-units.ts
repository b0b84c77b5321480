/** Countries whose shoppers think in inches too: lengths get an inch value beside the cm. */
const INCH_COUNTRIES = new Set(['GB', 'UK']);

/** Whether a market shows inch values beside cm (en-GB). */
export const showsInches = (country: string): boolean => INCH_COUNTRIES.has(country.toUpperCase());

/** `82 cm`, or `82 cm (32 in)` with inches; one decimal below 10 cm (a clearance of 0.5 cm). */
export function formatCm(cm: number, inches: boolean): string {
  const value = Math.abs(cm) < 10 && !Number.isInteger(cm) ? cm.toFixed(1) : String(Math.round(cm));
  return inches ? `${value} cm (${Math.round(cm / 2.54)} in)` : `${value} cm`;
}
