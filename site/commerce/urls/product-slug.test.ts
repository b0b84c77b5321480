import { describe, expect, it } from 'vitest';
import { productSlug } from './product-slug.ts';

const plain = { slugWithSku: false, withModelSlug: true } as const;
const withSku = { slugWithSku: true, withModelSlug: true } as const;

describe('productSlug', () => {
  it('takes the parent model name custom field first', () => {
    expect(productSlug({ parentModelName: 'Sinus iX12', name: 'Sinus iX12 Damen 46 cm Schwarz', model: 'SINUS' }, plain)).toBe('sinus-ix12');
  });

  it('falls back to the product name, then the model', () => {
    expect(productSlug({ parentModelName: '', name: 'Yakun R8f', model: 'YAKUN' }, plain)).toBe('yakun-r8f');
    expect(productSlug({ model: 'Tría' }, plain)).toBe('tria');
  });

  it('appends the model slug only when the brand joins the SKU and the caller asks for it', () => {
    const source = { name: 'Overvolt GLP 3', modelSlug: 'Team 2025', parentSku: '4550125', sku: '4550125046' };
    expect(productSlug(source, withSku)).toBe('overvolt-glp-3-team-2025');
    expect(productSlug(source, { slugWithSku: true, withModelSlug: false })).toBe('overvolt-glp-3');
    expect(productSlug(source, plain)).toBe('overvolt-glp-3');
  });

  it('uses the parent SKU, else the SKU, as model slug when the custom field is missing', () => {
    expect(productSlug({ name: 'Bosch PowerTube 625', parentSku: 'XLC-BP-625', sku: 'XLC-BP-625-B' }, withSku)).toBe('bosch-powertube-625-xlc-bp-625');
    expect(productSlug({ name: 'Bosch PowerTube 625', sku: 'XLC-BP-625-B' }, withSku)).toBe('bosch-powertube-625-xlc-bp-625-b');
  });
});
