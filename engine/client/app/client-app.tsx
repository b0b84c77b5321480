import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Navigator as RouterNavigator, To } from 'react-router-dom';
import type { PageRuntime } from '../../react/page-context.tsx';
import { PageShell, type ShellLocation } from '../../react/page-shell.tsx';
import type { NavigationStatus } from '../../react/navigation-status.tsx';
import { HydrationContext, type HydrationSignal } from '../../react/use-hydrated.ts';
import type { PageProps } from '../../site/define-site.ts';
import type { PageResources } from '../loader/load-result.ts';
import type { NavigationLocation, Navigator, RenderableResult } from '../navigation/create-navigator.ts';
import type { NavigationEffects } from '../navigation/navigation-effects.ts';

/** A page chunk module: its default export is the page component. */
export interface PageModule {
  readonly default: ComponentType<never>;
}

/** What is on screen: a loaded page at a history entry. */
export interface ClientView {
  readonly result: RenderableResult<PageModule>;
  readonly location: NavigationLocation;
}

/** The page runtime React renders, from a loaded page's resources. */
export function runtimeFromResources(resources: PageResources<PageModule>, sliceComponents: PageRuntime['sliceComponents']): PageRuntime {
  const { pageData } = resources;
  const staticQueries: Record<string, unknown> = {};
  pageData.staticQueryHashes.forEach((hash, i) => {
    staticQueries[pageData.staticQueryNames[i] ?? hash] = resources.staticQueryResults[hash];
  });
  const slices: Record<string, PageRuntime['slices'][string]> = {};
  for (const [slot, name] of Object.entries(pageData.slicesMap)) {
    const slice = resources.slices[name];
    if (slice) slices[slot] = { component: slice.componentChunkName, data: slice.result.data, sliceContext: slice.result.sliceContext };
  }
  return {
    staticQueries,
    slices,
    sliceComponents,
    page: { path: pageData.path, data: pageData.result.data, head: pageData.head, pageContext: pageData.result.pageContext ?? {} },
  };
}

const hrefOf = (to: To): string => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

/** react-router's navigator over ours: `Link`, `useNavigate` and `<Navigate>` load the page before the URL changes. */
export function routerNavigatorFor(navigator: Navigator<PageModule>, go: (delta: number) => void): RouterNavigator {
  return {
    createHref: hrefOf,
    go,
    push: (to, state) => void navigator.navigate(hrefOf(to), { replace: false, state: (state ?? undefined) as Readonly<Record<string, unknown>> | undefined }),
    replace: (to, state) => void navigator.navigate(hrefOf(to), { replace: true, state: (state ?? undefined) as Readonly<Record<string, unknown>> | undefined }),
  };
}

/** Options of {@link ClientApp}. */
export interface ClientAppProps {
  readonly initial: ClientView;
  readonly navigator: Navigator<PageModule>;
  /** The route-change effects; loaded before any client-side route change commits. */
  readonly effects: () => NavigationEffects | undefined;
  readonly sliceComponents: PageRuntime['sliceComponents'];
  readonly Wrapper?: ComponentType<{ readonly children: ReactNode; readonly page: PageProps }> | undefined;
  /** The announcement template (`{title}`) for a page, e.g. from its dictionary. */
  readonly announcement?: ((runtime: PageRuntime) => string | undefined) | undefined;
  /** The navigator reported a load over a second. */
  readonly subscribeDelayed: (listener: () => void) => () => void;
  /** Called after each client-side route change is on screen (analytics, tests). */
  readonly onRouteUpdate?: ((location: NavigationLocation) => void) | undefined;
  /** What `useHydrated` reads below the app. */
  readonly hydration: HydrationSignal;
  /** Called once, when the hydration has committed and the first render's effects have run. */
  readonly onHydrated: () => void;
}

/**
 * The browser's page tree: renders the navigator's current page, and after
 * each route change syncs the head (title, language, canonical, hreflang),
 * restores or resets scroll, moves focus to the page wrapper and announces
 * the new page. The first render is the hydrated server page: none of that
 * runs for it.
 */
export function ClientApp(props: ClientAppProps): ReactNode {
  const { navigator, subscribeDelayed, effects, announcement, onRouteUpdate, sliceComponents, onHydrated } = props;
  const [view, setView] = useState<ClientView>(props.initial);
  const [status, setStatus] = useState<NavigationStatus>('idle');
  const first = useRef(true);

  useEffect(() => {
    const unsubscribe = navigator.subscribe((state) => {
      switch (state.status) {
        case 'loading':
          setStatus((current) => (current === 'delayed' ? current : 'loading'));
          return;
        case 'loaded':
          setView({ result: state.result, location: state.location });
          setStatus('idle');
          return;
        case 'idle':
        case 'failed':
        case 'new-build':
          setStatus('idle');
          return;
      }
    });
    const stopDelayed = subscribeDelayed(() => setStatus('delayed'));
    return () => {
      unsubscribe();
      stopDelayed();
    };
  }, [navigator, subscribeDelayed]);

  // The app's own effects run after every effect below it: the root has committed its hydration and each
  // component's first effects have run (so `useHydrated` users have subscribed). A mismatch that React recovers
  // from by rendering on the client also commits and ends here.
  useEffect(() => onHydrated(), [onHydrated]);

  const runtime = useMemo(() => runtimeFromResources(view.result.resources, sliceComponents), [view.result.resources, sliceComponents]);
  const routerNavigator = useMemo(() => routerNavigatorFor(navigator, (delta) => window.history.go(delta)), [navigator]);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const cancel = effects()?.afterRouteChange(view.result.resources.pageData.head, view.location, announcement?.(runtime));
    onRouteUpdate?.(view.location);
    return cancel;
    // Once per committed view: `runtime` follows `view`, the callbacks are fixed for the app's life.
  }, [view, runtime, effects, announcement, onRouteUpdate]);

  const Page = view.result.resources.module.default as ComponentType<PageProps>;
  const location: ShellLocation = { pathname: view.location.pathname, search: view.location.search, hash: view.location.hash, state: view.location.state, key: view.location.key };
  return (
    <HydrationContext.Provider value={props.hydration}>
      <PageShell
        runtime={runtime}
        Page={Page}
        Wrapper={props.Wrapper}
        location={location}
        navigator={routerNavigator}
        navigationType={view.location.action}
        navigationStatus={status}
      />
    </HydrationContext.Provider>
  );
}
