import type { DataLayer } from './data-layer.ts';
import { loadBuildCommit } from './build-info.ts';

/** The route-change delay (§9): the tag manager reads the new page's title and URL after it rendered. */
export const ROUTE_CHANGE_DELAY_MS = 50;
/** Web-vitals values are sent once they have been quiet this long (§9). */
export const WEB_VITALS_DEBOUNCE_MS = 3000;

/** Timer functions, injected so tests need no real time. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}
export const browserTimers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/** Pushes the route-change event 50 ms after a route change; returns a cancel function. */
export function scheduleRouteChange(dataLayer: DataLayer, eventName: string, timers: Timers = browserTimers): () => void {
  const handle = timers.setTimeout(() => dataLayer.push({ event: eventName }), ROUTE_CHANGE_DELAY_MS);
  return () => timers.clearTimeout(handle);
}

/** A web-vitals measurement as the web-vitals library reports it. */
export interface VitalsMetric {
  readonly name: 'LCP' | 'INP' | 'CLS';
  readonly id: string;
  readonly value: number;
  readonly delta: number;
}

/**
 * Reports largest paint, interaction delay (INP, the successor of first
 * input delay; DECISIONS.md) and layout shift × 1000, each debounced 3000 ms
 * (the latest measurement of a metric wins).
 */
export function createVitalsReporter(dataLayer: DataLayer, timers: Timers = browserTimers): (metric: VitalsMetric) => void {
  const pending = new Map<string, unknown>();
  return (metric) => {
    const previous = pending.get(metric.name);
    if (previous !== undefined) timers.clearTimeout(previous);
    pending.set(
      metric.name,
      timers.setTimeout(() => {
        pending.delete(metric.name);
        dataLayer.push({
          event: 'core-web-vitals',
          webVitalsMeasurement: { name: metric.name, id: metric.id, value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value) },
        });
      }, WEB_VITALS_DEBOUNCE_MS),
    );
  };
}

/** What the page-status entry says about the page. */
export interface PageFacts {
  readonly pageType: string;
  readonly language: string;
  readonly country: string;
  readonly environment: string;
}

/**
 * Page-type analytics (§7): a HEAD request to the page on load; its status
 * goes to the data layer with page type, language, lower-cased country,
 * environment and the deploy's git hash (read from `/build-info.json`, see
 * build-info.ts, at the same time). A failed request reports status 0.
 */
export async function reportPageStatus(options: { readonly fetch: typeof fetch; readonly url: string; readonly dataLayer: DataLayer; readonly page: PageFacts }): Promise<number> {
  const headStatus = async (): Promise<number> => {
    try {
      return (await options.fetch(options.url, { method: 'HEAD', cache: 'no-store' })).status;
    } catch {
      // Offline or blocked: reported as status 0 below.
      return 0;
    }
  };
  const [status, gitHash] = await Promise.all([headStatus(), loadBuildCommit(options.fetch)]);
  const { page } = options;
  options.dataLayer.push({ event: 'page_status', statusCode: status, pageType: page.pageType, language: page.language, country: page.country.toLowerCase(), environment: page.environment, gitHash });
  return status;
}

/** The tag manager's script URL for a container. */
export const tagManagerUrl = (id: string): string => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/**
 * Loads the tag manager (call only once consent allows it): the start
 * entry, then the script. Returns false when no container is configured.
 */
export function loadTagManager(id: string | null, doc: Pick<Document, 'createElement' | 'head'>, dataLayer: DataLayer, now: () => number = Date.now): boolean {
  if (!id) return false;
  dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = tagManagerUrl(id);
  doc.head.appendChild(script);
  return true;
}
