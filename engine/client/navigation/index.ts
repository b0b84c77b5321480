/** Client-side navigation: the navigator store, the link-click filter, announcer, focus and scroll. */
export { createNavigator, entryKey, DELAYED_LOAD_MS, IDLE_NAVIGATION, isNavigationPending } from './create-navigator.ts';
export type {
  HistoryLike,
  LocationLike,
  NavigateOptions,
  NavigationLocation,
  Navigator,
  NavigatorLoader,
  NavigatorOptions,
  NavigatorState,
  RenderableResult,
} from './create-navigator.ts';
export { parsePath } from './parse-path.ts';
export type { NavigationTarget } from './parse-path.ts';
export { shouldHandleClick } from './should-handle-click.ts';
export type { AnchorLike, ClickLike, ClickLocation } from './should-handle-click.ts';
export { announceRoute, routeAnnouncement, DEFAULT_ROUTE_ANNOUNCEMENT } from './announce-route.ts';
export type { AnnounceRouteOptions, RouteAnnouncementOptions } from './announce-route.ts';
export { createScrollRestoration } from './create-scroll-restoration.ts';
export type { ScrollDocument, ScrollLocation, ScrollOutcome, ScrollRestoration, ScrollRestorationOptions, ScrollStorage, ScrollWindow } from './create-scroll-restoration.ts';
export { focusPage } from './focus-page.ts';
export type { FocusPageOptions } from './focus-page.ts';
export { syncHead } from './sync-head.ts';
