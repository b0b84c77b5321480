import * as v from 'valibot';

/** ISO 3166 alpha-2 codes a brand may sell in, plus `INT` for the international channel. */
export const COUNTRY_CODES = [
  'AT', 'BE', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'LU', 'NL', 'PL', 'SE', 'INT',
] as const;
/** ISO 639-1 languages the sites are written in. */
export const LANGUAGES = ['cs', 'da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'pl', 'sv'] as const;
export const CURRENCIES = ['EUR', 'CHF', 'CZK', 'PLN', 'GBP', 'DKK', 'SEK'] as const;
export const BRAND_IDS = ['raleigh', 'lapierre', 'sparta', 'xlc', 'ghost', 'winora', 'haibike', 'whitelabel'] as const;
export const CONTACT_FORM_VARIANTS = ['raleigh', 'lapierre', 'sparta', 'xlc', 'ghost', 'winora', 'haibike'] as const;
export const THEMES = ['light', 'dark'] as const;

const Country = v.strictObject({
  /** Country code, upper case. */
  code: v.picklist(COUNTRY_CODES),
  /** Languages of this market, the first being the default. */
  languages: v.pipe(v.array(v.picklist(LANGUAGES)), v.minLength(1, 'needs at least one language'), v.check((l) => new Set(l).size === l.length, 'lists a language twice')),
  /** Sales-channel currency. */
  currency: v.picklist(CURRENCIES),
});

const ThemeByKind = v.strictObject({
  /** Theme when the page kind is not listed. */
  default: v.picklist(THEMES),
  /** Theme per page kind (Home, Category, Product, ...). */
  byKind: v.record(v.string(), v.picklist(THEMES)),
});

export const BrandConfigSchema = v.pipe(
  v.strictObject({
    id: v.picklist(BRAND_IDS),
    /** Display name. */
    name: v.pipe(v.string(), v.minLength(1)),
    /** Production origin for canonical and hreflang URLs. */
    origin: v.pipe(v.string(), v.url('must be an absolute URL'), v.regex(/^https:\/\/[^/]+$/, 'must be https://host without a path')),
    /** Between country and language in the locale prefix: `-` (`/at-de/`) or `/` (`/nl/nl/`). */
    separator: v.picklist(['-', '/']),
    /** Language tag (language-country, lower case) whose locale is x-default and the content source language. */
    defaultLanguageTag: v.pipe(v.string(), v.regex(/^[a-z]{2}-[a-z]{2}$/, 'must look like de-de')),
    /** Markets in the spec's order; the first is the default country. */
    countries: v.pipe(v.array(Country), v.minLength(1, 'needs at least one country'), v.check((c) => new Set(c.map((x) => x.code)).size === c.length, 'lists a country twice')),
    /** Contact-form variant chosen at build time. */
    contactForm: v.picklist(CONTACT_FORM_VARIANTS),
    listing: v.strictObject({
      /** Products per listing page. */
      pageSize: v.picklist([20, 30, 40, 90]),
      /** Grid columns at the xxl breakpoint. */
      columnsXxl: v.picklist([2, 3]),
      /** Breadcrumb depth on listing and product pages. */
      breadcrumbDepth: v.picklist([2, 3]),
    }),
    urls: v.strictObject({
      /** Put the segment markers in product and listing URLs. */
      segmentation: v.boolean(),
      /** Product-detail segment marker. */
      productMarker: v.pipe(v.string(), v.regex(/^[a-z]{1,3}$/)),
      /** Listing segment marker. */
      listingMarker: v.pipe(v.string(), v.regex(/^[a-z]{1,3}$/)),
      /** Replaces the `productlines` segment in product-line paths. */
      productLineSeparator: v.pipe(v.string(), v.regex(/^[a-z-]+$/)),
      /** Join the parent SKU to the product slug. */
      slugWithSku: v.boolean(),
    }),
    features: v.strictObject({
      /** Hide prices on the international channel. */
      hidePriceForInt: v.boolean(),
      /** Let shoppers change quantities in the basket. */
      basketQuantity: v.boolean(),
      /** Countries where the dealer product-variants lookup (bidex) is on. */
      bidexCountries: v.array(v.picklist(COUNTRY_CODES)),
      reviews: v.strictObject({
        enabled: v.boolean(),
        minCount: v.picklist([0, 1]),
        /** Countries without product-page reviews. */
        excludedCountries: v.array(v.picklist(COUNTRY_CODES)),
      }),
      /** Instalment price range shown on product pages, where offered. */
      instalments: v.nullable(v.strictObject({ min: v.number(), max: v.number() })),
      /** Use `/sales-channel-api/v3` instead of `/store-api`. */
      salesChannelApi: v.boolean(),
      /** Dealer detail pages (the nl-nl configuration). */
      dealerPages: v.boolean(),
    }),
    theme: v.strictObject({
      header: ThemeByKind,
      footer: ThemeByKind,
      /** Use the 759 px sticky-small breakpoint for the header. */
      stickySmall: v.boolean(),
    }),
  }),
  v.forward(
    v.check(
      (c) => c.countries.some((k) => k.languages.some((l) => `${l}-${k.code.toLowerCase()}` === c.defaultLanguageTag)),
      (issue) => `"${issue.input.defaultLanguageTag}" must name a locale the brand has`,
    ),
    ['defaultLanguageTag'],
  ),
  v.forward(
    v.check(
      (c) => c.features.bidexCountries.every((b) => c.countries.some((k) => k.code === b)),
      (issue) => `lists ${issue.input.features.bidexCountries.filter((b) => !issue.input.countries.some((k) => k.code === b)).join(', ')}, where the brand does not sell`,
    ),
    ['features', 'bidexCountries'],
  ),
);

/** A brand configuration as written in `brands/<id>/brand.config.ts`. */
export type BrandConfigInput = v.InferInput<typeof BrandConfigSchema>;
/** A validated, frozen brand configuration. */
export type BrandConfig = Readonly<v.InferOutput<typeof BrandConfigSchema>>;
export type BrandId = (typeof BRAND_IDS)[number];
export type CountryCode = (typeof COUNTRY_CODES)[number];
export type Language = (typeof LANGUAGES)[number];
