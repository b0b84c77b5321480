import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSite } from '../data/use-site.ts';
import { useCompareMessages } from './use-compare-messages.ts';
import { visuallyHidden } from '../styles/layout.css.ts';
import * as css from './compare.css.ts';
import { useCompareActions, useCompareState } from './use-compare.ts';

// The panel loads when first opened: pages without a comparison open carry only this dock.
const ComparePanel = lazy(() => import('./compare-panel.tsx').then((mod) => ({ default: mod.ComparePanel })));

/** Id of the panel the dock button controls. */
export const COMPARE_PANEL_ID = 'compare-panel';

/**
 * The compare dock on every page (in the layout): a button "Compare (n)" once bikes are chosen, which opens the
 * compare panel (TOGGLE), and a live region announcing a refused add. Renders nothing on the server and while
 * hydrating (the list is in local storage). On the comparison page (`onComparisonPage`) the button would cover the
 * table it leads to: it stays away there.
 */
export function CompareDock({ onComparisonPage = false }: { readonly onComparisonPage?: boolean }): ReactNode {
  const { t } = useCompareMessages();
  const site = useSite();
  const state = useCompareState();
  const actions = useCompareActions();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Closing the panel gives focus back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !state.open) button.current?.focus();
    wasOpen.current = state.open;
  }, [state.open]);
  if (!site.comparePath || !state.initialised) return null;
  const count = state.products.length;
  const notice = state.notice === null ? '' : t('compareFull', { max: state.notice.max });
  return (
    <>
      <p className={visuallyHidden} role="status" data-compare-announce>{state.open ? '' : notice}</p>
      {count > 0 && !state.open && !onComparisonPage ? (
        <button ref={button} type="button" className={css.dock} aria-expanded={false} aria-controls={COMPARE_PANEL_ID} onClick={() => actions.setOpen(true)} data-compare-dock>
          {state.products.slice(0, 4).map((p) => (p.thumbnail ? <img key={p.sku} className={css.dockThumb} src={p.thumbnail} alt="" width={48} height={30} /> : null))}
          <span>{t('compareDock', { count })}</span>
        </button>
      ) : null}
      {state.open ? (
        <Suspense fallback={<div className={css.backdrop} aria-hidden="true" />}>
          <ComparePanel comparePath={site.comparePath} onClose={() => actions.setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
