/**
 * The runtime's building blocks (loader, navigator, prefetch, boot), for composing another runtime or testing.
 * A site imports `@cycle/engine/client` (only `hydrate`), so the bundler can split the lazy parts.
 */
export { hydrate, runtimeFromResources, DELAYED_LOAD_EVENT, ROUTE_UPDATE_EVENT } from './hydrate.tsx';
export type { HydrateOptions, PageModule, ClientRuntime } from './hydrate.tsx';
export { ClientApp, routerNavigatorFor } from './app/client-app.tsx';
export type { ClientAppProps, ClientView } from './app/client-app.tsx';
export { checkBuildHash, RELOAD_FLAG_KEY } from './boot/check-build-hash.ts';
export { isChunkLoadFailure, watchChunkFailures } from './boot/watch-chunk-failures.ts';
export type { ChunkFailureTarget, WatchChunkFailuresOptions } from './boot/watch-chunk-failures.ts';
export { canUseServiceWorker, registerServiceWorker, SW_INSECURE_MESSAGE } from './boot/register-service-worker.ts';
export type { ServiceWorkerMode, ServiceWorkerOutcome, RegisterServiceWorkerOptions, WorkboxLike } from './boot/register-service-worker.ts';
export { fetchRscData, RSC_MAX_ATTEMPTS, RSC_RETRY_MS } from './loader/fetch-rsc-data.ts';
export { fetchJson } from './fetch-json.ts';
export {
  createLoader,
  DEFAULT_RETRY_WINDOW_MS,
  needsFullNavigation,
  PAGE_LOAD_STATUSES,
  fetchPageData,
  NOT_FOUND_PAGE,
  SERVER_ERROR_PAGE,
  loadAppData,
  UNKNOWN_COMPILATION_HASH,
  createPageCache,
  createPathResolver,
  createMatchPathPicker,
  rankMatchPath,
  DEFAULT_RETRY_POLICY,
} from './loader/index.ts';
export type {
  Loader,
  LoaderOptions,
  PageLoadResult,
  PageLoadStatus,
  PageResources,
  LoaderError,
  PageDataResult,
  PageDataSuccess,
  PageCache,
  ResolvedPath,
  MatchPathEntry,
  MatchParams,
  ComponentLoader,
  RetryPolicy,
  Delay,
} from './loader/index.ts';
export {
  PREFETCH_POLICY,
  canPrefetch,
  createPrefetchQueue,
  observeLinks,
  browserPrefetchEnvironment,
  prefetchOutcome,
} from './prefetch/index.ts';
export type {
  PrefetchPolicy,
  PrefetchEnvironment,
  CreatePrefetchQueueOptions,
  PrefetchFn,
  PrefetchHandle,
  PrefetchQueue,
  RequestIdle,
  Schedule,
  IntersectionObserverLike,
  MutationObserverLike,
  ObserveLinksOptions,
  VisibilityEntry,
  BrowserPrefetchEnvironment,
  PrefetchWindow,
  PrefetchOutcome,
  PrefetchOutcomeOptions,
} from './prefetch/index.ts';
export {
  createNavigator,
  entryKey,
  syncHead,
  DELAYED_LOAD_MS,
  IDLE_NAVIGATION,
  isNavigationPending,
  parsePath,
  shouldHandleClick,
  announceRoute,
  routeAnnouncement,
  DEFAULT_ROUTE_ANNOUNCEMENT,
  createScrollRestoration,
  focusPage,
} from './navigation/index.ts';
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
  NavigationTarget,
  AnchorLike,
  ClickLike,
  ClickLocation,
  AnnounceRouteOptions,
  RouteAnnouncementOptions,
  ScrollDocument,
  ScrollLocation,
  ScrollOutcome,
  ScrollRestoration,
  ScrollRestorationOptions,
  ScrollStorage,
  ScrollWindow,
  FocusPageOptions,
} from './navigation/index.ts';
