/**
 * The site's own dealer types: what the finder, the dealer panel, the dealer detail pages and the product page's
 * "dealers with this bike" work with. The dealer service's wire shapes are parsed and mapped into these at the
 * edge (`create-dealer-client.ts`), so a change of the service's JSON touches one module.
 */
import type { CountryCode } from '../../../brands/brand-schema.ts';

/** A point on the map, in degrees (WGS 84). */
export interface GeoPosition {
  readonly lat: number;
  readonly lng: number;
}

/** Days of the week as the dealer service spells them. */
export const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening span of a day; a day may have two (a lunch break). Times are `HH:MM`, local time. */
export interface OpeningSpan {
  readonly day: Weekday;
  readonly opens: string;
  readonly closes: string;
}

/** What a dealer offers: the store locator's filters (spec §2) are these keys. */
export const DEALER_SERVICES = ['collectInStore', 'testCenter', 'mountainBikes', 'roadBikes', 'electricBikes', 'cargoBikes', 'rental', 'repair'] as const;
export type DealerService = (typeof DEALER_SERVICES)[number];
export type DealerServices = Readonly<Record<DealerService, boolean>>;

/** A bicycle dealer (spec §3 Dealer: name, city, addressLine1, and what a finder needs besides). */
export interface Dealer {
  /** Stable identifier, lower case (`nl-007`): the dealer detail path carries it. */
  readonly id: string;
  readonly name: string;
  /** Street and number, in the country's order (`Oudegracht 112`, `12 rue de la République`). */
  readonly addressLine1: string;
  readonly postcode: string;
  readonly city: string;
  readonly country: CountryCode;
  readonly position: GeoPosition;
  /** International format (`+31 30 123 4567`). */
  readonly phone: string;
  /** Absolute http(s) URL. */
  readonly website: string;
  readonly email: string;
  /** Opening spans in week order; a day without a span is closed. */
  readonly openingHours: readonly OpeningSpan[];
  readonly services: DealerServices;
  /** Dealer-service brand ids the dealer carries (brand config `dealers.brandId`). */
  readonly brands: readonly string[];
}

/** A dealer in a search answer: with its distance when the search had a position. */
export interface DealerResult extends Dealer {
  /** Kilometres from the searched position, rounded to 0.1; absent when the search had none. */
  readonly distanceKm?: number;
}

/** One page of a dealer search. */
export interface DealerList {
  /** Dealers matching the search in all (before limit and offset). */
  readonly total: number;
  /** Sorted by distance when the search had a position, else by name. */
  readonly dealers: readonly DealerResult[];
}

/** A dealer search (`GET /v1/dealers`). */
export interface DealerQuery {
  /** The dealer service's brand id (brand config `dealers.brandId`). */
  readonly brand: string;
  readonly country: CountryCode;
  /** Sort by distance from here (and with `radiusKm`, only dealers within it). */
  readonly near?: GeoPosition;
  /** Only dealers within this many km of `near`. */
  readonly radiusKm?: number;
  /** Only dealers offering every one of these. */
  readonly filters?: readonly DealerService[];
  /** @default the service's (all) */
  readonly limit?: number;
  /** @default 0 */
  readonly offset?: number;
}

/** A place of the offline gazetteer: a city with one of its postcodes and its position. */
export interface Place {
  readonly name: string;
  readonly postcode: string;
  readonly position: GeoPosition;
}

/** A dealer that has a variant in stock (bidex lookup). */
export interface StockedDealer extends DealerResult {
  /** Units in stock, always > 0. */
  readonly stock: number;
}

/** The bidex lookup's answer for one variant. */
export interface VariantDealers {
  /** The variant's product number, as asked. */
  readonly productNumber: string;
  /** Dealers with the variant in stock, nearest first when the lookup had a position. */
  readonly dealers: readonly StockedDealer[];
}

/** A bidex lookup (`GET /v1/product-variants/<productNumber>/dealers`; countries DE, AT, CH: elsewhere a 400). */
export interface VariantDealersQuery {
  readonly productNumber: string;
  /** The dealer service's brand id: only dealers carrying the brand answer (brand config `dealers.brandId`). */
  readonly brand: string;
  readonly country: CountryCode;
  readonly near?: GeoPosition;
  /** @default the service's */
  readonly limit?: number;
}
