import { compareReducer, INITIAL_COMPARE_STATE, uniqueBySku, type CompareAction, type CompareItem, type CompareState } from './compare-state.ts';
import { maxCompareItems } from './compare-limit.ts';
import { COMPARE_STORAGE_KEY, readCompareItems, writeCompareItems, type CompareStorage } from './compare-storage.ts';

/** What a change of the list did: the analytics event follows from it. */
export type CompareChange =
  | { readonly kind: 'added'; readonly item: CompareItem }
  | { readonly kind: 'removed'; readonly item: CompareItem }
  | { readonly kind: 'full'; readonly max: number }
  | { readonly kind: 'unchanged' };

export interface CompareStoreOptions {
  /** Where the list lives; null: nowhere (the list lasts for this page load). @default browserCompareStorage() */
  readonly storage: () => CompareStorage | null;
  /** Width of the viewport in CSS px (the maximum depends on it). @default window.innerWidth */
  readonly viewportWidth: () => number;
  /** Where problems with the stored value are reported. @default console */
  readonly console?: Pick<Console, 'warn'>;
}

/** The compare list's store: state through the reducer, every list change written to storage. */
export interface CompareStore {
  getState(): CompareState;
  subscribe(listener: () => void): () => void;
  dispatch(action: CompareAction): void;
  /** Reads the list from storage (UPDATE); reports a value that had to be reset. */
  load(): void;
  /** Adds an item unless it is there already or the screen's maximum is reached (then a notice instead). */
  add(item: CompareItem): CompareChange;
  remove(sku: string): CompareChange;
  toggle(item: CompareItem): CompareChange;
  /** Replaces the list (a shared comparison link); keeps at most the screen's maximum. */
  set(items: readonly CompareItem[]): void;
  /** Follows other tabs: a storage event for `compareItems` reloads the list. Returns the unsubscribe. */
  followStorageEvents(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
}

/** Creates a compare store (one per page load in the browser; one per test). */
export function createCompareStore(options: CompareStoreOptions): CompareStore {
  let state = INITIAL_COMPARE_STATE;
  const listeners = new Set<() => void>();
  const out = options.console ?? console;
  const dispatch = (action: CompareAction): void => {
    const next = compareReducer(state, action);
    if (next === state) return;
    state = next;
    for (const l of listeners) l();
  };
  const save = (items: readonly CompareItem[]): void => {
    dispatch({ type: 'SET', products: items });
    const written = writeCompareItems(options.storage(), items);
    // A full or refused storage keeps the list in memory: the shopper compares anyway, told it is not kept.
    dispatch({ type: 'SAVED', saved: written.ok });
  };
  const load = (): void => {
    const read = readCompareItems(options.storage());
    if (read.problem !== null && read.problem !== 'unavailable') out.warn(`compareItems: the stored compare list was unusable (${read.problem}) and starts empty`);
    // Without storage the in-memory list is all there is: keep it.
    if (read.problem === 'unavailable' && state.initialised) return;
    dispatch({ type: 'UPDATE', products: read.items });
  };
  const add = (item: CompareItem): CompareChange => {
    if (state.products.some((p) => p.sku === item.sku)) return { kind: 'unchanged' };
    const max = maxCompareItems(options.viewportWidth());
    if (state.products.length >= max) {
      dispatch({ type: 'NOTICE', notice: { kind: 'full', max } });
      return { kind: 'full', max };
    }
    save([...state.products, item]);
    return { kind: 'added', item };
  };
  const remove = (sku: string): CompareChange => {
    const item = state.products.find((p) => p.sku === sku);
    if (item === undefined) return { kind: 'unchanged' };
    save(state.products.filter((p) => p.sku !== sku));
    return { kind: 'removed', item };
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch,
    load,
    add,
    remove,
    toggle: (item) => (state.products.some((p) => p.sku === item.sku) ? remove(item.sku) : add(item)),
    set: (items) => save(uniqueBySku(items).slice(0, maxCompareItems(options.viewportWidth()))),
    followStorageEvents(target) {
      const onStorage = (event: Event): void => {
        const key = (event as StorageEvent).key;
        // `null` key: another tab cleared the whole storage.
        if (key === COMPARE_STORAGE_KEY || key === null) load();
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}
