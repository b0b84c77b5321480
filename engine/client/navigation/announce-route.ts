/** The default announcement; `{title}` is replaced by the page's name. Translate by passing another template. */
export const DEFAULT_ROUTE_ANNOUNCEMENT = 'Navigated to {title}';

/** Options of `routeAnnouncement`. */
export interface RouteAnnouncementOptions {
  /** The page wrapper (`#page-wrapper`); its first `h1` names the page. */
  readonly wrapper: ParentNode | null;
  /** `document.title`. */
  readonly title: string;
  /** The new pathname, the name of last resort. */
  readonly pathname: string;
  /** @default DEFAULT_ROUTE_ANNOUNCEMENT */
  readonly template?: string | undefined;
}

/**
 * The text announced after a route change: the template filled with the
 * first `h1`'s text, else the document title, else `new page at <pathname>`.
 */
export function routeAnnouncement(options: RouteAnnouncementOptions): string {
  const heading = options.wrapper?.querySelector('h1')?.textContent?.trim() ?? '';
  const title = options.title.trim();
  const name = heading || title || `new page at ${options.pathname}`;
  return (options.template ?? DEFAULT_ROUTE_ANNOUNCEMENT).replaceAll('{title}', name);
}

/** Options of `announceRoute`. */
export interface AnnounceRouteOptions extends RouteAnnouncementOptions {
  /** The live region (`#route-announcer`). */
  readonly announcer: { textContent: string | null } | null;
  /** `true` on the first render after page load: nothing is announced then. */
  readonly isInitialLoad: boolean;
}

/**
 * Writes the route announcement into the live region, except on the initial
 * load (the screen reader already reads the new document) and when the text
 * is unchanged (writing the same text would be announced again).
 * Returns the text written, or `null` when nothing was written.
 */
export function announceRoute(options: AnnounceRouteOptions): string | null {
  if (options.isInitialLoad || options.announcer === null) return null;
  const text = routeAnnouncement(options);
  if (options.announcer.textContent === text) return null;
  options.announcer.textContent = text;
  return text;
}
