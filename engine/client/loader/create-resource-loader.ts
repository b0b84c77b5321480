import type { PageData, RscData, SliceData } from '../../shared/page-data-schema.ts';
import { checkPayload } from '../../shared/payload-checks.ts';
import { rscDataUrl, sliceDataUrl, staticQueryUrl } from '../../shared/page-data-url.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { fetchJson } from '../fetch-json.ts';
import type { LoaderError } from './load-result.ts';
import { createPageCache } from './page-cache.ts';
import { timerDelay, withRetry, type Delay, type RetryPolicy } from './retry.ts';

/** Imports one component chunk: `() => import('./pages/home.tsx')`. */
export type ComponentLoader<TModule> = () => Promise<TModule>;

/** A failed part of a page, and whether a later load may succeed. */
export interface ResourceFailure {
  readonly error: LoaderError;
  readonly retryable: boolean;
}

/** What a page needs besides its page data. */
export interface PageParts<TModule> {
  readonly module: TModule;
  /** By hash: the page's static queries and its slices', deduplicated. */
  readonly staticQueryResults: Readonly<Record<string, unknown>>;
  /** By slice name. */
  readonly slices: Readonly<Record<string, SliceData>>;
}

/** Options of {@link createResourceLoader}. */
export interface ResourceLoaderOptions<TModule> {
  /** Component chunks by chunk name (`componentChunkName` in page data). */
  readonly components: Readonly<Record<string, ComponentLoader<TModule>>>;
  readonly fetch: typeof fetch;
  /** Put in front of every data URL. @default '' */
  readonly prefix?: string | undefined;
  /** @default DEFAULT_RETRY_POLICY */
  readonly retry?: RetryPolicy | undefined;
  /** @default timerDelay */
  readonly delay?: Delay | undefined;
  /** Makes the module of a server-only page from its `-rsc.json` payload (partial hydration). */
  readonly serverOnlyModule?: ((rsc: RscData) => TModule | Promise<TModule>) | undefined;
}

/** Loads the parts a page's data refers to. */
export interface ResourceLoader<TModule> {
  load(pageData: PageData): Promise<Result<PageParts<TModule>, ResourceFailure>>;
  /**
   * The slices and static queries only, kept where `load` finds them. No component chunk: importing one
   * runs the module and applies its stylesheets to the page on screen, work that belongs to a navigation.
   */
  loadData(pageData: PageData): Promise<Result<Omit<PageParts<TModule>, 'module'>, ResourceFailure>>;
  /** Forgets the slice data and static query results it keeps. */
  clear(): void;
}

/** Slice data and static query results kept: both are small and shared by many pages. */
const RESOURCE_CACHE_SIZE = 500;

/**
 * Creates the loader of a page's parts: its slices (`slice-data/<name>.json`),
 * the static queries of the page and of those slices
 * (`page-data/sq/d/<hash>.json`) and its component chunk, all in parallel
 * where they can be. Slice data and query results are kept once loaded;
 * failures are not kept here (the page cache decides).
 *
 * Failures are values, never rejections:
 * - a slice or static query that cannot be read (any status, invalid body)
 *   → `We couldn't load "<url>"`, retryable: both are named by page data of
 *   the same deploy, so a miss means a deploy still propagating;
 * - a chunk name missing from `components` → `We couldn't find the correct
 *   component chunk with the name "<c>"`, not retryable (the origin threw
 *   here, leaving an unhandled rejection);
 * - a rejected import → retryable (a chunk download failed).
 */
