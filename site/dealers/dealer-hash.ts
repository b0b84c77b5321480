import { slugify } from '../commerce/urls/slugify.ts';
import type { Dealer } from './client/dealer-types.ts';

/**
 * The URL hash of an open dealer (spec §2: "opening a dealer puts its name in the URL hash"): the slug of the
 * dealer's name, `#zweirad-mueller`. Hashes are shopper input (shared links): anything that is not a plain slug
 * counts as no dealer.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer hashes are not ours (a dealer name slug stays far below this). */
const MAX_SLUG = 160;

/** `zweirad-mueller` → `#zweirad-mueller`. Throws on a value that is not a slug: that is a bug in the caller. */
export function formatDealerHash(slug: string): string {
  if (!SLUG.test(slug) || slug.length > MAX_SLUG) throw new Error(`Not a dealer slug: ${JSON.stringify(slug)}`);
  return `#${slug}`;
}

/** `#zweirad-mueller` (or without `#`, percent-encoded, upper case) → `zweirad-mueller`; `null` for no or a foreign hash. */
export function parseDealerHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '' || raw.length > MAX_SLUG * 3) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const slug = decoded.toLowerCase();
  return SLUG.test(slug) && slug.length <= MAX_SLUG ? slug : null;
}

/** The hash slug of a dealer: its name (spec §2), by the slug rule; a name without a letter a–z falls back to the id. Two dealers of one name: the hash opens the first in the list. */
export function dealerHashSlug(dealer: Pick<Dealer, 'name' | 'id'>): string {
  return slugify(dealer.name) || dealer.id;
}
