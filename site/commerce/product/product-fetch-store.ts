import type { Result } from '@cycle/engine/shared';
import type { Product } from '../types.ts';

/** Product fetch status (spec §4): ready → loading → success | failed. */
export type ProductFetchStatus = 'ready' | 'loading' | 'success' | 'failed';

export interface ProductFetchState {
  readonly status: ProductFetchStatus;
  readonly products: readonly Product[];
}

export const READY_PRODUCT_FETCH: ProductFetchState = Object.freeze({ status: 'ready', products: Object.freeze([]) as readonly Product[] });

/** What the store logs with (the console in the browser, a spy in tests). */
export interface FetchLogger {
  error(message: string, detail: unknown): void;
}

export interface ProductFetchStore {
  getState(): ProductFetchState;
  subscribe(listener: () => void): () => void;
  /** Runs a fetch; the latest one wins. */
  fetch(run: () => Promise<Result<readonly Product[], unknown>>): Promise<void>;
  /** Invalidating a loading state resets it to ready (a running fetch is then ignored); other states stay. */
  invalidate(): void;
  /** A stored state coming back (rehydration): a loading state becomes ready, the others are kept. */
  rehydrate(saved: ProductFetchState): void;
}

/** The store behind `useFetchShopwareProducts`: explicit states, a failed fetch clears the list and is logged. */
export function createProductFetchStore(logger: FetchLogger, initial: ProductFetchState = READY_PRODUCT_FETCH): ProductFetchStore {
  let state = initial.status === 'loading' ? { ...initial, status: 'ready' as const } : initial;
  let run = 0;
  const listeners = new Set<() => void>();
  const set = (next: ProductFetchState): void => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async fetch(fetchProducts) {
      const id = ++run;
      set({ status: 'loading', products: state.products });
      const result = await fetchProducts();
      if (id !== run || state.status !== 'loading') return;
      if (result.ok) set({ status: 'success', products: result.value });
      else {
        logger.error('useFetchShopwareProducts - Error', result.error);
        set({ status: 'failed', products: [] });
      }
    },
    invalidate() {
      if (state.status !== 'loading') return;
      run += 1;
      set({ status: 'ready', products: state.products });
    },
    rehydrate(saved) {
      run += 1;
      set(saved.status === 'loading' ? { status: 'ready', products: saved.products } : saved);
    },
  };
}
