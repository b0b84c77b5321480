import type { BrandConfigInput } from '../brand-schema.ts';
import { STANDARD_REQUEST_TYPES, WARRANTY_CLAIMS, WARRANTY_REPORT } from '../request-types.ts';

/** Ghost: mountain-bike brand; listing marker "v" (DECISIONS.md), container 92vw, bidex in DE/AT/CH. */
export const brandConfig = {
  id: 'ghost',
  name: 'Ghost',
  origin: 'https://www.ghost-bikes.com',
  separator: '-',
  defaultLanguageTag: 'de-de',
  countries: [
    { code: 'DE', languages: ['de', 'en'], currency: 'EUR' },
    { code: 'FI', languages: ['fi', 'en'], currency: 'EUR' },
    { code: 'IT', languages: ['it', 'en'], currency: 'EUR' },
    { code: 'AT', languages: ['de', 'en'], currency: 'EUR' },
    { code: 'SE', languages: ['sv', 'en'], currency: 'SEK' },
    { code: 'CH', languages: ['de', 'fr', 'en'], currency: 'CHF' },
    { code: 'ES', languages: ['es', 'en'], currency: 'EUR' },
    { code: 'INT', languages: ['en'], currency: 'EUR' },
    { code: 'GB', languages: ['en'], currency: 'GBP' },
    { code: 'IE', languages: ['en'], currency: 'EUR' },
    { code: 'FR', languages: ['fr', 'en'], currency: 'EUR' },
  ],
  contactForm: {
    variant: 'ghost',
    orgId: '00D5J0000001GHO',
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
  listing: { pageSize: 30, columnsXxl: 3, breadcrumbDepth: 3 },
  urls: { segmentation: true, productMarker: 'p', listingMarker: 'v', productLineSeparator: 'series', slugWithSku: false },
  commerce: { urls: {}, accessKeys: { DE: 'SWSCGHOSTDELOCAL', FI: 'SWSCGHOSTFILOCAL', IT: 'SWSCGHOSTITLOCAL', AT: 'SWSCGHOSTATLOCAL', SE: 'SWSCGHOSTSELOCAL', CH: 'SWSCGHOSTCHLOCAL', ES: 'SWSCGHOSTESLOCAL', INT: 'SWSCGHOSTINTLOCAL', GB: 'SWSCGHOSTGBLOCAL', IE: 'SWSCGHOSTIELOCAL', FR: 'SWSCGHOSTFRLOCAL' } },
  features: {
    hidePriceForInt: true,
    basketQuantity: true,
    bidexCountries: ['DE', 'AT', 'CH'],
    reviews: { enabled: true, minCount: 1, excludedCountries: [] },
    instalments: null,
    salesChannelApi: false,
    dealerPages: false,
  },
  dealers: {
    brandId: 'ghost',
    filters: { default: ['testCenter', 'mountainBikes', 'roadBikes', 'electricBikes'], byCountry: { DE: ['collectInStore', 'testCenter', 'mountainBikes', 'roadBikes', 'electricBikes', 'repair'], AT: ['testCenter', 'mountainBikes', 'electricBikes', 'rental'], CH: ['testCenter', 'mountainBikes', 'electricBikes', 'rental'] } },
    map: { provider: 'embedded' },
  },
  theme: {
    header: { default: 'dark', byKind: {} },
    footer: { default: 'dark', byKind: {} },
    stickySmall: true,
  },
} satisfies BrandConfigInput;
