import { assertNever } from '../../shared/invariant.ts';
import type { RscData } from '../../shared/page-data-schema.ts';
import { createPathResolver, type ResolvedPath } from './create-path-resolver.ts';
import { createResourceLoader, type ComponentLoader } from './create-resource-loader.ts';
import { fetchPageData, type PageDataResult } from './fetch-page-data.ts';
import { loadAppData } from './load-app-data.ts';
import type { LoaderError, PageLoadResult, PageResources } from './load-result.ts';
import type { MatchParams, MatchPathEntry } from './match-path.ts';
import { createPageCache, DEFAULT_PAGE_CACHE_SIZE } from './page-cache.ts';
import type { Delay, RetryPolicy } from './retry.ts';

/**
 * How long a retryable failure is remembered, in ms. Within it, loading the
 * path again answers the same error without a request (as the origin does
 * for good), so hover, prefetch and click do not hammer a failing server;
 * after it, the next load goes to the network again.
 */
export const DEFAULT_RETRY_WINDOW_MS = 10_000;

/** Options of {@link createLoader}. */
export interface LoaderOptions<TModule> {
  /** Component chunks by chunk name: `{ home: () => import('./home.tsx') }`. */
  readonly components: Readonly<Record<string, ComponentLoader<TModule>>>;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch | undefined;
  /** Put in front of every data URL (asset prefix + path prefix). @default '' */
  readonly prefix?: string | undefined;
  /** Pages answering client-side patterns (`/at-de/*`), as the build lists them. @default [] */
  readonly matchPaths?: readonly MatchPathEntry[] | undefined;
  /** The current location's path, for relative links. @default () => '/' */
  readonly currentPath?: (() => string) | undefined;
  /** The page whose data stands in for a missing path (e.g. its market's not-found page). @default () => '/404.html' */
  readonly notFoundPage?: ((path: string) => string) | undefined;
  /**
   * Turns a server-only page's `-rsc.json` payload into the module rendered
   * in place of a component chunk (partial hydration). Without it, a
   * server-only page fails like an unknown chunk.
   */
  readonly serverOnlyModule?: ((rsc: RscData) => TModule | Promise<TModule>) | undefined;
  /** @default DEFAULT_RETRY_POLICY (4 attempts, 100/200/400 ms apart) */
  readonly retry?: RetryPolicy | undefined;
  /** Waits between retries. @default timerDelay (setTimeout) */
  readonly delay?: Delay | undefined;
  /** Clock for cache ages and `createdAt`. @default Date.now */
  readonly now?: (() => number) | undefined;
  /** @default DEFAULT_RETRY_WINDOW_MS */
  readonly retryWindowMs?: number | undefined;
  /** Pages (and page data) kept, least recently used evicted first. @default DEFAULT_PAGE_CACHE_SIZE */
  readonly maxPages?: number | undefined;
}

/** The page-data loader of the browser runtime. */
export interface Loader<TModule> {
  /**
   * Loads everything a page needs. Never rejects: failures are `error`
   * results. Concurrent loads of one key share their requests; a loaded page
   * is answered from the cache, the same object every time.
   */
  loadPage(rawPath: string): Promise<PageLoadResult<TModule>>;
  /** The cached result for a path, without any request; `undefined` when not loaded. */
  loadPageSync(rawPath: string): PageLoadResult<TModule> | undefined;
  /** `true` when the path is not loaded, or loaded as the 404 page. */
  isPageNotFound(rawPath: string): boolean;
  /** Loads and caches a page's data only (no parts, no HEAD). */
  prefetchPageData(rawPath: string): Promise<PageDataResult>;
  /**
   * What prefetching a link in view needs: the page data, and then its slices and static queries, each cached
   * where `loadPage` finds it. The component chunk is not imported here: that runs the module and applies its
   * stylesheets to the page on screen (a long task per page on a phone), so it waits for an intent to navigate
   * (hover, focus, touch: `loadPage`). No page is cached as loaded and no HEAD is sent. Resolves the page data's
   * result; a part that fails is left for `loadPage` to retry and report.
   */
  prefetchPage(rawPath: string): Promise<PageDataResult>;
  /** The key and route params a raw path resolves to. */
  resolvePath(rawPath: string): ResolvedPath;
  /** Forgets every cached page, page data, slice and static query. */
  clear(): void;
}

/** A settled load as the page cache keeps it (params and key are added per call). */
type CachedLoad<TModule> =
  | { readonly status: 'loaded'; readonly resources: PageResources<TModule> }
  | { readonly status: 'error'; readonly error: LoaderError; readonly retryable: boolean };

