import type { PageProps } from '@cycle/engine';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { errorViewEvent } from '../analytics/error-view-event.ts';
import { useSite } from '../data/use-site.ts';
import type * as BrowserServices from './browser-services.ts';
import { SiteRuntimeContext, startingRuntime, type SiteRuntime } from './site-runtime.ts';

// The banner's UI shows only in the browser, after mount (the server and hydration renders have no consent
// tool): its chunk loads then, not with every page's first-load JavaScript.
const ConsentBanner = lazy(() => import('../consent/consent-banner.tsx').then((m) => ({ default: m.ConsentBanner })));
// Toasts are log messages outside production: the list's chunk loads with the first one.
const Toaster = lazy(() => import('../toasts/toaster.tsx').then((m) => ({ default: m.Toaster })));

/** The started runtime and the services module it came from. */
interface Live {
  readonly runtime: SiteRuntime;
  readonly services: typeof BrowserServices;
}

/**
 * Starts the page's browser services once (consent, data layer, toasts)
 * and runs the page analytics: the route-change event 50 ms after each
 * page, the HEAD status, web vitals and, once consent allows it, the tag
 * manager. Renders the consent banner and the toasts.
 */
export function SiteRuntimeProvider({ page, children }: { page: PageProps; children: ReactNode }): ReactNode {
  const site = useSite();
  const config = site.runtime;
  // The server render and the hydration render use the inert runtime; the browser one starts once, after mount,
  // and receives what was logged before it loaded.
  const [starting] = useState(startingRuntime);
  const inert = starting.runtime;
  const [started, setStarted] = useState<Live | null>(null);
  useEffect(() => {
    // Its own chunk, loaded after mount: consent, analytics and the tag manager are not first-paint code.
    let unmounted = false;
    void import('./browser-services.ts').then((services) => {
      if (unmounted) return;
      const runtime = services.createBrowserRuntime(config, window);
      starting.handOver(runtime);
      setStarted({ runtime, services });
    });
    return () => {
      unmounted = true;
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const live = started?.runtime ?? null;
  const services = started?.services;
  const runtime = live ?? inert;
  const hasToasts = useSyncExternalStore(runtime.toasts.subscribe, () => runtime.toasts.getState().length > 0, () => false);

  // Errors nobody caught: a log line (and a toast outside production) plus an error event.
  useEffect(() => {
    if (!live) return undefined;
    const onError = (event: ErrorEvent): void => {
      live.dataLayer.push(errorViewEvent('message_fail', event.message));
      live.log.error('Unexpected error', event.message);
    };
    window.addEventListener('error', onError);
    return () => window.removeEventListener('error', onError);
  }, [live]);

  useEffect(() => {
    if (!live || !services) return undefined;
    void services.reportPageStatus({
      fetch: window.fetch.bind(window),
      url: location.pathname + location.search,
      dataLayer: live.dataLayer,
      page: { pageType: String(page.pageContext['kind'] ?? 'Unknown'), language: site.locale.language, country: site.locale.country, environment: config.environment },
    });
    const report = services.createVitalsReporter(live.dataLayer);
    // The library loads after the page is up (its observers read the buffered entries, so nothing is missed),
    // not as part of the first paint's JavaScript.
    void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
      onLCP(report);
      onINP(report);
      onCLS(report);
    });
    // Page status and web vitals once per page load; the route change below per page.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  const path = page.path;
  useEffect(() => (live && services ? services.scheduleRouteChange(live.dataLayer, config.routeChangeEvent) : undefined), [live, services, path, config.routeChangeEvent]);

  useEffect(
    () => (live && services ? services.loadTagManagerAfterConsent({ id: config.tagManagerId, consent: live.consent, load: (id) => services.loadTagManager(id, document, live.dataLayer) }) : undefined),
    [live, services, config.tagManagerId],
  );

  return (
    <SiteRuntimeContext.Provider value={runtime}>
      {runtime.consentTool ? (
        <Suspense fallback={null}>
          <ConsentBanner tool={runtime.consentTool} />
        </Suspense>
      ) : null}
      {children}
      {hasToasts ? (
        <Suspense fallback={null}>
          <Toaster store={runtime.toasts} />
        </Suspense>
      ) : null}
    </SiteRuntimeContext.Provider>
  );
}
