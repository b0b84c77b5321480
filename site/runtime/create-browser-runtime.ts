import { browserDataLayer } from '../analytics/data-layer.ts';
import { createConsentStore } from '../consent/create-consent-store.ts';
import type { ConsentWindow } from '../consent/consent-tool-api.ts';
import { installLocalConsentTool } from '../consent/local-consent-tool.ts';
import type { SiteRuntimeConfig } from '../data/site-data.ts';
import { createLogger, createToastStore } from '../toasts/create-toast-store.ts';
import type { SiteRuntime } from './site-runtime.ts';

/** The content editor's preview marker in the address (§2): the consent banner stays hidden. */
export const PREVIEW_QUERY = '_storyblok';

/**
 * Creates the page's browser services: toasts and log, the data layer, the
 * embedded consent tool (when configured) and the consent store that waits
 * for whichever tool the page has.
 */
export function createBrowserRuntime(config: SiteRuntimeConfig, win: Window & ConsentWindow & { dataLayer?: unknown[] }): SiteRuntime {
  const toasts = createToastStore();
  const log = createLogger({ environment: config.environment, toasts, console: globalThis.console });
  const preview = new URLSearchParams(win.location.search).has(PREVIEW_QUERY);
  const consentTool = config.consentTool === 'embedded' ? installLocalConsentTool({ win, cookies: win.document, preview }) : null;
  const consent = createConsentStore({
    tool: config.consentTool,
    win,
    onUnavailable: () => log.warn('Consent tool not found', 'The consent tool did not load after 10 tries 100 ms apart; features that need consent stay off.'),
  });
  return { consent, consentTool, dataLayer: browserDataLayer(win), log, toasts };
}
