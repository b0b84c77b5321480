import { useDeferredValue, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useHydrated } from './use-hydrated.ts';

/** Props of {@link AfterFirstPaint}. */
export interface AfterFirstPaintProps {
  readonly children: ReactNode;
  /** What stands in for the children until they render. @default nothing */
  readonly fallback?: ReactNode;
}

/**
 * A page's part below the fold that a client navigation to a new page renders after the page's first paint: the
 * navigation commits (and the browser paints) the top of the page, the part follows in a deferred render that
 * input can interrupt. Everywhere else it renders at once, as if it were not there: on the server (the HTML is
 * whole), while the page hydrates (the server's HTML is there), and on a back or forward navigation or one to a
 * `#fragment` (scroll restoration and the fragment need the whole page in the commit that scrolls).
 */
export function AfterFirstPaint({ children, fallback = null }: AfterFirstPaintProps): ReactNode {
  const hydrated = useHydrated();
  const type = useNavigationType();
  const { hash } = useLocation();
  const defer = hydrated && type === 'PUSH' && hash === '';
  // Mounted by a deferrable navigation: false first, true in a follow-up render; otherwise true from the start.
  const show = useDeferredValue(true, !defer);
  return show ? children : fallback;
}
