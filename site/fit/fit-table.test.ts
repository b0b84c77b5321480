import { describe, expect, it } from 'vitest';
import type { Product, ProductAttribute, ProductVariant } from '../commerce/types.ts';
import { fitTableOf, heightRangeCm, lengthMm } from './fit-table.ts';

const attr = (code: string, name: string): ProductAttribute => ({ id: `${code}-${name}`, name, position: 0, displayType: 'text', colorHexCode: null, group: { code } as ProductAttribute['group'] });
const variant = (size: string | null, props: Record<string, string>): ProductVariant =>
  ({ options: size === null ? [] : [attr('attrFrameSize', size)], properties: Object.entries(props).map(([code, name]) => attr(code, name)) }) as unknown as ProductVariant;
const product = (variants: ProductVariant[], categories: string[] = ['E-Bikes']): Pick<Product, 'variants' | 'categories' | 'categoriesRo' | 'attributes'> =>
  ({ variants, categories, categoriesRo: [], attributes: [] });

describe('fitTableOf', () => {
  it('one row per frame size in size order: rider heights, the highest stand-over over its shapes, the seat tube', () => {
    const table = fitTableOf(product([
      variant('L', { HEIGHTS: '175–187 cm', 'UB-STANDHG': '780 mm', 'UB-STLENGT': '540 mm' }),
      variant('M', { HEIGHTS: '165–177 cm', 'UB-STANDHG': '600 mm', 'UB-STLENGT': '490 mm' }), // wave frame
      variant('M', { HEIGHTS: '165–177 cm', 'UB-STANDHG': '74 cm', 'UB-STLENGT': '490 mm' }), // diamond frame
      variant(null, { HEIGHTS: '1–2 cm' }),
    ]));
    expect(table).toEqual({ sizes: [['M', 165, 177, 740, 490], ['L', 175, 187, 780, 540]] });
  });

  it('reads HEIGHT as well as HEIGHTS and leaves unknown values null', () => {
    expect(fitTableOf(product([variant('S', { HEIGHT: '1.55-1.67 m' }), variant('M', { 'UB-STANDHG': 'n/a' })]))?.sizes).toEqual([['S', 155, 167, null, null], ['M', null, null, null, null]]);
  });

  it('null without frame sizes; off-road from a mountain-bike category', () => {
    expect(fitTableOf(product([variant(null, {})]))).toBeNull();
    expect(fitTableOf(product([variant('M', {})], ['E-MTB Fully']))?.offRoad).toBe(true);
  });
});

describe('value parsing', () => {
  it('lengths in mm from mm and cm, null for anything else', () => {
    expect([lengthMm('700 mm'), lengthMm('70 cm'), lengthMm('70,5 cm'), lengthMm('700'), lengthMm('73.5°'), lengthMm('-'), lengthMm(undefined)]).toEqual([700, 700, 705, 700, null, null, null]);
  });

  it('rider-height ranges in cm, null for implausible ones', () => {
    expect([heightRangeCm('155–167 cm'), heightRangeCm('155 - 167'), heightRangeCm('155 to 167 cm'), heightRangeCm('1,55–1,67 m')]).toEqual([[155, 167], [155, 167], [155, 167], [155, 167]]);
    expect([heightRangeCm('190–170 cm'), heightRangeCm('10–20 cm'), heightRangeCm('tall'), heightRangeCm(undefined)]).toEqual([null, null, null, null]);
  });
});
