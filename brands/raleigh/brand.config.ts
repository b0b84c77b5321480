import type { BrandConfigInput } from '../brand-schema.ts';
import { STANDARD_REQUEST_TYPES } from '../request-types.ts';

/** Raleigh: British heritage brand, GB and IE, English only; cycle-to-work instalments 150–6000. */
export const brandConfig = {
  id: 'raleigh',
  name: 'Raleigh',
  origin: 'https://www.raleigh.co.uk',
  separator: '-',
  defaultLanguageTag: 'en-gb',
  countries: [
    { code: 'GB', languages: ['en'], currency: 'GBP' },
    { code: 'IE', languages: ['en'], currency: 'EUR' },
  ],
  contactForm: {
    variant: 'raleigh',
    orgId: '00D5J0000001RAL',
    countryField: true,
    addressFields: true,
    bikeFields: false,
    requestTypes: [
      ...STANDARD_REQUEST_TYPES,
    ],
  },
  consent: { tool: 'embedded', contactFormGroups: {} },
  analytics: { tagManagerId: null, routeChangeEvent: 'gatsby-route-change' },
  listing: { pageSize: 40, columnsXxl: 3, breadcrumbDepth: 2 },
  urls: { segmentation: false, productMarker: 'p', listingMarker: 'c', productLineSeparator: 'range', slugWithSku: false },
  commerce: { urls: {}, accessKeys: { GB: 'SWSCRALEIGHGBLOCAL', IE: 'SWSCRALEIGHIELOCAL' } },
  features: {
    hidePriceForInt: false,
    basketQuantity: false,
    bidexCountries: [],
    reviews: { enabled: true, minCount: 1, excludedCountries: [] },
    instalments: { min: 150, max: 6000 },
    salesChannelApi: false,
    dealerPages: false,
  },
  dealers: {
    brandId: 'raleigh',
    filters: { default: ['collectInStore', 'electricBikes', 'repair'], byCountry: { GB: ['collectInStore', 'testCenter', 'electricBikes', 'cargoBikes', 'repair'] } },
    map: { provider: 'embedded' },
  },
  theme: {
    header: { default: 'dark', byKind: {} },
    footer: { default: 'dark', byKind: {} },
    stickySmall: false,
  },
} satisfies BrandConfigInput;
