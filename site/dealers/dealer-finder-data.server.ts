/**
 * Build time: the finder page's dealer data for a locale (the StoreLocator content page): every dealer of the brand in
 * the country (static list, indexable, useful without JavaScript), the offline gazetteer and the map outline.
 * A dealer service that cannot be read after the retries fails the build naming country and cause: a finder without
 * dealers is a broken page.
 */
import type { BrandConfig, CountryCode } from '../../brands/brand-schema.ts';
import type { Locale } from '../locale/locales.ts';
import { createRetryingFetch, formatRetry } from '../commerce/request/fetch-with-retry.ts';
import { createDealerClient } from './client/create-dealer-client.ts';
import type { Dealer, Place } from './client/dealer-types.ts';
import { dealerPath } from './client/dealer-path.ts';
import { loadDealers } from './client/load-dealers.server.ts';
import { countryOutline } from './country-outline.server.ts';
import type { DealerFinderData } from './dealer-finder-data.ts';

export interface DealerFinderSourceOptions {
  readonly brand: BrandConfig;
  /** The dealer service the build reads (the local one, or production). */
  readonly baseUrl: string;
  /** One line per retry. @default console.warn */
  readonly log?: (line: string) => void;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
}

export interface DealerFinderSource {
  /** The finder data of a locale (read once per country). */
  finder(locale: Locale): Promise<DealerFinderData>;
  /** Every dealer of a country (read once per country), for the dealer detail pages. */
  dealers(country: CountryCode): Promise<readonly Dealer[]>;
}

/** Whether a locale gets dealer detail pages: the brand's `features.dealerPages`, in the nl-nl configuration only (spec §2). */
export function hasDealerPages(brand: BrandConfig, locale: Pick<Locale, 'country' | 'language'>): boolean {
  return brand.features.dealerPages && locale.country === 'NL' && locale.language === 'nl';
}

/** Reads dealers and places once per country and builds each locale's finder data. */
export function createDealerFinderSource(o: DealerFinderSourceOptions): DealerFinderSource {
  const log = o.log ?? ((line: string) => console.warn(line));
  const dealersByCountry = new Map<CountryCode, Promise<readonly Dealer[]>>();
  const placesByCountry = new Map<CountryCode, Promise<readonly Place[]>>();
  const client = createDealerClient({
    baseUrl: o.baseUrl,
    timeoutMs: 0,
    fetch: createRetryingFetch({ ...(o.fetch ? { fetch: o.fetch } : {}), onRetry: (notice) => log(`Dealer service places: ${formatRetry(notice)}`) }),
  });

  const dealers = (country: CountryCode): Promise<readonly Dealer[]> => {
    let found = dealersByCountry.get(country);
    if (found === undefined) {
      found = loadDealers({ baseUrl: o.baseUrl, brandId: o.brand.dealers.brandId, country, log, ...(o.fetch ? { fetch: o.fetch } : {}) }).then((r) => {
        if (!r.ok) throw new Error(r.error.message);
        return r.value;
      });
      dealersByCountry.set(country, found);
    }
    return found;
  };
  const places = (country: CountryCode): Promise<readonly Place[]> => {
    let found = placesByCountry.get(country);
    if (found === undefined) {
      found = client.listPlaces(country).then((r) => {
        if (!r.ok) throw new Error(`Places of ${country}: ${r.error.message}`);
        return r.value;
      });
      placesByCountry.set(country, found);
    }
    return found;
  };

  return {
    dealers,
    async finder(locale) {
      const country = locale.country;
      // The international market has no country to search in: its finder lists nobody and points to the markets.
      const [list, gazetteer] = country === 'INT' ? [[], []] : await Promise.all([dealers(country), places(country)]);
      const detail = hasDealerPages(o.brand, locale);
      return {
        country,
        // `INT` is no region code (Intl throws invalid_argument, which failed every build with an international market): the world, `001`.
        countryName: new Intl.DisplayNames([locale.language], { type: 'region' }).of(country === 'INT' ? '001' : country) ?? country,
        tag: locale.tag,
        dealers: list,
        places: gazetteer,
        filters: o.brand.dealers.filters.byCountry[country] ?? o.brand.dealers.filters.default,
        outline: countryOutline(country, list.map((d) => d.position)),
        map: o.brand.dealers.map.provider === 'embedded' ? { provider: 'embedded' } : { provider: o.brand.dealers.map.provider, key: o.brand.dealers.map.key ?? '' },
        detailPaths: detail ? Object.fromEntries(list.map((d) => [d.id, dealerPath(locale, d)])) : {},
      };
    },
  };
}
