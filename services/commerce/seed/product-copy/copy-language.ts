/** One language's way of writing product copy from a model's facts. */
import type { CopyFacts } from './copy-facts.ts';

export interface CopyLanguage {
  /** A short line under the product name: what the bike is, in a few words. */
  readonly subtitle: (f: CopyFacts) => string;
  /** Candidate highlights, most telling first; the composer keeps three to five. */
  readonly highlights: (f: CopyFacts) => readonly string[];
  /** The description as paragraphs: who it is for, drive, battery, frame, equipment, closing. */
  readonly description: (f: CopyFacts) => readonly string[];
  /**
   * English words inside spec values and their translation, longest first where one contains another
   * (`freewheel hub` before `hub`). Brand and model names are never in here.
   */
  readonly specWords: readonly (readonly [english: string, translated: string])[];
}

/** Joins `a, b and c` with the language's word for "and" or "or". */
export function joinList(items: readonly string[], word: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1] ?? ''}`;
}

/** `500 Wh`, `500 Wh or 625 Wh` style battery list. */
export const batteryList = (f: CopyFacts, word: string): string => joinList(f.batteries.map((wh) => `${wh} Wh`), word);

/** The largest battery, for "up to" claims. */
export const largestBattery = (f: CopyFacts): number => f.batteries[f.batteries.length - 1] ?? 0;

/** `46, 50 and 55 cm` or `S, M and L`. */
export const sizeList = (f: CopyFacts, word: string): string => `${joinList(f.sizes, word)}${f.letterSizes ? '' : ' cm'}`;
