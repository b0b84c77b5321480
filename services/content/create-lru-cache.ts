/**
 * A bounded least-recently-used cache (the transformed images). The service stands alone (nothing under
 * services/ imports the engine or the site), so it keeps its own.
 */
export interface LruCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  readonly size: number;
}

/** Creates an LRU cache holding at most `max` entries (Map keeps insertion order; a hit re-inserts). */
export function createLruCache<K, V>(max: number): LruCache<K, V> {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`LRU size must be a positive integer, got ${max}`);
  const map = new Map<K, V>();
  return {
    get(key) {
      if (!map.has(key)) return undefined;
      const value = map.get(key) as V;
      map.delete(key);
      map.set(key, value);
      return value;
    },
    set(key, value) {
      if (map.has(key)) map.delete(key);
      else if (map.size >= max) map.delete(map.keys().next().value as K);
      map.set(key, value);
    },
    delete(key) {
      map.delete(key);
    },
    get size() {
      return map.size;
    },
  };
}
