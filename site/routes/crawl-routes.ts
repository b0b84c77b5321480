import type { AlternateRef, PageRoute, SliceRef } from '@cycle/engine';
import type { BrandConfig } from '../../brands/brand-schema.ts';
import { defaultLocale, localePath, type Locale } from '../locale/locales.ts';
import { PAGE_COMPONENTS, type PageKind } from './page-kinds.ts';
import { routeSlugs } from './route-slugs.ts';

/** Theme of header or footer for a page kind, by the brand's configuration. */
export function themeFor(which: 'header' | 'footer', kind: string, config: BrandConfig): 'light' | 'dark' {
  const t = config.theme[which];
  return t.byKind[kind] ?? t.default;
}

/** Header and footer slices of a page: one slice file per locale and theme. */
export function slicesFor(locale: Locale, kind: string, config: BrandConfig): Record<string, SliceRef> {
  const header = themeFor('header', kind, config);
  const footer = themeFor('footer', kind, config);
  return {
    header: { name: `header-${locale.id}-${header}`, component: 'header', context: { locale: locale.id, theme: header } },
    footer: { name: `footer-${locale.id}-${footer}`, component: 'footer', context: { locale: locale.id, theme: footer } },
  };
}

function page(locale: Locale, kind: PageKind, rest: string, config: BrandConfig, extra: Partial<PageRoute> = {}): PageRoute {
  return {
    path: localePath(locale, rest),
    component: PAGE_COMPONENTS[kind],
    kind,
    lang: locale.tag,
    locale: locale.id,
    context: { locale: locale.id, kind },
    staticQueries: [
      { name: 'dictionary', scope: locale.language },
      { name: 'site', scope: locale.id },
    ],
    slices: slicesFor(locale, kind, config),
    ...extra,
  };
}

/**
 * The fixed routes of every brand: per locale its home (alternate key
 * `home`), basket, search and a catch-all not-found page (`matchPath`), plus
 * `/404.html`, `/500.html` and `/` (which sends visitors to the default
 * locale). Not-found pages are server-only (partial hydration). Content and commerce sources add their routes beside these.
 */
export function crawlFixedRoutes(config: BrandConfig, locales: readonly Locale[]): PageRoute[] {
  const routes: PageRoute[] = [];
  for (const locale of locales) {
    const alt = (key: string): AlternateRef => ({ key, hreflang: locale.tag, ...(locale.isXDefault ? { xDefault: true } : {}) });
    routes.push(page(locale, 'Home', '', config, { alternate: alt('home') }));
    routes.push(page(locale, 'Basket', 'basket', config, { alternate: alt('basket'), sitemap: false }));
    routes.push(page(locale, 'Search', 'search', config, { alternate: alt('search'), sitemap: false }));
    routes.push(page(locale, 'Contact', routeSlugs(locale.language).contact, config, { alternate: alt('contact') }));
    // Static copy and links only: server-only (partial hydration), so the browser loads no page chunk for it.
    routes.push(page(locale, 'NotFound', '404', config, { matchPath: `${locale.path}*`, sitemap: false, serverOnly: true }));
  }
  // Site-wide pages belong to no locale (no sitemap, not counted per locale); they speak the default one.
  const fallback = defaultLocale(locales);
  const siteWide = (route: PageRoute, path: string): PageRoute => {
    const { locale: _locale, ...rest } = route;
    return { ...rest, path, sitemap: false };
  };
  routes.push(siteWide(page(fallback, 'NotFound', '', config, { serverOnly: true }), '/404.html'));
  routes.push(siteWide(page(fallback, 'Error', '', config), '/500.html'));
  routes.push({ ...siteWide(page(fallback, 'LocaleRedirect', '', config), '/'), slices: {} });
  return routes;
}
