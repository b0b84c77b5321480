import type { BrandConfigInput } from '../brand-schema.ts';
import { STANDARD_REQUEST_TYPES, WARRANTY_CLAIMS } from '../request-types.ts';

/** Sparta: Dutch city and e-bikes; the one configuration with a slash separator (/nl/nl/) and dealer detail pages. */
export const brandConfig = {
  id: 'sparta',
  name: 'Sparta',
  origin: 'https://www.sparta.nl',
  separator: '/',
  defaultLanguageTag: 'nl-nl',
  countries: [
    { code: 'NL', languages: ['nl', 'en'], currency: 'EUR' },
    { code: 'DK', languages: ['da', 'en'], currency: 'DKK' },
    { code: 'BE', languages: ['nl', 'fr', 'en'], currency: 'EUR' },
  ],
  contactForm: {
    variant: 'sparta',
    orgId: '00D5J0000001SPA',
    countryField: false,
    addressFields: false,
    bikeFields: true,
    requestTypes: [
      ...STANDARD_REQUEST_TYPES,
      WARRANTY_CLAIMS,
    ],
  },
  consent: { tool: 'embedded', contactFormGroups: {} },
  analytics: { tagManagerId: null, routeChangeEvent: 'gatsby-route-change' },
  listing: { pageSize: 20, columnsXxl: 2, breadcrumbDepth: 2 },
  urls: { segmentation: false, productMarker: 'p', listingMarker: 'c', productLineSeparator: 'modellen', slugWithSku: false },
  commerce: { urls: {}, accessKeys: { NL: 'SWSCSPARTANLLOCAL', DK: 'SWSCSPARTADKLOCAL', BE: 'SWSCSPARTABELOCAL' } },
  features: {
    hidePriceForInt: false,
    basketQuantity: false,
    bidexCountries: [],
    reviews: { enabled: true, minCount: 1, excludedCountries: ['DK'] },
    instalments: null,
    salesChannelApi: false,
    dealerPages: true,
  },
  dealers: {
    brandId: 'sparta',
    filters: { default: ['testCenter', 'electricBikes', 'repair'], byCountry: { NL: ['collectInStore', 'testCenter', 'electricBikes', 'cargoBikes', 'rental', 'repair'], BE: ['testCenter', 'electricBikes', 'rental', 'repair'] } },
    map: { provider: 'embedded' },
  },
  theme: {
    header: { default: 'light', byKind: {} },
    footer: { default: 'light', byKind: {} },
    stickySmall: false,
  },
} satisfies BrandConfigInput;
