import type { BrandConfigInput } from '../brand-schema.ts';
import { STANDARD_REQUEST_TYPES, WARRANTY_CLAIMS, WARRANTY_REPORT } from '../request-types.ts';

/** Winora: German e-bike brand; 16 prefixes, default at-de, x-default de-de; loads Nunito Sans 400/700/800. */
export const brandConfig = {
  id: 'winora',
  name: 'Winora',
  origin: 'https://www.winora.com',
  separator: '-',
  defaultLanguageTag: 'de-de',
  countries: [
    { code: 'AT', languages: ['de', 'en'], currency: 'EUR' },
    { code: 'CH', languages: ['de', 'fr', 'en'], currency: 'CHF' },
    { code: 'CZ', languages: ['en'], currency: 'CZK' },
    { code: 'DE', languages: ['de', 'en'], currency: 'EUR' },
    { code: 'ES', languages: ['es', 'en'], currency: 'EUR' },
    { code: 'FR', languages: ['fr', 'en'], currency: 'EUR' },
    { code: 'IT', languages: ['it', 'en'], currency: 'EUR' },
    { code: 'NL', languages: ['en'], currency: 'EUR' },
    { code: 'PL', languages: ['en'], currency: 'PLN' },
  ],
  contactForm: {
    variant: 'winora',
    orgId: '00D5J0000001WIN',
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
  // The life-in-motion story embeds a video from YouTube's privacy-enhanced host.
  security: { contentSecurityPolicy: { 'frame-src': ['https://www.youtube-nocookie.com'] } },
  listing: { pageSize: 20, columnsXxl: 3, breadcrumbDepth: 3 },
  urls: { segmentation: false, productMarker: 'p', listingMarker: 'c', productLineSeparator: '', slugWithSku: false },
  commerce: { urls: {}, accessKeys: { AT: 'SWSCWINORAATLOCAL', CH: 'SWSCWINORACHLOCAL', CZ: 'SWSCWINORACZLOCAL', DE: 'SWSCWINORADELOCAL', ES: 'SWSCWINORAESLOCAL', FR: 'SWSCWINORAFRLOCAL', IT: 'SWSCWINORAITLOCAL', NL: 'SWSCWINORANLLOCAL', PL: 'SWSCWINORAPLLOCAL' } },
  features: {
    hidePriceForInt: false,
    basketQuantity: true,
    bidexCountries: ['DE', 'AT', 'CH'],
    reviews: { enabled: true, minCount: 0, excludedCountries: [] },
    instalments: null,
    salesChannelApi: false,
    dealerPages: false,
  },
  dealers: {
    brandId: 'winora',
    filters: { default: ['testCenter', 'electricBikes', 'cargoBikes', 'repair'], byCountry: { DE: ['collectInStore', 'testCenter', 'electricBikes', 'cargoBikes', 'rental', 'repair'], AT: ['collectInStore', 'testCenter', 'electricBikes', 'rental', 'repair'], CH: ['collectInStore', 'testCenter', 'electricBikes', 'repair'], NL: ['testCenter', 'electricBikes', 'cargoBikes', 'rental', 'repair'] } },
    map: { provider: 'embedded' },
  },
  theme: {
    header: { default: 'light', byKind: { Home: 'dark', Campaign: 'dark', ProductLine: 'dark' } },
    footer: { default: 'dark', byKind: {} },
    stickySmall: false,
  },
} satisfies BrandConfigInput;
