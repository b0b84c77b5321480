import { describe, expect, it } from 'vitest';
import { CHF_SETTINGS, productPage, tile, variantOf } from '../analytics/shop-fixtures.ts';
import { breadcrumbJsonLd, itemListJsonLd, offerPrice, organizationJsonLd, productJsonLd } from './build-json-ld.ts';
import { validateStructuredData } from './validate-structured-data.ts';

const page = { origin: 'https://www.winora.com', path: '/ch-de/sinus-ix12/' };

describe('Product and ProductGroup', () => {
  it('several priced variants: a ProductGroup varying by colour and size, each variant a Product with sku, colour, size and an Offer', () => {
    const group = productJsonLd(productPage(), page);
    expect(group).toMatchObject({
      '@context': 'https://schema.org', '@type': 'ProductGroup', productGroupID: '4454030', name: 'Sinus iX12', description: 'Für lange Touren.',
      brand: { '@type': 'Brand', name: 'Winora' }, url: 'https://www.winora.com/ch-de/sinus-ix12/',
      image: ['http://127.0.0.1:4180/media/winora/sinus.svg'], variesBy: ['https://schema.org/color', 'https://schema.org/size'],
    });
    expect(group?.['hasVariant']).toEqual([
      expect.objectContaining({ '@type': 'Product', sku: '4454030001', color: 'Schwarz', size: 'M', offers: { '@type': 'Offer', url: 'https://www.winora.com/ch-de/sinus-ix12/schwarz/?size=m', price: '4299.00', priceCurrency: 'CHF', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/NewCondition' } }),
      expect.objectContaining({ sku: '4454030002', color: 'Schwarz', size: 'L', offers: expect.objectContaining({ availability: 'https://schema.org/OutOfStock', url: 'https://www.winora.com/ch-de/sinus-ix12/schwarz/?size=l' }) }),
      expect.objectContaining({ sku: '4454030003', color: 'Petrol', offers: expect.objectContaining({ price: '4399.50', url: 'https://www.winora.com/ch-de/sinus-ix12/petrol/?size=m' }) }),
    ]);
    expect(validateStructuredData(group)).toEqual([]);
  });

  it('the description and brand are said once, on the group: each variant has only its name besides what sets it apart', () => {
    const variants = productJsonLd(productPage(), page)?.['hasVariant'] as Record<string, unknown>[];
    expect(variants.map((v) => v['name'])).toEqual(['Sinus iX12', 'Sinus iX12', 'Sinus iX12']);
    for (const v of variants) {
      expect(v).not.toHaveProperty('description');
      expect(v).not.toHaveProperty('brand');
    }
  });

  it('one colour: the group varies by size only', () => {
    const data = productPage({ variants: [variantOf('001', { attrMarketingColor: 'black', attrFrameSize: 'm' }, 10), variantOf('002', { attrMarketingColor: 'black', attrFrameSize: 'l' }, 10)] });
    expect(productJsonLd(data, page)?.['variesBy']).toEqual(['https://schema.org/size']);
  });

  it('one priced variant: a Product with its Offer; variants without a price are left out', () => {
    const data = productPage({ variants: [variantOf('001', { attrMarketingColor: 'black', attrFrameSize: 'm' }, 999), variantOf('002', { attrMarketingColor: 'black', attrFrameSize: 'l' }, null)] });
    const product = productJsonLd(data, page);
    expect(product).toMatchObject({ '@type': 'Product', sku: '4454030001', name: 'Sinus iX12', description: 'Für lange Touren.', brand: { '@type': 'Brand', name: 'Winora' }, url: 'https://www.winora.com/ch-de/sinus-ix12/', offers: { price: '999.00', priceCurrency: 'CHF' } });
    expect(validateStructuredData(product)).toEqual([]);
  });

  it('inactive variants are Discontinued', () => {
    const data = productPage({ variants: [{ ...variantOf('001', {}, 5), stockStatus: 'inactive' }] });
    expect(productJsonLd(data, page)?.['offers']).toMatchObject({ availability: 'https://schema.org/Discontinued' });
  });

  it('no Product where nothing has a price or prices are hidden (an offer-less Product is no rich result)', () => {
    expect(productJsonLd(productPage({ variants: [variantOf('001', {}, null)] }), page)).toBeNull();
    expect(productJsonLd(productPage({ commerce: { ...CHF_SETTINGS, hidePrices: true } }), page)).toBeNull();
  });

  it('prices: two decimals with a dot', () => {
    expect(offerPrice(4299)).toBe('4299.00');
    expect(offerPrice(0.5)).toBe('0.50');
  });
});

describe('BreadcrumbList, ItemList, Organization', () => {
  it('breadcrumbs numbered from 1 with absolute URLs; fewer than two make none', () => {
    const crumbs = breadcrumbJsonLd(productPage().breadcrumbs, page);
    expect(crumbs?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.winora.com/ch-de/' },
      { '@type': 'ListItem', position: 2, name: 'E-Bikes', item: 'https://www.winora.com/ch-de/ebikes/' },
      { '@type': 'ListItem', position: 3, name: 'Trekking', item: 'https://www.winora.com/ch-de/ebikes/trekking/' },
      { '@type': 'ListItem', position: 4, name: 'Sinus iX12', item: 'https://www.winora.com/ch-de/sinus-ix12/' },
    ]);
    expect(validateStructuredData(crumbs)).toEqual([]);
    expect(breadcrumbJsonLd([{ label: 'Home', href: '/' }], page)).toBeNull();
  });

  it('a listing as an ItemList of positions and URLs; an empty listing makes none', () => {
    const list = itemListJsonLd([tile(), tile({ href: '/ch-de/yucatan-x12/' })], page);
    expect(list?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://www.winora.com/ch-de/sinus-ix12/' },
      { '@type': 'ListItem', position: 2, url: 'https://www.winora.com/ch-de/yucatan-x12/' },
    ]);
    expect(validateStructuredData(list)).toEqual([]);
    expect(itemListJsonLd([], page)).toBeNull();
  });

  it('the brand as an Organization with logo and, when known, its profiles', () => {
    const org = organizationJsonLd({ name: 'Winora', origin: 'https://www.winora.com', logo: '/favicon.svg', sameAs: ['https://www.instagram.com/winora/'] });
    expect(org).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Winora', url: 'https://www.winora.com/', logo: 'https://www.winora.com/favicon.svg', sameAs: ['https://www.instagram.com/winora/'] });
    expect(validateStructuredData(org)).toEqual([]);
    expect(organizationJsonLd({ name: 'Winora', origin: 'https://www.winora.com', logo: '/favicon.svg' })).not.toHaveProperty('sameAs');
  });
});
