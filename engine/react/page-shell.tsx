import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Router, type Navigator as RouterNavigator } from 'react-router-dom';
import type { PageProps } from '../site/define-site.ts';
import { NavigationStatusContext, type NavigationStatus } from './navigation-status.tsx';
import { PageRuntimeProvider, type PageRuntime } from './page-context.tsx';
import { SERVER_ONLY_ATTRIBUTE } from './server-only-fragment.tsx';

/** id of the element focus moves to after a client-side navigation. */
export const PAGE_WRAPPER_ID = 'page-wrapper';
/** id of the visually hidden live region that announces navigations. */
export const ROUTE_ANNOUNCER_ID = 'route-announcer';

const visuallyHidden = {
  position: 'absolute',
  top: 0,
  width: 1,
  height: 1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The router location of a page: where the engine rendered or navigated to. */
export interface ShellLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
  readonly key: string;
}

/** On the server, react-router links render their `href` and never navigate. */
const STATIC_NAVIGATOR: RouterNavigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

export interface PageShellProps {
  readonly runtime: PageRuntime;
  readonly Page: ComponentType<PageProps>;
  readonly Wrapper?: ComponentType<{ readonly children: ReactNode; readonly page: PageProps }> | undefined;
  /** Text of the announcer (empty on the server; set after client navigations). */
  readonly announcement?: string;
  /** @default the page's path, with the static (server) navigator */
  readonly location?: ShellLocation | undefined;
  /** The client's navigator, so react-router `Link`, `useNavigate` and `useLocation` work. */
  readonly navigator?: RouterNavigator | undefined;
  readonly navigationType?: 'PUSH' | 'REPLACE' | 'POP' | undefined;
  /** @default 'idle' */
  readonly navigationStatus?: NavigationStatus | undefined;
  /**
   * Server-only page (partial hydration), on the server: the page renders
   * inside the element the browser fills from `page-data-rsc.json`.
   */
  readonly serverOnly?: boolean | undefined;
  /** Renders only the page inside the providers (no wrapper, no announcer): the markup of `page-data-rsc.json`. */
  readonly contentOnly?: boolean | undefined;
}

/**
 * The tree rendered inside `#root`, identical on server and client so that
 * hydration matches: a react-router `Router` (static on the server), the
 * focus wrapper with the page, then the route announcer. The page is keyed
 * by its pathname, so each page mounts fresh while the wrapper (header,
 * footer) stays, and a change of query alone keeps it mounted.
 */
export function PageShell({ runtime, Page, Wrapper, announcement = '', location, navigator, navigationType, navigationStatus = 'idle', serverOnly = false, contentOnly = false }: PageShellProps): ReactNode {
  const path = runtime.page.path;
  // The page's tree does not depend on the navigation status: kept as the same element while only the status
  // changes, React skips it, so a click's "loading" render touches the status readers alone, not every block of
  // the page on screen (that render runs before the next page's responses can be handled).
  const shell = useMemo(() => {
    // Keyed by pathname: a query change (a listing's facets, sort, page) keeps the page mounted, with its state and
    // focus; the payload's path carries the query (origin quirk, reference §loader #4) and would remount it.
    const rendered = <Page key={path.split('?')[0]} {...runtime.page} />;
    if (contentOnly) return rendered;
    const page = serverOnly ? <div {...{ [SERVER_ONLY_ATTRIBUTE]: '' }}>{rendered}</div> : rendered;
    return (
      <>
        <div id={PAGE_WRAPPER_ID} tabIndex={-1} style={{ outline: 'none' }}>
          {Wrapper ? <Wrapper page={runtime.page}>{page}</Wrapper> : page}
        </div>
        <div id={ROUTE_ANNOUNCER_ID} role="alert" aria-live="assertive" aria-atomic="true" style={visuallyHidden}>
          {announcement}
        </div>
      </>
    );
  }, [Page, Wrapper, runtime, path, serverOnly, contentOnly, announcement]);
  const routerLocation = location ?? { pathname: path.split('?')[0] ?? path, search: '', hash: '', state: null, key: 'default' };
  return (
    <Router location={routerLocation} navigator={navigator ?? STATIC_NAVIGATOR} navigationType={navigationType as never} static={navigator === undefined}>
      <NavigationStatusContext.Provider value={navigationStatus}>
        <PageRuntimeProvider value={runtime}>{shell}</PageRuntimeProvider>
      </NavigationStatusContext.Provider>
    </Router>
  );
}
