/** Browser runtime of the engine. */
export { hydrate, runtimeFromResources } from './hydrate.tsx';
export { checkBuildHash, RELOAD_FLAG_KEY } from './boot/check-build-hash.ts';
export type { HydrateOptions, PageModule } from './hydrate.tsx';
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
