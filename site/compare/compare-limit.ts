/** Breakpoints of spec §9 that bound how many bikes fit side by side. */
export const COMPARE_BREAKPOINTS = { small: 576, large: 992 } as const;

/**
 * How many bikes a shopper may compare on a screen this wide: 4 from 992 px (desktop), 3 from 576 px,
 * 2 below (phone), so the columns stay readable.
 */
export function maxCompareItems(viewportWidth: number): number {
  if (viewportWidth >= COMPARE_BREAKPOINTS.large) return 4;
  if (viewportWidth >= COMPARE_BREAKPOINTS.small) return 3;
  return 2;
}

/** The most any screen allows: the comparison URL never holds more. */
export const MAX_COMPARE_ITEMS = 4;
