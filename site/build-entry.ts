/**
 * The site's one build entry: everything `pnpm build` and `pnpm start` need to know about this site, and
 * nothing else of `site/` is imported by the scripts. What to bundle (client and server entries, the
 * `#brand` module), how to name page chunks, the brand's validated configuration, and the site factory's
 * options from typed settings (the scripts read the environment; the site never does).
 */
import path from 'node:path';
import { brandConfigs } from '../brands/registry.ts';
import type { BrandConfig } from '../brands/brand-schema.ts';
import { resolveBrandConfig } from './config/resolve-brand-config.ts';
import { resolveConsentTool } from './consent/consent-config.ts';
import { resolveTagManagerId } from './analytics/tag-manager.ts';
import { createLocales, defaultLocale } from './locale/locales.ts';
import { chunkNameOf } from './pages/page-modules.ts';
import { previewBuildEnv, type PreviewBuildEnv } from './content/preview/preview-build-env.ts';
import { structuredDataReport } from './structured-data/check-page-structured-data.server.ts';
import type { CreateSiteOptions } from './site.tsx';
import { readSourceVersions, type SourceVersions } from './routes/source-versions.server.ts';
import type { Result } from '@cycle/engine/shared';
import type * as ServerEntryModule from './entry-server.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The server bundle's exports (`site/entry-server.ts`): the site factory and the engine's build API. */
export type ServerEntry = typeof ServerEntryModule;
export type { CreateSiteOptions };

/** A brand id of the registry. */
export type SiteBrandId = keyof typeof brandConfigs;

/** The service URLs a build writes into its pages and reads from; every one decided by the build's settings. */
export interface SiteServiceUrls {
  /** Shop origin the browser calls (countries without their own URL in the brand config). */
  readonly commerceUrl: string;
  /** Shop origin the build reads catalogues from; `''`: no commerce pages. */
  readonly commerceBuildUrl: string;
  /** Content API base the build reads (`…/v2`). */
  readonly contentBuildUrl: string;
  /** Origins the pages load content images from (the Content-Security-Policy allows them). @default the site's: Storyblok's asset host for a storyblok.com API, else the local content service on its default port */
  readonly contentAssetOrigins?: readonly string[] | undefined;
  /** Origins preview mode fetches drafts from (the Content-Security-Policy allows them). @default the site's */
  readonly contentApiOrigins?: readonly string[] | undefined;
  /** The story files the local content service serves (`content/`), so the build also reports files that are not valid stories. @default none (a remote content API) */
  readonly contentRoot?: string | undefined;
  /** Content API token for the build (server side only). @default none: the local service needs none */
  readonly contentToken?: string | undefined;
  /** Dealer service the browser asks (dealer finder, dealers with this bike). @default the site's: the local dealer service on its default port */
  readonly dealersUrl?: string | undefined;
  /** Entries service the browser posts raffle and contest entries to. @default the site's: the local entries service on its default port */
  readonly entriesUrl?: string | undefined;
  /** Gallery service the browser asks (riders' photos, pictures too). @default the site's: the local gallery service on its default port */
  readonly galleriesUrl?: string | undefined;
  /** Reviews API the browser asks (the product page's review list). @default the site's: the local reviews service on its default port */
  readonly reviewsUrl?: string | undefined;
  /** Reviews service the build reads rating summaries from (stars, AggregateRating). @default none: no reviews */
  readonly reviewsBuildUrl?: string | undefined;
  /** The brand's display API key for the reviews API. @default the local service's `<brand>-local-reviews` */
  readonly reviewsPasskey?: string | undefined;
  /** Dealer service the build reads every country's dealers from (finder lists, dealer pages). @default none: no static dealer lists or pages */
  readonly dealersBuildUrl?: string | undefined;
  /** Where the contact form posts. */
  readonly webToCaseUrl: string;
  /** The captcha widget script. */
  readonly captchaScriptUrl: string;
  /** The captcha site key. @default 'local-captcha' */
  readonly captchaSiteKey?: string | undefined;
}

/** What decides the site factory's options beside the brand. */
export interface SiteOptionsInput {
  readonly year: number;
  readonly environment: string;
  readonly gitHash: string;
  readonly services: SiteServiceUrls;
  /** Deploy-time overrides of the brand's consent tool and tag manager. @default the brand's */
  readonly overrides?: {
    readonly consentTool?: string | undefined;
    readonly consentScriptUrl?: string | undefined;
    readonly consentDomainId?: string | undefined;
    readonly tagManagerId?: string | undefined;
  };
  /** Content problems fail the build, or only warn (local editing). @default 'error' */
  readonly contentProblems?: 'error' | 'warn';
}

/** What `pnpm start` needs of a brand to serve its build. */
export interface ServeInfo {
  readonly name: string;
  /** `/at-de/`, …: the markets whose unknown pages get that market's 404. */
  readonly localePrefixes: readonly string[];
  /** Where `/` redirects. */
  readonly defaultPath: string;
  /** The production host, allowed as a contact form's return host. */
  readonly host: string;
}

