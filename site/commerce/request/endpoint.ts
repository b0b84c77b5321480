/** HTTP methods the request layer speaks. */
export type RequestMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** How long an endpoint's successful results are reused. */
export type CachePolicy =
  /** Every call goes to the network (identical calls in flight still share one promise). */
  | { readonly kind: 'none' }
  /** Results are reused for `ttlMs` milliseconds; `Infinity` (the default of `cacheFor()`) never expires. */
  | { readonly kind: 'ttl'; readonly ttlMs: number };

export const NO_CACHE: CachePolicy = Object.freeze({ kind: 'none' });

/** Cache results for `ttlMs` (default: never expiring, until invalidated). */
export const cacheFor = (ttlMs: number = Number.POSITIVE_INFINITY): CachePolicy => Object.freeze({ kind: 'ttl', ttlMs });

/** One named operation: method, path template and its cache behaviour. */
export interface Endpoint {
  /** Name used for cache invalidation (`getCart`). */
  readonly name: string;
  readonly method: RequestMethod;
  /** Path template relative to the client's base URL; `:name` placeholders take URL parameters. */
  readonly path: string;
  /** @default NO_CACHE */
  readonly cache: CachePolicy;
  /** Names of endpoints whose cached results a success of this one drops. @default [] */
  readonly invalidates: readonly string[];
  /** Fire as soon as a resource for it is created. @default true for GET, false otherwise */
  readonly auto: boolean;
  /** Fail with `Timeout` after this many ms; `undefined` waits as long as the network does. @default undefined */
  readonly timeoutMs: number | undefined;
}

/** What `defineEndpoint` takes: name, method and path, the rest defaulted. */
export interface EndpointOptions {
  readonly name: string;
  readonly method: RequestMethod;
  readonly path: string;
  readonly cache?: CachePolicy;
  readonly invalidates?: readonly string[];
  readonly auto?: boolean;
  readonly timeoutMs?: number;
}

/** Defines an endpoint with its defaults filled in (GET fires automatically by default). */
export function defineEndpoint(options: EndpointOptions): Endpoint {
  return Object.freeze({
    name: options.name,
    method: options.method,
    path: options.path,
    cache: options.cache ?? NO_CACHE,
    invalidates: Object.freeze([...(options.invalidates ?? [])]),
    auto: options.auto ?? options.method === 'GET',
    timeoutMs: options.timeoutMs,
  });
}
