import { assertNever } from '../../shared/invariant.ts';
import type { PageData, SliceData } from '../../shared/page-data-schema.ts';
import type { MatchParams } from './match-path.ts';

/**
 * Everything a page needs to render, loaded together. The loader hands out
 * the same object for every load of its key while it is cached.
 */
export interface PageResources<TModule = unknown> {
  /** The key it was loaded for. */
  readonly key: string;
  /** The data to render: the page's own, or the 404/500 page's (see `pagePath`). */
  readonly pageData: PageData;
  /** The page whose data this is: `key`, `/404.html` or `/500.html`. */
  readonly pagePath: string;
  /** The component chunk's module, as the `components` entry resolved it. */
  readonly module: TModule;
  /** Static query results by hash: the page's and its slices'. */
  readonly staticQueryResults: Readonly<Record<string, unknown>>;
  /** Slice data by slice name. */
  readonly slices: Readonly<Record<string, SliceData>>;
  /** The deploy's build hash from `app-data.json`; `''` when it could not be read (never a reason to reload). */
  readonly compilationHash: string;
  /** The key has no page; these are the 404 page's resources, shown at the requested URL. */
  readonly notFound: boolean;
  /** The server failed on the key (500); these are the 500 page's resources. */
  readonly internalServerError: boolean;
  /** When the load finished, by the loader's clock. */
  readonly createdAt: number;
}

/** Why a load failed. */
export interface LoaderError {
  /**
   * Layered kind: `page-data/network`, `page-data/http-503`,
   * `page-data/no-fallback`, `page-data/invalid`, `static-query/http-404`,
   * `slice/parse`, `component/unknown-chunk`, `component/import-failed`,
   * `component/empty-module`, `page/exists-on-server`.
   */
  readonly type: string;
  readonly message: string;
  /** HTTP status of the failing response, when there was one (`0`: network error). */
  readonly status?: number;
  /** The thrown value behind it, e.g. a rejected import. */
  readonly cause?: unknown;
}

/** The statuses a page load ends in. */
export const PAGE_LOAD_STATUSES = ['loaded', 'not-found', 'error'] as const;
export type PageLoadStatus = (typeof PAGE_LOAD_STATUSES)[number];

/** How a load ended. */
export type PageLoadResult<TModule = unknown> =
  | { readonly status: 'loaded'; readonly key: string; readonly params: MatchParams; readonly resources: PageResources<TModule> }
  /** The key has no page: render the 404 page's `resources` at the requested URL. */
  | { readonly status: 'not-found'; readonly key: string; readonly params: MatchParams; readonly resources: PageResources<TModule> }
  | {
      readonly status: 'error';
      readonly key: string;
      readonly error: LoaderError;
      /**
       * `true`: a later load may succeed (network, 5xx, 429, a failed chunk
       * download); the failure is remembered only for the loader's retry
       * window. `false`: it cannot succeed with this deploy, or the URL must
       * be loaded by the browser itself (`page/exists-on-server`).
       */
      readonly retryable: boolean;
    };

/**
 * Whether the caller should leave the client runtime and let the browser
 * load the URL (a full page navigation). Only errors do: the server's HTML
 * is the best answer the runtime cannot give.
 */
export function needsFullNavigation(result: PageLoadResult<unknown>): boolean {
  switch (result.status) {
    case 'loaded':
    case 'not-found':
      return false;
    case 'error':
      return true;
    default:
      return assertNever(result, 'page load status');
  }
}
