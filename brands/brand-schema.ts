import * as v from 'valibot';
import { CONSENT_DOMAIN_ID_PATTERN, CONSENT_GROUPS, CONSENT_SCRIPT_URL_PATTERN, CONSENT_TOOLS, COUNTRY_CODES, TAG_MANAGER_ID_PATTERN } from './brand-constants.ts';

// The lists and patterns browser code reads too live in brand-constants.ts (no valibot there).
export { CONSENT_DOMAIN_ID_PATTERN, CONSENT_GROUPS, CONSENT_SCRIPT_URL_PATTERN, CONSENT_TOOLS, COUNTRY_CODES, TAG_MANAGER_ID_PATTERN };
/** ISO 639-1 languages the sites are written in. */
export const LANGUAGES = ['cs', 'da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'pl', 'sv'] as const;
export const CURRENCIES = ['EUR', 'CHF', 'CZK', 'PLN', 'GBP', 'DKK', 'SEK'] as const;
export const BRAND_IDS = ['raleigh', 'lapierre', 'sparta', 'xlc', 'ghost', 'winora', 'haibike', 'whitelabel'] as const;
export const CONTACT_FORM_VARIANTS = ['raleigh', 'lapierre', 'sparta', 'xlc', 'ghost', 'winora', 'haibike'] as const;
export const THEMES = ['light', 'dark'] as const;
/** Values of the CRM's case type picklist (§3 request types). */
export const REQUEST_TYPE_VALUES = [
  'Information Request', 'Order-,delivery- or invoice', 'Shipment and Transport', 'Dealer-Service', 'Suggestion Box', 'Requests',
  'Warranty Claims', 'Voluntary Recall Registration', 'Voluntary Recall Question', 'Press relations',
] as const;
/** Dictionary keys of the request type labels. */
export const REQUEST_TYPE_LABELS = [
  'requestInformation', 'requestOrder', 'requestShipment', 'requestDealerService', 'requestSuggestion', 'requestOther',
  'requestWarranty', 'requestWarrantyReport', 'requestRecallRegistration', 'requestRecallQuestion', 'requestPress',
] as const;

const Country = v.strictObject({
  /** Country code, upper case. */
  code: v.picklist(COUNTRY_CODES),
  /** Languages of this market, the first being the default. */
  languages: v.pipe(v.array(v.picklist(LANGUAGES)), v.minLength(1, 'needs at least one language'), v.check((l) => new Set(l).size === l.length, 'lists a language twice')),
  /** Sales-channel currency. */
  currency: v.picklist(CURRENCIES),
});

const RequestType = v.strictObject({
  /** Value stored in the CRM's case type picklist. */
  value: v.picklist(REQUEST_TYPE_VALUES),
  /** Dictionary key of the option's label. */
  label: v.picklist(REQUEST_TYPE_LABELS),
  /** Offered only in these countries (everywhere when omitted). */
  countries: v.optional(v.array(v.picklist(COUNTRY_CODES))),
});

const ContactForm = v.strictObject({
  /** Form variant (the brand whose form this is; whitelabel uses winora's). */
  variant: v.picklist(CONTACT_FORM_VARIANTS),
  /** Organisation id of the CRM org that receives the cases (`orgid`). */
  orgId: v.pipe(v.string(), v.regex(/^00D[A-Za-z0-9]{12}$/, 'must be a 15-character org id starting with 00D')),
  /** Show the country dropdown; when false the market's country is sent as a hidden field. */
  countryField: v.boolean(),
  /** Show street, house number, postal code and city (never when the country is GB). */
  addressFields: v.boolean(),
  /** Show the optional frame number and dealer name fields. */
  bikeFields: v.boolean(),
  /** Request type options, in display order. */
  requestTypes: v.pipe(v.array(RequestType), v.minLength(1, 'needs at least one request type')),
});


const Consent = v.pipe(
  v.strictObject({
    /**
     * Consent tool on the page: the embedded local banner (same API as the production tool), the production
     * OneTrust-style tool loaded from `scriptUrl` (in production builds only; CONSENT_TOOL overrides), or none
     * (everything enabled).
     */
    tool: v.picklist(CONSENT_TOOLS),
    /** The production tool's script (OneTrust's `otSDKStub.js`); required with `onetrust`, CONSENT_SCRIPT_URL overrides. */
    scriptUrl: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'), v.regex(CONSENT_SCRIPT_URL_PATTERN, 'must be an https URL'))),
    /** The brand's domain id for the production tool (`data-domain-script`); required with `onetrust`, CONSENT_DOMAIN_ID overrides. */
    domainId: v.optional(v.pipe(v.string(), v.regex(CONSENT_DOMAIN_ID_PATTERN, 'must be a consent domain id (a UUID, optionally ending in -test)'))),
    /** Groups the contact form needs, by country; countries not listed need C0001. */
    contactFormGroups: v.record(v.picklist(COUNTRY_CODES), v.pipe(v.array(v.picklist(CONSENT_GROUPS)), v.minLength(1))),
  }),
  v.forward(v.check((c) => c.tool !== 'onetrust' || c.scriptUrl !== undefined, 'is required when the tool is onetrust'), ['scriptUrl']),
  v.forward(v.check((c) => c.tool !== 'onetrust' || c.domainId !== undefined, 'is required when the tool is onetrust'), ['domainId']),
);


const Analytics = v.strictObject({
  /** Tag manager container id; null loads no tag manager script (the data layer still fills). GTM_ID overrides at build time. */
  tagManagerId: v.nullable(v.pipe(v.string(), v.regex(TAG_MANAGER_ID_PATTERN, 'must look like GTM-XXXX'))),
  /** Event pushed 50 ms after each route change. */
  routeChangeEvent: v.pipe(v.string(), v.minLength(1)),
});

/** Content-Security-Policy directives a brand may widen (brands/README: "Security headers"). */
export const CSP_WIDENABLE_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'media-src', 'form-action'] as const;
/** A source a brand may add: an https origin (a `*.` subdomain wildcard allowed), or `data:`/`blob:` outside script-src. Never a keyword such as 'unsafe-inline'. */
export const CSP_SOURCE_PATTERN = /^(?:https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?|data:|blob:)$/;

