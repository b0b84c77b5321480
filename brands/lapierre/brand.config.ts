import type { BrandConfigInput } from '../brand-schema.ts';
import { STANDARD_REQUEST_TYPES } from '../request-types.ts';

/** Lapierre: French performance brand; product-detail marker "o" (DECISIONS.md), hides prices on INT. */
export const brandConfig = {
  id: 'lapierre',
  name: 'Lapierre',
  origin: 'https://www.lapierrebikes.com',
  separator: '-',
  defaultLanguageTag: 'en-fr',
  countries: [
    { code: 'FR', languages: ['fr', 'en'], currency: 'EUR' },
    { code: 'GB', languages: ['en'], currency: 'GBP' },
    { code: 'NL', languages: ['nl', 'en'], currency: 'EUR' },
    { code: 'ES', languages: ['es', 'en'], currency: 'EUR' },
    { code: 'BE', languages: ['fr', 'nl', 'en'], currency: 'EUR' },
    { code: 'IE', languages: ['en'], currency: 'EUR' },
    { code: 'DE', languages: ['de', 'en'], currency: 'EUR' },
    { code: 'IT', languages: ['it', 'en'], currency: 'EUR' },
    { code: 'LU', languages: ['fr', 'de', 'en'], currency: 'EUR' },
    { code: 'CH', languages: ['fr', 'de', 'en'], currency: 'CHF' },
    { code: 'INT', languages: ['en'], currency: 'EUR' },
  ],
  contactForm: {
    variant: 'lapierre',
    orgId: '00D5J0000001LAP',
    countryField: true,
    addressFields: true,
    bikeFields: false,
    requestTypes: [
      ...STANDARD_REQUEST_TYPES,
      { value: 'Voluntary Recall Registration', label: 'requestRecallRegistration' },
      { value: 'Voluntary Recall Question', label: 'requestRecallQuestion' },
      { value: 'Press relations', label: 'requestPress', countries: ['FR'] },
    ],
  },
  consent: { tool: 'embedded', contactFormGroups: {} },
  analytics: { tagManagerId: null, routeChangeEvent: 'gatsby-route-change' },
  listing: { pageSize: 30, columnsXxl: 3, breadcrumbDepth: 3 },
  urls: { segmentation: true, productMarker: 'o', listingMarker: 'c', productLineSeparator: 'gamme', slugWithSku: true },
  commerce: { urls: {}, accessKeys: { FR: 'SWSCLAPIERREFRLOCAL', GB: 'SWSCLAPIERREGBLOCAL', NL: 'SWSCLAPIERRENLLOCAL', ES: 'SWSCLAPIERREESLOCAL', BE: 'SWSCLAPIERREBELOCAL', IE: 'SWSCLAPIERREIELOCAL', DE: 'SWSCLAPIERREDELOCAL', IT: 'SWSCLAPIERREITLOCAL', LU: 'SWSCLAPIERRELULOCAL', CH: 'SWSCLAPIERRECHLOCAL', INT: 'SWSCLAPIERREINTLOCAL' } },
  features: {
    hidePriceForInt: true,
    basketQuantity: true,
    bidexCountries: [],
    reviews: { enabled: true, minCount: 0, excludedCountries: [] },
    instalments: null,
    salesChannelApi: false,
    dealerPages: false,
  },
  dealers: {
    brandId: 'lapierre',
    filters: { default: ['testCenter', 'mountainBikes', 'roadBikes', 'electricBikes'], byCountry: { FR: ['collectInStore', 'testCenter', 'mountainBikes', 'roadBikes', 'electricBikes', 'repair'], BE: ['testCenter', 'roadBikes', 'electricBikes', 'repair'] } },
    map: { provider: 'embedded' },
  },
  theme: {
    header: { default: 'light', byKind: { Home: 'dark', Campaign: 'dark' } },
    footer: { default: 'dark', byKind: {} },
    stickySmall: true,
  },
} satisfies BrandConfigInput;
