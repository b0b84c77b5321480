import type { Place } from './client/dealer-types.ts';

// Places are the dealer service's offline gazetteer (`/v1/places`): every city and postcode the dealer data covers.

/** Lower case, accents stripped, ß → ss, separators as single spaces: `Lörrach-Süd` → `lorrach sud`. */
export function normalizePlaceName(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A place matched by `findPlaces`, with how well it matched (lower is better). */
interface Ranked {
  readonly place: Place;
  readonly rank: number;
}

/**
 * Places matching what a shopper typed, best first (at most `limit`): a postcode exactly, then postcodes starting
 * with the digits typed, then a place name exactly, then names starting with it, then names containing it. A query
 * with both (`10115 Berlin`) ranks by the postcode and keeps places whose name fits the words. Empty query: none.
 */
export function findPlaces(places: readonly Place[], query: string, limit = 8): readonly Place[] {
  const q = normalizePlaceName(query);
  if (q === '') return [];
  const digits = (/\b\d[\d ]*\d?\b/.exec(query.replace(/(\d)\s+(\d)/g, '$1$2'))?.[0] ?? '').replace(/\s/g, '');
  const words = normalizePlaceName(query.replace(/\d/g, ' '));
  const ranked: Ranked[] = [];
  for (const place of places) {
    const name = normalizePlaceName(place.name);
    const postcode = place.postcode.replace(/\s/g, '').toLowerCase();
    let rank = Number.POSITIVE_INFINITY;
    if (digits !== '') {
      if (postcode === digits) rank = 0;
      else if (postcode.startsWith(digits)) rank = 1 + (postcode.length - digits.length) / 100;
      if (words !== '' && !name.startsWith(words) && !name.includes(` ${words}`)) rank = Number.POSITIVE_INFINITY;
    } else if (words !== '') {
      if (name === words) rank = 2;
      else if (name.startsWith(words)) rank = 3;
      else if (name.includes(` ${words}`)) rank = 4;
      else if (name.includes(words)) rank = 5;
    }
    if (Number.isFinite(rank)) ranked.push({ place, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.place.name.localeCompare(b.place.name) || a.place.postcode.localeCompare(b.place.postcode));
  // One entry per name and postcode (the data may list a place once per dealer).
  const seen = new Set<string>();
  const out: Place[] = [];
  for (const { place } of ranked) {
    const key = `${place.name}|${place.postcode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(place);
    if (out.length === limit) break;
  }
  return out;
}

/** How a place reads in suggestions: `10115 Berlin`. */
export function placeLabel(place: Place): string {
  return place.postcode ? `${place.postcode} ${place.name}` : place.name;
}
