/** Breakpoints in px shared by every brand; `stickySmall` only where the brand's theme says so. */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600, stickySmall: 759 } as const;

/** A min-width media query for a breakpoint. */
export const mediaUp = (bp: keyof typeof breakpoints): string => `screen and (min-width: ${breakpoints[bp]}px)`;
