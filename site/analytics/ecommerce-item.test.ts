import { describe, expect, it } from 'vitest';
import { ecommerceEvents } from './analytics-events.ts';
import { cartLineItem, listingCategories, orderLineItem, productCategories, productItem, tileItem, variantLabel } from './ecommerce-item.ts';
import { cartLine, productPage, tile } from './shop-fixtures.ts';

const list = { id: 'category:e-bikes/trekking', name: 'E-Bikes Trekking', categories: ['E-Bikes', 'Trekking'] };

describe('e-commerce items from our shop types', () => {
  it('a listing tile carries every GA4 item field, its list and position, in the event with the market currency', () => {
    const item = tileItem(tile(), { list, index: 3, brand: 'Winora' });
    const [reset, event] = ecommerceEvents('view_item_list', [item], { currency: 'CHF', item_list_id: list.id });
    expect(reset).toEqual({ ecommerce: null });
    expect(event).toEqual({
      event: 'view_item_list',
      ecommerce: {
        value: 4299, currency: 'CHF', item_list_id: list.id,
        items: [{ item_id: '4454030', item_name: 'Sinus iX12', price: 4299, item_brand: 'Winora', item_category: 'E-Bikes', item_category2: 'Trekking', item_list_id: list.id, item_list_name: 'E-Bikes Trekking', index: 3, quantity: 1 }],
      },
    });
  });

  it('a tile takes the refreshed price when the page has one, the build price otherwise, 0 when on request', () => {
    expect(tileItem(tile(), { list, index: 0, brand: 'W', price: 3999 }).price).toBe(3999);
    expect(tileItem(tile(), { list, index: 0, brand: 'W', price: null }).price).toBe(4299);
    expect(tileItem(tile({ price: null }), { list, index: 0, brand: 'W' }).price).toBe(0);
  });

  it('categories: a listing counts itself, a product stops before itself; five at most reach the event', () => {
    const crumbs = productPage().breadcrumbs;
    expect(listingCategories(crumbs.slice(0, 3))).toEqual(['E-Bikes', 'Trekking']);
    expect(productCategories(crumbs)).toEqual(['E-Bikes', 'Trekking']);
    const deep = { ...tileItem(tile(), { list: { ...list, categories: ['a', 'b', 'c', 'd', 'e', 'f'] }, index: 0, brand: 'W' }) };
    const fields = (ecommerceEvents('view_item', [deep])[1].ecommerce as { items: Record<string, unknown>[] }).items[0];
    expect(Object.keys(fields ?? {}).filter((k) => k.startsWith('item_category'))).toEqual(['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5']);
  });

  it('the product page item is the chosen variant: its number, price and option names as item_variant', () => {
    const data = productPage();
    const petrol = data.variants[2] ?? null;
    expect(productItem(data, petrol, 'Fallback')).toEqual({ id: '4454030003', name: 'Sinus iX12', price: 4399.5, brand: 'Winora', categories: ['E-Bikes', 'Trekking'], variant: 'Petrol / M', quantity: 1 });
    expect(variantLabel(data, { options: { attrFrameSize: 'l', attrMarketingColor: 'black' } })).toBe('Schwarz / L');
  });

  it('without a fitting variant the parent is the item; without a brand on the product the site brand is', () => {
    expect(productItem(productPage({ brand: null }), null, 'Winora')).toEqual({ id: '4454030', name: 'Sinus iX12', price: 0, brand: 'Winora', categories: ['E-Bikes', 'Trekking'], quantity: 1 });
  });

  it('a basket line uses what the product page remembered, else its own label and options', () => {
    const remembered = { id: '4454030001', name: 'Sinus iX12', brand: 'Winora', categories: ['E-Bikes', 'Trekking'], variant: 'Schwarz / M' };
    expect(cartLineItem(cartLine(), remembered, 'Site')).toEqual({ ...remembered, price: 4299, quantity: 2 });
    expect(cartLineItem(cartLine({ label: 'Ersatzakku' }), null, 'Winora', 1)).toEqual({ id: '4454030001', name: 'Ersatzakku', price: 4299, brand: 'Winora', categories: [], variant: 'Schwarz / M', quantity: 1 });
    expect(cartLineItem(cartLine({ sku: null, options: [] }), null, 'Winora').id).toBe('v-001');
  });

  it('an order line: the unit price from the line total, the product number from memory', () => {
    const line = { productId: 'v-001', label: 'Sinus iX12', quantity: 2, totalPrice: 8599 };
    expect(orderLineItem(line, { id: '4454030001', name: 'Sinus iX12', brand: 'Winora', categories: ['Trekking'], variant: 'Schwarz / M' }, 'Site')).toEqual({ id: '4454030001', name: 'Sinus iX12', price: 4299.5, brand: 'Winora', categories: ['Trekking'], variant: 'Schwarz / M', quantity: 2 });
    expect(orderLineItem({ ...line, quantity: 0 }, null, 'Winora')).toMatchObject({ id: 'v-001', price: 8599, quantity: 1, brand: 'Winora' });
  });

  it('the event value is price × quantity over the items, rounded to cents; the caller may set it (purchase)', () => {
    const items = [cartLineItem(cartLine(), null, 'W'), cartLineItem(cartLine({ unitPrice: 0.1, quantity: 3 }), null, 'W')];
    expect((ecommerceEvents('view_cart', items)[1].ecommerce as { value: number }).value).toBe(8598.3);
    expect((ecommerceEvents('purchase', items, { value: 9000, transaction_id: '10001' })[1].ecommerce as { value: number }).value).toBe(9000);
  });
});
