import { describe, expect, it } from 'vitest';
import type { Dimension, VariantView } from '../catalogue/page-data.ts';
import { isAvailable, pickVariant, wattHours } from './variant-selection.ts';

const v = (id: string, colour: string, size: string, battery: string, stock: 'in-stock' | 'out-of-stock' = 'in-stock'): VariantView => ({
  id, sku: id, options: { attrMarketingColor: colour, attrFrameSize: size, 'UB-BATCAP': battery }, price: 1, listPrice: null, regulationPrice: null,
  stockStatus: stock, stock: 1, image: null, requiredBatteries: [], geometry: {},
});
const dims: Dimension[] = ['attrMarketingColor', 'attrFrameSize', 'UB-BATCAP'].map((code) => ({ code, key: code, values: [] }));
const variants = [v('a', 'black', '50', '625', 'out-of-stock'), v('b', 'black', '55', '625'), v('c', 'black', '55', '750'), v('d', 'petrol', '50', '625')];

describe('variant selection', () => {
  it('finds the exact variant, else the closest with the picked dimension pinned', () => {
    expect(pickVariant(variants, dims, { attrMarketingColor: 'black', attrFrameSize: '55', 'UB-BATCAP': '750' })?.id).toBe('c');
    expect(pickVariant(variants, dims, { attrMarketingColor: 'petrol', attrFrameSize: '55', 'UB-BATCAP': '750' }, 'attrMarketingColor')?.id).toBe('d');
    expect(pickVariant(variants, dims, { attrMarketingColor: 'black' })?.id).toBe('b');
  });
  it('says which values exist with the other selections (the battery never blocks)', () => {
    expect(isAvailable(variants, { attrMarketingColor: 'petrol', attrFrameSize: '50' }, 'attrFrameSize', '55')).toBe(false);
    expect(isAvailable(variants, { attrMarketingColor: 'black', 'UB-BATCAP': '750' }, 'attrFrameSize', '50')).toBe(true);
  });
  it('reads watt-hours from option and battery names', () => {
    expect(wattHours('625 Wh')).toBe('625');
    expect(wattHours('Bosch PowerTube 750')).toBe('750');
  });
});
