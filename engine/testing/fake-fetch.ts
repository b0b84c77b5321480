/**
 * A `fetch` for tests: a route table of URL → response, and a log of every
 * request. Nothing touches the network or a global.
 *
 * ```ts
 * const fake = createFakeFetch({
 *   '/page-data/index/page-data.json': { body: pageData },
 *   '/page-data/app-data.json': [{ status: 503 }, { body: { webpackCompilationHash: 'h1' } }],
 *   'HEAD /missing': { status: 404 },
 * });
 * const loader = createLoader({ fetch: fake.fetch, ... });
 * expect(fake.count('/page-data/index/page-data.json')).toBe(1);
 * ```
 */

/** One scripted response. */
export interface FakeResponse {
  /** HTTP status; `0` stands for a network error (fetch rejects, as XHR reports status 0). @default 200 */
  readonly status?: number;
  /** Response body; non-strings are JSON-encoded. @default '' */
  readonly body?: unknown;
  /** Answer only after this many ms (`setTimeout`, so fake timers control it). @default 0 */
  readonly delay?: number;
  /** Answer only once this settles: a deferred's promise, to order races. */
  readonly until?: Promise<unknown>;
}

/** A route: one response, a sequence (consumed in order, the last one repeats) or a function of the request. */
export type FakeRoute = FakeResponse | readonly FakeResponse[] | ((request: FakeRequest) => FakeResponse);

/** A request the fake received. */
export interface FakeRequest {
  readonly url: string;
  readonly method: string;
}

export interface FakeFetch {
  /** Pass this where a `fetch` is injected. */
  readonly fetch: typeof fetch;
  /** Every request, in the order they were made. */
  readonly requests: readonly FakeRequest[];
  /** Adds or replaces a route. Keys are a URL (any method) or `'<METHOD> <url>'`. */
  route(key: string, route: FakeRoute): void;
  /** How many requests went to `url`, optionally for one method only. */
  count(url: string, method?: string): number;
  /** Resolves when a request to `url` has been made (at once if one already was). */
  requested(url: string, method?: string): Promise<FakeRequest>;
}

/** Answer for URLs not in the table: what a static host sends for a missing file. */
export const FAKE_NOT_FOUND: FakeResponse = { status: 404, body: '<!doctype html><title>Not found</title><h1>Not found</h1>' };

/** Statuses whose responses may not carry a body (the Response constructor rejects one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Creates a fake fetch answering from `routes`; unknown URLs get {@link FAKE_NOT_FOUND}. */
export function createFakeFetch(routes: Readonly<Record<string, FakeRoute>> = {}): FakeFetch {
  const table = new Map<string, FakeRoute>(Object.entries(routes));
  const served = new Map<string, number>();
  const requests: FakeRequest[] = [];
  const waiters: { url: string; method: string | undefined; resolve: (request: FakeRequest) => void }[] = [];

  const matches = (request: FakeRequest, url: string, method: string | undefined): boolean =>
    request.url === url && (method === undefined || request.method === method);

  function pick(request: FakeRequest): FakeResponse {
    const key = table.has(`${request.method} ${request.url}`) ? `${request.method} ${request.url}` : request.url;
    const route = table.get(key);
    if (route === undefined) return FAKE_NOT_FOUND;
    if (typeof route === 'function') return route(request);
    if (!Array.isArray(route)) return route as FakeResponse;
    const index = served.get(key) ?? 0;
    served.set(key, index + 1);
    const sequence = route as readonly FakeResponse[];
    return sequence[Math.min(index, sequence.length - 1)] ?? FAKE_NOT_FOUND;
  }

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: FakeRequest = { url, method: (init?.method ?? 'GET').toUpperCase() };
    requests.push(request);
    for (const waiter of waiters.filter((w) => matches(request, w.url, w.method))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(request);
    }
    const answer = pick(request);
    if (answer.until) await answer.until;
    if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay));
    const status = answer.status ?? 200;
    if (status === 0) throw new TypeError(`Failed to fetch ${url} (fake network error)`);
    const body = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    const withoutBody = request.method === 'HEAD' || NULL_BODY_STATUSES.has(status);
    return new Response(withoutBody ? null : body, { status });
  };

  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    route(key, route) {
      table.set(key, route);
      served.delete(key);
    },
    count: (url, method) => requests.filter((r) => matches(r, url, method)).length,
    requested(url, method) {
      const seen = requests.find((r) => matches(r, url, method));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ url, method, resolve }));
    },
  };
}
