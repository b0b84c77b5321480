import type { BrandConfig, CountryCode, Language } from '../../brands/brand-schema.ts';

/** One market-and-language of a brand: `/at-de/` or, with a slash separator, `/nl/nl/`. */
export interface Locale {
  /** Upper-case country code (`AT`, `INT`). */
  readonly country: CountryCode;
  readonly language: Language;
  /** `at-de` or `nl/nl`: the prefix without slashes. */
  readonly prefix: string;
  /** `/at-de/`: the locale's home path. */
  readonly path: string;
  /** Key used for data files and sitemaps: always `at-de` style. */
  readonly id: string;
  /** BCP 47 tag for `<html lang>` and hreflang: `de-AT`; `en` for INT. */
  readonly tag: string;
  readonly currency: string;
  /** First language of the first country. */
  readonly isDefault: boolean;
  /** The brand's default language tag names this locale (x-default, content source language). */
  readonly isXDefault: boolean;
}

/** All locales of a brand in the config's order. */
export function createLocales(config: BrandConfig): readonly Locale[] {
  const list: Locale[] = [];
  config.countries.forEach((country, ci) => {
    country.languages.forEach((language, li) => {
      const c = country.code.toLowerCase();
      const id = `${c}-${language}`;
      list.push(
        Object.freeze({
          country: country.code,
          language,
          prefix: `${c}${config.separator}${language}`,
          path: `/${c}${config.separator}${language}/`,
          id,
          tag: country.code === 'INT' ? language : `${language}-${country.code}`,
          currency: country.currency,
          isDefault: ci === 0 && li === 0,
          isXDefault: `${language}-${c}` === config.defaultLanguageTag,
        }),
      );
    });
  });
  return Object.freeze(list);
}

/** The result of reading a URL's locale. */
export interface ParsedLocale {
  readonly locale: Locale;
  /** Path after the prefix, always starting with `/` (`/basket/`). */
  readonly rest: string;
  /** True when the URL had no known locale and the default was used. */
  readonly fallback: boolean;
}

/**
 * Reads the locale of a path for either separator. An unknown or missing
 * locale falls back to the default country and language with the whole path
 * as `rest`. Matching is case-insensitive; trailing slashes do not matter.
 */
export function parseLocale(pathname: string, locales: readonly Locale[]): ParsedLocale {
  const fallback = locales.find((l) => l.isDefault) ?? locales[0];
  if (!fallback) throw new Error('A brand needs at least one locale');
  // The index page is the root: `/index.html` is `/`, `/at-de/index.html` is `/at-de/`.
  const page = pathname.replace(/(^|\/)index\.html$/, '/');
  const segments = page.toLowerCase().split('/').filter(Boolean);
  for (const locale of locales) {
    const parts = locale.prefix.split('/');
    if (parts.every((p, i) => segments[i] === p)) {
      const restSegments = page.split('/').filter(Boolean).slice(parts.length);
      return { locale, rest: `/${restSegments.join('/')}${restSegments.length ? '/' : ''}`, fallback: false };
    }
  }
  return { locale: fallback, rest: page.startsWith('/') ? page : `/${page}`, fallback: true };
}

/** Builds a path in a locale: `localePath(atDe, 'basket')` → `/at-de/basket/`. */
export function localePath(locale: Locale, rest = ''): string {
  const trimmed = rest.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? locale.path : `${locale.path}${trimmed}/`;
}

/** The default locale (first language of the first country). */
export function defaultLocale(locales: readonly Locale[]): Locale {
  const found = locales.find((l) => l.isDefault);
  if (!found) throw new Error('A brand needs a default locale');
  return found;
}
