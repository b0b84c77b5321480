import type { ConsentToolName } from '../consent/consent-config.ts';
import type { ErrorScreenContent } from '../content/model/blocks.ts';

/** Locale-scoped site data (static query `site`): brand, current locale and every locale for the switcher. */
export interface SiteData {
  readonly brand: { readonly id: string; readonly name: string };
  readonly locale: LocaleRef;
  readonly locales: readonly LocaleRef[];
  readonly year: number;
  /** Consent, analytics and environment facts the browser runtime needs (site/runtime). */
  readonly runtime: SiteRuntimeConfig;
  /** The editor's error screen of the locale's language (spec §2), shown by every page kind's error boundary; null: the dictionary's text. */
  readonly errorScreen: ErrorScreenContent | null;
  /** The dealer service the browser asks (site/dealers: the product page's dealers with this bike). */
  readonly dealersUrl?: string;
  /** The gallery service the browser asks (site/galleries: riders' photos on home and product line pages); absent: no galleries. */
  readonly galleriesUrl?: string;
  /** The raffle and contest entries service the browser posts to (site/entries). */
  readonly entriesUrl?: string;
  /** The locale's bike-comparison page (compare toggles, panel); null or absent: the brand has none here. */
  readonly comparePath?: string | null;
  /** The locale's search index file (site/search), fetched when a shopper focuses a search field or opens the search page. */
  readonly searchIndex?: string;
}

/** What the browser runtime (consent, analytics, toasts) needs to know about the build. */
export interface SiteRuntimeConfig {
  /** `production` shows no toasts; set with SITE_ENV at build time. */
  readonly environment: string;
  /** The page's consent tool (site/consent/consent-config.ts: brand config, CONSENT_TOOL overrides). */
  readonly consentTool: ConsentToolName;
  /** The production tool's script and the brand's domain id, when `consentTool` is `onetrust`; else null. */
  readonly consentScript: { readonly url: string; readonly domainId: string } | null;
  /** Tag manager container (brand config, GTM_ID overrides); null: no tag manager script. */
  readonly tagManagerId: string | null;
  /** Data-layer event 50 ms after each route change. */
  readonly routeChangeEvent: string;
}

/** A locale as the UI shows it. */
export interface LocaleRef {
  readonly id: string;
  readonly path: string;
  readonly tag: string;
  readonly country: string;
  readonly language: string;
  /** Country name in the locale's own language (`Österreich`). */
  readonly countryName: string;
  /** Language name in its own language (`Deutsch`). */
  readonly languageName: string;
}

export interface NavLink {
  readonly label: string;
  readonly href: string;
}

/** Header slice data. */
export interface HeaderData {
  readonly theme: 'light' | 'dark';
  readonly homeHref: string;
  readonly searchHref: string;
  readonly basketHref: string;
  readonly links: readonly NavLink[];
}

/** Footer slice data. */
export interface FooterData {
  readonly theme: 'light' | 'dark';
  readonly groups: readonly { readonly title: string; readonly links: readonly NavLink[] }[];
}
