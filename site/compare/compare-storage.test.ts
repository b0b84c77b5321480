import { describe, expect, it } from 'vitest';
import type { CompareItem } from './compare-state.ts';
import { COMPARE_STORAGE_KEY, readCompareItems, writeCompareItems, type CompareStorage } from './compare-storage.ts';

const bike = (sku: string): CompareItem => ({ objectID: `id-${sku}`, model: `Model ${sku}`, thumbnail: `/t/${sku}.svg`, sku });

function memoryStorage(initial: Record<string, string> = {}): CompareStorage & { readonly data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('readCompareItems (spec §5: compareItems, a parse failure resets it to empty)', () => {
  it('reads a stored list', () => {
    const storage = memoryStorage({ [COMPARE_STORAGE_KEY]: JSON.stringify([bike('a'), bike('b')]) });
    expect(readCompareItems(storage)).toEqual({ items: [bike('a'), bike('b')], problem: null });
  });

  it('reads nothing stored as an empty list without a problem', () => {
    expect(readCompareItems(memoryStorage())).toEqual({ items: [], problem: null });
  });

  it.each([
    ['not JSON', '{"objectID":', 'not-json'],
    ['an object instead of a list', JSON.stringify({ sku: 'a' }), 'wrong-shape'],
    ['an item without a sku', JSON.stringify([{ objectID: '1', model: 'M', thumbnail: '' }]), 'wrong-shape'],
    ['a number as the model', JSON.stringify([{ objectID: '1', model: 7, thumbnail: '', sku: 'a' }]), 'wrong-shape'],
    ['null', 'null', 'wrong-shape'],
    ['a megabyte of garbage', 'x'.repeat(1_000_000), 'too-long'],
  ])('resets %s to empty and removes it from storage', (_what, raw, problem) => {
    const storage = memoryStorage({ [COMPARE_STORAGE_KEY]: raw });
    expect(readCompareItems(storage)).toEqual({ items: [], problem });
    expect(storage.data.has(COMPARE_STORAGE_KEY)).toBe(false);
  });

  it('drops a repeated bike and keeps at most four', () => {
    const storage = memoryStorage({ [COMPARE_STORAGE_KEY]: JSON.stringify([bike('a'), bike('a'), bike('b'), bike('c'), bike('d'), bike('e')]) });
    expect(readCompareItems(storage).items.map((i) => i.sku)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads refusing storage (private mode) as empty, saying so', () => {
    const refusing: CompareStorage = { getItem: () => { throw new DOMException('denied', 'SecurityError'); }, setItem: () => undefined, removeItem: () => undefined };
    expect(readCompareItems(refusing)).toEqual({ items: [], problem: 'unavailable' });
    expect(readCompareItems(null)).toEqual({ items: [], problem: 'unavailable' });
  });
});

describe('writeCompareItems', () => {
  it('stores exactly the spec fields and removes the key for an empty list', () => {
    const storage = memoryStorage();
    expect(writeCompareItems(storage, [{ ...bike('a'), extra: 'x' } as CompareItem]).ok).toBe(true);
    expect(JSON.parse(storage.data.get(COMPARE_STORAGE_KEY)!)).toEqual([bike('a')]);
    writeCompareItems(storage, []);
    expect(storage.data.has(COMPARE_STORAGE_KEY)).toBe(false);
  });

  it('answers a full storage with a quota problem instead of throwing', () => {
    const full: CompareStorage = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined };
    expect(writeCompareItems(full, [bike('a')])).toEqual({ ok: false, error: 'quota' });
  });

  it('answers refusing storage as unavailable', () => {
    const refusing: CompareStorage = { getItem: () => null, setItem: () => { throw new DOMException('denied', 'SecurityError'); }, removeItem: () => undefined };
    expect(writeCompareItems(refusing, [bike('a')])).toEqual({ ok: false, error: 'unavailable' });
    expect(writeCompareItems(null, [bike('a')])).toEqual({ ok: false, error: 'unavailable' });
  });
});
