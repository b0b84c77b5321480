/**
 * The files a brand's build adds besides its pages (the engine's `extraFiles`): the response headers for the
 * CDN (`_headers`, and the same rules as `_headers.json` for `pnpm start`) and the e-bike manuals the service
 * pages link to (`downloads/manual-ebike-<language>.pdf`).
 */
import type { ExtraFile, PageRoute } from '@cycle/engine';
import { HEADERS_FILE, HEADERS_JSON_FILE, renderHeadersFile } from '@cycle/engine/build';
import type { BrandConfig } from '../../brands/brand-schema.ts';
import type { ConsentToolConfig } from '../consent/consent-config.ts';
import { localePath, type Locale } from '../locale/locales.ts';
import { manualFiles, type ManualBrand } from '../manuals/manual-files.ts';
import { BRIDGE_URL } from '../content/preview/preview-mode.ts';
import { routeSlugs } from '../routes/route-slugs.ts';
import { securityHeaderRules } from '../security/security-headers.ts';

/** The locale redirect page's one inline script (`/`): its exact text is allowed by hash in the CSP. */
export function localeRedirectScript(target: string): string {
  return `location.replace(${JSON.stringify(target)}+location.search+location.hash)`;
}

/** What the extra files depend on: the brand, its locales and the services the pages talk to. */
export interface ExtraFilesOptions {
  readonly brand: BrandConfig;
  readonly locales: readonly Locale[];
  /** The default locale's path, the target of the redirect script. */
  readonly defaultPath: string;
  readonly consent: ConsentToolConfig;
  readonly tagManagerId: string | null;
  readonly captchaScriptUrl: string;
  readonly webToCaseUrl: string;
  /** The entries service (entry posts, its captcha widget, contest photos). @default none */
  readonly entriesUrl?: string;
  readonly contentAssetOrigins: readonly string[];
  readonly contentApiOrigins: readonly string[];
  readonly commerceOrigins: readonly string[];
  /** Brand colours for the manuals' look. */
  readonly colours: ManualBrand['colours'];
}

/** The engine's `extraFiles` for one brand build. */
export function createExtraFiles(o: ExtraFilesOptions): (routes: readonly PageRoute[]) => Promise<readonly ExtraFile[]> {
  return async (routes) => {
    const built = new Set(routes.map((r) => r.path));
    const rules = securityHeaderRules({
      brand: o.brand,
      consent: o.consent,
      tagManagerId: o.tagManagerId,
      captchaScriptUrl: o.captchaScriptUrl,
      webToCaseUrl: o.webToCaseUrl,
      ...(o.entriesUrl === undefined ? {} : { entriesUrl: o.entriesUrl }),
      contentAssetOrigins: o.contentAssetOrigins,
      contentApiOrigins: o.contentApiOrigins,
      editorBridgeUrl: BRIDGE_URL,
      commerceOrigins: o.commerceOrigins,
      inlineScripts: [localeRedirectScript(o.defaultPath)],
      dealerFinderPaths: o.locales.map((l) => localePath(l, routeSlugs(l.language).dealers)).filter((p) => built.has(p)),
    });
    return [
      { path: HEADERS_FILE, contents: renderHeadersFile(rules) },
      { path: HEADERS_JSON_FILE, contents: `${JSON.stringify(rules, null, 2)}\n` },
      ...manualFiles({ brand: { name: o.brand.name, origin: o.brand.origin, colours: o.colours }, languages: [...new Set(o.locales.map((l) => l.language))] }),
    ];
  };
}
