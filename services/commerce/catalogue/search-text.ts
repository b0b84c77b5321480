/** Lower case without diacritics (`Vélo` → `velo`, `Lastenräder` → `lastenrader`, `ß` → `ss`): how search compares words. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** The words of a search phrase, folded; punctuation other than `-`, `.`, `/` separates words. */
export function searchWords(phrase: string): string[] {
  return foldText(phrase).split(/[^\p{L}\p{N}\-./]+/u).filter((w) => w !== '');
}

/** A product's searchable text per field, heaviest first (Shopware's search ranking: name over number over the rest). */
export interface SearchFields {
  readonly name: string;
  readonly productNumber: string;
  readonly manufacturer: string;
  /** Property and option values, keywords. */
  readonly values: readonly string[];
  readonly description: string;
}

const WEIGHTS = { name: 500, productNumber: 400, manufacturer: 200, values: 100, description: 50 } as const;

/**
 * The score of a product for the words (Shopware's `andLogic`: every word must match some field, as a
 * substring, case- and diacritic-insensitive); `0` when a word matches nothing. A word at the start of a
 * field's word counts more than one inside it.
 */
export function searchScore(fields: SearchFields, words: readonly string[]): number {
  if (words.length === 0) return 0;
  const folded = {
    name: foldText(fields.name), productNumber: foldText(fields.productNumber), manufacturer: foldText(fields.manufacturer),
    values: fields.values.map(foldText).join(' \u0000 '), description: foldText(fields.description),
  };
  let score = 0;
  for (const word of words) {
    let best = 0;
    for (const key of Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]) {
      const text = folded[key];
      const at = text.indexOf(word);
      if (at < 0) continue;
      const startsWord = at === 0 || /[^\p{L}\p{N}]/u.test(text[at - 1] ?? ' ');
      best = Math.max(best, WEIGHTS[key] * (startsWord ? 1 : 0.5));
    }
    if (best === 0) return 0;
    score += best;
  }
  return score;
}
