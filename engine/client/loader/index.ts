/** The page-data loader of the browser runtime: see create-loader.ts for the flow. */
export { createLoader, DEFAULT_RETRY_WINDOW_MS } from './create-loader.ts';
export type { Loader, LoaderOptions } from './create-loader.ts';
export { needsFullNavigation, PAGE_LOAD_STATUSES } from './load-result.ts';
export type { PageLoadResult, PageLoadStatus, PageResources, LoaderError } from './load-result.ts';
export { fetchPageData, NOT_FOUND_PAGE, SERVER_ERROR_PAGE } from './fetch-page-data.ts';
export type { PageDataResult, PageDataSuccess } from './fetch-page-data.ts';
export { loadAppData, UNKNOWN_COMPILATION_HASH } from './load-app-data.ts';
export { createPageCache } from './page-cache.ts';
export type { PageCache } from './page-cache.ts';
export { createPathResolver } from './create-path-resolver.ts';
export type { ResolvedPath } from './create-path-resolver.ts';
export { createMatchPathPicker, rankMatchPath } from './match-path.ts';
export type { MatchParams, MatchPathEntry } from './match-path.ts';
export type { ComponentLoader } from './create-resource-loader.ts';
export { DEFAULT_RETRY_POLICY } from './retry.ts';
export type { Delay, RetryPolicy } from './retry.ts';
