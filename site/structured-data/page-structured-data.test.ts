import { describe, expect, it } from 'vitest';
import { productPage, tile } from '../analytics/shop-fixtures.ts';
import { pageStructuredData, withStructuredData } from './page-structured-data.ts';

const SITE = { origin: 'https://www.winora.com', name: 'Winora', logo: '/favicon.svg' };
const crumbs = [{ label: 'Startseite', href: '/de-de/' }, { label: 'Trekking', href: '/de-de/ebikes/trekking/' }];
const types = (kind: string, data: unknown): string[] => pageStructuredData(kind, '/de-de/x/', data, SITE).map((b) => b['@type']);

describe('JSON-LD per page kind', () => {
  it('home: Organization; product: ProductGroup and BreadcrumbList; listings: BreadcrumbList and ItemList', () => {
    expect(types('Home', {})).toEqual(['Organization']);
    expect(types('Product', productPage())).toEqual(['ProductGroup', 'BreadcrumbList']);
    expect(types('Category', { breadcrumbs: crumbs, tiles: [tile()] })).toEqual(['BreadcrumbList', 'ItemList']);
    expect(types('ProductLine', { breadcrumbs: crumbs, tiles: [tile()] })).toEqual(['BreadcrumbList', 'ItemList']);
    expect(types('ProductLineListing', { breadcrumbs: crumbs, lines: [{ name: 'Sinus', href: '/de-de/sinus/', image: null, models: 3, fromPrice: 2999 }] })).toEqual(['BreadcrumbList', 'ItemList']);
  });

  it('other kinds and empty listings carry none', () => {
    expect(types('Basket', {})).toEqual([]);
    expect(types('DynamicProduct', {})).toEqual([]);
    expect(types('Category', { breadcrumbs: [], tiles: [] })).toEqual([]);
  });

  it('withStructuredData adds the blocks as head HTML after what the page had; a page without blocks is returned as it was', () => {
    const loaded = { data: { breadcrumbs: crumbs, tiles: [tile()] }, head: { title: 'Trekking' }, headHtml: '<meta name="x" content="y">' };
    const out = withStructuredData({ kind: 'Category', path: '/de-de/ebikes/trekking/' }, loaded, SITE);
    expect(out.headHtml).toMatch(/^<meta name="x" content="y"><script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList"/);
    expect(out.data).toBe(loaded.data);
    const basket = { data: {}, head: { title: 'Basket' } };
    expect(withStructuredData({ kind: 'Basket', path: '/de-de/basket/' }, basket, SITE)).toBe(basket);
  });

  it('invalid output throws, naming the page and every property', () => {
    const broken = { data: { breadcrumbs: [{ label: '', href: '/de-de/' }, { label: 'X', href: '/de-de/x/' }], tiles: [tile()] }, head: { title: 'X' } };
    expect(() => withStructuredData({ kind: 'Category', path: '/de-de/x/' }, broken, SITE)).toThrow('Invalid structured data:\n/de-de/x/: structured data BreadcrumbList.itemListElement[0].name must be a non-empty text (is "")');
  });
});
