import { describe, expect, it } from 'vitest';
import { readShopperOrigin, saveShopperOrigin, SHOPPER_ORIGIN_KEY } from './shopper-origin.ts';

const memory = (): Storage => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } as Storage;
};

describe('shopper origin', () => {
  it('reads back what the finder saved', () => {
    const store = memory();
    saveShopperOrigin(store, { position: { lat: 52.5, lng: 13.4 }, label: '10115 Berlin' });
    expect(readShopperOrigin(store)).toEqual({ position: { lat: 52.5, lng: 13.4 }, label: '10115 Berlin' });
  });

  it('treats garbage as no origin and removes it', () => {
    for (const raw of ['%E0%A4%A', '{"lat":999,"lng":1,"label":null}', '{"lat":"52","lng":13,"label":null}', 'null', `{"lat":1,"lng":1,"label":"${'x'.repeat(500)}"}`]) {
      const store = memory();
      store.setItem(SHOPPER_ORIGIN_KEY, raw);
      expect(readShopperOrigin(store), raw).toBeNull();
      expect(store.getItem(SHOPPER_ORIGIN_KEY)).toBeNull();
    }
  });

  it('survives a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); }, removeItem: () => undefined } as unknown as Storage;
    expect(() => saveShopperOrigin(broken, { position: { lat: 1, lng: 1 }, label: null })).not.toThrow();
    expect(readShopperOrigin(broken)).toBeNull();
  });
});
