import type { Dealer, Weekday } from './client/dealer-types.ts';

const DAY: Readonly<Record<Weekday, string>> = {
  mo: 'https://schema.org/Monday',
  tu: 'https://schema.org/Tuesday',
  we: 'https://schema.org/Wednesday',
  th: 'https://schema.org/Thursday',
  fr: 'https://schema.org/Friday',
  sa: 'https://schema.org/Saturday',
  su: 'https://schema.org/Sunday',
};

/** `https://www.x.nl` → `https://www.x.nl/`; null for no or a malformed website. */
function normalUrl(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** A dealer's schema.org JSON-LD block (a BikeStore, a LocalBusiness subtype). */
export type LocalBusinessJsonLd = { readonly '@context': 'https://schema.org'; readonly '@type': 'BikeStore' } & Readonly<Record<string, unknown>>;

/**
 * The dealer page's structured data: a BikeStore (schema.org LocalBusiness) with name, PostalAddress,
 * GeoCoordinates, telephone, the dealer's website as `url`, the page as `@id`, e-mail and one
 * OpeningHoursSpecification per opening span.
 */
export function localBusinessJsonLd(dealer: Dealer, pageUrl: string): LocalBusinessJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BikeStore',
    '@id': pageUrl,
    name: dealer.name,
    // URLs in normal form (`https://host/`), as schema.org consumers compare them.
    url: normalUrl(dealer.website) ?? pageUrl,
    ...(dealer.phone ? { telephone: dealer.phone } : {}),
    ...(dealer.email ? { email: dealer.email } : {}),
    address: { '@type': 'PostalAddress', streetAddress: dealer.addressLine1, postalCode: dealer.postcode, addressLocality: dealer.city, addressCountry: dealer.country },
    geo: { '@type': 'GeoCoordinates', latitude: dealer.position.lat, longitude: dealer.position.lng },
    openingHoursSpecification: dealer.openingHours.map((s) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAY[s.day], opens: s.opens, closes: s.closes })),
  };
}
