import { createContext, useContext } from 'react';
import type { DataLayer } from '../analytics/data-layer.ts';
import type { ConsentStore } from '../consent/create-consent-store.ts';
import type { LocalConsentTool } from '../consent/local-consent-tool.ts';
import type { ConsentState } from '../consent/consent-gate.ts';
import { createLogger, createToastStore, type Logger, type ToastStore } from '../toasts/create-toast-store.ts';

/** The page's browser services, created once per page load and handed down through context. */
export interface SiteRuntime {
  readonly consent: ConsentStore;
  /** The embedded consent tool, when it is the configured one (opens its banner). */
  readonly consentTool: LocalConsentTool | null;
  readonly dataLayer: DataLayer;
  readonly log: Logger;
  readonly toasts: ToastStore;
}

const WAITING: ConsentState = { status: 'waiting' };

/** What the server render (and the first hydration render) sees: consent unknown, nothing recorded. */
export function serverRuntime(): SiteRuntime {
  const toasts = createToastStore();
  return {
    consent: { getState: () => WAITING, subscribe: () => () => {} },
    consentTool: null,
    dataLayer: { push: () => {} },
    log: createLogger({ environment: 'production', toasts, console: { info: () => {}, warn: () => {}, error: () => {} } }),
    toasts,
  };
}

export const SiteRuntimeContext = createContext<SiteRuntime>(serverRuntime());

/** The page's browser services. */
export function useSiteRuntime(): SiteRuntime {
  return useContext(SiteRuntimeContext);
}
