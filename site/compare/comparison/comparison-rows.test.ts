import { describe, expect, it } from 'vitest';
import type { ComparedBike } from './compared-bike.ts';
import { chosenSize, geometryRows, rowDiffers, specRows, visibleRows } from './comparison-rows.ts';

const bike = (sku: string, specs: Record<string, string>, sizes: Record<string, Record<string, string>>): ComparedBike => ({
  id: sku, sku, name: sku, href: `/${sku}/`, image: null, price: 1, listPrice: null, stock: 'in-stock', motor: null, batteries: [],
  specs: Object.entries(specs).map(([key, value]) => ({ key, value })),
  sizes: Object.entries(sizes).map(([name, geometry]) => ({ id: `${sku}-${name}`, name, geometry })),
  geometryRows: [...new Set(Object.values(sizes).flatMap((g) => Object.keys(g)))],
});

describe('comparison rows', () => {
  it('a row differs when any value differs, a missing value included; one bike never differs', () => {
    expect(rowDiffers({ values: ['a', 'a'] })).toBe(false);
    expect(rowDiffers({ values: ['a', 'b'] })).toBe(true);
    expect(rowDiffers({ values: ['a', null] })).toBe(true);
    expect(rowDiffers({ values: ['a'] })).toBe(false);
  });

  it('"only differences" hides the equal rows and keeps the rest in order', () => {
    const rows = [{ id: '1', values: ['x', 'x'] }, { id: '2', values: ['x', 'y'] }, { id: '3', values: [null, 'y'] }];
    expect(visibleRows(rows, true).map((r) => r.id)).toEqual(['2', '3']);
    expect(visibleRows(rows, false)).toBe(rows);
  });

  it('spec rows take every key any bike has, first seen first', () => {
    const rows = specRows([bike('a', { engine: 'Bosch', brake: 'Shimano' }, {}), bike('b', { gears: '8', engine: 'Bosch' }, {})], (k) => `label ${k}`);
    expect(rows).toEqual([
      { id: 'spec:engine', label: 'label engine', values: ['Bosch', 'Bosch'] },
      { id: 'spec:brake', label: 'label brake', values: ['Shimano', null] },
      { id: 'spec:gears', label: 'label gears', values: [null, '8'] },
    ]);
  });

  it('geometry rows follow each bike\'s chosen size; an unknown size falls back to the first', () => {
    const a = bike('a', {}, { S: { 'UB-STACK': '600 mm' }, M: { 'UB-STACK': '620 mm' } });
    const b = bike('b', {}, { M: { 'UB-STACK': '620 mm', 'UB-REACH': '390 mm' } });
    const sizes = [chosenSize(a, 'M'), chosenSize(b, 'XXL')];
    expect(sizes.map((s) => s?.name)).toEqual(['M', 'M']);
    const rows = geometryRows([a, b], sizes, ['UB-STACK', 'UB-REACH', 'UB-BBDROP'], (c) => c);
    expect(rows).toEqual([
      { id: 'geo:UB-STACK', label: 'UB-STACK', values: ['620 mm', '620 mm'] },
      { id: 'geo:UB-REACH', label: 'UB-REACH', values: [null, '390 mm'] },
    ]);
    expect(rows.filter(rowDiffers).map((r) => r.id)).toEqual(['geo:UB-REACH']);
  });
});
