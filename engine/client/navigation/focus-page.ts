/** Options of `focusPage`. */
export interface FocusPageOptions {
  /** Where to find the wrapper, usually `document`. */
  readonly root: { getElementById(id: string): { focus(options?: FocusOptions): void } | null };
  /** `true` on the first render after page load: focus stays where the browser put it. */
  readonly isFirstRender: boolean;
  /**
   * Whether the pathname changed. A change of query or hash alone (a listing's facet, sort or page) keeps
   * focus where the visitor is, as reach's FocusHandler does (it focuses when the matched uri changes).
   * @default true
   */
  readonly pathnameChanged?: boolean;
  /** The wrapper's id: `PAGE_WRAPPER_ID` (`'page-wrapper'`) in the engine's page shell. */
  readonly wrapperId: string;
}

/**
 * Moves focus to the page wrapper after a route change, so keyboard and
 * screen-reader users start at the new page instead of the clicked link.
 * `preventScroll`: scroll is the scroll restoration's job.
 * Returns whether focus was moved.
 */
export function focusPage(options: FocusPageOptions): boolean {
  if (options.isFirstRender || options.pathnameChanged === false) return false;
  const wrapper = options.root.getElementById(options.wrapperId);
  if (wrapper === null) return false;
  wrapper.focus({ preventScroll: true });
  return true;
}
