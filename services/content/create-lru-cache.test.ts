import { describe, expect, it } from 'vitest';
import { createLruCache } from './create-lru-cache.ts';

describe('createLruCache', () => {
  it('evicts the least recently used entry, where a read counts as use', () => {
    const cache = createLruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('b'), cache.get('a'), cache.get('c'), cache.size]).toEqual([undefined, 1, 3, 2]);
  });

  it('updates a key without growing, and refuses a size that is not a positive integer', () => {
    const cache = createLruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect([cache.size, cache.get('a')]).toEqual([1, 2]);
    expect(() => createLruCache(0)).toThrow(RangeError);
  });
});
