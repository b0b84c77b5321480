/**
 * The content client: storyblok-js-client 7.7.6 against Storyblok's Content Delivery API v2 (or the
 * local content service, which speaks the same API), answering in our own types with expected
 * failures as values. Limits (spec §9): page size 25, relations fetched in batches of 50 (by the
 * library, by uuid), 5 requests/s (3 with an OAuth token), network errors, timeouts (30 s per try),
 * 5xx and 429 retried with exponential backoff up to 5 times (10 in the shop layer; `fetch-with-backoff.ts`),
 * cache keyed by token and cache version, cleared manually (automatically in the shop layer).
 */
import StoryblokClient from 'storyblok-js-client';
import * as v from 'valibot';
import { err, ok, type Result } from '@cycle/engine/shared';
import { RESOLVE_LINKS_VALUES, type ContentError, type ContentStory, type ContentVersion, type ResolveLinks } from './content-types.ts';
import type { RetryPolicy } from '../../commerce/request/fetch-with-retry.ts';
import { createBackoffFetch, failureOf } from './fetch-with-backoff.ts';
import { mapStory } from './map-story.ts';
import { parseWireStories, WireSingle } from './story-schemas.ts';

/** Port of `pnpm start`'s local content service (the embedded default). */
export const LOCAL_CONTENT_PORT = 4190;
/** The embedded default API base. */
export const LOCAL_CONTENT_ENDPOINT = `http://127.0.0.1:${LOCAL_CONTENT_PORT}/v2`;

export interface ContentClientOptions {
  /** Brand id: names the embedded default's tokens (`<brand>-public`, `<brand>-preview`). */
  readonly brand: string;
  /**
   * Access token (public for builds, preview for preview mode). Missing: a console error, and the
   * embedded default (`<brand>-public`/`-preview` against `endpoint`, default the local service).
   */
  readonly token?: string;
  /** `preview` reads drafts with the preview token. @default 'public' */
  readonly mode?: 'public' | 'preview';
  /** API base with `/v2`, no trailing slash. @default Storyblok EU with a token, else LOCAL_CONTENT_ENDPOINT */
  readonly endpoint?: string;
  /** Management-API token: lowers the rate limit to 3/s. */
  readonly oauthToken?: string;
  /** The space's default language (stories in it say `lang: default`). @default 'default' */
  readonly defaultLanguage?: string;
  /** Requests per second. @default 5, 3 with `oauthToken` */
  readonly rateLimit?: number;
  /** Retries after a network error, timeout, 5xx or 429 (spec §9: 5, 10 in the shop layer). @default 5 */
  readonly maxRetries?: number;
  /**
   * The rest of the retry policy (`site/commerce/request/fetch-with-retry.ts`): backoff from `baseDelayMs`
   * (1 s) doubling up to `maxDelayMs` (10 s) with jitter, and `timeoutMs` per try (30 s; 0: none).
   * @default DEFAULT_RETRY_POLICY
   */
  readonly retry?: Partial<Omit<RetryPolicy, 'maxRetries'>>;
  /** `manual`: `flushCache()` clears; `auto`: cleared when a new cache version arrives (the shop layer). @default 'manual' */
  readonly cacheClear?: 'manual' | 'auto';
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** Warnings (every retry, a final 5xx/429) and errors (missing token). @default console */
  readonly log?: { readonly warn: (message: string) => void; readonly error: (message: string) => void };
}

export interface StoryQuery {
  /** Language folder / Storyblok language code. @default the space's default language */
  readonly language?: string;
  /** @default 'published' ('draft' in preview mode) */
  readonly version?: ContentVersion;
  /** `component.field` relations to resolve (`page.faqs`). */
  readonly resolveRelations?: readonly string[];
  /** Resolve story links: `story` (whole story), `url`, `link`; `1` means `story`. */
  readonly resolveLinks?: ResolveLinks;
  /** Root-level content fields left out. */
  readonly excludingFields?: readonly string[];
  /** Cache version to ask for (normally tracked per token by the library). */
  readonly cv?: number;
}

export interface StoriesQuery extends StoryQuery {
  readonly startsWith?: string;
  readonly byUuids?: readonly string[];
  readonly bySlugs?: readonly string[];
  readonly excludingSlugs?: readonly string[];
  readonly contentType?: string;
  readonly isStartpage?: boolean;
  /** `position:asc`, `name:asc`, `published_at:desc`, `content.date:desc`, ... */
  readonly sortBy?: string;
  readonly withTag?: readonly string[];
  /** @default 25 (max 100) */
  readonly perPage?: number;
  /** @default 1 */
  readonly page?: number;
}

