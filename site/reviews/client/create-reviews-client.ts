/**
 * The reviews service's client: the Bazaarvoice Conversations API's review query (`GET /data/reviews.json`) and the
 * static host's rating summaries (`GET /static/<brand>/<ll_CC>/rating-summaries.json`). The same code talks to the
 * production service and to the local one (`services/reviews/`): only `baseUrl` and `passkey` differ.
 *
 * Answers are parsed with valibot and mapped into the site's types (`review-types.ts`); expected failures come back
 * as `Result` values, never thrown: no answer (`network`), no answer in time (`timeout`), a non-2xx or an answer
 * with `HasErrors` (`http`, with the API's messages), a 2xx that is not JSON or not the shape (`parse`), the
 * caller's abort (`aborted`). It does not retry by itself: the build hands it the retrying fetch; in the browser the
 * shopper asks again (the list's Try again).
 */
import * as v from 'valibot';
import { err, ok, type Result } from '@cycle/engine/shared';
import { isRetryableStatus, type RequestError } from '../../commerce/request/request-error.ts';
import type { RatingSummary, Review, ReviewPage, ReviewSort } from '../review-types.ts';

/** Why a reviews request failed (the commerce layer's request error). */
export type ReviewsClientError = RequestError;
export type ReviewsResult<T> = Result<T, ReviewsClientError>;

export interface ReviewsClientOptions {
  /** The service's origin (and path prefix, if any): `http://127.0.0.1:4220`. */
  readonly baseUrl: string;
  /** The brand's display API key. */
  readonly passkey: string;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** A request without a whole answer after this many ms fails as `timeout`; 0: no limit. @default 10000 */
  readonly timeoutMs?: number;
}

/** One page of a product's reviews. */
export interface ReviewQuery {
  readonly productId: string;
  /** Languages (`de`) the reviews are written in; null: every language. */
  readonly languages: readonly string[] | null;
  readonly sort: ReviewSort;
  readonly limit: number;
  readonly offset: number;
}

export interface ReviewsClient {
  listReviews(query: ReviewQuery, options?: { readonly signal?: AbortSignal }): Promise<ReviewsResult<ReviewPage>>;
  /** Every reviewed product's summary for a brand's locale (`de_AT`), by product id. */
  ratingSummaries(brand: string, contentLocale: string, options?: { readonly signal?: AbortSignal }): Promise<ReviewsResult<Readonly<Record<string, RatingSummary>>>>;
}

export const REVIEWS_TIMEOUT_MS = 10_000;
/** The API version spoken. */
export const REVIEWS_API_VERSION = '5.4';

/** The API's `Sort` of each of the list's orders (newest breaks ties everywhere). */
export const SORT_PARAMETER: Readonly<Record<ReviewSort, string>> = {
  newest: 'SubmissionTime:desc',
  highest: 'Rating:desc,SubmissionTime:desc',
  lowest: 'Rating:asc,SubmissionTime:desc',
  helpful: 'Helpfulness:desc,SubmissionTime:desc',
};

// ── Wire shapes ───────────────────────────────────────────────────────────────────────────────────────────────

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const WireReview = v.object({
  Id: v.pipe(v.string(), v.minLength(1)),
  Title: v.nullish(v.string()),
  ReviewText: v.string(),
  Rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  UserNickname: v.nullish(v.string()),
  UserLocation: v.nullish(v.string()),
  SubmissionTime: v.pipe(v.string(), v.minLength(10)),
  ContentLocale: v.pipe(v.string(), v.regex(/^[a-z]{2}_[A-Z]{2}$/)),
  IsRecommended: v.nullish(v.boolean()),
  TotalPositiveFeedbackCount: v.optional(Count, 0),
});
const WireErrors = v.object({ HasErrors: v.literal(true), Errors: v.array(v.object({ Code: v.string(), Message: v.optional(v.string()) })) });
const WirePage = v.object({
  Limit: Count,
  Offset: Count,
  TotalResults: Count,
  Results: v.array(WireReview),
  HasErrors: v.literal(false),
});
const WireSummaries = v.object({
  products: v.record(v.string(), v.object({
    average: v.pipe(v.number(), v.minValue(1), v.maxValue(5)),
    count: v.pipe(Count, v.minValue(1)),
    distribution: v.tuple([Count, Count, Count, Count, Count]),
    localeCount: Count,
  })),
});