const Security = v.strictObject({
  /** Sources added to the Content-Security-Policy the site derives (site/security/security-headers.ts), by directive: an embed, a tag the tag manager loads. */
  contentSecurityPolicy: v.pipe(
    v.record(v.picklist(CSP_WIDENABLE_DIRECTIVES), v.array(v.pipe(v.string(), v.regex(CSP_SOURCE_PATTERN, "must be an https origin (https://host or https://*.host) or data:/blob:, never a keyword such as 'unsafe-inline'")))),
    v.check((csp) => !(csp['script-src'] ?? []).some((s) => s === 'data:' || s === 'blob:'), 'script-src takes https origins only'),
  ),
});

/** Services a dealer may offer: the dealer service's flags, and the store locator's filters (spec §2). */
export const DEALER_FILTERS = ['collectInStore', 'testCenter', 'mountainBikes', 'roadBikes', 'electricBikes', 'cargoBikes', 'rental', 'repair'] as const;
/** Map providers of the dealer finder: the embedded offline map (country outlines and pins), or a production tile provider. */
export const DEALER_MAP_PROVIDERS = ['embedded', 'google', 'mapbox'] as const;

const DealerFilterList = v.pipe(v.array(v.picklist(DEALER_FILTERS)), v.check((f) => new Set(f).size === f.length, 'lists a filter twice'));

const Dealers = v.pipe(
  v.strictObject({
    /** The brand's id in the dealer service (`GET /v1/dealers?brand=`): the brands a dealer carries are these ids. */
    brandId: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case id (a-z, 0-9, -)')),
    /** The store locator's filters (spec §2): `default` for every country not in `byCountry`. */
    filters: v.strictObject({ default: DealerFilterList, byCountry: v.record(v.picklist(COUNTRY_CODES), DealerFilterList) }),
    /** The finder's map: the embedded offline map, or a production provider with its (public, browser) key. */
    map: v.strictObject({ provider: v.picklist(DEALER_MAP_PROVIDERS), key: v.optional(v.pipe(v.string(), v.minLength(1))) }),
  }),
  v.forward(v.check((d) => d.map.provider === 'embedded' || d.map.key !== undefined, 'needs a key for a production map provider'), ['map', 'key']),
);

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
    /** The contact form of this brand, chosen at build time. */
    contactForm: ContactForm,
    /** Consent tool and the groups features need. */
    consent: Consent,
    /** Analytics data layer and tag manager. */
    analytics: Analytics,
    /** Response headers: what the brand adds to the derived Content-Security-Policy. @default nothing added */
    security: v.optional(Security, { contentSecurityPolicy: {} }),
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
      /** Replaces the `productlines` segment in product-line paths; empty: the lines sit at the locale root. */
      productLineSeparator: v.pipe(v.string(), v.regex(/^[a-z-]*$/)),
      /** Join the parent SKU to the product slug. */
      slugWithSku: v.boolean(),
    }),
    commerce: v.strictObject({
      /** Store-api origin per country of the production Shopware sales channel; countries not listed use the local commerce service (or `COMMERCE_URL`). */
      urls: v.record(v.picklist(COUNTRY_CODES), v.pipe(v.string(), v.url('must be an absolute URL'), v.regex(/^https?:\/\/[^/]+$/, 'must be an origin without a path'))),
      /** Sales-channel access key (`sw-access-key`) per country; a country without one has no shop. */
      accessKeys: v.record(v.picklist(COUNTRY_CODES), v.pipe(v.string(), v.regex(/^SWSC[A-Z0-9]{8,}$/, 'must look like SWSCXXXXXXXX'))),
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
    /** The dealer finder, dealer panel and dealer pages (issue 11). */
    dealers: Dealers,
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
  v.forward(
    v.check(
      (c) => Object.keys(c.dealers.filters.byCountry).every((k) => c.countries.some((x) => x.code === k)),
      (issue) => `lists ${Object.keys(issue.input.dealers.filters.byCountry).filter((k) => !issue.input.countries.some((x) => x.code === k)).join(', ')}, where the brand does not sell`,
    ),
    ['dealers', 'filters'],
  ),
  v.forward(
    v.check(
      (c) => Object.keys(c.commerce.accessKeys).every((k) => c.countries.some((x) => x.code === k)) && Object.keys(c.commerce.urls).every((k) => c.countries.some((x) => x.code === k)),
      'names a country where the brand does not sell',
    ),
    ['commerce'],
  ),
);

/** A brand configuration as written in `brands/<id>/brand.config.ts`. */
export type BrandConfigInput = v.InferInput<typeof BrandConfigSchema>;
/** A validated, frozen brand configuration. */
export type BrandConfig = Readonly<v.InferOutput<typeof BrandConfigSchema>>;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export type Language = (typeof LANGUAGES)[number];
export type RequestTypeValue = (typeof REQUEST_TYPE_VALUES)[number];
export type RequestTypeLabel = (typeof REQUEST_TYPE_LABELS)[number];
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];
