import type { ConsentGroup, RequestTypeLabel, RequestTypeValue } from '../../brands/brand-schema.ts';
import type { FieldLayoutOptions } from './contact-fields.ts';

/** A country in the dropdown (§3): name in the page's language, dial code, ISO code. */
export interface CountryOption {
  readonly code: string;
  readonly name: string;
  /** Without the plus; null for the few territories without a calling code. */
  readonly dialCode: string | null;
}

/** Everything the contact page renders and posts, resolved at build time. */
export interface ContactPageData {
  /** The web-to-case endpoint (WEB_TO_CASE_URL; the local service by default). */
  readonly endpoint: string;
  /** The captcha widget script (CAPTCHA_SCRIPT_URL; the local service by default). */
  readonly captchaScript: string;
  readonly captchaSiteKey: string;
  readonly orgId: string;
  /** Hidden fields: brand, language name, web source. */
  readonly brand: string;
  readonly languageName: string;
  readonly webSource: string;
  /** Absolute URL of this page (the browser replaces it with its own address). */
  readonly returnUrl: string;
  readonly layout: FieldLayoutOptions;
  /** The market's country (hidden field when there is no dropdown). */
  readonly marketCountry: string;
  /** The dropdown's default: the market's country, empty for INT. */
  readonly defaultCountry: string;
  readonly countries: readonly CountryOption[];
  readonly requestTypes: readonly { readonly value: RequestTypeValue; readonly label: RequestTypeLabel }[];
  /** Consent groups the form needs in this country. */
  readonly consentGroups: readonly ConsentGroup[];
  /** Where the aside links to. */
  readonly links: { readonly faq: string; readonly dealers: string; readonly warranty: string };
}
