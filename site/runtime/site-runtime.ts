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

/** The inert runtime of a page whose browser services are still loading, and the hand-over to the live one. */
export interface StartingRuntime {
  readonly runtime: SiteRuntime;
  /** Sends what was logged and pushed meanwhile to `live`, in order; later calls go nowhere (`live` has them). */
  handOver(live: SiteRuntime): void;
}

/**
 * Like `serverRuntime`, but warnings, errors and `error_view` events written before the browser services have
 * loaded (an error caught in the first render's effects, while their chunk is on its way) are kept and handed to
 * the live runtime: a page that fails at once still logs its error and sends its event.
 */
export function startingRuntime(): StartingRuntime {
  const base = serverRuntime();
  let pending: ((live: SiteRuntime) => void)[] | null = [];
  const keep = (call: (live: SiteRuntime) => void): void => void pending?.push(call);
  return {
    runtime: {
      ...base,
      // Only error events wait: a page's other events come again from effects that re-run with the live runtime.
      dataLayer: { push: (entry) => (entry['event'] === 'error_view' ? keep((live) => live.dataLayer.push(entry)) : undefined) },
      log: {
        info: () => {},
        warn: (title, description) => keep((live) => live.log.warn(title, description)),
        error: (title, description) => keep((live) => live.log.error(title, description)),
      },
    },
    handOver(live) {
      const calls = pending ?? [];
      pending = null;
      for (const call of calls) call(live);
    },
  };
}

export const SiteRuntimeContext = createContext<SiteRuntime>(serverRuntime());

/** The page's browser services. */
export function useSiteRuntime(): SiteRuntime {
  return useContext(SiteRuntimeContext);
}
