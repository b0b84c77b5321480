import type { PageModule } from '../app/client-app.tsx';
import type { Loader } from '../loader/create-loader.ts';
import { browserPrefetchEnvironment } from '../prefetch/browser-prefetch-environment.ts';
import { createPrefetchQueue } from '../prefetch/create-prefetch-queue.ts';
import { observeLinks } from '../prefetch/observe-links.ts';
import { watchChunkFailures } from './watch-chunk-failures.ts';
import { registerServiceWorker, type ServiceWorkerMode, type ServiceWorkerOutcome } from './register-service-worker.ts';
import { whenPageLoaded } from './when-page-loaded.ts';

/** Options of {@link startBackground}. */
export interface BackgroundOptions {
  readonly loader: Loader<PageModule>;
  readonly pages: { readonly [chunk: string]: () => Promise<PageModule> };
  readonly serviceWorker: ServiceWorkerMode;
  readonly onUpdateReady: () => void;
  readonly logError: (message: string, error?: unknown) => void;
  /** The route being navigated to, or the current one: where a chunk failure's full load goes. */
  readonly lastRoute: () => string;
  /** `sessionStore` from the entry: passed in, so this lazy chunk shares no module with the first load. */
  readonly sessionStore: () => Storage | null;
}

/**
 * What the runtime starts once the page is interactive, loaded as its own
 * chunk so it stays out of the first load: chunk-failure recovery, link
 * prefetching (viewport and hover) and, once the page has loaded, the service worker.
 */
export function startBackground(options: BackgroundOptions): Promise<ServiceWorkerOutcome> {
  const { loader } = options;
  watchChunkFailures({ target: window as never, lastRoute: options.lastRoute, assign: (url) => location.assign(url), storage: options.sessionStore() });
  const queue = createPrefetchQueue({
    ...browserPrefetchEnvironment(window),
    // A link in view: its page data, slices and static queries (fetches only). A hover, focus or touch: the whole
    // page with its component chunk, so the click renders at once.
    prefetch: (path) => loader.prefetchPage(path),
    load: (path) => loader.loadPage(path),
    isLoaded: (path) => {
      const cached = loader.loadPageSync(path);
      return cached !== undefined && cached.status !== 'error';
    },
  });
  // Kill switch: the worker still controlling this page would cache what a prefetch fetches after the page has
  // cleared the caches; this page load does without prefetching instead.
  const killing = options.serviceWorker === 'kill' && 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  if (!killing) observeLinks(document, {
    enqueue: (path) => queue.enqueue(path),
    hover: (path) => queue.hover(path),
    currentPath: () => location.pathname + location.search,
  });
  const register = (): Promise<ServiceWorkerOutcome> => registerServiceWorker({
    mode: options.serviceWorker,
    location,
    container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    caches: 'caches' in window ? window.caches : undefined,
    createWorkbox: async (url) => new (await import('workbox-window')).Workbox(url),
    onUpdateReady: options.onUpdateReady,
    logError: options.logError,
  });
  // The worker's install fetches every script, style and font of the site: after the page's own pictures (its
  // `load`), not beside them on a slow connection. The kill switch runs at once: a broken worker must go.
  return options.serviceWorker === 'on' ? whenPageLoaded(window).then(register) : register();
}
