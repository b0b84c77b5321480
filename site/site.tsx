import path from 'node:path';
import { defineSite, type ExtraFile, type Json, type PageRoute, type SiteDefinition } from '@cycle/engine';
import { brandColours, brandConfig, locales } from './config/current-brand.ts';
import { resolveBrandConfig } from './config/resolve-brand-config.ts';
import type { Language } from '../brands/brand-schema.ts';
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
import { contactFormGroups } from './consent/consent-gate.ts';
import { defaultCountryOf } from './contact/contact-fields.ts';
import type { ContactPageData } from './contact/contact-page-data.ts';
import { countryOptions } from './contact/country-options.server.ts';
import { createCommerceRouteSource, type CommerceRouteSource, type MenuListing, type SharedCommercePages } from './routes/crawl-commerce-routes.ts';
import { createCommerceSnapshots } from './commerce/catalogue/commerce-snapshots.server.ts';
import { createCatalogueReads } from './commerce/catalogue/catalogue-reads.server.ts';
import { LOCAL_COMMERCE_URL, resolveShopwareChannels } from './commerce/shopware/shopware-channels.ts';
import { createContentRouteSource } from './routes/crawl-content-routes.ts';
import { mergeRoutes, withEditorial } from './routes/merge-routes.ts';
import { crawlDealerRoutes } from './routes/crawl-dealer-routes.ts';
import { createDealerFinderSource, type DealerFinderSource } from './dealers/dealer-finder-data.server.ts';
import { loadDealerDetail } from './dealers/dealer-detail-page.server.ts';
import { withComparisonData } from './compare/comparison/comparison-page-data.server.ts';
import { createFileContentSource } from './content/source/create-file-content-source.server.ts';
import { createApiContentSource } from './content/client/create-api-content-source.ts';
import { createContentClient, LOCAL_CONTENT_PORT } from './content/client/create-content-client.ts';
import { resolveConsentTool, type ConsentToolConfig } from './consent/consent-config.ts';
import { createExtraFiles, localeRedirectScript } from './build-files/extra-files.server.ts';
import { reportContentProblems, type ContentProblemMode } from './content/problems/content-problem.ts';
import { checkStoryFiles, displayPath } from './content/problems/check-story-files.server.ts';
import { withLcpPreload } from './routes/lcp-preload.ts';
import { checkRelations, withCheckedRelations } from './content/model/check-relations.ts';
import { withStructuredData } from './structured-data/page-structured-data.ts';
import { checkPageStructuredData } from './structured-data/check-page-structured-data.server.ts';
import { createReviewSource, tileRating } from './reviews/review-summaries.server.ts';
import { createSearchIndexes } from './search/search-indexes.server.ts';
import { buildInfoFile, UNKNOWN_COMMIT } from './analytics/build-info.ts';

