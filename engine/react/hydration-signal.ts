import type { HydrationSignal } from './use-hydrated.ts';

/** A {@link HydrationSignal} the runtime settles with `markHydrated` once the root has committed its hydration. */
export interface HydrationSignalSource extends HydrationSignal {
  /** Marks the page hydrated and settles `hydrated`; later calls change nothing. */
  readonly markHydrated: () => void;
}

/** Creates the hydration signal of one page load. */
export function createHydrationSignal(): HydrationSignalSource {
  let isHydrated = false;
  let settle = (): void => undefined;
  const hydrated = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return {
    isHydrated: () => isHydrated,
    hydrated,
    markHydrated() {
      isHydrated = true;
      settle();
    },
  };
}
