import type { BrandConfigInput } from '../brand-schema.ts';
import { STANDARD_REQUEST_TYPES, WARRANTY_CLAIMS, WARRANTY_REPORT } from '../request-types.ts';

/** Haibike: e-mountain-bike brand; 14 markets, listing page size 90, no product reviews in FI and SE. */
export const brandConfig = {
  id: 'haibike',
  name: 'Haibike',
  origin: 'https://www.haibike.com',
  separator: '-',
  defaultLanguageTag: 'de-de',
  countries: [
    { code: 'DE', languages: ['de', 'en'], currency: 'EUR' },
    { code: 'AT', languages: ['de', 'en'], currency: 'EUR' },
    { code: 'CH', languages: ['de', 'fr', 'en'], currency: 'CHF' },
    { code: 'CZ', languages: ['cs', 'en'], currency: 'CZK' },
    { code: 'ES', languages: ['es', 'en'], currency: 'EUR' },
    { code: 'FR', languages: ['fr', 'en'], currency: 'EUR' },
    { code: 'BE', languages: ['nl', 'fr', 'en'], currency: 'EUR' },
    { code: 'IT', languages: ['it', 'en'], currency: 'EUR' },
    { code: 'PL', languages: ['pl', 'en'], currency: 'PLN' },
    { code: 'FI', languages: ['fi', 'en'], currency: 'EUR' },
    { code: 'SE', languages: ['sv', 'en'], currency: 'SEK' },
    { code: 'GB', languages: ['en'], currency: 'GBP' },
    { code: 'IE', languages: ['en'], currency: 'EUR' },
    { code: 'NL', languages: ['nl', 'en'], currency: 'EUR' },
  ],
  contactForm: {
    variant: 'haibike',
    orgId: '00D5J0000001HAI',
    countryField: true,
    addressFields: false,
    bikeFields: false,
    requestTypes: [
      ...STANDARD_REQUEST_TYPES,
      WARRANTY_CLAIMS,
      WARRANTY_REPORT,
    ],
  },
  consent: { tool: 'embedded', contactFormGroups: {} },
  analytics: { tagManagerId: null, routeChangeEvent: 'gatsby-route-change' },
  listing: { pageSize: 90, columnsXxl: 3, breadcrumbDepth: 3 },
  urls: { segmentation: false, productMarker: 'p', listingMarker: 'c', productLineSeparator: 'series', slugWithSku: false },
  commerce: { urls: {}, accessKeys: { DE: 'SWSCHAIBIKEDELOCAL', AT: 'SWSCHAIBIKEATLOCAL', CH: 'SWSCHAIBIKECHLOCAL', CZ: 'SWSCHAIBIKECZLOCAL', ES: 'SWSCHAIBIKEESLOCAL', FR: 'SWSCHAIBIKEFRLOCAL', BE: 'SWSCHAIBIKEBELOCAL', IT: 'SWSCHAIBIKEITLOCAL', PL: 'SWSCHAIBIKEPLLOCAL', FI: 'SWSCHAIBIKEFILOCAL', SE: 'SWSCHAIBIKESELOCAL', GB: 'SWSCHAIBIKEGBLOCAL', IE: 'SWSCHAIBIKEIELOCAL', NL: 'SWSCHAIBIKENLLOCAL' } },
  features: {
    hidePriceForInt: false,
    basketQuantity: true,
    bidexCountries: ['DE', 'AT', 'CH'],
    reviews: { enabled: true, minCount: 1, excludedCountries: ['FI', 'SE'] },
    instalments: null,
    salesChannelApi: false,
    dealerPages: false,
  },
  dealers: {
    brandId: 'haibike',
    filters: { default: ['testCenter', 'mountainBikes', 'electricBikes', 'repair'], byCountry: { DE: ['collectInStore', 'testCenter', 'mountainBikes', 'electricBikes', 'rental', 'repair'], AT: ['testCenter', 'mountainBikes', 'electricBikes', 'rental', 'repair'], CH: ['testCenter', 'mountainBikes', 'electricBikes', 'rental', 'repair'] } },
    map: { provider: 'embedded' },
  },
  theme: {
    header: { default: 'dark', byKind: {} },
    footer: { default: 'dark', byKind: {} },
    stickySmall: false,
  },
} satisfies BrandConfigInput;
