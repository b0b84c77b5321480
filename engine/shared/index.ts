/** Isomorphic helpers shared by the build and the browser runtime. */
export type { Json } from './json.ts';
export { invariant, assertNever } from './invariant.ts';
export { ErrorsCatalogue, EngineError, engineError, serializeError } from './errors-catalogue.ts';
export type { CatalogueName } from './errors-catalogue.ts';
export { ok, err } from './result.ts';
export type { Result, ResultError } from './result.ts';
export { createLruCache } from './lru-cache.ts';
export type { LruCache } from './lru-cache.ts';
export { normalizePath, createPathNormalizer, splitQuery, routeKey, PATH_CACHE_SIZE } from './normalize-path.ts';
export {
  pageDataUrl,
  pageDataSegment,
  rscDataUrl,
  appDataUrl,
  staticQueryUrl,
  sliceDataUrl,
  htmlFilePath,
} from './page-data-url.ts';
export {
  PageDataSchema,
  PageHeadSchema,
  AppDataSchema,
  SliceDataSchema,
  StaticQueryDataSchema,
  RscDataSchema,
} from './page-data-schema.ts';
export type { PageData, PageHead, AppData, SliceData, RscData } from './page-data-schema.ts';
