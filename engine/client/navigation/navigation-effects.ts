import type { PageHead } from '../../shared/page-data-schema.ts';
import { announceRoute } from './announce-route.ts';
import { createScrollRestoration, type ScrollLocation, type ScrollRestoration } from './create-scroll-restoration.ts';
import { focusPage } from './focus-page.ts';
import { syncHead } from './sync-head.ts';

import { applyDeferredStylesheets } from '../boot/apply-deferred-stylesheets.ts';

/** What happens around a client-side route change, in one lazily loaded module. */
export interface NavigationEffects {
  readonly scroll: ScrollRestoration;
  /**
   * After the new page is in the DOM: head (title, language, canonical,
   * hreflang), scroll restored or reset, focus on the page wrapper (when
   * the pathname changed: not for a query or hash alone), and,
   * on the next frame, the announcement. Returns a cancel function.
   */
  afterRouteChange(head: PageHead, location: ScrollLocation, template: string | undefined): () => void;
}

/**
 * Creates the route-change effects for this window and takes scroll
 * restoration over from the browser. Until this module is loaded (just
 * after hydration) the browser restores scroll itself, e.g. on reload.
 *
 * It also applies the whole stylesheets of which the first page inlined only
 * the rules its HTML uses (`applyDeferredStylesheets`): what a click shows
 * next, on this page or the next, is styled by them. Started here rather than
 * in the entry, whose first load has a budget (scripts/check-runtime-budget.ts);
 * this chunk is imported as the runtime starts, before hydration ends.
 */
export function createNavigationEffects(ids: {
  readonly wrapperId: string;
  readonly announcerId: string;
  /** `sessionStore` from the entry: passed in, so this lazy chunk shares no module with the first load. */
  readonly sessionStore: () => Storage | null;
}): NavigationEffects {
  void applyDeferredStylesheets(document);
  const { sessionStore } = ids;
  const scroll = createScrollRestoration({
    // Storage that throws (private mode, sandboxed frames) makes scroll restoration keep positions in memory.
    storage: {
      getItem: (key) => sessionStore()?.getItem(key) ?? null,
      setItem: (key, value) => {
        const store = sessionStore();
        if (!store) throw new Error('sessionStorage is not available');
        store.setItem(key, value);
      },
    },
    window,
    document,
  });
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  let shownPathname = window.location.pathname;
  return {
    scroll,
    afterRouteChange(head, location, template) {
      syncHead(document, head);
      scroll.restore(location);
      focusPage({ root: document, isFirstRender: false, wrapperId: ids.wrapperId, pathnameChanged: location.pathname !== shownPathname });
      shownPathname = location.pathname;
      const frame = requestAnimationFrame(() => {
        announceRoute({
          announcer: document.getElementById(ids.announcerId),
          wrapper: document.getElementById(ids.wrapperId),
          title: document.title,
          pathname: location.pathname,
          template,
          isInitialLoad: false,
        });
      });
      return () => cancelAnimationFrame(frame);
    },
  };
}
