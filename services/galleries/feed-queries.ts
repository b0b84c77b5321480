/**
 * The gallery service's answers as pure functions over the checked data: reading a query string (every bad value
 * is a problem naming its parameter) and shaping a feed page, a feed and the feed list for one language.
 */
import type { GalleryData } from './load-gallery-data.ts';
import type { GalleryPost } from './gallery-schema.ts';
import { mediaWidthsOf } from './render-media.ts';

/** Posts per page when the query names no limit, and the most one page may hold. */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** A problem with one query parameter: the answer is a 400 naming it. */
export interface QueryProblem {
  readonly parameter: string;
  readonly detail: string;
}
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: readonly QueryProblem[] };

/** A page of a feed in one language. */
export interface PostsQuery {
  readonly limit: number;
  readonly offset: number;
  /** A BCP 47 tag or language (`de-AT`, `de`); absent: the feed's first language. */
  readonly locale?: string;
}

const clip = (text: string, n = 60): string => (text.length > n ? `${text.slice(0, n)}…` : text);
const quoted = (text: string): string => JSON.stringify(clip(text));
/** `de`, `de-AT`, `de_at`, `en-GB`: a language subtag and an optional region. */
const LOCALE = /^([a-z]{2})(?:[-_]([a-z]{2}|\d{3}))?$/i;

function reader(query: URLSearchParams, known: readonly string[]) {
  const problems: QueryProblem[] = [];
  for (const name of new Set(query.keys())) {
    if (!known.includes(name)) problems.push({ parameter: clip(name, 40), detail: `is not a parameter here (use ${known.join(', ') || 'none'})` });
    else if (query.getAll(name).length > 1) problems.push({ parameter: name, detail: 'is given more than once' });
  }
  const whole = (name: string, min: number, max: number, fallback: number): number => {
    const raw = query.get(name)?.trim();
    if (raw === undefined) return fallback;
    // Digits only: Number() would also take `0x10`, `1e3`, `Infinity` and an empty string.
    const value = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push({ parameter: name, detail: `must be a whole number from ${min} to ${max}, not ${quoted(raw)}` });
      return fallback;
    }
    return value;
  };
  return { problems, whole, text: (name: string) => query.get(name)?.trim() };
}

/** Reads `limit`, `offset` and `locale` of a posts request. */
export function parsePostsQuery(query: URLSearchParams): Parsed<PostsQuery> {
  const r = reader(query, ['limit', 'offset', 'locale']);
  const limit = r.whole('limit', 1, MAX_LIMIT, DEFAULT_LIMIT);
  const offset = r.whole('offset', 0, 100_000, 0);
  const locale = r.text('locale');
  if (locale !== undefined && !LOCALE.test(locale)) r.problems.push({ parameter: 'locale', detail: `must be a language or language-region tag such as de or de-AT, not ${quoted(locale)}` });
  return r.problems.length > 0 ? { ok: false, problems: r.problems } : { ok: true, value: { limit, offset, ...(locale ? { locale } : {}) } };
}

/** Reads a request that takes no parameters, or the feed list's `brand`. */
export function parseFeedsQuery(query: URLSearchParams, data: GalleryData): Parsed<{ brand?: string; locale?: string }> {
  const r = reader(query, ['brand', 'locale']);
  const brand = r.text('brand');
  if (brand !== undefined && !data.brands.has(brand)) r.problems.push({ parameter: 'brand', detail: `must be one of ${[...data.brands.keys()].sort().join(', ')}, not ${quoted(brand)}` });
  const locale = r.text('locale');
  if (locale !== undefined && !LOCALE.test(locale)) r.problems.push({ parameter: 'locale', detail: `must be a language or language-region tag such as de or de-AT, not ${quoted(locale)}` });
  return r.problems.length > 0 ? { ok: false, problems: r.problems } : { ok: true, value: { ...(brand ? { brand } : {}), ...(locale ? { locale } : {}) } };
}

/** Only `locale`, for one feed. */
export function parseFeedQuery(query: URLSearchParams): Parsed<{ locale?: string }> {
  const r = reader(query, ['locale']);
  const locale = r.text('locale');
  if (locale !== undefined && !LOCALE.test(locale)) r.problems.push({ parameter: 'locale', detail: `must be a language or language-region tag such as de or de-AT, not ${quoted(locale)}` });
  return r.problems.length > 0 ? { ok: false, problems: r.problems } : { ok: true, value: locale ? { locale } : {} };
}

/** The language a feed answers in: the locale's language if the brand speaks it, else the brand's first (English if it has it). */
export function languageFor(languages: readonly string[], locale: string | undefined): string {
  const wanted = locale?.slice(0, 2).toLowerCase();
  if (wanted !== undefined && languages.includes(wanted)) return wanted;
  return languages.includes('en') ? 'en' : languages[0]!;
}

/** A post as the API shows it, its picture's URLs under `mediaBase` (the service's own origin). */
export function postJson(post: GalleryPost, language: string, mediaBase: string) {
  const widths = mediaWidthsOf(post);
  const url = (w: number): string => `${mediaBase}/v1/media/${post.id}/${w}.webp`;
  const middle = widths.includes(960) ? 960 : widths[widths.length - 1]!;
  return {
    id: post.id,
    createdAt: post.createdAt,
    source: 'instagram' as const,
    caption: post.caption[language]!,
    alt: post.alt[language]!,
    author: { name: post.author.name, handle: post.author.handle },
    image: {
      url: url(middle),
      width: post.image.width,
      height: post.image.height,
      sizes: widths.map((w) => ({ width: w, height: Math.round((post.image.height * w) / post.image.width), url: url(w) })),
    },
  };
}

/** One page of a feed. */
export function feedPage(feed: NonNullable<ReturnType<GalleryData['feeds']['get']>>, query: PostsQuery, mediaBase: string) {
  const language = languageFor(feed.languages, query.locale);
  const posts = feed.posts.slice(query.offset, query.offset + query.limit);
  return {
    feed: { id: feed.id, title: feed.title[language]!, language },
    posts: posts.map((post) => postJson(post, language, mediaBase)),
    total: feed.posts.length,
    limit: query.limit,
    offset: query.offset,
  };
}

/** A feed without its posts. */
export function feedJson(feed: NonNullable<ReturnType<GalleryData['feeds']['get']>>, locale: string | undefined) {
  const language = languageFor(feed.languages, locale);
  return { id: feed.id, brand: feed.brand, kind: feed.kind, ...(feed.line ? { line: feed.line } : {}), title: feed.title[language]!, language, languages: feed.languages, total: feed.posts.length };
}