const toReview = (w: v.InferOutput<typeof WireReview>): Review => ({
  id: w.Id,
  title: (w.Title ?? '').trim(),
  text: w.ReviewText.trim(),
  rating: w.Rating,
  nickname: (w.UserNickname ?? '').trim(),
  location: w.UserLocation?.trim() || null,
  submittedAt: w.SubmissionTime,
  contentLocale: w.ContentLocale,
  language: w.ContentLocale.slice(0, 2),
  recommended: w.IsRecommended ?? null,
  helpfulVotes: w.TotalPositiveFeedbackCount,
});

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Creates the client; see the module comment for the outcomes. */
export function createReviewsClient(options: ReviewsClientOptions): ReviewsClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const timeoutMs = options.timeoutMs ?? REVIEWS_TIMEOUT_MS;

  async function getJson<S extends v.GenericSchema, T>(url: string, schema: S, map: (wire: v.InferOutput<S>) => T, signal?: AbortSignal): Promise<ReviewsResult<T>> {
    // The passkey is public (it ships in every page) but has no business in logs.
    const shown = url.replace(/passkey=[^&]*/, 'passkey=…');
    const fail = (type: ReviewsClientError['type'], message: string, extra: { status?: number; body?: unknown } = {}): ReviewsResult<never> =>
      err({ type, message, url: shown, retryable: type === 'network' || type === 'timeout' || (extra.status !== undefined && isRetryableStatus(extra.status)), ...extra });
    const controller = new AbortController();
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs) : undefined;
    const onAbort = (): void => controller.abort();
    if (signal?.aborted) return fail('aborted', `GET ${shown} aborted`);
    signal?.addEventListener('abort', onAbort, { once: true });
    let status: number;
    let text: string;
    try {
      const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: controller.signal });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) return fail('aborted', `GET ${shown} aborted`);
      if (timedOut) return fail('timeout', `GET ${shown}: no answer within ${timeoutMs} ms`);
      return fail('network', `GET ${shown} failed: ${messageOf(error)}`);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    let body: unknown;
    let isJson = true;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      isJson = false;
      body = text;
    }
    // Bazaarvoice reports bad parameters with HasErrors (with HTTP 200 in production, 400 from the local service).
    const errors = v.safeParse(WireErrors, body);
    if (status < 200 || status > 299 || errors.success) {
      const detail = errors.success ? errors.output.Errors.map((e) => `${e.Code}${e.Message ? `: ${e.Message}` : ''}`).join('; ') : '';
      return fail('http', `GET ${shown} answered ${status}${detail ? `: ${detail}` : ''}`, { status, body });
    }
    if (!isJson) return fail('parse', `GET ${shown} answered ${status} with a body that is not JSON`, { status });
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const where = issue ? v.getDotPath(issue) : null;
      return fail('parse', `GET ${shown} answered an unexpected shape${where ? ` at ${where}` : ''}: ${issue?.message ?? 'invalid'}`, { status });
    }
    return ok(map(parsed.output));
  }

  return {
    listReviews(q, call) {
      const params = new URLSearchParams({ apiversion: REVIEWS_API_VERSION, passkey: options.passkey });
      params.append('Filter', `ProductId:${q.productId}`);
      if (q.languages !== null && q.languages.length > 0) params.append('Filter', `ContentLocale:${q.languages.map((l) => `${l}*`).join(',')}`);
      params.set('Sort', SORT_PARAMETER[q.sort]);
      params.set('Limit', String(q.limit));
      params.set('Offset', String(q.offset));
      return getJson(`${base}/data/reviews.json?${params}`, WirePage, (w) => ({ total: w.TotalResults, offset: w.Offset, limit: w.Limit, reviews: w.Results.map(toReview) }), call?.signal);
    },
    ratingSummaries(brand, contentLocale, call) {
      return getJson(`${base}/static/${encodeURIComponent(brand)}/${encodeURIComponent(contentLocale)}/rating-summaries.json`, WireSummaries, (w) => w.products as Record<string, RatingSummary>, call?.signal);
    },
  };
}
