import type { BrandConfigInput } from '../../site/config/brand-schema.ts';

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
  contactForm: 'winora',
  listing: { pageSize: 20, columnsXxl: 3, breadcrumbDepth: 2 },
  urls: { segmentation: false, productMarker: 'p', listingMarker: 'c', productLineSeparator: 'lines', slugWithSku: false },
  features: {
    hidePriceForInt: false,
    basketQuantity: true,
    bidexCountries: [],
    reviews: { enabled: false, minCount: 0, excludedCountries: [] },
    instalments: null,
    salesChannelApi: false,
    dealerPages: false,
  },
  theme: {
    header: { default: 'light', byKind: {} },
    footer: { default: 'light', byKind: {} },
    stickySmall: false,
  },
} satisfies BrandConfigInput;
