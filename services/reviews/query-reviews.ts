/**
 * The Conversations API's review query (`GET /data/reviews.json`) over one brand's reviews: parameters parsed into a
 * query (every problem a Bazaarvoice error `{ Code, Message }` naming the parameter), the query run (filter, sort,
 * page, statistics) and the static host's rating summaries. Pure functions over the checked data: no I/O.
 */
import type { BrandReviews, ReviewData } from './load-review-data.ts';
import type { StoredReview } from './review-schema.ts';

/** The API version this service speaks (`apiversion=`). */
export const API_VERSION = '5.4';
/** Bazaarvoice's page size limits. */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
export const MAX_OFFSET = 300_000;

/** One problem, as the API reports it in `Errors`. */
export interface ApiError {
  readonly Code: string;
  readonly Message: string;
}

export const SORT_FIELDS = ['SubmissionTime', 'Rating', 'Helpfulness', 'TotalPositiveFeedbackCount'] as const;
type SortField = (typeof SORT_FIELDS)[number];
export const FILTER_FIELDS = ['ProductId', 'ContentLocale', 'Rating', 'Id'] as const;
const OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte'] as const;
type Operator = (typeof OPERATORS)[number];
const PARAMETERS = ['apiversion', 'passkey', 'Filter', 'Sort', 'Limit', 'Offset', 'Stats', 'Include', 'Locale'] as const;

/** A parsed review query. */
export interface ReviewQuery {
  readonly brand: BrandReviews;
  readonly productIds: readonly string[] | null;
  readonly ids: readonly string[] | null;
  /** Exact locales (`de_AT`) and language prefixes (`de*` → `de`). */
  readonly locales: { readonly exact: readonly string[]; readonly languages: readonly string[] } | null;
  readonly rating: readonly { readonly op: Operator; readonly value: number }[];
  readonly sort: readonly { readonly field: SortField; readonly desc: boolean }[];
  readonly limit: number;
  readonly offset: number;
  readonly stats: boolean;
  readonly includeProducts: boolean;
  readonly locale: string | null;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly ApiError[]; readonly limit: number; readonly offset: number };

const clip = (text: string, n = 60): string => (text.length > n ? `${text.slice(0, n)}…` : text);
const shown = (text: string): string => JSON.stringify(clip(text));
const DECIMAL = /^\d{1,7}$/;
const LOCALE = /^[a-z]{2}_[A-Z]{2}$/;
const LANGUAGE_WILDCARD = /^[a-z]{2}\*$/;

