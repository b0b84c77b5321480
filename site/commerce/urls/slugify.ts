/**
 * Letters that do not decompose into a base letter plus an accent, written out (spec §2: "ß becomes ss").
 * Everything else with an accent loses it through Unicode decomposition.
 */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The spec's slug rule: lower case; accents stripped; special letters transliterated (ß → ss); spaces become
 * hyphens; anything but a–z, 0–9 and the hyphen removed; repeated hyphens collapsed; edge hyphens trimmed.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => TRANSLITERATIONS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