/**
 * Creates the loader: path → key (normalised, LRU 512, matchPath) → page
 * data and app data in parallel → slices, static queries and component
 * chunk → cached page. A not-found key is confirmed by `HEAD <key>` on every
 * load (unless the raw path starts with `//`): 200 means the server has the
 * page, and the result is an error telling the caller to let the browser
 * load it.
 *
 * Caching: loaded pages are kept (LRU); failures that cannot succeed with
 * this deploy (`retryable: false`) are kept like pages, as the origin does;
 * retryable failures only for `retryWindowMs`, so they never poison a path
 * for the rest of the session.
 */
export function createLoader<TModule = unknown>(options: LoaderOptions<TModule>): Loader<TModule> {
  const io = {
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
    prefix: options.prefix,
    retry: options.retry,
    delay: options.delay,
    notFoundPage: options.notFoundPage,
  };
  const now = options.now ?? Date.now;
  const retryWindow = options.retryWindowMs ?? DEFAULT_RETRY_WINDOW_MS;
  const maxEntries = options.maxPages ?? DEFAULT_PAGE_CACHE_SIZE;
  const failureTtl = (retryable: boolean): number => (retryable ? retryWindow : Infinity);

  const resolver = createPathResolver({ matchPaths: options.matchPaths, currentPath: options.currentPath });
  const resources = createResourceLoader<TModule>({ ...io, components: options.components, serverOnlyModule: options.serverOnlyModule });
  const pageData = createPageCache<PageDataResult>({ now, maxEntries, ttl: (r) => (r.ok ? Infinity : failureTtl(r.error.retryable)) });
  const pages = createPageCache<CachedLoad<TModule>>({ now, maxEntries, ttl: (entry) => (entry.status === 'loaded' ? Infinity : failureTtl(entry.retryable)) });
  const headChecks = new Map<string, Promise<number>>();

  const loadPageData = (key: string): Promise<PageDataResult> => pageData.load(key, () => fetchPageData(key, io));

  async function loadFresh(key: string): Promise<CachedLoad<TModule>> {
    // The build check runs beside the page's own loads: the page data, then its chunk, slices and queries, do not
    // wait for app-data.json (a prefetched page's data is there at once, so its chunk starts with the check).
    const appData = loadAppData(io);
    const data = await loadPageData(key);
    if (!data.ok) {
      await appData;
      const { retryable, ...error } = data.error;
      return { status: 'error', error, retryable };
    }
    const [parts, compilationHash] = await Promise.all([resources.load(data.value.payload), appData]);
    if (!parts.ok) return { status: 'error', ...parts.error };
    const { payload, pagePath, notFound, internalServerError } = data.value;
    return {
      status: 'loaded',
      resources: { key, pageData: payload, pagePath, ...parts.value, compilationHash, notFound, internalServerError, createdAt: now() },
    };
  }

  /** Status of `HEAD <key>`, shared while in flight, never cached: each load asks again. */
  function headStatus(key: string): Promise<number> {
    const pending = headChecks.get(key);
    if (pending) return pending;
    const check = (async () => {
      try {
        return (await io.fetch(key, { method: 'HEAD' })).status;
      } catch {
        // Network error: the page cannot be confirmed, so the 404 page is shown.
        return 0;
      }
    })();
    headChecks.set(key, check);
    void check.finally(() => headChecks.delete(key));
    return check;
  }

  function toResult(key: string, params: MatchParams, entry: CachedLoad<TModule>): PageLoadResult<TModule> {
    switch (entry.status) {
      case 'loaded':
        return { status: entry.resources.notFound ? 'not-found' : 'loaded', key, params, resources: entry.resources };
      case 'error':
        return { status: 'error', key, error: entry.error, retryable: entry.retryable };
      default:
        return assertNever(entry, 'cached load');
    }
  }

  return {
    async loadPage(rawPath) {
      const { key, params } = resolver.resolve(rawPath);
      const entry = await pages.load(key, () => loadFresh(key));
      if (entry.status === 'loaded' && entry.resources.notFound && !rawPath.startsWith('//') && (await headStatus(key)) === 200) {
        const message = `${key} exists on the server only: load it in full`;
        return { status: 'error', key, retryable: false, error: { type: 'page/exists-on-server', message, status: 200 } };
      }
      return toResult(key, params, entry);
    },
    loadPageSync(rawPath) {
      const { key, params } = resolver.resolve(rawPath);
      const entry = pages.peek(key);
      return entry && toResult(key, params, entry);
    },
    isPageNotFound(rawPath) {
      const entry = pages.peek(resolver.resolve(rawPath).key);
      return entry === undefined || (entry.status === 'loaded' && entry.resources.notFound);
    },
    prefetchPageData: (rawPath) => loadPageData(resolver.resolve(rawPath).key),
    async prefetchPage(rawPath) {
      const data = await loadPageData(resolver.resolve(rawPath).key);
      if (data.ok) await resources.loadData(data.value.payload);
      return data;
    },
    resolvePath: (rawPath) => resolver.resolve(rawPath),
    clear() {
      pages.clear();
      pageData.clear();
      resources.clear();
    },
  };
}