export interface CreateSiteOptions {
  /** Copyright year (plain data, so render threads can create the same site). */
  readonly year: number;
  /** `production` hides the log toasts. @default 'development' */
  readonly environment?: string;
  /** The commit built, for the page-status analytics (written to `build-info.json`, never into a page). @default 'unknown' */
  readonly gitHash?: string;
  /** Where the contact form posts. @default DEFAULT_WEB_TO_CASE_URL (the local service) */
  readonly webToCaseUrl?: string;
  /** The captcha widget script. @default DEFAULT_CAPTCHA_SCRIPT_URL (the local service) */
  readonly captchaScriptUrl?: string;
  /** The captcha site key. @default 'local-captcha' */
  readonly captchaSiteKey?: string;
  /** Shop origin the browser calls for countries the brand config lists no URL for. @default LOCAL_COMMERCE_URL (the service `pnpm start` runs) */
  readonly commerceUrl?: string;
  /** Shop origin the build reads catalogues from (the build's own local service); `''` or absent: no commerce pages. @default '' */
  readonly commerceBuildUrl?: string;
  /** Storyblok access token for the build's content reads (server side: never in page data or the bundle). @default none (the local service needs none) */
  readonly contentToken?: string;
  /** Content API base the build reads (`…/v2`: the build's local content service, or Storyblok); the token is `contentToken`. Absent: the story files under `contentRoot` (unit tests). */
  readonly contentBuildUrl?: string;
  /**
   * The embedded content folder (`content/<brand>/<language>/…`): read when there is no `contentBuildUrl`; with one
   * (the build's local content service serves this folder), its story files are checked for what the service
   * drops (not JSON, no `key`) and content problems name the files. @default `content` under the working directory, without `contentBuildUrl` only
   */
  readonly contentRoot?: string;
  /**
   * Content problems (a story file that is not JSON or lacks its key, an unknown page component, invalid fields,
   * links that name no story or lead to no page): `error` fails the crawl listing every one with file and field;
   * `warn` lists them and builds without the broken stories (local editing only: the build settings refuse it in CI).
   * @default 'error'
   */
  readonly contentProblems?: ContentProblemMode;
  /** The pages' consent tool (scripts/build.ts: `resolveConsentTool` over the environment). @default the brand's tool for this `environment` */
  readonly consent?: ConsentToolConfig;
  /**
   * Origins the pages load content images from, allowed by the Content-Security-Policy.
   * @default Storyblok's asset host with a storyblok.com `contentBuildUrl`, else the local content service `pnpm start` runs (http://127.0.0.1:4190)
   */
  readonly contentAssetOrigins?: readonly string[];
  /** Content API origins preview mode fetches drafts from, allowed by the CSP. @default Storyblok's API with a storyblok.com `contentBuildUrl`, else the local content service (http://127.0.0.1:4190) */
  readonly contentApiOrigins?: readonly string[];
  /** Tag manager container (scripts/build.ts: `resolveTagManagerId`, GTM_ID); null: none. @default the brand's `analytics.tagManagerId` */
  readonly tagManagerId?: string | null;
  /** Dealer service the build reads (finder lists, dealer pages); absent: finders without a static list, no dealer pages (unit tests). @default none */
  readonly dealersBuildUrl?: string;
  /** Dealer service the browser asks (the product page's dealers with this bike). @default LOCAL_DEALERS_URL */
  readonly dealersUrl?: string;
  /** Entries service the browser posts raffle and contest entries to (and loads the entry captcha and contest photos from). @default LOCAL_ENTRIES_URL */
  readonly entriesUrl?: string;
  /** Gallery service the browser asks (riders' photos on home and product line pages). @default LOCAL_GALLERIES_URL */
  readonly galleriesUrl?: string;
  /** Reviews API the browser asks (the product page's review list). @default LOCAL_REVIEWS_URL */
  readonly reviewsUrl?: string;
  /** Reviews service the build reads rating summaries from (stars, AggregateRating); absent: no reviews (unit tests). @default none */
  readonly reviewsBuildUrl?: string;
  /** The brand's display API key for the reviews API. @default `<brand>-local-reviews` (the local service's) */
  readonly reviewsPasskey?: string;
  /**
   * What the crawl may take from the last build: a folder of its snapshots, the site code they must have been made
   * by (the bundle's key) and the source versions read before this crawl (`commerce:<country>`: a locale whose
   * catalogue version is unchanged takes its pages from there). @default none: everything is read
   */
  readonly crawlCache?: { readonly dir: string; readonly code: string; readonly versions: Readonly<Record<string, string>> };
}

/** The local dealer service `pnpm start` runs (services/dealers). */
export const LOCAL_DEALERS_URL = 'http://127.0.0.1:4210';
/** The local raffle and contest entries service `pnpm start` runs (services/entries). */
export const LOCAL_ENTRIES_URL = 'http://127.0.0.1:4240';
/** The local gallery service `pnpm start` runs (services/galleries). */
export const LOCAL_GALLERIES_URL = 'http://127.0.0.1:4230';
/** The local reviews service `pnpm start` runs (services/reviews). */
export const LOCAL_REVIEWS_URL = 'http://127.0.0.1:4220';

/** The local web-to-case service started by `pnpm start` (services/web-to-case). */
export const DEFAULT_WEB_TO_CASE_URL = 'http://127.0.0.1:4400/servlet/servlet.WebToCase?encoding=UTF-8';
/** The local captcha widget, served by the same service. */
export const DEFAULT_CAPTCHA_SCRIPT_URL = 'http://127.0.0.1:4400/recaptcha/api.js';

