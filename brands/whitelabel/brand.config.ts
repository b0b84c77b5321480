import type { BrandConfigInput } from '../brand-schema.ts';
import { STANDARD_REQUEST_TYPES, WARRANTY_CLAIMS, WARRANTY_REPORT } from '../request-types.ts';

/** White label: neutral tokens, DE (de, en) and INT (en); uses the winora contact form. */
export const brandConfig = {
  id: 'whitelabel',
  name: 'Cycle Co.',
  origin: 'https://www.example-cycles.com',
  separator: '-',
  defaultLanguageTag: 'de-de',
  countries: [
    { code: 'DE', languages: ['de', 'en'], currency: 'EUR' },
    { code: 'INT', languages: ['en'], currency: 'EUR' },
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
  listing: { pageSize: 20, columnsXxl: 3, breadcrumbDepth: 2 },
  urls: { segmentation: false, productMarker: 'p', listingMarker: 'c', productLineSeparator: 'lines', slugWithSku: false },
  commerce: { urls: {}, accessKeys: { DE: 'SWSCWHITELABELDELOCAL', INT: 'SWSCWHITELABELINTLOCAL' } },
  features: {
    hidePriceForInt: false,
    basketQuantity: true,
    bidexCountries: [],
    reviews: { enabled: false, minCount: 0, excludedCountries: [] },
    instalments: null,
    salesChannelApi: false,
    dealerPages: false,
  },
  dealers: {
    brandId: 'cycle-co',
    filters: { default: ['collectInStore', 'testCenter', 'electricBikes', 'repair'], byCountry: {} },
    map: { provider: 'embedded' },
  },
  theme: {
    header: { default: 'light', byKind: {} },
    footer: { default: 'light', byKind: {} },
    stickySmall: false,
  },
} satisfies BrandConfigInput;
