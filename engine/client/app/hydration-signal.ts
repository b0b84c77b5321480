import type { HydrationSignal } from '../../react/use-hydrated.ts';

/** A {@link HydrationSignal} the runtime settles with `markHydrated` once the root has committed its hydration. */
export interface HydrationSignalSource extends HydrationSignal {
  /** Marks the page hydrated and tells every listener, once; later calls do nothing. */
  readonly markHydrated: () => void;
  /** Settles when `markHydrated` is first called. */
  readonly hydrated: Promise<void>;
}

/** Creates the hydration signal of one page load. */
export function createHydrationSignal(): HydrationSignalSource {
  let isHydrated = false;
  const listeners = new Set<() => void>();
  let resolve: () => void = () => undefined;
  const hydrated = new Promise<void>((done) => {
    resolve = done;
  });
  return {
    isHydrated: () => isHydrated,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markHydrated() {
      if (isHydrated) return;
      isHydrated = true;
      for (const listener of listeners) listener();
      listeners.clear();
      resolve();
    },
    hydrated,
  };
}
