import { describe, expect, it } from 'vitest';
import { buildRequestUrl } from './build-request-url.ts';

describe('buildRequestUrl', () => {
  it('substitutes colon-prefixed URL parameters and URL-encodes them', () => {
    expect(buildRequestUrl('/product/:productId/find-variant', { productId: 'a b/ß?' })).toBe('/product/a%20b%2F%C3%9F%3F/find-variant');
    expect(buildRequestUrl('/stock/:country/:sku', { country: 'AT', sku: 7 })).toBe('/stock/AT/7');
  });

  it('throws when an array is given as a URL parameter', () => {
    expect(() => buildRequestUrl('/product/:id', { id: ['a', 'b'] })).toThrow('URL parameter "id" of /product/:id is an array');
  });

  it('throws when a URL parameter has no value', () => {
    expect(() => buildRequestUrl('/product/:id', {})).toThrow('URL parameter "id" of /product/:id has no value');
  });

  it('puts the remaining parameters in the query string, arrays in bracket format', () => {
    expect(buildRequestUrl('/checkout/cart/line-item', { ids: ['a', 'b c'], onlyAvailable: true, limit: 5 })).toBe(
      '/checkout/cart/line-item?ids[]=a&ids[]=b%20c&onlyAvailable=true&limit=5',
    );
  });

  it('leaves out undefined and null query parameters and keeps the path parameter out of the query', () => {
    expect(buildRequestUrl('/product/:id', { id: 'x', term: undefined, page: null, p: 2 })).toBe('/product/x?p=2');
    expect(buildRequestUrl('/product', {})).toBe('/product');
  });

  it('appends to a path that already has a query', () => {
    expect(buildRequestUrl('/order?checkPromotion=true', { page: 2 })).toBe('/order?checkPromotion=true&page=2');
  });
});
