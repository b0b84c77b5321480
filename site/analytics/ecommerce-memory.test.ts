import { describe, expect, it } from 'vitest';
import { claimPurchase, ITEMS_KEY, MAX_REMEMBERED, PURCHASES_KEY, recallItem, rememberItem } from './ecommerce-memory.ts';

function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}
const item = { id: '4454030001', name: 'Sinus iX12', brand: 'Winora', categories: ['E-Bikes', 'Trekking'], variant: 'Schwarz / M' };

describe('what the shop remembers for its events', () => {
  it('an item added on the product page is recalled by its product id in the basket', () => {
    const store = memoryStorage();
    rememberItem(store, 'v-001', item);
    expect(recallItem(store, 'v-001')).toEqual(item);
    expect(recallItem(store, 'v-002')).toBeNull();
    expect(recallItem(store, null)).toBeNull();
  });

  it('keeps the newest items only', () => {
    const store = memoryStorage();
    for (let i = 0; i <= MAX_REMEMBERED; i++) rememberItem(store, `v-${i}`, { ...item, id: String(i) });
    expect(recallItem(store, 'v-0')).toBeNull();
    expect(recallItem(store, `v-${MAX_REMEMBERED}`)?.id).toBe(String(MAX_REMEMBERED));
  });

  it.each([
    ['invalid JSON', '{'],
    ['the wrong shape', JSON.stringify({ a: 1 })],
    ['a wrong entry', JSON.stringify([['v-001', { id: 1 }]])],
    ['a megabyte', 'x'.repeat(1_000_000)],
  ])('stored garbage (%s) counts as nothing remembered and is replaced on the next write', (_, raw) => {
    const store = memoryStorage({ [ITEMS_KEY]: raw });
    expect(recallItem(store, 'v-001')).toBeNull();
    rememberItem(store, 'v-001', item);
    expect(recallItem(store, 'v-001')).toEqual(item);
  });

  it('a purchase is claimed once per order, also after garbage; a throwing storage claims every time (never lost)', () => {
    const store = memoryStorage({ [PURCHASES_KEY]: 'not json' });
    expect(claimPurchase(store, 'order-1')).toBe(true);
    expect(claimPurchase(store, 'order-1')).toBe(false);
    expect(claimPurchase(store, 'order-2')).toBe(true);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(claimPurchase(broken, 'order-1')).toBe(true);
    expect(claimPurchase(broken, 'order-1')).toBe(true);
    expect(claimPurchase(null, 'order-1')).toBe(true);
  });
});
