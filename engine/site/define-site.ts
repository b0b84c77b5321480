import type { ComponentType, ReactNode } from 'react';
import type { Json } from '../shared/json.ts';
import type { PageHead } from '../shared/page-data-schema.ts';

/** A named, scoped piece of site data shared by many pages (navigation, footer, dictionary). */
export interface StaticQueryRef {
  /** Query name, e.g. `navigation`. */
  readonly name: string;
  /** Scope the data varies by, e.g. the locale `at-de`. */
  readonly scope: string;
}

/** A slice is a shared part of pages (header, footer) whose data is fetched once per name. */
export interface SliceRef {
  /** Concrete slice name, unique per data, e.g. `header-at-de-dark`. Becomes `slice-data/<name>.json`. */
  readonly name: string;
  /** Key into `SiteDefinition.slices`. */
  readonly component: string;
  /** Serializable input for `loadSlice`. */
  readonly context: { readonly [key: string]: Json };
}

/** Languages a page exists in: pages sharing `key` are the same page in other locales. */
export interface AlternateRef {
  readonly key: string;
  /** hreflang code, `de-AT` style; `en` for an international market. */
  readonly hreflang: string;
  /** This page is the `x-default` of its cluster. @default false */
  readonly xDefault?: boolean;
}

/** One page to build, as the crawl yields it. Everything here is serializable. */
export interface PageRoute {
  /** URL path, ending in `/` (or `.html` for file pages such as `/404.html`). */
  readonly path: string;
  /** Component chunk name: key into `SiteDefinition.pages`, and the client chunk loaded for the page. */
  readonly component: string;
  /** Page kind for the build report. @default component */
  readonly kind?: string;
  /** Input for `loadPage`. @default {} */
  readonly context?: { readonly [key: string]: Json };
  /** Client-side route pattern this page answers, e.g. `/at-de/*` for a catch-all. */
  readonly matchPath?: string;
  /** BCP 47 tag for `<html lang>`. */
  readonly lang: string;
  /** Alternate-language cluster for hreflang and the language switcher. */
  readonly alternate?: AlternateRef;
  /** Locale the page belongs to: names its sitemap and groups the build report. @default undefined */
  readonly locale?: string;
  /** List the page in its locale's sitemap. @default true when `locale` is set and there is no `matchPath` */
  readonly sitemap?: boolean;
  /** Render on the server only: the client shows `-rsc.json` without loading a chunk. @default false */
  readonly serverOnly?: boolean;
  /** Static queries the page reads through `useStaticQuery`. @default [] */
  readonly staticQueries?: readonly StaticQueryRef[];
  /** Slots filled by slices (`header`, `footer`). @default {} */
  readonly slices?: { readonly [slot: string]: SliceRef };
}

/** What `loadPage` returns for one page. */
export interface LoadedPage {
  /** The page's data, passed to its component as `data` and written to page-data.json. */
  readonly data: Json;
  /** Title and description; canonical and alternates are added by the engine. */
  readonly head: { readonly title: string; readonly description?: string; readonly robots?: string };
  /**
   * This page's own head HTML (JSON-LD structured data), written into its HTML after `headTags`; not part of
   * the page data, so client navigation does not carry it (crawlers read the built HTML). @default none
   */
  readonly headHtml?: string;
}

/** Props every page component receives. */
export interface PageProps<Data = unknown> {
  readonly path: string;
  readonly data: Data;
  readonly head: PageHead;
  readonly pageContext: { readonly [key: string]: unknown };
}

/** Props every slice component receives. */
export interface SliceProps<Data = unknown> {
  readonly data: Data;
  readonly sliceContext: { readonly [key: string]: unknown };
}

/** A file a site adds to the output besides its pages (CDN header rules, generated downloads). */
export interface ExtraFile {
  /** Path inside the output folder, `/`-separated, without `..` (`_headers`, `downloads/manual-en.pdf`). */
  readonly path: string;
  readonly contents: string | Uint8Array;
}

/** A page as the build writes it, handed to {@link SiteDefinition.checkPage}. */
export interface WrittenPage {
  /** The route's path (`/at-de/p/sinus-n8/`). */
  readonly path: string;
  /**
   * The whole HTML document in the chunks it is written in: a tag may span two or more chunks. Read only, and only
   * during the call: the writer takes the chunks next (a writer thread gets their buffers).
   */
  readonly html: readonly Uint8Array[];
}

/** What a site's check found on one page. */
export interface PageCheckResult {
  /** One line per problem, naming the page and what is wrong; empty when the page passed. */
  readonly problems: readonly string[];
  /** Named counts, summed over the build's checked pages in its report (`blocks: 3`). @default none */
  readonly counts?: Readonly<Record<string, number>>;
}

/** Everything the engine needs to build a site. Site-specific knowledge lives only here. */
export interface SiteDefinition {
  /** Absolute origin for canonical and hreflang URLs, e.g. `https://www.winora.com`. */
  readonly origin: string;
  /** Every page of the site: fixed routes plus those contributed by content and commerce sources. */
  crawl(): Promise<readonly PageRoute[]>;
  /** Loads one page's data. Runs once per page; may fetch from services. */
  loadPage(route: PageRoute): Promise<LoadedPage>;
  /** Loads a static query's data for its scope. @default no static queries */
  loadStaticQuery?(ref: StaticQueryRef): Promise<Json>;
  /** Loads a slice's data. @default no slices */
  loadSlice?(ref: SliceRef): Promise<Json>;
  /** Page components by chunk name. */
  readonly pages: { readonly [chunk: string]: ComponentType<PageProps<never>> };
  /** Slice components by name. @default {} */
  readonly slices?: { readonly [component: string]: ComponentType<SliceProps<never>> };
  /** Wraps every page (providers). Rendered identically on server and client. */
  readonly Wrapper?: ComponentType<{ readonly children: ReactNode; readonly page: PageProps }>;
  /** Extra tags for `<head>` (favicon, theme colour, font preloads) as an HTML string. */
  headTags?(route: PageRoute): string;
  /**
   * Files besides the pages, asked for once after every page is rendered, with the routes built (header rules
   * for the CDN, downloads the pages link to). Written into the output folder as given. @default none
   */
  extraFiles?(routes: readonly PageRoute[]): Promise<readonly ExtraFile[]>;
  /** Identifies the data the build ran on (content version, commerce snapshot); part of the build hash. */
  dataVersion?(): Promise<string>;
  /**
   * What the crawl read that render threads would otherwise read again (catalogues), asked for once after the
   * crawl; handed to each render thread's site through {@link adoptFromMainThread}. Structured-cloneable. @default none
   */
  shareWithRenderThreads?(): unknown | Promise<unknown>;
  /** A render thread's site takes over what the main thread's crawl read. @default none */
  adoptFromMainThread?(state: unknown): void;
  /**
   * Checks a page's HTML as it is written (its structured data, say), in the render thread that rendered it, so
   * no file is read again after the render. Pages the build cache reuses unchanged are not checked again (they
   * passed when first written). The problems and counts are collected into the build report (`pageChecks`),
   * pages in path order; the engine does not fail the build on them: its caller decides, before it publishes.
   * A check that throws fails the page like a render error. @default none
   */
  checkPage?(page: WrittenPage): PageCheckResult;
}

/** Declares a site; returns it unchanged, typed. */
export function defineSite(site: SiteDefinition): SiteDefinition {
  return site;
}
