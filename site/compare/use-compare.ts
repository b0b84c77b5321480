import { useCallback, useMemo } from 'react';
import { compareEvent } from '../analytics/analytics-events.ts';
import { useSiteRuntime } from '../runtime/site-runtime.ts';
import { useHydratedStore } from '../runtime/use-hydrated-store.ts';
import { INITIAL_COMPARE_STATE, type CompareItem, type CompareState } from './compare-state.ts';
import { browserCompareStorage } from './compare-storage.ts';
import { createCompareStore, type CompareChange, type CompareStore } from './compare-store.ts';
import { COMPARE_CHANGE_EVENT } from './compare-keys.ts';

let store: CompareStore | null = null;

/**
 * The page load's compare store in the browser, created on first use: reads `compareItems` and follows other tabs.
 * One per page load (like the commerce client), so every toggle, the panel and the comparison page share it.
 */
export function browserCompareStore(): CompareStore {
  if (store === null) {
    store = createCompareStore({ storage: browserCompareStorage, viewportWidth: () => window.innerWidth });
    store.load();
    store.followStorageEvents(window);
    // The layout's dock slot loads the dock once the list changes in this tab (a first bike added).
    store.subscribe(() => window.dispatchEvent(new Event(COMPARE_CHANGE_EVENT)));
  }
  return store;
}

const subscribe = (listener: () => void): (() => void) => browserCompareStore().subscribe(listener);
const snapshot = (): CompareState => browserCompareStore().getState();
// The server and the hydration render see an empty list: toggles render unpressed, nothing mismatches.
const serverSnapshot = (): CompareState => INITIAL_COMPARE_STATE;

/**
 * The compare state: empty on the server and while hydrating, then the stored list (a transition after the
 * hydrated signal; a toggle shows at once).
 */
export function useCompareState(): CompareState {
  return useHydratedStore(subscribe, snapshot, serverSnapshot);
}

/** Compare actions that also send the analytics events (spec §4: adding or removing sends one). */
export interface CompareActions {
  toggle(item: CompareItem): CompareChange;
  remove(sku: string): CompareChange;
  set(items: readonly CompareItem[]): void;
  /** Opens (true), closes (false) or flips the panel. */
  setOpen(open?: boolean): void;
}

export function useCompareActions(): CompareActions {
  const { dataLayer } = useSiteRuntime();
  const track = useCallback((change: CompareChange): CompareChange => {
    if (change.kind === 'added' || change.kind === 'removed') dataLayer.push(compareEvent(change.kind === 'added' ? 'add' : 'remove', change.item));
    return change;
  }, [dataLayer]);
  return useMemo(() => ({
    toggle: (item) => track(browserCompareStore().toggle(item)),
    remove: (sku) => track(browserCompareStore().remove(sku)),
    set: (items) => browserCompareStore().set(items),
    setOpen: (open) => browserCompareStore().dispatch(open === undefined ? { type: 'TOGGLE' } : { type: 'TOGGLE', open }),
  }), [track]);
}
