import { describe, expect, it, vi } from 'vitest';
import type { CompareItem } from './compare-state.ts';
import { COMPARE_STORAGE_KEY, type CompareStorage } from './compare-storage.ts';
import { createCompareStore } from './compare-store.ts';

const bike = (sku: string): CompareItem => ({ objectID: `id-${sku}`, model: `Model ${sku}`, thumbnail: `/t/${sku}.svg`, sku });

function memoryStorage(initial: Record<string, string> = {}): CompareStorage & { readonly data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

function setup(o: { storage?: CompareStorage | null; width?: number } = {}) {
  const storage = o.storage === undefined ? memoryStorage() : o.storage;
  let width = o.width ?? 1440;
  const warn = vi.fn();
  const store = createCompareStore({ storage: () => storage, viewportWidth: () => width, console: { warn } });
  return { store, storage, warn, resize: (w: number) => void (width = w) };
}

describe('createCompareStore', () => {
  it('loads the stored list (UPDATE) and tells subscribers', () => {
    const { store } = setup({ storage: memoryStorage({ [COMPARE_STORAGE_KEY]: JSON.stringify([bike('a')]) }) });
    const listener = vi.fn();
    store.subscribe(listener);
    store.load();
    expect(store.getState()).toMatchObject({ products: [bike('a')], initialised: true });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('resets a corrupted compareItems to empty, warns on the console and keeps working', () => {
    const storage = memoryStorage({ [COMPARE_STORAGE_KEY]: '[{"sku":' });
    const { store, warn } = setup({ storage });
    store.load();
    expect(store.getState()).toMatchObject({ products: [], initialised: true });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not-json'));
    expect(store.add(bike('a'))).toEqual({ kind: 'added', item: bike('a') });
    expect(JSON.parse(storage.data.get(COMPARE_STORAGE_KEY)!)).toEqual([bike('a')]);
  });

  it('toggles a bike on and off, writing the list each time', () => {
    const { store, storage } = setup();
    store.load();
    expect(store.toggle(bike('a'))).toEqual({ kind: 'added', item: bike('a') });
    expect(store.toggle(bike('b')).kind).toBe('added');
    expect(JSON.parse(storage!.getItem(COMPARE_STORAGE_KEY)!).map((i: CompareItem) => i.sku)).toEqual(['a', 'b']);
    expect(store.toggle(bike('a'))).toEqual({ kind: 'removed', item: bike('a') });
    expect(store.getState().products).toEqual([bike('b')]);
    expect(store.remove('nope')).toEqual({ kind: 'unchanged' });
  });

  it.each([[1440, 4], [800, 3], [390, 2]])('at %i px refuses bike number %i + 1 with a notice and leaves the list as it was', (width, max) => {
    const { store } = setup({ width });
    store.load();
    for (let i = 0; i < max; i++) expect(store.add(bike(`b${i}`)).kind).toBe('added');
    expect(store.add(bike('one-too-many'))).toEqual({ kind: 'full', max });
    expect(store.getState().products).toHaveLength(max);
    expect(store.getState().notice).toEqual({ kind: 'full', max });
    // Removing one makes room and clears the notice.
    store.remove('b0');
    expect(store.getState().notice).toBeNull();
    expect(store.add(bike('one-too-many')).kind).toBe('added');
  });

  it('keeps the list in memory when storage is full (quota), marking it unsaved', () => {
    const full: CompareStorage = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined };
    const { store } = setup({ storage: full });
    store.load();
    store.add(bike('a'));
    store.add(bike('b'));
    expect(store.getState()).toMatchObject({ products: [bike('a'), bike('b')], unsaved: true });
  });

  it('keeps the in-memory list when storage is unavailable and another reload comes', () => {
    const { store } = setup({ storage: null });
    store.load();
    store.add(bike('a'));
    store.load();
    expect(store.getState()).toMatchObject({ products: [bike('a')], unsaved: true });
  });

  it('follows another tab: a storage event for compareItems reloads the list; other keys do nothing', () => {
    const storage = memoryStorage();
    const { store } = setup({ storage });
    store.load();
    const target = new EventTarget();
    const stop = store.followStorageEvents(target as never);
    storage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([bike('x')]));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'somethingElse' }));
    expect(store.getState().products).toEqual([]);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: COMPARE_STORAGE_KEY }));
    expect(store.getState().products).toEqual([bike('x')]);
    stop();
    storage.setItem(COMPARE_STORAGE_KEY, '[]');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: COMPARE_STORAGE_KEY }));
    expect(store.getState().products).toEqual([bike('x')]);
  });

  it('set() replaces the list, without repeats and within the screen maximum', () => {
    const { store } = setup({ width: 390 });
    store.load();
    store.set([bike('a'), bike('a'), bike('b'), bike('c')]);
    expect(store.getState().products.map((p) => p.sku)).toEqual(['a', 'b']);
  });

  it('TOGGLE opens and closes the panel without touching the list', () => {
    const { store } = setup();
    store.load();
    store.add(bike('a'));
    store.dispatch({ type: 'TOGGLE' });
    expect(store.getState()).toMatchObject({ open: true, products: [bike('a')] });
    store.dispatch({ type: 'TOGGLE' });
    expect(store.getState().open).toBe(false);
  });
});
