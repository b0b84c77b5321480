import type { ComparedBike, ComparedSize } from './compared-bike.ts';

/** One row of the comparison: a label and one shown value per bike. */
export interface ValueRow {
  readonly id: string;
  readonly label: string;
  /** `null`: the bike has no value (shown as a dash). */
  readonly values: readonly (string | null)[];
}

/** Whether a row differs between the bikes: with two or more bikes, not every value the same (a missing value counts as one). */
export function rowDiffers(row: Pick<ValueRow, 'values'>): boolean {
  if (row.values.length < 2) return false;
  return new Set(row.values.map((v) => v ?? '')).size > 1;
}

/** The rows "show only differences" keeps (all of them when it is off). */
export function visibleRows<R extends Pick<ValueRow, 'values'>>(rows: readonly R[], differencesOnly: boolean): readonly R[] {
  return differencesOnly ? rows.filter(rowDiffers) : rows;
}

/** Spec rows: every display key any bike has, in first-seen order. */
export function specRows(bikes: readonly ComparedBike[], label: (key: string) => string): ValueRow[] {
  const keys = [...new Set(bikes.flatMap((b) => b.specs.map((s) => s.key)))];
  return keys.map((key) => ({ id: `spec:${key}`, label: label(key), values: bikes.map((b) => b.specs.find((s) => s.key === key)?.value ?? null) }));
}

/** The size of a bike the comparison shows: the chosen one when the bike has it, else its first. */
export function chosenSize(bike: ComparedBike, wanted: string | undefined): ComparedSize | null {
  return bike.sizes.find((s) => s.name === wanted) ?? bike.sizes[0] ?? null;
}

/** Geometry rows (spec order, every code any bike has) for each bike's chosen size. */
export function geometryRows(bikes: readonly ComparedBike[], sizes: readonly (ComparedSize | null)[], codes: readonly string[], label: (code: string) => string): ValueRow[] {
  const present = codes.filter((code) => bikes.some((b) => b.geometryRows.includes(code)));
  return present.map((code) => ({ id: `geo:${code}`, label: label(code), values: bikes.map((_, i) => sizes[i]?.geometry[code] ?? null) }));
}