/** The contact page's data for a locale: the brand's form variant, resolved for its market and language. */
function contactPageData(locale: Locale, route: PageRoute, options: CreateSiteOptions): ContactPageData {
  const form = brandConfig.contactForm;
  const s = routeSlugs(locale.language);
  return {
    endpoint: options.webToCaseUrl ?? DEFAULT_WEB_TO_CASE_URL,
    captchaScript: options.captchaScriptUrl ?? DEFAULT_CAPTCHA_SCRIPT_URL,
    captchaSiteKey: options.captchaSiteKey ?? 'local-captcha',
    orgId: form.orgId,
    brand: brandConfig.name,
    languageName: new Intl.DisplayNames(['en'], { type: 'language' }).of(locale.language) ?? locale.language,
    webSource: `${brandConfig.name} Website`,
    returnUrl: `${brandConfig.origin}${route.path}`,
    layout: { countryField: form.countryField, addressFields: form.addressFields, bikeFields: form.bikeFields, language: locale.language },
    marketCountry: locale.country,
    defaultCountry: defaultCountryOf(locale.country),
    countries: form.countryField ? countryOptions(locale.language) : [],
    requestTypes: form.requestTypes.filter((r) => !r.countries || r.countries.includes(locale.country)).map((r) => ({ value: r.value, label: r.label })),
    consentGroups: contactFormGroups(brandConfig, locale.country),
    links: { faq: localePath(locale, s.faq), dealers: localePath(locale, s.dealers), warranty: localePath(locale, s.warranty) },
  };
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

/**
 * Header data. The shop links are the locale's top-category listings as the commerce catalogue gives them (with
 * the brand's listing marker; a brand without bikes or with parts only links what it has); without a catalogue
 * (`shop` null: unit tests) the section slugs.
 */
/**
 * Whether a header or footer link may be shown: the site-wide chrome never links to a page the build does not
 * have (a brand without a dealer finder or news yet simply shows no such link). `built` is `null` before the
 * crawl (unit tests): then every link stays.
 */
export function linkFilter(built: ReadonlySet<string> | null): (link: { readonly href: string }) => boolean {
  return (link) => built === null || built.has(link.href);
}

function headerData(locale: Locale, theme: 'light' | 'dark', shop: readonly MenuListing[] | null, keep: (link: { readonly href: string }) => boolean = () => true): HeaderData {
  const m = dictionaries[locale.language];
  const s = routeSlugs(locale.language);
  const label = (l: MenuListing): string => (l.key === 'e-bikes' ? m.navEbikes : l.key === 'bikes' ? m.navBikes : l.label);
  const shopLinks = shop === null
    ? [{ label: m.navEbikes, href: localePath(locale, s.ebikes) }, { label: m.navBikes, href: localePath(locale, s.bikes) }]
    : shop.map((l) => ({ label: label(l), href: l.href }));
  return {
    theme,
    homeHref: locale.path,
    searchHref: localePath(locale, 'search'),
    basketHref: localePath(locale, 'basket'),
    links: [
      ...shopLinks,
      { label: m.navService, href: localePath(locale, s.contact) },
      { label: m.navCompany, href: localePath(locale, s.company) },
      { label: m.navDealers, href: localePath(locale, s.dealers) },
    ].filter(keep),
  };
}

function footerData(locale: Locale, theme: 'light' | 'dark', keep: (link: { readonly href: string }) => boolean = () => true): FooterData {
  const m = dictionaries[locale.language];
  const s = routeSlugs(locale.language);
  const link = (label: string, rest: string): { label: string; href: string } => ({ label, href: localePath(locale, rest) });
  return {
    theme,
    groups: [
      { title: m.footerService, links: [link(m.contact, s.contact), link(m.faq, s.faq), link(m.warranty, s.warranty), link(m.manuals, s.manuals)].filter(keep) },
      { title: m.footerCompany, links: [link(m.navCompany, s.company), link(m.navNews, s.news), link(m.newsletter, s.newsletter), link(m.navDealers, s.dealers)].filter(keep) },
      { title: m.footerLegal, links: [link(m.imprint, s.imprint), link(m.privacy, s.privacy), link(m.cookies, s.cookies)].filter(keep) },
    ].filter((group) => group.links.length > 0),
  };
}

function loadPageData(route: PageRoute, options: CreateSiteOptions, commerce: CommerceRouteSource): { data: Json; head: { title: string; description?: string; robots?: string } } {
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
      return { data: { continueHref: locale.path, currency: locale.currency, commerce: commerce.settings(locale) } as unknown as Json, head: { title: titled(m.basketTitle), robots: 'noindex, follow' } };
    case 'Contact':
      return { data: contactPageData(locale, route, options) as unknown as Json, head: { title: titled(m.contactTitle), description: m.contactIntro } };
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

/** The values of settled promises, or the first rejection in their order. */
function settledInOrder<T extends readonly unknown[]>(results: { readonly [K in keyof T]: PromiseSettledResult<T[K]> }): T {
  const values = (results as readonly PromiseSettledResult<unknown>[]).map((r) => {
    if (r.status === 'rejected') throw r.reason;
    return r.value;
  });
  return values as unknown as T;
}

/** The brand's site for the engine: crawl, data loaders, components. */
export function createSite(options: CreateSiteOptions): SiteDefinition {
  // The bundle's brand config, proven once per build: a broken field fails here, named (the browser trusts this build).
  resolveBrandConfig(brandConfig.id, brandConfig);
  const { year } = options;
  const consent = options.consent ?? resolveConsentTool(brandConfig, { SITE_ENV: options.environment });
  const fallback = defaultLocale(locales);
  const buildUrl = options.commerceBuildUrl ?? '';
  // The dealer finder's lists and sparta's dealer pages (site/dealers), read once per country.
  const dealers: DealerFinderSource | null = options.dealersBuildUrl ? createDealerFinderSource({ brand: brandConfig, baseUrl: options.dealersBuildUrl }) : null;
  // Stars on tiles and product pages, the product page's review list (site/reviews), from each locale's rating summaries.
  const reviews = createReviewSource({ brand: brandConfig, buildUrl: options.reviewsBuildUrl, browserUrl: options.reviewsUrl ?? LOCAL_REVIEWS_URL, passkey: options.reviewsPasskey ?? `${brandConfig.id}-local-reviews` });
  // A country's catalogue version as the build read it before the crawl (routes/source-versions.server.ts).
  const catalogueVersion = (country: string): string | undefined => options.crawlCache?.versions[`commerce:${country}`];
  const commerce = createCommerceRouteSource({
    brand: brandConfig,
    locales,
    buildChannels: resolveShopwareChannels(brandConfig, buildUrl === '' ? {} : { COMMERCE_URL: buildUrl }, null),
    browserChannels: resolveShopwareChannels(brandConfig, {}, options.commerceUrl ?? LOCAL_COMMERCE_URL),
    ...(options.crawlCache
      ? {
          snapshots: { store: createCommerceSnapshots(options.crawlCache.dir, options.crawlCache.code), versionOf: (l: Locale) => catalogueVersion(l.country) },
          catalogueReads: createCatalogueReads(options.crawlCache.dir, options.crawlCache.code, catalogueVersion),
        }
      : {}),
  });
  // The story files behind the content: read directly (no API), or served by the build's local content service.
  const contentDir = options.contentRoot ?? (options.contentBuildUrl ? null : `${process.cwd()}/content`);
  const content = createContentRouteSource({
    brand: brandConfig,
    locales,
    // The file source keeps images as file names; only API answers show a missing asset.
    ...(options.contentBuildUrl ? {} : { imagesResolved: false }),
    ...(contentDir === null ? {} : { storyFile: (language: string, fullSlug: string) => displayPath(path.join(contentDir, brandConfig.id, language, `${fullSlug}.json`)) }),
    source: options.contentBuildUrl
      ? createApiContentSource(createContentClient({
        brand: brandConfig.id,
        endpoint: options.contentBuildUrl,
        defaultLanguage: brandConfig.defaultLanguageTag.split('-')[0] ?? 'en',
        ...(options.contentToken ? { token: options.contentToken } : {}),
      }))
      : createFileContentSource({ root: contentDir ?? `${process.cwd()}/content`, brand: brandConfig.id }),
    contactForm: (locale, route) => contactPageData(locale, route, options),
  });
  /** Paths of every built page, known after the crawl: header and footer link only to these. */
  let built: ReadonlySet<string> | null = null;
  /** The bike-comparison page of each locale that has one (compare toggles and panel link there). */
  let comparePaths: ReadonlyMap<string, string> = new Map();
  const structuredDataSite = { origin: brandConfig.origin, name: brandConfig.name, logo: '/favicon.svg' };
  // The commit built goes into one per-build file (site/analytics/build-info.ts), not into the pages: a commit that
  // changes no source then changes no page, and the build cache reuses every one.
  const withSearchIndexes = (extra: (routes: readonly PageRoute[]) => Promise<readonly ExtraFile[]>) => async (routes: readonly PageRoute[]): Promise<readonly ExtraFile[]> => [...(await extra(routes)), ...(await search.files(locales, routes)), buildInfoFile(options.gitHash ?? UNKNOWN_COMMIT)];
  // The search index of each locale (site/search): catalogue and content pages, emitted as hashed extra files.
  let crawled: readonly PageRoute[] = [];
  // Products and lines the crawl made from each locale's catalogue, not a second read of every country.
  const search = createSearchIndexes({
    brand: brandConfig,
    commerce: async (l) => (buildUrl === '' ? null : commerce.searchPart(l)),
    settings: (l) => commerce.settings(l),
    loadContent: (route) => content.load(route),
    // Search tiles show the same stars as the listings' tiles.
    ratings: async (l) => {
      const all = await reviews.summaries(l);
      return (sku) => tileRating(brandConfig.features.reviews, all[sku]);
    },
  });
  const site = defineSite({
    origin: brandConfig.origin,
    async crawl() {
      // Commerce pages need a catalogue to read: without a build URL (unit tests) only the fixed routes.
      // The sources read different services: read at once, not one after another. A failure is reported in the
      // order they were read before (commerce, dealers, content), whichever failed first.
      const [commerceRoutes, dealerRoutes, contentRoutes] = settledInOrder(await Promise.allSettled([
        buildUrl === '' ? Promise.resolve([]) : commerce.crawl(),
        dealers === null ? Promise.resolve([]) : crawlDealerRoutes({ brand: brandConfig, locales, dealers: dealers.dealers }),
        content.crawl(),
      ] as const));
      const routes = mergeRoutes([...crawlFixedRoutes(brandConfig, locales), ...dealerRoutes], commerceRoutes, contentRoutes).routes;
      const reusedLocales = commerce.reusedLocales();
      if (reusedLocales.length > 0) console.log(`Commerce: the pages of ${reusedLocales.length} locale${reusedLocales.length === 1 ? '' : 's'} taken from the last build, their catalogues unchanged (${reusedLocales.join(', ')})`);
      const asChanges = [...commerce.catalogueReadKinds()].filter(([, kind]) => kind === 'changes').map(([key]) => key.replace('|', ' '));
      if (asChanges.length > 0) console.log(`Commerce: ${asChanges.length} catalogue${asChanges.length === 1 ? '' : 's'} read as the changes since the last build, put among the products kept (${asChanges.join(', ')})`);
      built = new Set(routes.map((r) => r.path));
      comparePaths = new Map(routes.flatMap((r) => (r.kind === 'BikeComparison' && r.locale !== undefined ? [[r.locale, r.path] as const] : [])));
      crawled = routes;
      // Broken content is never dropped without a word (every problem with file and field). Links are checked
      // against the whole build only: without commerce routes (unit tests) shop links would all look dead.
      const problems = [
        ...(contentDir === null ? [] : checkStoryFiles({ root: contentDir, brand: brandConfig.id })),
        ...(await content.problems(buildUrl === '' ? null : built)),
      ];
      reportContentProblems(problems, options.contentProblems ?? 'error', (line) => console.warn(line));
      return routes;
    },
    async loadPage(route) {
      // The dealer finder page: its story with the country's dealers; a dealer's own page (site/dealers).
      if (route.kind === 'StoreLocator') {
        const story = await content.load(route);
        const locale = localeById(String(route.context?.locale));
        if (story !== null) return { ...story, data: { ...(story.data as Record<string, Json>), dealerFinder: dealers === null ? null : ((await dealers.finder(locale)) as unknown as Json) } };
      }
      if (route.kind === 'DealerDetail' && dealers !== null) {
        const locale = localeById(String(route.context?.locale));
        return loadDealerDetail(route, { brand: brandConfig, locale, messages: dictionaries[locale.language], dealers: dealers.dealers });
      }
      // A commerce page whose path a content story shares gets the story's editorial parts (DECISIONS "Page ownership").
      const shop = await commerce.load(route);
      // JSON-LD of the page in its head, validated: invalid structured data fails the build (site/structured-data).
      if (shop !== null) return withStructuredData(route, await reviews.decorate(route.kind, localeById(String(route.context?.locale ?? route.locale)), withEditorial(shop, await content.editorial(route))), structuredDataSite);
      const story = await content.load(route);
      if (story !== null && route.kind === 'BikeComparison') {
        // The comparison's shop settings and built product pages (site/compare/comparison).
        const locale = localeById(String(route.locale));
        return withStructuredData(route, withComparisonData(story, commerce.settings(locale), buildUrl === '' ? {} : await commerce.productPaths(locale)), structuredDataSite);
      }
      return withStructuredData(route, story ?? loadPageData(route, options, commerce), structuredDataSite);
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
          runtime: {
            environment: options.environment ?? 'development',
            consentTool: consent.tool,
            consentScript: consent.tool === 'onetrust' ? { url: consent.scriptUrl, domainId: consent.domainId } : null,
            tagManagerId: options.tagManagerId === undefined ? brandConfig.analytics.tagManagerId : options.tagManagerId,
            routeChangeEvent: brandConfig.analytics.routeChangeEvent,
          },
          errorScreen: checkRelations(await content.errorScreen(locale.language)),
          dealersUrl: options.dealersUrl ?? LOCAL_DEALERS_URL,
          galleriesUrl: options.galleriesUrl ?? LOCAL_GALLERIES_URL,
          entriesUrl: options.entriesUrl ?? LOCAL_ENTRIES_URL,
          comparePath: comparePaths.get(locale.id) ?? null,
          searchIndex: await search.urlOf(locale, crawled),
        };
        return data as unknown as Json;
      }
      throw new Error(`Unknown static query "${ref.name}"`);
    },
    async loadSlice(ref) {
      const locale = localeById(String(ref.context.locale));
      const theme = ref.context.theme === 'dark' ? 'dark' : 'light';
      const keep = linkFilter(built);
      if (ref.component === 'header') return headerData(locale, theme, buildUrl === '' ? null : await commerce.menu(locale), keep) as unknown as Json;
      if (ref.component === 'footer') return footerData(locale, theme, keep) as unknown as Json;
      throw new Error(`Unknown slice "${ref.component}"`);
    },
    pages,
    slices: { header: Header, footer: Footer },
    Wrapper: Layout,
    // Every JSON-LD block a page carries, in its head or its body, checked as the render thread writes it;
    // `pnpm build` fails on any problem before it publishes (scripts/build.ts).
    checkPage: checkPageStructuredData,
    headTags(route) {
      const tags = ['<link rel="icon" href="/favicon.svg" type="image/svg+xml">'];
      if (route.component === 'locale-redirect') {
        tags.push(`<meta http-equiv="refresh" content="0; url=${fallback.path}">`);
        tags.push(`<script>${localeRedirectScript(fallback.path)}</script>`);
      }
      return tags.join('');
    },
    // The CDN's response headers (CSP from what the pages load) and the manuals the service pages link to.
    extraFiles: withSearchIndexes(createExtraFiles({
      brand: brandConfig,
      locales,
      defaultPath: fallback.path,
      consent,
      tagManagerId: options.tagManagerId === undefined ? brandConfig.analytics.tagManagerId : options.tagManagerId,
      captchaScriptUrl: options.captchaScriptUrl ?? DEFAULT_CAPTCHA_SCRIPT_URL,
      webToCaseUrl: options.webToCaseUrl ?? DEFAULT_WEB_TO_CASE_URL,
      entriesUrl: options.entriesUrl ?? LOCAL_ENTRIES_URL,
      contentAssetOrigins: options.contentAssetOrigins ?? (options.contentBuildUrl?.includes('storyblok.com') ? ['https://a.storyblok.com'] : [`http://127.0.0.1:${LOCAL_CONTENT_PORT}`]),
      contentApiOrigins: options.contentApiOrigins ?? (options.contentBuildUrl?.includes('storyblok.com') ? ['https://api.storyblok.com'] : [`http://127.0.0.1:${LOCAL_CONTENT_PORT}`]),
      // The API origins the browser calls: each country's shop, and the dealer service (product pages' dealers with this bike).
      commerceOrigins: [...Object.values(resolveShopwareChannels(brandConfig, {}, options.commerceUrl ?? LOCAL_COMMERCE_URL)).flatMap((c) => (c?.url ? [c.url] : [])), options.dealersUrl ?? LOCAL_DEALERS_URL, options.galleriesUrl ?? LOCAL_GALLERIES_URL, ...(brandConfig.features.reviews.enabled ? [options.reviewsUrl ?? LOCAL_REVIEWS_URL] : [])],
      colours: brandColours,
    })),
    // Render threads take over the crawl's commerce pages instead of reading every country's catalogue and making them again.
    shareWithRenderThreads: () => commerce.shareWithRenderThreads(),
    adoptFromMainThread: (state) => commerce.adoptFromMainThread(state as SharedCommercePages),
    async dataVersion() {
      return `${brandConfig.id}:${year}`;
    },
  });
  // Each page's largest picture preloaded in its head (the opening hero, the product gallery's first).
  const loadPage = site.loadPage;
  // Related stories checked against their schemas here, so the browser's render needs none (check-relations.ts).
  return { ...site, loadPage: async (route) => withLcpPreload(route, withCheckedRelations(await loadPage(route))) };
}
