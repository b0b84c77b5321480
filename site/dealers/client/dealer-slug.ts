import { slugify } from '../../commerce/urls/slugify.ts';
import type { Dealer } from './dealer-types.ts';

/**
 * A dealer's slug (spec §2 dealer detail path): the slugs of name, city and addressLine1 joined with hyphens,
 * with the spec's slug rule (lower case, accents stripped, ß → ss, anything but a–z, 0–9 and `-` removed).
 * `Fietsplus Jansen`, `Den Haag`, `Frederik Hendriklaan 12` → `fietsplus-jansen-den-haag-frederik-hendriklaan-12`.
 * A part that slugs to nothing (a name in another script) is left out rather than leaving `--`.
 */
export function dealerSlug(dealer: Pick<Dealer, 'name' | 'city' | 'addressLine1'>): string {
  return [dealer.name, dealer.city, dealer.addressLine1].map(slugify).filter((part) => part !== '').join('-');
}