export function createResourceLoader<TModule>(options: ResourceLoaderOptions<TModule>): ResourceLoader<TModule> {
  const keepSuccesses = <T>(result: Result<T, ResourceFailure>): number => (result.ok ? Infinity : 0);
  const slices = createPageCache<Result<SliceData, ResourceFailure>>({ ttl: keepSuccesses, maxEntries: RESOURCE_CACHE_SIZE });
  const queries = createPageCache<Result<unknown, ResourceFailure>>({ ttl: keepSuccesses, maxEntries: RESOURCE_CACHE_SIZE });

  async function fetchResource<T>(kind: 'slice' | 'static-query', url: string, parse: (json: unknown) => { readonly value: T } | undefined): Promise<Result<T, ResourceFailure>> {
    const { outcome } = await withRetry(() => fetchJson(url, { fetch: options.fetch }), {
      shouldRetry: (result) => !result.ok && result.error.retryable,
      policy: options.retry,
      delay: options.delay,
    });
    const message = `We couldn't load "${url}"`;
    if (!outcome.ok) {
      const status = outcome.error.status ?? 0;
      return err({ retryable: true, error: { type: `${kind}/${outcome.error.type}`, message, status, cause: outcome.error.message } });
    }
    const parsed = parse(outcome.value);
    return parsed ? ok(parsed.value) : err({ retryable: true, error: { type: `${kind}/invalid`, message, status: 200 } });
  }

  const loadSlice = (name: string): Promise<Result<SliceData, ResourceFailure>> =>
    slices.load(name, () =>
      fetchResource('slice', sliceDataUrl(name, options.prefix), (json) => {
        const checked = checkPayload('slice', json);
        return checked.ok ? { value: checked.value } : undefined;
      }),
    );

  const loadQuery = (hash: string): Promise<Result<unknown, ResourceFailure>> =>
    queries.load(hash, () =>
      fetchResource('static-query', staticQueryUrl(hash, options.prefix), (json) => {
        const checked = checkPayload('staticQuery', json);
        return checked.ok ? { value: checked.value.data } : undefined;
      }),
    );

  async function loadModule(chunk: string): Promise<Result<TModule, ResourceFailure>> {
    const loadChunk = Object.hasOwn(options.components, chunk) ? options.components[chunk] : undefined;
    if (!loadChunk) {
      const message = `We couldn't find the correct component chunk with the name "${chunk}"`;
      return err({ retryable: false, error: { type: 'component/unknown-chunk', message } });
    }
    try {
      const module = await loadChunk();
      if (module) return ok(module);
      return err({ retryable: false, error: { type: 'component/empty-module', message: `The component chunk "${chunk}" loaded no module` } });
    } catch (cause) {
      const message = `We couldn't load the component chunk "${chunk}": ${String(cause)}`;
      return err({ retryable: true, error: { type: 'component/import-failed', message, cause } });
    }
  }

  /** A server-only page loads no component chunk: its rendered fragment comes from `-rsc.json`. */
  async function loadServerOnly(pageData: PageData): Promise<Result<TModule, ResourceFailure>> {
    if (!options.serverOnlyModule) {
      const message = `"${pageData.path}" is server-only; no serverOnlyModule given`;
      return err({ retryable: false, error: { type: 'rsc/unsupported', message } });
    }
    // Its own chunk: only server-only pages need it.
    const { fetchRscData } = await import('./fetch-rsc-data.ts');
    const rsc = await fetchRscData(rscDataUrl(pageData.path, options.prefix), {
      fetch: options.fetch,
      delay: options.delay ?? timerDelay,
      check: (json) => checkPayload('rsc', json),
    });
    if (!rsc.ok) {
      const { retryable, ...error } = rsc.error;
      return err({ retryable, error });
    }
    return ok(await options.serverOnlyModule(rsc.value));
  }

  /** The page's slices and the static queries of the page and of those slices, deduplicated. */
  async function loadData(pageData: PageData): Promise<Result<Omit<PageParts<TModule>, 'module'>, ResourceFailure>> {
    const sliceNames = [...new Set(Object.values(pageData.slicesMap))];
    const sliceResults = await Promise.all(sliceNames.map(loadSlice));
    const loadedSlices: Record<string, SliceData> = {};
    for (const [i, result] of sliceResults.entries()) {
      if (!result.ok) return result;
      loadedSlices[sliceNames[i] as string] = result.value;
    }
    const hashes = [...new Set([...pageData.staticQueryHashes, ...Object.values(loadedSlices).flatMap((s) => s.staticQueryHashes)])];
    const queryResults = await Promise.all(hashes.map(loadQuery));
    const staticQueryResults: Record<string, unknown> = {};
    for (const [i, result] of queryResults.entries()) {
      if (!result.ok) return result;
      staticQueryResults[hashes[i] as string] = result.value;
    }
    return ok({ staticQueryResults, slices: loadedSlices });
  }

  return {
    async load(pageData) {
      const modulePromise = pageData.serverOnly === true ? loadServerOnly(pageData) : loadModule(pageData.componentChunkName);
      const [moduleResult, dataResult] = await Promise.all([modulePromise, loadData(pageData)]);
      if (!dataResult.ok) return dataResult;
      if (!moduleResult.ok) return moduleResult;
      return ok({ module: moduleResult.value, ...dataResult.value });
    },
    loadData,
    clear() {
      slices.clear();
      queries.clear();
    },
  };
}
