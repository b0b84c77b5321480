import { describe, expect, it } from 'vitest';
import { createDeferred } from '../../testing/create-deferred.ts';
import { createPageCache } from './page-cache.ts';

type Value = { ok: boolean; n: number };

function setup(ttlForErrors = 1_000) {
  let time = 0;
  const cache = createPageCache<Value>({ ttl: (v) => (v.ok ? Infinity : ttlForErrors), now: () => time, maxEntries: 3 });
  return { cache, advance: (ms: number) => (time += ms) };
}

describe('createPageCache', () => {
  it('concurrent loads share one start: A──load──┐ B──load──┘ → 1 start, same value', async () => {
    const { cache } = setup();
    const gate = createDeferred<Value>();
    let starts = 0;
    const start = () => {
      starts += 1;
      return gate.promise;
    };
    const a = cache.load('/a', start);
    const b = cache.load('/a', start);
    gate.resolve({ ok: true, n: 1 });
    expect(await a).toBe(await b);
    expect(starts).toBe(1);
    expect(cache.peek('/a')).toEqual({ ok: true, n: 1 });
  });

  it('a settled value is served without starting again, the same object', async () => {
    const { cache } = setup();
    const value = await cache.load('/a', async () => ({ ok: true, n: 1 }));
    expect(await cache.load('/a', async () => ({ ok: true, n: 2 }))).toBe(value);
  });

  it('a failure is kept for its ttl only: A──fail──✓ (ttl) B──load(cached) … ttl over … C──load──✓', async () => {
    const { cache, advance } = setup(1_000);
    await cache.load('/a', async () => ({ ok: false, n: 1 }));
    advance(999);
    expect(await cache.load('/a', async () => ({ ok: true, n: 2 }))).toEqual({ ok: false, n: 1 });
    advance(1);
    expect(cache.peek('/a')).toBeUndefined();
    expect(await cache.load('/a', async () => ({ ok: true, n: 3 }))).toEqual({ ok: true, n: 3 });
  });

  it('a ttl of 0 shares the load while in flight but stores nothing', async () => {
    const { cache } = setup(0);
    await cache.load('/a', async () => ({ ok: false, n: 1 }));
    expect(cache.peek('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries settled values, evicting the least recently used', async () => {
    const { cache } = setup();
    for (const key of ['/a', '/b', '/c']) await cache.load(key, async () => ({ ok: true, n: 0 }));
    cache.peek('/a');
    await cache.load('/d', async () => ({ ok: true, n: 0 }));
    expect(cache.peek('/b')).toBeUndefined();
    expect(cache.peek('/a')).toBeDefined();
    expect(cache.size).toBe(3);
  });

  it('delete during a load: A──load──────✓ delete──┘ → the late value is returned to A but not stored', async () => {
    const { cache } = setup();
    const gate = createDeferred<Value>();
    const a = cache.load('/a', () => gate.promise);
    cache.delete('/a');
    gate.resolve({ ok: true, n: 1 });
    expect(await a).toEqual({ ok: true, n: 1 });
    expect(cache.peek('/a')).toBeUndefined();
  });

  it('clear forgets settled values and loads in flight', async () => {
    const { cache } = setup();
    await cache.load('/a', async () => ({ ok: true, n: 1 }));
    const gate = createDeferred<Value>();
    const b = cache.load('/b', () => gate.promise);
    cache.clear();
    gate.resolve({ ok: true, n: 2 });
    await b;
    expect(cache.size).toBe(0);
  });

  it('a start that throws (a bug) reaches every waiting caller and leaves nothing behind', async () => {
    const { cache } = setup();
    const boom = () => {
      throw new Error('bug');
    };
    const a = cache.load('/a', boom);
    const b = cache.load('/a', boom);
    await expect(a).rejects.toThrow('bug');
    await expect(b).rejects.toThrow('bug');
    expect(await cache.load('/a', async () => ({ ok: true, n: 1 }))).toEqual({ ok: true, n: 1 });
  });
});
