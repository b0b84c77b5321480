import { Slice } from '@cycle/engine/react';
import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { brandThemes } from '../config/current-brand.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { errorViewEvent } from '../analytics/error-view-event.ts';
import { useSite } from '../data/use-site.ts';
import { useSiteRuntime } from '../runtime/site-runtime.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { CompareDockSlot } from '../compare/compare-dock-slot.tsx';
import { PageErrorBoundary, type PageErrorBoundaryProps } from './page-error-boundary.tsx';
import { SiteRuntimeProvider } from '../runtime/site-runtime-provider.tsx';
import * as css from '../styles/layout.css.ts';
import '../styles/global.css.ts';

/** The page's error boundary, logging through the page's runtime: a log line (a toast outside production) and an `error_view` event. */
function LoggedPageErrorBoundary({ screen, resetKey, children }: Omit<PageErrorBoundaryProps, 'onError'>): ReactNode {
  const runtime = useSiteRuntime();
  const onError = (error: unknown): void => {
    const message = error instanceof Error ? error.message : String(error);
    // The error itself (with its stack) for developers; the log line and event for the toasts and analytics.
    console.error(error);
    runtime.log.error('Page render error', message);
    runtime.dataLayer.push(errorViewEvent('message_fail', message));
  };
  return <PageErrorBoundary screen={screen} resetKey={resetKey} onError={onError}>{children}</PageErrorBoundary>;
}

/**
 * Wraps every page: skip link, header slice, main landmark, footer slice, in the brand's light theme. Whatever
 * the page kind, an error below `main` shows the editor's error screen there, with header and footer intact.
 */
export function Layout({ children, page }: { children: ReactNode; page: PageProps }): ReactNode {
  const { m } = useMessages();
  const site = useSite();
  return (
    <div className={`${brandThemes.light} ${css.page}`}>
      <NavigationProgress />
      <a className={css.skipLink} href="#main">{m.skipToContent}</a>
      <Slice slot="header" />
      <main id="main" className={css.main}>
        {/* Every page kind sits behind the error screen (§2); the outer boundary also covers the runtime itself. */}
        <PageErrorBoundary screen={site.errorScreen} resetKey={page.path}>
          <SiteRuntimeProvider page={page}>
            <LoggedPageErrorBoundary screen={site.errorScreen} resetKey={page.path}>{children}</LoggedPageErrorBoundary>
            <CompareDockSlot path={page.path} />
          </SiteRuntimeProvider>
        </PageErrorBoundary>
      </main>
      <Slice slot="footer" />
    </div>
  );
}
