import type { Locale } from '../../locale/locales.ts';
import { dealerSlug } from './dealer-slug.ts';
import type { Dealer } from './dealer-types.ts';

/** The section of the dealer detail pages under a locale (`/nl/nl/dealers/…`). */
export const DEALER_DETAIL_SECTION = 'dealers';

/**
 * A dealer's detail path (spec §2: locale, an identifier, then the slug of name, city and addressLine1):
 * `/nl/nl/dealers/nl-007-fietsplus-jansen-den-haag-frederik-hendriklaan-12/`. The identifier (the dealer
 * service's id) comes first and is what makes the path unique and stable: two shops of one name in one street
 * still get two paths, and a renamed dealer's old path differs only in the slug. Dealer ids are lower-case
 * `a–z 0–9 -` already (the service refuses anything else), so the segment needs no encoding. Only the nl-nl
 * configuration builds these pages (`features.dealerPages`); the function itself works for any locale.
 */
export function dealerPath(locale: Pick<Locale, 'path'>, dealer: Pick<Dealer, 'id' | 'name' | 'city' | 'addressLine1'>): string {
  const slug = dealerSlug(dealer);
  return `${locale.path}${DEALER_DETAIL_SECTION}/${dealer.id}${slug === '' ? '' : `-${slug}`}/`;
}
