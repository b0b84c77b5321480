import { assertNever } from '../../shared/invariant.ts';
import { splitQuery } from '../../shared/normalize-path.ts';
import type { PageData } from '../../shared/page-data-schema.ts';
import { checkPayload } from '../../shared/payload-checks.ts';
import { pageDataUrl } from '../../shared/page-data-url.ts';
import { err, ok, type Result, type ResultError } from '../../shared/result.ts';
import { withRetry, type Delay, type RetryPolicy } from './retry.ts';

/** The page whose data stands in for a missing page. */
export const NOT_FOUND_PAGE = '/404.html';
/** The page whose data stands in for a page the server failed on (status 500). */
export const SERVER_ERROR_PAGE = '/500.html';

/** What {@link fetchPageData} needs from its surroundings. */
export interface FetchPageDataDeps {
  readonly fetch: typeof fetch;
  /** Put in front of every data URL (asset prefix + path prefix). @default '' */
  readonly prefix?: string | undefined;
  /** @default DEFAULT_RETRY_POLICY */
  readonly retry?: RetryPolicy | undefined;
  /** Waits between retries. @default timerDelay */
  readonly delay?: Delay | undefined;
  /**
   * The page whose data stands in for a missing `path`, e.g. the not-found
   * page of the path's market (`/fr-fr/404/`). When that page's data is
   * missing too, `/404.html`'s is used.
   * @default () => NOT_FOUND_PAGE
   */
  readonly notFoundPage?: ((path: string) => string) | undefined;
}

/** Page data that can be rendered: the page's own, or a fallback page's. */
export interface PageDataSuccess {
  readonly payload: PageData;
  /** The page the data belongs to: the requested key, a not-found page (`/404.html`) or `/500.html`. */
  readonly pagePath: string;
  /** The page has no data; this is the 404 page's. */
  readonly notFound: boolean;
  /** The server failed on the page (500); this is the 500 page's data. */
  readonly internalServerError: boolean;
}

/** `ok` with renderable data, or a failure value (`type` `page-data/…`, `retryable`, `status`). */
export type PageDataResult = Result<PageDataSuccess>;

/** One response, classified. Only `transient` is retried. */
type Attempt =
  | { readonly kind: 'page'; readonly payload: PageData }
  | { readonly kind: 'not-found'; readonly why: string }
  | { readonly kind: 'server-error' }
  | { readonly kind: 'invalid'; readonly why: string }
  | { readonly kind: 'transient'; readonly status: number; readonly why: string };

/**
 * Fetches a page's `page-data.json` for a normalised key (query kept in the
 * URL). Outcomes, by response:
 * - 200 with JSON that has `path` and fits `PageDataSchema` → the page (a
 *   query missing from `payload.path` is appended);
 * - 404, or 200 that is not JSON or has no `path` (a host's HTML fallback) →
 *   `/404.html`'s data with `notFound`;
 * - 500 → `/500.html`'s data with `internalServerError` (a 500 is the server's
 *   deliberate answer for this page; 502/503/504 are availability, retried);
 * - 200 with `path` but another shape → error `page-data/invalid`: another
 *   build's format, which a full page load will show correctly;
 * - anything else (network error, 403, 429, 503…) → retried per the policy,
 *   then a retryable error.
 * A fallback page that is itself missing or failing (404, 500, invalid) ends
 * in a non-retryable error: the origin's `/500.html` answering 500 recursed
 * forever. Each URL gets its own retry budget.
 */
export async function fetchPageData(path: string, deps: FetchPageDataDeps): Promise<PageDataResult> {
  const first = await fetchOnce(path, deps);
  switch (first.kind) {
    case 'page':
      return ok({ payload: withQuery(first.payload, path), pagePath: path, notFound: false, internalServerError: false });
    case 'not-found': {
      const own = deps.notFoundPage?.(path) ?? NOT_FOUND_PAGE;
      if (own === NOT_FOUND_PAGE || own === path) return fallback(path, NOT_FOUND_PAGE, first.why, deps);
      // The market's own not-found page first; `/404.html` when it is missing too.
      const local = await fallback(path, own, first.why, deps);
      return !local.ok && local.error.type === 'page-data/no-fallback' ? fallback(path, NOT_FOUND_PAGE, first.why, deps) : local;
    }
    case 'server-error':
      return fallback(path, SERVER_ERROR_PAGE, 'status 500', deps);
    case 'invalid':
    case 'transient':
      return err(failure(pageDataUrl(path, deps.prefix), first));
    default:
      return assertNever(first, 'page-data attempt');
  }
}