/** Reads the query string of a review request; every problem found is listed, each naming its parameter. */
export function parseReviewQuery(query: URLSearchParams, data: ReviewData): Parsed<ReviewQuery> {
  const errors: ApiError[] = [];
  const fail = (Code: string, Message: string): void => void errors.push({ Code, Message });
  const single = (name: string): string | null => {
    const all = query.getAll(name);
    if (all.length > 1) fail('ERROR_PARAM_INVALID_PARAMETERS', `${name} is given ${all.length} times; give it once.`);
    return all[0] ?? null;
  };
  for (const key of new Set(query.keys())) {
    if (!(PARAMETERS as readonly string[]).includes(key)) {
      const near = PARAMETERS.find((p) => p.toLowerCase() === key.toLowerCase());
      fail('ERROR_PARAM_INVALID_PARAMETERS', `${shown(key)} is not a parameter of this API${near ? `; did you mean ${near}?` : ''} (known: ${PARAMETERS.join(', ')}).`);
    }
  }

  const version = single('apiversion');
  if (version === null) fail('ERROR_PARAM_MISSING_VERSION', `apiversion is required; this API speaks ${API_VERSION}.`);
  else if (version !== API_VERSION) fail('ERROR_PARAM_INVALID_API_VERSION', `apiversion ${shown(version)} is not supported; this API speaks ${API_VERSION}.`);

  const passkey = single('passkey');
  const brand = passkey === null ? undefined : data.byPasskey.get(passkey);
  if (passkey === null) fail('ERROR_PARAM_INVALID_API_KEY', 'passkey is required: the API key of the brand’s site.');
  else if (brand === undefined) fail('ERROR_PARAM_INVALID_API_KEY', `passkey ${shown(passkey)} is not a known API key.`);

  const number = (name: string, fallback: number, min: number, max: number): number => {
    const raw = single(name);
    if (raw === null) return fallback;
    if (!DECIMAL.test(raw) || Number(raw) < min || Number(raw) > max) {
      fail(name === 'Limit' ? 'ERROR_PARAM_INVALID_LIMIT' : 'ERROR_PARAM_INVALID_OFFSET', `${name} ${shown(raw)} must be a whole number from ${min} to ${max}.`);
      return fallback;
    }
    return Number(raw);
  };
  const limit = number('Limit', DEFAULT_LIMIT, 1, MAX_LIMIT);
  const offset = number('Offset', 0, 0, MAX_OFFSET);

  let productIds: string[] | null = null;
  let ids: string[] | null = null;
  let locales: { exact: string[]; languages: string[] } | null = null;
  const rating: { op: Operator; value: number }[] = [];
  for (const filter of query.getAll('Filter')) {
    const [field = '', ...rest] = filter.split(':');
    if (!(FILTER_FIELDS as readonly string[]).includes(field)) {
      fail('ERROR_PARAM_INVALID_FILTER_ATTRIBUTE', `Filter ${shown(filter)}: ${shown(field)} cannot be filtered on (known: ${FILTER_FIELDS.join(', ')}).`);
      continue;
    }
    const op = rest.length > 1 && (OPERATORS as readonly string[]).includes(rest[0]!) ? (rest.shift() as Operator) : 'eq';
    const values = rest.join(':').split(',');
    if (values.some((value) => value === '' || value.length > 64)) {
      fail('ERROR_PARAM_INVALID_FILTER_ATTRIBUTE', `Filter ${shown(filter)} needs a value after ${field}: (values separated by commas, each 1–64 characters).`);
      continue;
    }
    if (field === 'Rating') {
      const bad = values.find((value) => !/^[1-5]$/.test(value));
      if (bad !== undefined) fail('ERROR_PARAM_INVALID_FILTER_ATTRIBUTE', `Filter ${shown(filter)}: a rating is a whole number from 1 to 5, not ${shown(bad)}.`);
      else for (const value of values) rating.push({ op, value: Number(value) });
      continue;
    }
    if (op !== 'eq') {
      fail('ERROR_PARAM_INVALID_FILTER_ATTRIBUTE', `Filter ${shown(filter)}: ${field} takes values only (${field}:a,b), no operator.`);
      continue;
    }
    if (field === 'ContentLocale') {
      const bad = values.find((value) => !LOCALE.test(value) && !LANGUAGE_WILDCARD.test(value));
      if (bad !== undefined) {
        fail('ERROR_PARAM_INVALID_FILTER_ATTRIBUTE', `Filter ${shown(filter)}: ${shown(bad)} is not a content locale (de_AT) or a language with a wildcard (de*).`);
        continue;
      }
      locales ??= { exact: [], languages: [] };
      for (const value of values) (value.endsWith('*') ? locales.languages : locales.exact).push(value.replace('*', ''));
    } else if (field === 'ProductId') productIds = [...(productIds ?? []), ...values];
    else ids = [...(ids ?? []), ...values];
  }

  const sort: { field: SortField; desc: boolean }[] = [];
  const sortText = single('Sort');
  if (sortText !== null) {
    for (const part of sortText.split(',')) {
      const [field = '', direction = 'asc', extra] = part.split(':');
      if (!(SORT_FIELDS as readonly string[]).includes(field) || (direction !== 'asc' && direction !== 'desc') || extra !== undefined) {
        fail('ERROR_PARAM_INVALID_SORT_ATTRIBUTE', `Sort ${shown(part)} is not a sort: use <field>:asc or <field>:desc with a field of ${SORT_FIELDS.join(', ')}.`);
      } else sort.push({ field: field as SortField, desc: direction === 'desc' });
    }
  }

  const stats = single('Stats');
  if (stats !== null && stats !== 'Reviews') fail('ERROR_PARAM_INVALID_PARAMETERS', `Stats ${shown(stats)}: only Stats=Reviews is answered here.`);
  const include = single('Include');
  if (include !== null && include !== 'Products') fail('ERROR_PARAM_INVALID_PARAMETERS', `Include ${shown(include)}: only Include=Products is answered here.`);
  const locale = single('Locale');
  if (locale !== null && !LOCALE.test(locale)) fail('ERROR_PARAM_INVALID_LOCALE', `Locale ${shown(locale)} is not a locale like de_AT.`);

  if (errors.length > 0 || brand === undefined) return { ok: false, errors, limit, offset };
  return { ok: true, value: { brand, productIds, ids, locales, rating, sort, limit, offset, stats: stats !== null, includeProducts: include !== null || stats !== null, locale } };
}

const compare = (op: Operator, a: number, b: number): boolean =>
  op === 'eq' ? a === b : op === 'neq' ? a !== b : op === 'lt' ? a < b : op === 'lte' ? a <= b : op === 'gt' ? a > b : a >= b;

const helpfulness = (r: StoredReview): number | null => {
  const total = r.TotalPositiveFeedbackCount + r.TotalNegativeFeedbackCount;
  return total === 0 ? null : Math.round((r.TotalPositiveFeedbackCount / total) * 1e6) / 1e6;
};

const inLocales = (locales: ReviewQuery['locales'], r: StoredReview): boolean =>
  locales === null || locales.exact.includes(r.ContentLocale) || locales.languages.includes(r.ContentLocale.slice(0, 2));

/** A review as the API answers it: the stored fields and what Bazaarvoice derives from them. */
export function answerReview(r: StoredReview): Record<string, unknown> {
  return {
    ...r,
    AuthorId: `a${r.Id}`,
    RatingRange: 5,
    LastModificationTime: r.SubmissionTime,
    TotalFeedbackCount: r.TotalPositiveFeedbackCount + r.TotalNegativeFeedbackCount,
    Helpfulness: helpfulness(r),
    IsSyndicated: false,
    ModerationStatus: 'APPROVED',
    Photos: [],
    Videos: [],
    Badges: {},
    SecondaryRatings: {},
  };
}