/** The site's build entry. */
export const siteBuild = {
  /** The browser entry, relative to the project root. */
  clientEntry: 'site/entry-client.tsx',
  /** The server bundle's entry (absolute). */
  serverEntry: path.join(root, 'site', 'entry-server.ts'),
  /** The module `#brand` resolves to for a brand: only its data, themes and font reach the bundles. */
  brandModule: (brand: SiteBrandId): string => path.join(root, 'brands', brand, 'index.ts'),
  /** Page chunk names from module paths (the build maps Vite's manifest back with it). */
  chunkNameOf,
  /**
   * The JSON-LD the site's page check (`checkPage`, run in the render threads) found on the pages a build wrote,
   * from its build report: the build fails on any problem, each naming page and property.
   */
  structuredDataReport,
  /**
   * The brand's configuration, validated and frozen.
   * @throws the brand, field and problem, before anything is bundled
   */
  resolveBrand(brand: SiteBrandId): BrandConfig {
    return resolveBrandConfig(brand, brandConfigs[brand]);
  },
  /**
   * The version of every source the crawl reads (content space, each country's catalogue, dealers, reviews), asked
   * without crawling: equal versions, code and settings mean the last build's output stands. An error: a source
   * has no version (story files read directly) or could not be asked.
   */
  sourceVersions(brand: BrandConfig, options: CreateSiteOptions): Promise<Result<SourceVersions, string>> {
    return readSourceVersions({ brand, options });
  },
  /** The site factory's options (plain JSON: render threads create the same site from them). */
  siteOptions(brand: BrandConfig, input: SiteOptionsInput): CreateSiteOptions {
    const o = input.overrides ?? {};
    const env = { SITE_ENV: input.environment, CONSENT_TOOL: o.consentTool, CONSENT_SCRIPT_URL: o.consentScriptUrl, CONSENT_DOMAIN_ID: o.consentDomainId, GTM_ID: o.tagManagerId };
    const s = input.services;
    return {
      year: input.year,
      environment: input.environment,
      gitHash: input.gitHash,
      consent: resolveConsentTool(brand, env),
      tagManagerId: resolveTagManagerId(brand, env),
      commerceUrl: s.commerceUrl,
      commerceBuildUrl: s.commerceBuildUrl,
      contentBuildUrl: s.contentBuildUrl,
      ...(s.contentToken === undefined ? {} : { contentToken: s.contentToken }),
      ...(s.contentAssetOrigins === undefined ? {} : { contentAssetOrigins: s.contentAssetOrigins }),
      ...(s.contentRoot === undefined ? {} : { contentRoot: s.contentRoot }),
      ...(s.contentApiOrigins === undefined ? {} : { contentApiOrigins: s.contentApiOrigins }),
      ...(s.dealersUrl === undefined ? {} : { dealersUrl: s.dealersUrl }),
      ...(s.galleriesUrl === undefined ? {} : { galleriesUrl: s.galleriesUrl }),
      ...(s.reviewsUrl === undefined ? {} : { reviewsUrl: s.reviewsUrl }),
      ...(s.reviewsBuildUrl === undefined ? {} : { reviewsBuildUrl: s.reviewsBuildUrl }),
      ...(s.reviewsPasskey === undefined ? {} : { reviewsPasskey: s.reviewsPasskey }),
      ...(s.entriesUrl === undefined ? {} : { entriesUrl: s.entriesUrl }),
      ...(s.dealersBuildUrl === undefined ? {} : { dealersBuildUrl: s.dealersBuildUrl }),
      webToCaseUrl: s.webToCaseUrl,
      captchaScriptUrl: s.captchaScriptUrl,
      ...(s.captchaSiteKey === undefined ? {} : { captchaSiteKey: s.captchaSiteKey }),
      ...(input.contentProblems === undefined ? {} : { contentProblems: input.contentProblems }),
    };
  },
  /**
   * Preview mode's draft API and token for the client bundle: an explicit preview URL and token, else the content
   * API the build reads, with the local service's embedded preview token only on loopback.
   */
  preview(brand: SiteBrandId, p: { readonly previewUrl?: string | undefined; readonly previewToken?: string | undefined; readonly contentUrl?: string | undefined; readonly contentToken?: string | undefined; readonly contentPort: number }): PreviewBuildEnv {
    return previewBuildEnv(
      { VITE_CONTENT_URL: p.previewUrl, VITE_CONTENT_PREVIEW_TOKEN: p.previewToken, CONTENT_URL: p.contentUrl, CONTENT_TOKEN: p.contentToken, CONTENT_PORT: String(p.contentPort) },
      brand,
    );
  },
  /** The brand's markets and default path, for the static server. */
  serveInfo(brand: SiteBrandId): ServeInfo {
    const config = resolveBrandConfig(brand, brandConfigs[brand]);
    const locales = createLocales(config);
    return { name: config.name, localePrefixes: locales.map((l) => l.prefix), defaultPath: defaultLocale(locales).path, host: new URL(config.origin).hostname };
  },
} as const;
