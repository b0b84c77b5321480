import { createLruCache } from '../../shared/lru-cache.ts';

/** Entries a {@link createPageCache} keeps before evicting the least recently used. */
export const DEFAULT_PAGE_CACHE_SIZE = 200;

/** Options of {@link createPageCache}. */
export interface PageCacheOptions<V> {
  /**
   * How long a settled value is served, in ms: `Infinity` until evicted or
   * cleared, `0` not stored at all (only shared while in flight).
   */
  readonly ttl: (value: V) => number;
  /** Clock for the ttl. @default Date.now */
  readonly now?: (() => number) | undefined;
  /** Settled entries kept (LRU). @default DEFAULT_PAGE_CACHE_SIZE */
  readonly maxEntries?: number | undefined;
}

/** Settled values by key, plus the loads still in flight. */
export interface PageCache<V> {
  /** The settled value for `key`, if stored and not expired. */
  peek(key: string): V | undefined;
  /**
   * The settled value, else the load in flight for `key`, else `start()`,
   * which is then shared until it settles and stored per `ttl`. `start`
   * reports failures as values; if it throws (a bug), nothing is stored and
   * every waiting caller sees the throw.
   */
  load(key: string, start: () => Promise<V>): Promise<V>;
  /** Forgets `key` (a load in flight still settles, but is not stored). */
  delete(key: string): void;
  /** Forgets everything, in flight included. */
  clear(): void;
  /** Settled entries stored, expired ones included until touched. */
  readonly size: number;
}

/**
 * Creates the cache the loader keeps pages and page data in: a bounded LRU of
 * settled values, each with its own time to live, and a map of loads in
 * flight so concurrent callers share one request.
 */
export function createPageCache<V>(options: PageCacheOptions<V>): PageCache<V> {
  const now = options.now ?? Date.now;
  const settled = createLruCache<string, { readonly value: V; readonly expiresAt: number }>(options.maxEntries ?? DEFAULT_PAGE_CACHE_SIZE);
  // A load stores its value only while it is still the one in flight for its
  // key: delete() and clear() drop it from here, so it cannot store stale data.
  const inFlight = new Map<string, Promise<V>>();

  function peek(key: string): V | undefined {
    const entry = settled.get(key);
    if (entry === undefined) return undefined;
    if (now() < entry.expiresAt) return entry.value;
    settled.delete(key);
    return undefined;
  }

  function store(key: string, value: V): void {
    const ttl = options.ttl(value);
    if (ttl > 0) settled.set(key, { value, expiresAt: ttl === Infinity ? Infinity : now() + ttl });
  }

  return {
    peek,
    load(key, start) {
      const hit = peek(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const pending = inFlight.get(key);
      if (pending) return pending;
      // Started in a microtask, so the callbacks below always run after the set.
      const promise: Promise<V> = Promise.resolve()
        .then(start)
        .then(
          (value) => {
            if (inFlight.get(key) !== promise) return value;
            inFlight.delete(key);
            store(key, value);
            return value;
          },
          (error: unknown) => {
            if (inFlight.get(key) === promise) inFlight.delete(key);
            throw error;
          },
        );
      inFlight.set(key, promise);
      return promise;
    },
    delete(key) {
      settled.delete(key);
      inFlight.delete(key);
    },
    clear() {
      settled.clear();
      inFlight.clear();
    },
    get size() {
      return settled.size;
    },
  };
}
