/** The page-data loader of the browser runtime: see create-loader.ts for the flow. */
export { createLoader, DEFAULT_RETRY_WINDOW_MS } from './create-loader.ts';
export type { Loader, LoaderOptions } from './create-loader.ts';
export { needsFullNavigation, PAGE_LOAD_STATUSES } from './load-result.ts';
export type { PageLoadResult, PageLoadStatus, PageResources, LoaderError } from './load-result.ts';
export { fetchPageData, NOT_FOUND_PAGE, SERVER_ERROR_PAGE } from './fetch-page-data.ts';
export type { FetchPageDataDeps, PageDataResult, PageDataSuccess } from './fetch-page-data.ts';
export { loadAppData, UNKNOWN_COMPILATION_HASH } from './load-app-data.ts';
export type { LoadAppDataDeps } from './load-app-data.ts';
export { createPageCache, DEFAULT_PAGE_CACHE_SIZE } from './page-cache.ts';
export type { PageCache, PageCacheOptions } from './page-cache.ts';
export { createPathResolver, NO_PARAMS } from './create-path-resolver.ts';
export type { PathResolver, PathResolverOptions, ResolvedPath } from './create-path-resolver.ts';
export { createMatchPathPicker, matchPathParams, rankMatchPath } from './match-path.ts';
export type { MatchParams, MatchPathEntry, MatchPathHit } from './match-path.ts';
export { createResourceLoader } from './create-resource-loader.ts';
export type { ComponentLoader, PageParts, ResourceFailure, ResourceLoader, ResourceLoaderOptions } from './create-resource-loader.ts';
export { DEFAULT_RETRY_POLICY, retryDelay, timerDelay, withRetry } from './retry.ts';
export type { Delay, RetryOptions, RetryPolicy } from './retry.ts';
