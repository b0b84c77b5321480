import { PAGE_WRAPPER_ID } from '../../react/page-shell.tsx';

/** Options of `focusPage`. */
export interface FocusPageOptions {
  /** Where to find the wrapper, usually `document`. */
  readonly root: { getElementById(id: string): { focus(options?: FocusOptions): void } | null };
  /** `true` on the first render after page load: focus stays where the browser put it. */
  readonly isFirstRender: boolean;
  /** @default PAGE_WRAPPER_ID (`'page-wrapper'`) */
  readonly wrapperId?: string | undefined;
}

/**
 * Moves focus to the page wrapper after a route change, so keyboard and
 * screen-reader users start at the new page instead of the clicked link.
 * `preventScroll`: scroll is the scroll restoration's job.
 * Returns whether focus was moved.
 */
export function focusPage(options: FocusPageOptions): boolean {
  if (options.isFirstRender) return false;
  const wrapper = options.root.getElementById(options.wrapperId ?? PAGE_WRAPPER_ID);
  if (wrapper === null) return false;
  wrapper.focus({ preventScroll: true });
  return true;
}
