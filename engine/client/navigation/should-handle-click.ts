/** The parts of a `MouseEvent` the click filter reads. */
export interface ClickLike {
  readonly button: number;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly defaultPrevented: boolean;
}

/** The parts of an `<a>` element the click filter reads. */
export interface AnchorLike {
  /** The resolved URL (`HTMLAnchorElement.href`). */
  readonly href: string;
  /** `''` when the attribute is absent. */
  readonly target: string;
  hasAttribute(name: string): boolean;
}

/** The parts of `window.location` the click filter reads. */
export interface ClickLocation {
  readonly href: string;
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
}

/**
 * Whether the runtime should handle a link click itself (then the caller
 * calls `preventDefault` and navigates); otherwise the browser does.
 *
 * Like the reference runtime, any `target` (even `_self`) leaves the click
 * to the browser: the author asked for browser behaviour explicitly.
 */
export function shouldHandleClick(event: ClickLike, anchor: AnchorLike, location: ClickLocation): boolean {
  if (event.button !== 0 || event.defaultPrevented) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if (anchor.target !== '' || anchor.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    // An href the URL parser rejects is not ours to route.
    return false;
  }
  if (url.origin !== location.origin) return false;
  // A hash link within the page is a jump the browser does best (and keeps scroll history for).
  const samePage = url.pathname === location.pathname && url.search === location.search;
  return !(samePage && url.hash !== '');
}
