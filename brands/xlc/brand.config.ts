import type { BrandConfigInput } from '../brand-schema.ts';

/** XLC: parts and accessories; English first in GB, hides prices on INT. */
export const brandConfig = {
  id: 'xlc',
  name: 'XLC',
  origin: 'https://www.xlc-parts.com',
  separator: '-',
  defaultLanguageTag: 'de-de',
  countries: [
    { code: 'GB', languages: ['en'], currency: 'GBP' },
    { code: 'NL', languages: ['nl', 'en'], currency: 'EUR' },
    { code: 'DE', languages: ['de', 'en'], currency: 'EUR' },
    { code: 'ES', languages: ['es', 'en'], currency: 'EUR' },
    { code: 'FR', languages: ['fr', 'en'], currency: 'EUR' },
    { code: 'INT', languages: ['en'], currency: 'EUR' },
  ],
  contactForm: {
    variant: 'xlc',
    orgId: '00D5J0000001XLC',
    countryField: true,
    addressFields: true,
    bikeFields: false,
    requestTypes: [
      { value: 'Information Request', label: 'requestInformation' },
      { value: 'Dealer-Service', label: 'requestDealerService' },
      { value: 'Suggestion Box', label: 'requestSuggestion' },
      { value: 'Requests', label: 'requestOther' },
    ],
  },
  consent: { tool: 'embedded', contactFormGroups: {} },
  analytics: { tagManagerId: null, routeChangeEvent: 'gatsby-route-change' },
  listing: { pageSize: 20, columnsXxl: 3, breadcrumbDepth: 2 },
  urls: { segmentation: false, productMarker: 'p', listingMarker: 'c', productLineSeparator: 'series', slugWithSku: true },
  commerce: { urls: {}, accessKeys: { GB: 'SWSCXLCGBLOCAL', NL: 'SWSCXLCNLLOCAL', DE: 'SWSCXLCDELOCAL', ES: 'SWSCXLCESLOCAL', FR: 'SWSCXLCFRLOCAL', INT: 'SWSCXLCINTLOCAL' } },
  features: {
    hidePriceForInt: true,
    basketQuantity: true,
    bidexCountries: [],
    reviews: { enabled: false, minCount: 0, excludedCountries: [] },
    instalments: null,
    salesChannelApi: false,
    dealerPages: false,
  },
  dealers: {
    brandId: 'xlc',
    filters: { default: ['collectInStore', 'roadBikes', 'mountainBikes', 'repair'], byCountry: { DE: ['collectInStore', 'mountainBikes', 'roadBikes', 'electricBikes', 'repair'] } },
    map: { provider: 'embedded' },
  },
  theme: {
    header: { default: 'dark', byKind: {} },
    footer: { default: 'dark', byKind: {} },
    stickySmall: false,
  },
} satisfies BrandConfigInput;
