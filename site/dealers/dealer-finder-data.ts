import type { DealerMapProvider } from './map-provider.ts';
import type { Dealer, DealerService, Place } from './client/dealer-types.ts';
import type { MapOutline } from './map-projection.ts';

/** What the finder page carries (built by `dealer-finder-data.server.ts`): the country's dealers for the static list, the gazetteer, the map. */
export interface DealerFinderData {
  /** The locale's country (upper case). */
  readonly country: string;
  /** Its name in the page's language (`Deutschland`). */
  readonly countryName: string;
  /** BCP 47 tag for number and time formats (`de-DE`). */
  readonly tag: string;
  /** Every dealer of the brand in the country, by name. */
  readonly dealers: readonly Dealer[];
  /** The offline gazetteer: the places the dealer data covers. */
  readonly places: readonly Place[];
  /** The store locator's filters in this country (brand config), in the brand's order. */
  readonly filters: readonly DealerService[];
  /** The embedded map's outlines; `null`: no map (a country without one). */
  readonly outline: MapOutline | null;
  /** The brand's map provider. */
  readonly map: DealerMapProvider;
  /** Dealer detail page per dealer id (sparta's nl-nl only); empty elsewhere. */
  readonly detailPaths: Readonly<Record<string, string>>;
}