async function fallback(path: string, fallbackPath: string, why: string, deps: FetchPageDataDeps): Promise<PageDataResult> {
  const url = pageDataUrl(path, deps.prefix);
  if (path === NOT_FOUND_PAGE || path === SERVER_ERROR_PAGE) return err(noFallback(url, why));
  const second = await fetchOnce(fallbackPath, deps);
  switch (second.kind) {
    case 'page':
      return ok({
        payload: second.payload,
        pagePath: fallbackPath,
        notFound: fallbackPath !== SERVER_ERROR_PAGE,
        internalServerError: fallbackPath === SERVER_ERROR_PAGE,
      });
    case 'not-found':
      return err(noFallback(url, `${why}; ${fallbackPath}: ${second.why}`));
    case 'server-error':
      return err(noFallback(url, `${why}; ${fallbackPath}: status 500`));
    case 'invalid':
    case 'transient':
      return err(failure(pageDataUrl(fallbackPath, deps.prefix), second));
    default:
      return assertNever(second, 'page-data attempt');
  }
}

/** One URL, retried while the answer is transient. */
async function fetchOnce(path: string, deps: FetchPageDataDeps): Promise<Attempt> {
  const url = pageDataUrl(path, deps.prefix);
  const { outcome } = await withRetry(() => requestPageData(url, deps.fetch), {
    shouldRetry: (a) => a.kind === 'transient',
    policy: deps.retry,
    delay: deps.delay,
  });
  return outcome;
}

async function requestPageData(url: string, doFetch: typeof fetch): Promise<Attempt> {
  try {
    const response = await doFetch(url);
    switch (response.status) {
      case 200:
        return classifyBody(await response.text());
      case 404:
        return { kind: 'not-found', why: 'status 404' };
      case 500:
        return { kind: 'server-error' };
      default:
        return { kind: 'transient', status: response.status, why: `status ${response.status}` };
    }
  } catch (error) {
    // A rejected fetch or a body cut off mid-way: the network, so worth a retry.
    return { kind: 'transient', status: 0, why: `network error: ${String(error)}` };
  }
}

function classifyBody(text: string): Attempt {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: a host answering a missing file with its HTML page, i.e. a 404.
    return { kind: 'not-found', why: 'status 200 with a body that is not JSON' };
  }
  if (typeof json !== 'object' || json === null || (json as { path?: unknown }).path === undefined) {
    return { kind: 'not-found', why: 'status 200 with JSON that has no "path"' };
  }
  const checked = checkPayload('pageData', json);
  return checked.ok ? { kind: 'page', payload: checked.value } : { kind: 'invalid', why: checked.why };
}

/** The origin keeps the query on the payload's path, so the page key and the payload agree. */
function withQuery(payload: PageData, key: string): PageData {
  const { query } = splitQuery(key);
  if (query === '' || payload.path.includes(query)) return payload;
  return { ...payload, path: payload.path + query };
}

function failure(url: string, attempt: Extract<Attempt, { kind: 'invalid' | 'transient' }>): ResultError {
  if (attempt.kind === 'invalid') {
    return { type: 'page-data/invalid', message: `We couldn't load "${url}": not page data of this build (${attempt.why})`, retryable: false, status: 200 };
  }
  const type = attempt.status === 0 ? 'page-data/network' : `page-data/http-${attempt.status}`;
  return { type, message: `We couldn't load "${url}": ${attempt.why}`, retryable: true, status: attempt.status };
}

function noFallback(url: string, why: string): ResultError {
  return { type: 'page-data/no-fallback', message: `We couldn't load "${url}" and there is no fallback page data (${why})`, retryable: false };
}
