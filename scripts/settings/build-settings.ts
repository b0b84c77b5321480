/**
 * `pnpm build`'s settings: the command line and the environment, read once (see services/shared/define-settings.ts).
 * The only place the build reads `process.env`.
 */
import { brandConfigs } from '../../brands/registry.ts';
import { defineSettings, type SettingsOf } from '../../services/shared/define-settings.ts';
import { servicePortSettings } from './service-endpoints.ts';

/** Every brand id, in registry order. */
export const BRAND_ID_LIST = Object.keys(brandConfigs) as (keyof typeof brandConfigs)[];

/** `--brand` and `--out`, shared by `pnpm build` and `pnpm start`. */
export const brandAndOutSettings = {
  brand: { kind: { type: 'enum', values: BRAND_ID_LIST }, flag: 'brand', default: 'winora', doc: `the brand: ${BRAND_ID_LIST.join(', ')}` },
  outDir: { kind: { type: 'path' }, flag: 'out', default: 'dist', doc: 'the output folder (its build report goes beside it: <out>.build-report.json)' },
} as const;

export const buildSettings = defineSettings({
  command: 'pnpm build',
  summary: 'Bundles the client and server with Vite and renders every page of every market of one brand into a static folder. Without COMMERCE_URL, CONTENT_URL/CONTENT_TOKEN and DEALERS_URL it runs the local services for the build.',
  settings: {
    ...brandAndOutSettings,
    contentProblems: { kind: { type: 'enum', values: ['error', 'warn'] }, flag: 'content-problems', default: 'error', doc: 'what a content problem (broken story, unknown component, dead link) does: fail the build, or only warn while editing locally (never allowed with CI set)' },
    renderThreads: { kind: { type: 'integer', min: 1, max: 64 }, flag: 'threads', doc: 'render threads, the main thread included (default: min(2, cores))' },
    quiet: { kind: { type: 'boolean' }, flag: 'quiet', doc: 'no progress and no report on stdout' },
    cache: { kind: { type: 'string' }, flag: 'cache', env: 'BUILD_CACHE', default: '.cache/build', doc: 'the build cache folder (incremental builds: unchanged bundles and pages are reused, and an output whose code, settings and source versions are all unchanged is left as it is; one subfolder per brand), or off' },
    sourceDateEpoch: { kind: { type: 'integer', min: 0 }, env: 'SOURCE_DATE_EPOCH', doc: 'pins the build time in seconds since 1970 (only the copyright year depends on it)' },
    siteEnv: { kind: { type: 'enum', values: ['development', 'staging', 'production'] }, env: 'SITE_ENV', default: 'development', doc: 'production hides the log toasts and loads the production consent tool' },
    gitHash: { kind: { type: 'string' }, env: 'GIT_HASH', doc: 'the commit built, for the page-status analytics (default: git rev-parse --short HEAD)' },
    ...servicePortSettings,
    commerceUrl: { kind: { type: 'url' }, env: 'COMMERCE_URL', doc: 'a real Shopware origin: the build reads catalogues there and the pages call it (default: the local commerce service)' },
    contentUrl: { kind: { type: 'url' }, env: 'CONTENT_URL', doc: 'Storyblok Content Delivery API base (…/v2) the build reads (default: the local content service; https://api.storyblok.com/v2 with CONTENT_TOKEN)' },
    contentToken: { kind: { type: 'string' }, env: 'CONTENT_TOKEN', doc: 'Storyblok access token for the build (server side, never written to the output)' },
    previewContentUrl: { kind: { type: 'url' }, env: 'VITE_CONTENT_URL', doc: 'the API preview mode fetches drafts from in the browser (default: the content API the build reads)' },
    previewToken: { kind: { type: 'string' }, env: 'VITE_CONTENT_PREVIEW_TOKEN', doc: 'the preview token written into the bundle (default: the local service’s <brand>-preview, none against Storyblok)' },
    dealersUrl: { kind: { type: 'url' }, env: 'DEALERS_URL', doc: 'the production dealer shops service: the build reads every country’s dealers there and the pages call it (default: the local dealer service)' },
    entriesUrl: { kind: { type: 'url' }, env: 'ENTRIES_URL', doc: 'the production raffle and contest entries service the pages post to (default: the local entries service)' },
    reviewsUrl: { kind: { type: 'url' }, env: 'REVIEWS_URL', doc: 'the production reviews service (Conversations API and its static host): the build reads rating summaries there and the pages call it (default: the local reviews service)' },
    reviewsPasskey: { kind: { type: 'string' }, env: 'REVIEWS_PASSKEY', doc: 'the brand’s display key for the reviews API (default: the local service’s <brand>-local-reviews)' },
    galleriesUrl: { kind: { type: 'url' }, env: 'GALLERIES_URL', doc: 'the production gallery (riders’ photos) service the pages call (default: the local gallery service)' },
    webToCaseUrl: { kind: { type: 'url' }, env: 'WEB_TO_CASE_URL', doc: 'where the contact form posts (default: the local web-to-case service)' },
    captchaScriptUrl: { kind: { type: 'url' }, env: 'CAPTCHA_SCRIPT_URL', doc: 'the captcha widget script (default: the local widget)' },
    captchaSiteKey: { kind: { type: 'string' }, env: 'CAPTCHA_SITE_KEY', doc: 'the captcha site key (default: local-captcha)' },
    consentTool: { kind: { type: 'enum', values: ['embedded', 'onetrust'] }, env: 'CONSENT_TOOL', doc: 'the consent tool (default: the brand’s, embedded outside production)' },
    consentScriptUrl: { kind: { type: 'url' }, env: 'CONSENT_SCRIPT_URL', doc: 'the OneTrust-style tool’s script (default: the brand’s)' },
    consentDomainId: { kind: { type: 'string' }, env: 'CONSENT_DOMAIN_ID', doc: 'the OneTrust-style tool’s domain id (default: the brand’s)' },
    tagManagerId: { kind: { type: 'string' }, env: 'GTM_ID', doc: 'the tag manager container, loaded after consent (default: the brand’s, none for every brand today)' },
    serviceWorker: { kind: { type: 'enum', values: ['on', 'off', 'kill'] }, flag: 'service-worker', env: 'VITE_SERVICE_WORKER', default: 'on', doc: 'the service worker: on, off, or kill (a worker that unregisters itself and empties the caches)' },
    ci: { kind: { type: 'boolean' }, env: 'CI', doc: 'set on CI: content problems always fail the build' },
  },
});

/** The build's settings. */
export type BuildSettings = SettingsOf<(typeof buildSettings)['specs']>;

/** The build's settings from this process's command line and environment (help or a mistake exits). */
export function readBuildSettingsFromProcess(): BuildSettings {
  return buildSettings.readOrExit(process.argv.slice(2), process.env).settings;
}

/** Every default, as `pnpm build` with no flags and an empty environment would have them. */
export function defaultBuildSettings(): BuildSettings {
  const r = buildSettings.read([], {});
  if (r.kind !== 'settings') throw new Error('unreachable: no --help given');
  return r.settings;
}
