import { browserDataLayer } from '../analytics/data-layer.ts';
import { createConsentStore } from '../consent/create-consent-store.ts';
import type { ConsentWindow } from '../consent/consent-tool-api.ts';
import { domScriptLoader, type ScriptLoader } from '../consent/load-script.ts';
import { installLocalConsentTool } from '../consent/local-consent-tool.ts';
import { oneTrustScriptRequest } from '../consent/onetrust-script.ts';
import type { SiteRuntimeConfig } from '../data/site-data.ts';
import { createLogger, createToastStore } from '../toasts/create-toast-store.ts';
import { PREVIEW_QUERY } from './preview-query.ts';
import type { SiteRuntime } from './site-runtime.ts';


/** What tests replace: the script loader (no network), the poll's sleep and the console. */
export interface BrowserRuntimeDeps {
  /** @default a `<script>` in the document head */
  readonly loadScript?: ScriptLoader;
  /** @default setTimeout-based */
  readonly sleep?: (ms: number) => Promise<void>;
  /** @default globalThis.console */
  readonly console?: Pick<Console, 'info' | 'warn' | 'error'>;
}

/**
 * Creates the page's browser services: toasts and log, the data layer, the
 * consent tool (the embedded one, installed here, or the production one,
 * whose script loads here except in preview mode) and the consent store
 * that waits for it. A production tool that does not load is logged as an
 * error and leaves consent `unavailable`: nothing that needs consent runs.
 */
export function createBrowserRuntime(config: SiteRuntimeConfig, win: Window & ConsentWindow & { dataLayer?: unknown[] }, deps: BrowserRuntimeDeps = {}): SiteRuntime {
  const toasts = createToastStore();
  const log = createLogger({ environment: config.environment, toasts, console: deps.console ?? globalThis.console });
  const preview = new URLSearchParams(win.location.search).has(PREVIEW_QUERY);
  const consentTool = config.consentTool === 'embedded' ? installLocalConsentTool({ win, cookies: win.document, preview }) : null;
  // The production tool's script; a onetrust config without one still fails closed (the poll finds no tool).
  const script = config.consentTool === 'onetrust' && config.consentScript ? oneTrustScriptRequest({ scriptUrl: config.consentScript.url, domainId: config.consentScript.domainId }) : null;
  const loadScript = deps.loadScript ?? domScriptLoader(win.document);
  const consent = createConsentStore({
    tool: config.consentTool,
    win,
    preview,
    ...(script ? { loadScript: () => loadScript(script) } : {}),
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
    onUnavailable: (error) => {
      if (error.reason === 'preview') log.info('Consent tool not loaded in preview', error.message);
      else if (error.reason === 'not-found') log.warn('Consent tool not found', error.message);
      else log.error('Consent tool failed to load', error.message);
    },
  });
  return { consent, consentTool, dataLayer: browserDataLayer(win), log, toasts };
}
