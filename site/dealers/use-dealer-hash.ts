import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Dealer } from './client/dealer-types.ts';
import { dealerHashSlug, formatDealerHash, parseDealerHash } from './dealer-hash.ts';
import { CLOSED_PANEL, dealerPanelReducer, type DealerPanelState } from './dealer-panel-reducer.ts';

export interface DealerHashPanel {
  readonly state: DealerPanelState;
  /** Opens a dealer: a new history entry with its hash (Back closes it again). */
  open(dealer: Dealer): void;
  /** Closes: back over the entry `open` added, else the hash is removed in place (a shared link's entry). */
  close(): void;
}

/**
 * The dealer panel bound to the URL hash: opening pushes `#<name-slug>`, closing clears it, Back closes it, and a
 * hash the page is opened with (a shared link) opens that dealer. A hash naming no dealer leaves the panel closed.
 * Focus goes back to the dealer's list entry (`[data-dealer-open=id]`) whenever the panel closes.
 */
export function useDealerHashPanel(dealers: readonly Dealer[]): DealerHashPanel {
  const [state, dispatch] = useReducer(dealerPanelReducer, CLOSED_PANEL);
  /** Whether the open panel's history entry is ours (then closing goes back over it). */
  const pushed = useRef(false);

  const sync = useCallback((): void => {
    const slug = parseDealerHash(window.location.hash);
    const dealer = slug === null ? undefined : dealers.find((d) => dealerHashSlug(d) === slug);
    if (dealer === undefined) {
      pushed.current = false;
      dispatch({ type: 'SET', dealerId: null });
      return;
    }
    dispatch({ type: 'SET', dealerId: dealer.id });
    dispatch({ type: 'OPEN' });
  }, [dealers]);

  useEffect(() => {
    sync();
    window.addEventListener('popstate', sync);
    window.addEventListener('hashchange', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('hashchange', sync);
    };
  }, [sync]);

  // Focus returns to the list entry of the dealer that was open.
  const lastOpen = useRef<string | null>(null);
  useEffect(() => {
    if (state.status === 'open') {
      lastOpen.current = state.activeId;
      return;
    }
    if (lastOpen.current === null) return;
    const id = lastOpen.current;
    lastOpen.current = null;
    document.querySelector<HTMLElement>(`[data-dealer-open="${CSS.escape(id)}"]`)?.focus();
  }, [state]);

  const open = useCallback((dealer: Dealer): void => {
    const { pathname, search } = window.location;
    const hash = formatDealerHash(dealerHashSlug(dealer));
    if (window.location.hash === hash) {
      sync();
      return;
    }
    if (pushed.current) window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
    else window.history.pushState(window.history.state, '', `${pathname}${search}${hash}`);
    pushed.current = true;
    dispatch({ type: 'SET', dealerId: dealer.id });
    dispatch({ type: 'OPEN' });
  }, [sync]);

  const close = useCallback((): void => {
    if (pushed.current) {
      pushed.current = false;
      // popstate then clears the panel (sync), exactly as the browser's Back button does.
      window.history.back();
      return;
    }
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    dispatch({ type: 'SET', dealerId: null });
  }, []);

  return { state, open, close };
}