export interface StoriesPage {
  readonly stories: readonly ContentStory[];
  /** From the `total` header. */
  readonly total: number;
  /** From the `per-page` header. */
  readonly perPage: number;
  readonly cv: number | undefined;
}

export type ContentResult<T> = Promise<Result<T, ContentError>>;

/** The port the loaders use. */
export interface ContentClient {
  readonly brand: string;
  /** Whether the token came from the caller (false: the embedded default). */
  readonly hasToken: boolean;
  getStory(fullSlug: string, query?: StoryQuery): ContentResult<ContentStory>;
  getStories(query?: StoriesQuery): ContentResult<StoriesPage>;
  /** Every page of a list (`per-page`/`total` headers). */
  getAllStories(query?: Omit<StoriesQuery, 'page'>): ContentResult<readonly ContentStory[]>;
  /** The space's cache version as last seen for this token. */
  cacheVersion(): number | undefined;
  /**
   * The space's current version, asked now (`cdn/spaces/me`, `space.version`): it changes whenever something is
   * published, so a build that read the space at this version can keep what it made from it.
   */
  spaceVersion(): ContentResult<number>;
  flushCache(): Promise<void>;
}

interface LibraryError {
  readonly message?: string;
  readonly status?: number;
  readonly response?: { readonly statusText?: string };
}

function toError(request: string, e: unknown): ContentError {
  const le = (typeof e === 'object' && e !== null ? e : { message: String(e) }) as LibraryError;
  const message = le.message ?? 'Unknown error';
  if (typeof le.status === 'number') {
    const statusText = le.response?.statusText ?? '';
    return { type: `http/${le.status}`, status: le.status, message: statusText !== '' && statusText !== message ? `${statusText}: ${message}` : message, retryable: le.status >= 500 || le.status === 429, request };
  }
  const failure = failureOf(message);
  if (failure?.kind === 'http') return { type: `http/${failure.status}`, status: failure.status, message, retryable: true, request };
  if (failure?.kind === 'timeout' || /timeout/i.test(message)) return { type: 'timeout', message, retryable: true, request };
  if (e instanceof Error && !('status' in e)) throw e;
  return { type: 'network', message, retryable: true, request };
}

/** A list answer's stories stay unchecked here: `parseWireStories` names each bad one. */
const WireListEnvelope = v.looseObject({ stories: v.array(v.unknown()), cv: v.optional(v.number()) });

/** `cdn/spaces/me`: the space, with its cache version. */
const WireSpace = v.looseObject({ space: v.looseObject({ version: v.number() }) });

/** Every bad story of a list answer in one parse error (the build fails naming each story and field). */
const badStories = (request: string, problems: readonly string[]): ContentError => ({ type: 'parse', message: `Unexpected stories answer: ${problems.join('; ')}`, retryable: false, request });

const joined = (values: readonly string[] | undefined): string | undefined => (values && values.length > 0 ? values.join(',') : undefined);

