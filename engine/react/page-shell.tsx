import type { ComponentType, ReactNode } from 'react';
import type { PageProps } from '../site/define-site.ts';
import { PageRuntimeProvider, type PageRuntime } from './page-context.tsx';

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

export interface PageShellProps {
  readonly runtime: PageRuntime;
  readonly Page: ComponentType<PageProps>;
  readonly Wrapper?: ComponentType<{ readonly children: ReactNode; readonly page: PageProps }> | undefined;
  /** Text of the announcer (empty on the server; set after client navigations). */
  readonly announcement?: string;
}

/**
 * The tree rendered inside `#root`, identical on server and client so that
 * hydration matches: focus wrapper with the page, then the route announcer.
 */
export function PageShell({ runtime, Page, Wrapper, announcement = '' }: PageShellProps): ReactNode {
  const page = <Page {...runtime.page} />;
  return (
    <PageRuntimeProvider value={runtime}>
      <div id={PAGE_WRAPPER_ID} tabIndex={-1} style={{ outline: 'none' }}>
        {Wrapper ? <Wrapper page={runtime.page}>{page}</Wrapper> : page}
      </div>
      <div id={ROUTE_ANNOUNCER_ID} role="alert" aria-live="assertive" aria-atomic="true" style={visuallyHidden}>
        {announcement}
      </div>
    </PageRuntimeProvider>
  );
}
