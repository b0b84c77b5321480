import { defineSite, type Json, type PageRoute, type SiteDefinition } from '@cycle/engine';
import { brandConfig, locales } from './config/current-brand.ts';
import type { Language } from './config/brand-schema.ts';
import type { FooterData, HeaderData, LocaleRef, SiteData } from './data/site-data.ts';
import { dictionaries } from './i18n/dictionaries.ts';
import { format } from './i18n/use-messages.ts';
import { defaultLocale, localePath, type Locale } from './locale/locales.ts';
import { crawlFixedRoutes } from './routes/crawl-routes.ts';
import { routeSlugs } from './routes/route-slugs.ts';
import { Layout } from './components/layout.tsx';
import { Header } from './slices/header.tsx';
import { Footer } from './slices/footer.tsx';
import { pages } from './pages/pages.server.ts';

export interface CreateSiteOptions {
  /** Copyright year (plain data, so render threads can create the same site). */
  readonly year: number;
}

const localeById = (id: string): Locale => {
  const found = locales.find((l) => l.id === id);
  if (!found) throw new Error(`Unknown locale "${id}" for brand ${brandConfig.id}`);
  return found;
};

function displayName(kind: 'region' | 'language', code: string, inLanguage: string): string {
  if (code === 'INT') return 'International';
  const name = new Intl.DisplayNames([inLanguage], { type: kind }).of(code) ?? code;
  return kind === 'language' ? name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1) : name;
}

function localeRef(l: Locale): LocaleRef {
  return {
    id: l.id,
    path: l.path,
    tag: l.tag,
    country: l.country,
    language: l.language,
    countryName: displayName('region', l.country, l.language),
    languageName: displayName('language', l.language, l.language),
  };
}

/** Locale refs by locale id, computed once: display names come from Intl and do not change during a build. */
const localeRefs: ReadonlyMap<string, LocaleRef> = new Map(locales.map((l) => [l.id, localeRef(l)]));
const refOf = (l: Locale): LocaleRef => localeRefs.get(l.id) ?? localeRef(l);

function headerData(locale: Locale, theme: 'light' | 'dark'): HeaderData {
  const m = dictionaries[locale.language];
  const s = routeSlugs(locale.language);
  return {
    theme,
    homeHref: locale.path,
    searchHref: localePath(locale, 'search'),
    basketHref: localePath(locale, 'basket'),
    links: [
      { label: m.navEbikes, href: localePath(locale, s.ebikes) },
      { label: m.navBikes, href: localePath(locale, s.bikes) },
      { label: m.navService, href: localePath(locale, s.contact) },
      { label: m.navCompany, href: localePath(locale, s.company) },
      { label: m.navDealers, href: localePath(locale, s.dealers) },
    ],
  };
}

function footerData(locale: Locale, theme: 'light' | 'dark'): FooterData {
  const m = dictionaries[locale.language];
  const s = routeSlugs(locale.language);
  const link = (label: string, rest: string): { label: string; href: string } => ({ label, href: localePath(locale, rest) });
  return {
    theme,
    groups: [
      { title: m.footerService, links: [link(m.contact, s.contact), link(m.faq, s.faq), link(m.warranty, s.warranty), link(m.manuals, s.manuals)] },
      { title: m.footerCompany, links: [link(m.navCompany, s.company), link(m.navNews, s.news), link(m.newsletter, s.newsletter), link(m.navDealers, s.dealers)] },
      { title: m.footerLegal, links: [link(m.imprint, s.imprint), link(m.privacy, s.privacy), link(m.cookies, s.cookies)] },
    ],
  };
}

function loadPageData(route: PageRoute): { data: Json; head: { title: string; description?: string; robots?: string } } {
  const locale = localeById(String(route.context?.locale));
  const m = dictionaries[locale.language];
  const brand = brandConfig.name;
  const s = routeSlugs(locale.language);
  const titled = (title: string): string => `${title} | ${brand}`;
  switch (route.kind) {
    case 'Home':
      return {
        data: {
          heroTheme: brandConfig.theme.header.byKind.Home ?? brandConfig.theme.header.default,
          primaryHref: localePath(locale, s.ebikes),
          dealerHref: localePath(locale, s.dealers),
          ranges: [
            { key: 'City', href: localePath(locale, s.city) },
            { key: 'Trekking', href: localePath(locale, s.trekking) },
            { key: 'Comfort', href: localePath(locale, s.comfort) },
          ],
        },
        head: { title: `${brand} – ${format(m.heroTitle, { brand })}`, description: m.heroText },
      };
    case 'Basket':
      return { data: { continueHref: locale.path, currency: locale.currency }, head: { title: titled(m.basketTitle), robots: 'noindex, follow' } };
    case 'Search':
      return { data: { action: route.path }, head: { title: titled(m.search), description: m.searchIntro, robots: 'noindex, follow' } };
    case 'NotFound':
      return { data: { homeHref: locale.path, searchHref: localePath(locale, 'search') }, head: { title: titled(m.notFoundTitle), robots: 'noindex' } };
    case 'Error':
      return { data: { homeHref: locale.path }, head: { title: titled(m.errorTitle), robots: 'noindex' } };
    case 'LocaleRedirect':
      return {
        data: {
          target: locale.path,
          title: m.redirectTitle,
          text: m.redirectText,
          locales: locales.map((l) => ({ href: l.path, tag: l.tag, label: `${refOf(l).countryName} · ${refOf(l).languageName}` })),
        },
        head: { title: `${brand} – ${m.redirectTitle}`, robots: 'noindex, follow' },
      };
    default:
      throw new Error(`No data loader for page kind "${route.kind}" (${route.path})`);
  }
}

/** The brand's site for the engine: crawl, data loaders, components. */
export function createSite(options: CreateSiteOptions): SiteDefinition {
  const { year } = options;
  const fallback = defaultLocale(locales);
  return defineSite({
    origin: brandConfig.origin,
    async crawl() {
      return crawlFixedRoutes(brandConfig, locales);
    },
    async loadPage(route) {
      return loadPageData(route);
    },
    async loadStaticQuery(ref) {
      if (ref.name === 'dictionary') {
        const dict = dictionaries[ref.scope as Language];
        if (!dict) throw new Error(`No dictionary for language "${ref.scope}"`);
        return dict;
      }
      if (ref.name === 'site') {
        const locale = localeById(ref.scope);
        const data: SiteData = {
          brand: { id: brandConfig.id, name: brandConfig.name },
          locale: refOf(locale),
          locales: locales.map(refOf),
          year,
        };
        return data as unknown as Json;
      }
      throw new Error(`Unknown static query "${ref.name}"`);
    },
    async loadSlice(ref) {
      const locale = localeById(String(ref.context.locale));
      const theme = ref.context.theme === 'dark' ? 'dark' : 'light';
      if (ref.component === 'header') return headerData(locale, theme) as unknown as Json;
      if (ref.component === 'footer') return footerData(locale, theme) as unknown as Json;
      throw new Error(`Unknown slice "${ref.component}"`);
    },
    pages,
    slices: { header: Header, footer: Footer },
    Wrapper: Layout,
    headTags(route) {
      const tags = ['<link rel="icon" href="/favicon.svg" type="image/svg+xml">'];
      if (route.component === 'locale-redirect') {
        const target = JSON.stringify(fallback.path);
        tags.push(`<meta http-equiv="refresh" content="0; url=${fallback.path}">`);
        tags.push(`<script>location.replace(${target}+location.search+location.hash)</script>`);
      }
      return tags.join('');
    },
    async dataVersion() {
      return `${brandConfig.id}:${year}`;
    },
  });
}
