/** Locale-scoped site data (static query `site`): brand, current locale and every locale for the switcher. */
export interface SiteData {
  readonly brand: { readonly id: string; readonly name: string };
  readonly locale: LocaleRef;
  readonly locales: readonly LocaleRef[];
  readonly year: number;
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
