import { hydrateRoot } from 'react-dom/client';
import { startTransition, type ComponentType, type ReactNode } from 'react';
import type { PageRuntime } from '../react/page-context.tsx';
import { PAGE_WRAPPER_ID, ROUTE_ANNOUNCER_ID } from '../react/page-shell.tsx';
import { SERVER_ONLY_ATTRIBUTE } from '../react/server-only-fragment.tsx';
import type { PageProps, SliceProps } from '../site/define-site.ts';
import { ClientApp, type ClientView, type PageModule } from './app/client-app.tsx';
import { createHydrationSignal } from '../react/hydration-signal.ts';
import { checkBuildHash } from './boot/check-build-hash.ts';
import type { ServiceWorkerMode, ServiceWorkerOutcome } from './boot/register-service-worker.ts';
import { createLoader, type Loader } from './loader/create-loader.ts';
import { createNavigator, entryKey, type Navigator } from './navigation/create-navigator.ts';
import type { NavigationEffects } from './navigation/navigation-effects.ts';
import { shouldHandleClick } from './navigation/should-handle-click.ts';
import { sessionStore } from './session-store.ts';

export { runtimeFromResources, type PageModule } from './app/client-app.tsx';

/** What a site gives the browser runtime. */
export interface HydrateOptions {
  /** Page chunks by component chunk name. */
  readonly pages: { readonly [chunk: string]: () => Promise<PageModule> };
  readonly slices?: { readonly [component: string]: ComponentType<SliceProps<never>> };
  readonly Wrapper?: ComponentType<{ readonly children: ReactNode; readonly page: PageProps }>;
  /** @default document.getElementById('root') */
  readonly root?: HTMLElement;
  /** The page whose data stands in for a missing path, e.g. the market's not-found page. @default () => '/404.html' */
  readonly notFoundPage?: (path: string) => string;
  /** The route announcement template (`Navigated to {title}`) in the page's language. */
  readonly announcement?: (runtime: PageRuntime) => string | undefined;
  /** @default 'on' */
  readonly serviceWorker?: ServiceWorkerMode;
}

/** What `hydrate` hands back, for the site and for tests. */
export interface ClientRuntime {
  readonly loader: Loader<PageModule>;
  readonly navigator: Navigator<PageModule>;
  /** Settles once prefetching runs and the service worker is registered, or known not to be. */
  readonly serviceWorker: Promise<ServiceWorkerOutcome>;
  /**
   * Settles once the root has committed its hydration and the first render's effects have run (also marked as
   * `data-hydrated` on `<html>`).
   */
  readonly hydrated: Promise<void>;
}

/** The window event a navigation over a second emits; `detail.pathname` is its target. */
export const DELAYED_LOAD_EVENT = 'cycle:delayed-load';
/** The window event each client-side route change emits once on screen; `detail` is the location. */
export const ROUTE_UPDATE_EVENT = 'cycle:route-update';
/**
 * The attribute on `<html>` set once the page has hydrated: React owns the page, its handlers are attached and its
 * first effects have run. What browser tests wait for before they change the page under React or time an input.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Starts the browser runtime on a server-rendered page: loads its
 * resources, reloads once if a newer build is deployed, hydrates `#root`,
 * then takes over navigation (links, back/forward, react-router), prefetch,
 * scroll restoration, chunk-failure recovery and the service worker. If the
 * page's resources cannot be loaded, React is not started and the static
 * HTML stays as it is.
 */
