/**
 * The gallery service's client (issue 15.3; services/galleries/README.md: `GET /v1/feeds/<feedId>/posts`). The same
 * code talks to a production feed service and to the local one; only `baseUrl` differs. Answers are parsed with
 * valibot and mapped into the grid's `GalleryItem`s; expected failures come back as `Result` values, never thrown:
 * no answer (`network`), no answer in time (`timeout`), a non-2xx (`http`, with the service's detail and status:
 * 404 is "this page has no feed"), a 2xx that is not JSON or not the shape (`parse`), the caller's abort (`aborted`).
 */
import * as v from 'valibot';
import { err, ok, type Result } from '@cycle/engine/shared';
import { isRetryableStatus, type RequestError } from '../commerce/request/request-error.ts';
import type { GalleryItem } from './gallery-types.ts';

/** A page of a feed in the site's terms. */
export interface GalleryPage {
  readonly title: string;
  /** The language the captions are in (the service falls back when the brand lacks the page's). */
  readonly language: string;
  readonly items: readonly GalleryItem[];
  readonly total: number;
}

export interface GalleryClientOptions {
  /** The service's origin, without `/v1`: `http://127.0.0.1:4230`. */
  readonly baseUrl: string;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** A request without a whole answer after this many ms fails as `timeout`; 0: no limit. @default 8000 */
  readonly timeoutMs?: number;
}

export interface GalleryClient {
  /** One page of a feed's posts in a locale's language. */
  listPosts(feedId: string, query?: { readonly limit?: number; readonly offset?: number; readonly locale?: string; readonly signal?: AbortSignal }): Promise<Result<GalleryPage, RequestError>>;
}

const HttpUrl = v.pipe(v.string(), v.url(), v.check((u) => /^https?:\/\//.test(u), 'must be an http(s) URL'));
const Size = v.pipe(v.number(), v.integer(), v.minValue(1));
const WirePost = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  caption: v.optional(v.string()),
  alt: v.string(),
  author: v.optional(v.object({ name: v.string(), handle: v.optional(v.string()) })),
  image: v.object({ url: HttpUrl, width: Size, height: Size, sizes: v.optional(v.array(v.object({ width: Size, url: HttpUrl }))) }),
});
const WirePage = v.object({ feed: v.object({ title: v.string(), language: v.string() }), posts: v.array(WirePost), total: v.pipe(v.number(), v.integer(), v.minValue(0)) });
const WireErrors = v.object({ errors: v.array(v.object({ detail: v.optional(v.string()) })) });

/** A post as a grid item: `srcSet` from its sizes, the author's name (and handle) as the photo credit. */
export function toGalleryItem(post: v.InferOutput<typeof WirePost>): GalleryItem {
  const sizes = post.image.sizes ?? [];
  const author = post.author ? (post.author.handle ? `${post.author.name} (${post.author.handle})` : post.author.name) : '';
  return {
    id: post.id,
    src: post.image.url,
    ...(sizes.length > 0 ? { srcSet: sizes.map((s) => `${s.url} ${s.width}w`).join(', ') } : {}),
    width: post.image.width,
    height: post.image.height,
    alt: post.alt,
    ...(post.caption ? { caption: post.caption } : {}),
    ...(author ? { author } : {}),
  };
}

/** Creates the client; see the module comment for the outcomes. */
export function createGalleryClient(options: GalleryClientOptions): GalleryClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const timeoutMs = options.timeoutMs ?? 8000;
  return {
    async listPosts(feedId, query = {}) {
      const params = new URLSearchParams();
      if (query.limit !== undefined) params.set('limit', String(query.limit));
      if (query.offset !== undefined) params.set('offset', String(query.offset));
      if (query.locale !== undefined) params.set('locale', query.locale);
      const search = params.toString();
      const url = `${base}/v1/feeds/${encodeURIComponent(feedId)}/posts${search ? `?${search}` : ''}`;
      const fail = (type: RequestError['type'], message: string, extra: { status?: number; body?: unknown } = {}): Result<never, RequestError> =>
        err({ type, message, url, retryable: type === 'network' || type === 'timeout' || (extra.status !== undefined && isRetryableStatus(extra.status)), ...extra });
      const controller = new AbortController();
      let timedOut = false;
      const timer = timeoutMs > 0 ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs) : undefined;
      const onAbort = (): void => controller.abort();
      if (query.signal?.aborted) return fail('aborted', `GET ${url} aborted`);
      query.signal?.addEventListener('abort', onAbort, { once: true });
      let status: number;
      let text: string;
      try {
        const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: controller.signal });
        status = response.status;
        text = await response.text();
      } catch (error) {
        if (query.signal?.aborted) return fail('aborted', `GET ${url} aborted`);
        if (timedOut) return fail('timeout', `GET ${url}: no answer within ${timeoutMs} ms`);
        return fail('network', `GET ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
        query.signal?.removeEventListener('abort', onAbort);
      }
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        if (status >= 200 && status <= 299) return fail('parse', `GET ${url} answered ${status} with a body that is not JSON`, { status });
        body = text;
      }
      if (status < 200 || status > 299) {
        const errors = v.safeParse(WireErrors, body);
        const detail = errors.success ? errors.output.errors.map((e) => e.detail).filter(Boolean).join('; ') : '';
        return fail('http', `GET ${url} answered ${status}${detail ? `: ${detail}` : ''}`, { status, body });
      }
      const parsed = v.safeParse(WirePage, body);
      if (!parsed.success) return fail('parse', `GET ${url}: unexpected answer: ${v.getDotPath(parsed.issues[0]) ?? '(body)'}: ${parsed.issues[0].message}`, { status });
      return ok({ title: parsed.output.feed.title, language: parsed.output.feed.language, items: parsed.output.posts.map(toGalleryItem), total: parsed.output.total });
    },
  };
}
