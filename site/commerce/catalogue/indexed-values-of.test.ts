import { describe, expect, it } from 'vitest';
import type { Product, ProductAttribute } from '../types.ts';
import { indexedValuesOf } from './indexed-values-of.server.ts';
import { valuesOf } from './product-page-data.ts';

const attr = (code: string, name: string, id: string, position = 0): ProductAttribute => ({ id, name, position, displayType: 'text', colorHexCode: null, group: { code } as ProductAttribute['group'] });

/** A parent whose colour is on the parent, hidden, and on its variants (the same name twice), as the shop gives it. */
const bike = {
  attributes: [attr('attrMarketingColor', 'Blau', 'own-blue'), attr('attrProductLine', 'Sinus', 'line')],
  attributesHidden: [attr('attrMarketingColor', 'Rot', 'hidden-red')],
  variants: [
    { options: [attr('attrMarketingColor', 'Grün', 'v1-green'), attr('attrFrameSize', '50', 'v1-50')], properties: [attr('WHEEL', '28"', 'v1-wheel')] },
    { options: [attr('attrMarketingColor', 'Blau', 'v2-blue'), attr('attrFrameSize', '46', 'v2-46')], properties: [attr('WHEEL', '28"', 'v2-wheel')] },
  ],
} as unknown as Product;

describe('indexedValuesOf (the build\'s valuesOf)', () => {
  it('gives each value once, where its name first occurs, as the variant last listing it has it', () => {
    expect(indexedValuesOf(bike, 'attrMarketingColor').map((a) => [a.name, a.id])).toEqual([['Blau', 'v2-blue'], ['Rot', 'hidden-red'], ['Grün', 'v1-green']]);
    expect(indexedValuesOf(bike, 'WHEEL').map((a) => a.id)).toEqual(['v2-wheel']);
    expect(indexedValuesOf(bike, 'attrFrameSize').map((a) => a.name)).toEqual(['50', '46']);
  });

  it('answers every code as the browser\'s valuesOf does, and nothing for a code the product lacks', () => {
    for (const code of ['attrMarketingColor', 'attrProductLine', 'attrFrameSize', 'WHEEL', 'UB-BATCAP']) expect(indexedValuesOf(bike, code)).toEqual(valuesOf(bike, code));
    expect(indexedValuesOf(bike, 'UB-BATCAP')).toEqual([]);
  });

  it('a caller changing the list it got does not change the next answer', () => {
    indexedValuesOf(bike, 'attrMarketingColor').pop();
    expect(indexedValuesOf(bike, 'attrMarketingColor')).toHaveLength(3);
  });
});