/** Review statistics as Bazaarvoice's `ReviewStatistics`. */
export function reviewStatistics(reviews: readonly StoredReview[]): Record<string, unknown> {
  const distribution = [1, 2, 3, 4, 5].map((value) => ({ RatingValue: value, Count: reviews.filter((r) => r.Rating === value).length })).filter((d) => d.Count > 0);
  const sum = reviews.reduce((s, r) => s + r.Rating, 0);
  return {
    AverageOverallRating: reviews.length === 0 ? null : Math.round((sum / reviews.length) * 1e4) / 1e4,
    TotalReviewCount: reviews.length,
    OverallRatingRange: 5,
    RatingDistribution: distribution,
    RecommendedCount: reviews.filter((r) => r.IsRecommended === true).length,
    NotRecommendedCount: reviews.filter((r) => r.IsRecommended === false).length,
    FirstSubmissionTime: reviews.length === 0 ? null : reviews.reduce((a, r) => (r.SubmissionTime < a ? r.SubmissionTime : a), reviews[0]!.SubmissionTime),
    LastSubmissionTime: reviews.length === 0 ? null : reviews.reduce((a, r) => (r.SubmissionTime > a ? r.SubmissionTime : a), reviews[0]!.SubmissionTime),
  };
}

/** The API's answer to a parsed query (the envelope without `HasErrors`/`Errors`). */
export function runReviewQuery(q: ReviewQuery): { Limit: number; Offset: number; TotalResults: number; Locale: string | null; Results: Record<string, unknown>[]; Includes: Record<string, unknown> } {
  const base = q.productIds === null ? q.brand.reviews : q.productIds.flatMap((id) => q.brand.byProduct.get(id) ?? []);
  const matching = base.filter((r) => (q.ids === null || q.ids.includes(r.Id)) && inLocales(q.locales, r) && q.rating.every((f) => compare(f.op, r.Rating, f.value)));
  // Newest first unless told otherwise; the id last, so that equal keys keep one order and pages never overlap.
  const sort = q.sort.length > 0 ? q.sort : [{ field: 'SubmissionTime' as const, desc: true }];
  const key = (r: StoredReview, field: SortField): number | string => (field === 'Helpfulness' ? (helpfulness(r) ?? -1) : field === 'Rating' ? r.Rating : field === 'TotalPositiveFeedbackCount' ? r.TotalPositiveFeedbackCount : r.SubmissionTime);
  const sorted = [...matching].sort((a, b) => {
    for (const s of sort) {
      const x = key(a, s.field);
      const y = key(b, s.field);
      if (x !== y) return (x < y ? -1 : 1) * (s.desc ? -1 : 1);
    }
    return Number(b.Id) - Number(a.Id);
  });
  const includes: Record<string, unknown> = {};
  if (q.includeProducts && q.productIds !== null) {
    const products: Record<string, unknown> = {};
    for (const id of new Set(q.productIds)) {
      if (!q.brand.products.includes(id)) continue;
      const all = q.brand.byProduct.get(id) ?? [];
      products[id] = {
        Id: id,
        ...(q.stats ? { ReviewStatistics: reviewStatistics(all), FilteredReviewStatistics: reviewStatistics(all.filter((r) => inLocales(q.locales, r))) } : {}),
      };
    }
    includes['Products'] = products;
    includes['ProductsOrder'] = Object.keys(products);
  }
  return {
    Limit: q.limit,
    Offset: q.offset,
    TotalResults: sorted.length,
    Locale: q.locale,
    Results: sorted.slice(q.offset, q.offset + q.limit).map(answerReview),
    Includes: includes,
  };
}

/** One product's line in a rating-summary file. */
export interface RatingSummary {
  /** Average of every review of the product (all languages), to two decimals. */
  readonly average: number;
  readonly count: number;
  /** Reviews with 1, 2, 3, 4 and 5 stars. */
  readonly distribution: readonly [number, number, number, number, number];
  /** Reviews written in the locale's language. */
  readonly localeCount: number;
}

/**
 * The static host's rating summaries of a brand for one of its site locales: every reviewed product (a product
 * without reviews is absent). The rating counts every review; `localeCount` those in the locale's language.
 */
export function ratingSummaries(brand: BrandReviews, locale: string): { brand: string; locale: string; products: Record<string, RatingSummary> } {
  const language = locale.slice(0, 2);
  const products: Record<string, RatingSummary> = {};
  for (const id of brand.products) {
    const reviews = brand.byProduct.get(id) ?? [];
    if (reviews.length === 0) continue;
    const distribution = [1, 2, 3, 4, 5].map((n) => reviews.filter((r) => r.Rating === n).length) as [number, number, number, number, number];
    products[id] = {
      average: Math.round((reviews.reduce((s, r) => s + r.Rating, 0) / reviews.length) * 100) / 100,
      count: reviews.length,
      distribution,
      localeCount: reviews.filter((r) => r.ContentLocale.startsWith(`${language}_`)).length,
    };
  }
  return { brand: brand.brand, locale, products };
}