/** Creates a client for one brand's space. */
export function createContentClient(o: ContentClientOptions): ContentClient {
  const log = o.log ?? console;
  const mode = o.mode ?? 'public';
  const hasToken = o.token !== undefined && o.token !== '';
  if (!hasToken) {
    log.error(`Content: no ${mode} access token for ${o.brand} (set CONTENT_${mode === 'preview' ? 'PREVIEW_' : ''}TOKEN); using the embedded default at ${o.endpoint ?? LOCAL_CONTENT_ENDPOINT}`);
  }
  const token = hasToken ? (o.token as string) : `${o.brand}-${mode}`;
  const endpoint = o.endpoint ?? (hasToken ? 'https://api.storyblok.com/v2' : LOCAL_CONTENT_ENDPOINT);
  const library = new StoryblokClient({
    accessToken: token,
    endpoint,
    ...(o.oauthToken ? { oauthToken: o.oauthToken } : {}),
    version: mode === 'preview' ? 'draft' : 'published',
    rateLimit: o.rateLimit ?? (o.oauthToken ? 3 : 5),
    // Our fetch does every retry and never hands a 429 back (see fetch-with-backoff.ts); the library's own
    // 429 retry (at least one, `maxRetries: 0` means 10) is then never taken.
    maxRetries: 1,
    cache: { type: 'memory', clear: o.cacheClear ?? 'manual' },
    fetch: createBackoffFetch({
      fetch: o.fetch ?? ((...args) => globalThis.fetch(...args)),
      policy: { ...o.retry, ...(o.maxRetries === undefined ? {} : { maxRetries: o.maxRetries }) },
      warn: log.warn,
    }),
  });

  const check = (q: StoryQuery, request: string): ContentError | undefined => {
    if (q.resolveLinks !== undefined && !RESOLVE_LINKS_VALUES.includes(q.resolveLinks)) {
      return { type: 'invalid-request', message: `resolveLinks must be one of ${RESOLVE_LINKS_VALUES.join(', ')} (got "${String(q.resolveLinks)}")`, retryable: false, request };
    }
    return undefined;
  };

  const storyParams = (q: StoryQuery): Record<string, string | number> => {
    const params: Record<string, string | number | undefined> = {
      version: q.version ?? (mode === 'preview' ? 'draft' : 'published'),
      language: q.language,
      resolve_relations: joined(q.resolveRelations),
      resolve_links: q.resolveLinks,
      excluding_fields: joined(q.excludingFields),
      cv: q.cv,
    };
    return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
  };
  const listParams = (q: StoriesQuery): Record<string, string | number> => {
    const params: Record<string, string | number | undefined> = {
      ...storyParams(q),
      starts_with: q.startsWith,
      by_uuids: joined(q.byUuids),
      by_slugs: joined(q.bySlugs),
      excluding_slugs: joined(q.excludingSlugs),
      content_type: q.contentType,
      is_startpage: q.isStartpage === undefined ? undefined : q.isStartpage ? 1 : 0,
      sort_by: q.sortBy,
      with_tag: joined(q.withTag),
      per_page: q.perPage ?? 25,
      page: q.page,
    };
    return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<string, string | number>;
  };

  return {
    brand: o.brand,
    hasToken,
    async getStory(fullSlug, q = {}) {
      const request = `cdn/stories/${fullSlug.replace(/^\/+/, '')}`;
      const invalid = check(q, request);
      if (invalid) return err(invalid);
      try {
        const response = await library.get(request, storyParams(q));
        const parsed = v.safeParse(WireSingle, response.data);
        if (!parsed.success) return err({ type: 'parse', message: `Unexpected answer for ${fullSlug}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '(answer)'}: ${i.message}`).join('; ')}`, retryable: false, request });
        return ok(mapStory(parsed.output.story, q.language, o.defaultLanguage));
      } catch (e) {
        return err(toError(request, e));
      }
    },
    async getStories(q = {}) {
      const request = 'cdn/stories';
      const invalid = check(q, request);
      if (invalid) return err(invalid);
      try {
        const response = await library.get(request, listParams(q));
        const parsed = v.safeParse(WireListEnvelope, response.data);
        if (!parsed.success) return err({ type: 'parse', message: `Unexpected stories answer: ${parsed.issues[0]?.message ?? ''}`, retryable: false, request });
        const stories = parseWireStories(parsed.output.stories);
        if (!stories.ok) return err(badStories(request, stories.problems));
        const perPage = response.perPage ?? q.perPage ?? 25;
        return ok({ stories: stories.value.map((s) => mapStory(s, q.language, o.defaultLanguage)), total: response.total ?? stories.value.length, perPage, cv: parsed.output.cv });
      } catch (e) {
        return err(toError(request, e));
      }
    },
    async getAllStories(q = {}) {
      const request = 'cdn/stories';
      const invalid = check(q, request);
      if (invalid) return err(invalid);
      try {
        const stories = parseWireStories(await library.getAll(request, listParams(q)));
        if (!stories.ok) return err(badStories(request, stories.problems));
        return ok(stories.value.map((s) => mapStory(s, q.language, o.defaultLanguage)));
      } catch (e) {
        return err(toError(request, e));
      }
    },
    cacheVersion: () => library.cacheVersion() || undefined,
    async spaceVersion() {
      const request = 'cdn/spaces/me';
      try {
        const response = await library.get(request, {});
        const parsed = v.safeParse(WireSpace, response.data);
        if (!parsed.success) return err({ type: 'parse', message: `Unexpected answer for ${request}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '(answer)'}: ${i.message}`).join('; ')}`, retryable: false, request });
        return ok(parsed.output.space.version);
      } catch (e) {
        return err(toError(request, e));
      }
    },
    async flushCache() {
      await library.flushCache();
    },
  };
}
