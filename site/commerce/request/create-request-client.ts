import ky, { TimeoutError } from 'ky';
import { err, ok, type Result } from '@cycle/engine/shared';
import { buildRequestUrl, type RequestParams } from './build-request-url.ts';
import type { Endpoint, RequestMethod } from './endpoint.ts';
import { isRetryableStatus, type RequestError } from './request-error.ts';

/** One call of an endpoint. */
export interface RequestInput {
  /** `:name` path parameters and query parameters. */
  readonly params?: RequestParams;
  /** JSON-serialisable value sent as JSON, or `FormData` sent as it is. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Aborts this call. A call with a signal never shares another call's promise (it owns its abort). */
  readonly signal?: AbortSignal;
}

/** A 2xx answer. `data` is the parsed JSON body, `undefined` for 204 or an empty body. */
export interface RequestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly data: unknown;
}

/** What the hooks see of a request about to be sent. */
export interface RequestContext {
  readonly endpoint: Endpoint;
  readonly method: RequestMethod;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Hooks around every network request (cache hits and shared in-flight calls do not run them again):
 * `beforeRequest` may return headers to add; `afterSuccess` / `afterFailure` see the outcome.
 */
export interface RequestHooks {
  beforeRequest?(context: RequestContext): Readonly<Record<string, string>> | void;
  afterSuccess?(context: RequestContext, response: RequestResponse): void;
  afterFailure?(context: RequestContext, error: RequestError): void;
}

export interface RequestClientOptions {
  /** Prepended to every endpoint path (`https://shop.example/store-api`). */
  readonly baseUrl: string;
  /** Headers sent on every request (a function is read per request). @default {} */
  readonly headers?: Readonly<Record<string, string>> | (() => Readonly<Record<string, string>>);
  readonly hooks?: RequestHooks;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** Clock for cache expiry. @default Date.now */
  readonly now?: () => number;
}

export interface RequestClient {
  /** Sends (or answers from cache, or joins an identical call in flight) and returns the outcome as a value. */
  request(endpoint: Endpoint, input?: RequestInput): Promise<Result<RequestResponse, RequestError>>;
  /** Drops the cached results of the named endpoints; calls of them in flight will not be cached or shared. */
  invalidate(...names: readonly string[]): void;
  /** Drops every cached result. */
  clear(): void;
}

interface CacheEntry {
  readonly endpoint: string;
  readonly response: RequestResponse;
  readonly expiresAt: number;
}

/**
 * The generic request layer (spec §7, "Generic request behaviour") on ky: URL parameters, query string,
 * JSON or form bodies, empty bodies, in-flight sharing, a cache with expiry and invalidation, an optional
 * timeout, and hooks. Every failure is a `RequestError` value; only bugs (an array as a path parameter) throw.
 */
export function createRequestClient(options: RequestClientOptions): RequestClient {
  const now = options.now ?? Date.now;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const cache = new Map<string, CacheEntry>();
  const inFlight = new Map<string, { readonly endpoint: string; readonly promise: Promise<Result<RequestResponse, RequestError>> }>();
  /** Bumped by `invalidate`: a call that started under an older generation must not fill the cache. */
  const generations = new Map<string, number>();
  const generation = (name: string): number => generations.get(name) ?? 0;

  function invalidate(...names: readonly string[]): void {
    for (const name of names) {
      generations.set(name, generation(name) + 1);
      for (const [key, entry] of cache) if (entry.endpoint === name) cache.delete(key);
      for (const [key, call] of inFlight) if (call.endpoint === name) inFlight.delete(key);
    }
  }

  async function send(endpoint: Endpoint, url: string, headers: Record<string, string>, input: RequestInput): Promise<Result<RequestResponse, RequestError>> {
    const beforeHeaders = options.hooks?.beforeRequest?.({ endpoint, method: endpoint.method, url, headers }) ?? {};
    const finalHeaders = { ...headers, ...beforeHeaders };
    const context: RequestContext = { endpoint, method: endpoint.method, url, headers: finalHeaders };
    const outcome = await fetchOnce(context, input, options.fetch);
    if (outcome.ok) options.hooks?.afterSuccess?.(context, outcome.value);
    else options.hooks?.afterFailure?.(context, outcome.error);
    return outcome;
  }

  return {
    invalidate,
    clear: () => cache.clear(),
    async request(endpoint, input = {}) {
      const url = `${baseUrl}${buildRequestUrl(endpoint.path, input.params)}`;
      const shared = typeof options.headers === 'function' ? options.headers() : (options.headers ?? {});
      const headers: Record<string, string> = { accept: 'application/json', ...shared, ...input.headers };
      const isForm = typeof FormData !== 'undefined' && input.body instanceof FormData;
      // Form bodies have no stable key: such calls are neither shared nor cached.
      const key = isForm ? undefined : requestKey(endpoint.name, endpoint.method, url, headers, input.body);

      if (key !== undefined && endpoint.cache.kind === 'ttl') {
        const hit = cache.get(key);
        if (hit && hit.expiresAt > now()) return ok(hit.response);
        if (hit) cache.delete(key);
      }
      const shareable = key !== undefined && input.signal === undefined;
      const joined = shareable ? inFlight.get(key) : undefined;
      if (joined) return joined.promise;

      const startedAt = generation(endpoint.name);
      const promise = send(endpoint, url, headers, input).then((outcome) => {
        if (key !== undefined && inFlight.get(key)?.promise === promise) inFlight.delete(key);
        if (outcome.ok && key !== undefined && endpoint.cache.kind === 'ttl' && generation(endpoint.name) === startedAt) {
          cache.set(key, { endpoint: endpoint.name, response: outcome.value, expiresAt: now() + endpoint.cache.ttlMs });
        }
        // A write that failed may still have reached the server (a timeout, a reset): drop what it invalidates either way.
        if (endpoint.invalidates.length > 0) invalidate(...endpoint.invalidates);
        return outcome;
      });
      if (shareable) inFlight.set(key, { endpoint: endpoint.name, promise });
      return promise;
    },
  };
}

function requestKey(endpointName: string, method: string, url: string, headers: Readonly<Record<string, string>>, body: unknown): string {
  const sortedHeaders = Object.keys(headers)
    .map((name) => [name.toLowerCase(), headers[name]] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([endpointName, method, url, sortedHeaders, body === undefined ? null : body]);
}

async function fetchOnce(context: RequestContext, input: RequestInput, fetchImpl: typeof fetch | undefined): Promise<Result<RequestResponse, RequestError>> {
  const { url, method } = context;
  const isForm = typeof FormData !== 'undefined' && input.body instanceof FormData;
  let response: Response;
  try {
    response = await ky(url, {
      method,
      headers: context.headers,
      ...(input.body === undefined ? {} : isForm ? { body: input.body as FormData } : { json: input.body }),
      timeout: context.endpoint.timeoutMs ?? false,
      retry: 0,
      throwHttpErrors: false,
      ...(input.signal ? { signal: input.signal } : {}),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
  } catch (error) {
    if (error instanceof TimeoutError) return err({ type: 'timeout', message: 'Timeout', retryable: true, url });
    if (input.signal?.aborted) return err({ type: 'aborted', message: `Request to ${url} was aborted`, retryable: false, url });
    return err({ type: 'network', message: `Network error for ${url}: ${error instanceof Error ? error.message : String(error)}`, retryable: true, url });
  }

  let text: string;
  try {
    text = response.status === 204 || response.headers.get('content-length') === '0' ? '' : await response.text();
  } catch (error) {
    return err({ type: 'network', message: `Body of ${url} could not be read: ${error instanceof Error ? error.message : String(error)}`, retryable: true, url, status: response.status });
  }
  if (!response.ok) {
    return err({
      type: 'http',
      status: response.status,
      message: `${method} ${url} answered ${response.status}`,
      retryable: isRetryableStatus(response.status),
      body: parseLenient(text),
      url,
    });
  }
  if (text === '') return ok({ status: response.status, headers: response.headers, data: undefined });
  try {
    return ok({ status: response.status, headers: response.headers, data: JSON.parse(text) as unknown });
  } catch {
    return err({ type: 'parse', status: response.status, message: `${method} ${url} answered ${response.status} with a body that is not JSON`, retryable: false, url });
  }
}

/** Error bodies: JSON when they are JSON, else the text, else nothing. */
function parseLenient(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