export async function hydrate(options: HydrateOptions): Promise<ClientRuntime | undefined> {
  const root = options.root ?? document.getElementById('root');
  if (!root) throw new Error('No #root element to hydrate');
  const running = root.dataset['build'] ?? '';
  const loader = createLoader<PageModule>({
    components: options.pages,
    currentPath: () => location.pathname,
    notFoundPage: options.notFoundPage,
    serverOnlyModule: async (rsc) => (await import('./app/server-only-module.tsx')).serverOnlyModule(rsc, SERVER_ONLY_ATTRIBUTE),
  });

  let swUpdated = false;
  let lastRoute = location.pathname + location.search + location.hash;
  // The spec (§8) names these console messages; they are the ones the engine writes on purpose.
  // oxlint-disable-next-line no-console
  const logError = (message: string, error?: unknown): void => (error === undefined ? console.error(message) : console.error(message, error));
  const path = root.dataset['path'] ?? location.pathname;
  const result = await loader.loadPage(location.pathname + location.search);
  if (result.status === 'error') {
    logError(`page resources for ${path} not found. Not rendering React`, result.error);
    return undefined;
  }
  if (checkBuildHash({ running, deployed: result.resources.compilationHash, storage: sessionStore() }) === 'reload') {
    location.reload();
    return undefined;
  }

  // Route-change effects (scroll, head, focus, announcer) load just after hydration; a
  // navigation commits only once they are there, so every route change gets them.
  let effects: NavigationEffects | undefined;
  // Creating them also applies the page's deferred stylesheets (see createNavigationEffects).
  const effectsReady = import('./navigation/navigation-effects.ts').then(({ createNavigationEffects }) => {
    effects = createNavigationEffects({ wrapperId: PAGE_WRAPPER_ID, announcerId: ROUTE_ANNOUNCER_ID, sessionStore });
    return effects;
  });
  const delayedListeners = new Set<() => void>();
  const navigatorInstance = createNavigator<PageModule>({
    loader: { loadPage: async (rawPath) => (await Promise.all([loader.loadPage(rawPath), effectsReady]))[0] },
    history: window.history,
    location,
    assign: (url) => location.assign(url),
    swUpdateWaiting: () => swUpdated,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    onDelayedLoad: (pathname) => {
      for (const listener of delayedListeners) listener();
      window.dispatchEvent(new CustomEvent(DELAYED_LOAD_EVENT, { detail: { pathname } }));
    },
    now: Date.now,
    historyState: () => window.history.state,
    runningBuild: running === '' ? undefined : running,
  });
  navigatorInstance.subscribe((state) => {
    if (state.status === 'loading') lastRoute = state.to.pathname + state.to.search + state.to.hash;
  });

  const initial: ClientView = {
    result,
    location: {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      state: (window.history.state ?? {}) as Readonly<Record<string, unknown>>,
      key: entryKey(window.history.state),
      action: 'POP',
    },
  };
  let current = { pathname: initial.location.pathname, search: initial.location.search, key: initial.location.key };
  navigatorInstance.subscribe((state) => {
    // Saved before the next page commits: the navigation waits for the same promise.
    if (state.status === 'loading') void effectsReady.then((e) => e.scroll.save(current));
    if (state.status === 'loaded') current = { pathname: state.location.pathname, search: state.location.search, key: state.location.key };
  });
  // Saved as it happens, for the entry it happens on (a frame later the entry may have changed).
  const saveScroll = (): void => effects?.scroll.save(current);
  window.addEventListener('scroll', saveScroll, { passive: true });
  window.addEventListener('pagehide', saveScroll);

  window.addEventListener('popstate', () => {
    // A hash-only change within the page is the browser's to scroll.
    if (location.pathname !== current.pathname || location.search !== current.search) void navigatorInstance.pop();
  });
  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || !shouldHandleClick(event, anchor, location)) return;
    event.preventDefault();
    const url = new URL(anchor.href, location.href);
    void navigatorInstance.navigate(url.pathname + url.search + url.hash);
  });

  const subscribeDelayed = (listener: () => void): (() => void) => {
    delayedListeners.add(listener);
    return () => delayedListeners.delete(listener);
  };
  const hydration = createHydrationSignal();
  const onHydrated = (): void => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    hydration.markHydrated();
  };
  // Hydration runs as a transition, so React yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (one task of 200 ms and more on a listing under a 4x CPU slowdown). Input is not
  // lost: a click, key or submit that lands before the commit makes React finish hydrating at once and then
  // dispatches it (discrete events on a dehydrated root). Until the commit, React may still remove what it does
  // not own from `#root`; code that changes the page waits for `hydrated`.
  startTransition(() => {
    hydrateRoot(
      root,
      <ClientApp
        initial={initial}
        navigator={navigatorInstance}
        effects={() => effects}
        sliceComponents={options.slices ?? {}}
        Wrapper={options.Wrapper}
        announcement={options.announcement}
        subscribeDelayed={subscribeDelayed}
        onRouteUpdate={(routeLocation) => window.dispatchEvent(new CustomEvent(ROUTE_UPDATE_EVENT, { detail: routeLocation }))}
        hydration={hydration}
        onHydrated={onHydrated}
      />,
    );
  });

  // Prefetch and the service worker start after hydration, from their own chunk: not in the slices of the
  // hydrating transition.
  const serviceWorker = hydration.hydrated.then(() => import('./boot/start-background.ts')).then(
    ({ startBackground }) =>
      startBackground({
        loader,
        pages: options.pages,
        serviceWorker: options.serviceWorker ?? 'on',
        onUpdateReady: () => {
          swUpdated = true;
        },
        logError,
        lastRoute: () => lastRoute,
        sessionStore,
      }),
    (error: unknown): ServiceWorkerOutcome => ({ kind: 'failed', error }),
  );

  return { loader, navigator: navigatorInstance, serviceWorker, hydrated: hydration.hydrated };
}
