// @vitest-environment happy-dom
import { PageRuntimeProvider } from '@cycle/engine/react';
import { act, cleanup, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/messages/en.ts';
import type { CommerceSettings } from '../catalogue/commerce-settings.ts';
import type { ListingTile } from '../catalogue/page-data.ts';
import type * as FormatPrice from './format-price.ts';
import { formatPrice } from './format-price.ts';
import { ProductTile } from './product-tile.tsx';

// The original, counted: each render of a tile formats its price once.
vi.mock('./format-price.ts', async (importOriginal) => {
  const original = await importOriginal<typeof FormatPrice>();
  return { ...original, formatPrice: vi.fn(original.formatPrice) };
});

const settings: CommerceSettings = {
  country: 'DE', url: 'http://127.0.0.1:9', accessKey: 'SWSCWINORADELOCAL', salesChannelApi: false, tag: 'de-DE', currency: 'EUR',
  hidePrices: false, basketQuantity: true, instalments: null, paths: { basket: '/de-en/basket/', checkout: '/de-en/checkout/', confirm: '/de-en/checkout/finish/', home: '/de-en/' },
};
const tile = (colours: ListingTile['colours']): ListingTile => ({
  id: 'p1', sku: 'WIN-1', name: 'Yakun X12', subtitle: null, href: '/de-en/yakun/', image: null, price: 3999, listPrice: null, badges: [], label: null,
  colours, facets: {}, stockStatus: 'in-stock', createdAt: null, rank: 0, variantIds: [],
});
const site = { brand: { id: 'winora', name: 'Winora' }, locale: { id: 'de-en', path: '/de-en/', language: 'en' }, locales: [], year: 2026, runtime: { environment: 'test' } };
function show(t: ListingTile): HTMLElement {
  const runtime = { staticQueries: { dictionary: en, site }, slices: {}, sliceComponents: {}, page: { path: '/de-en/ebikes/', data: {}, head: { title: '' }, pageContext: {} } };
  return render(<PageRuntimeProvider value={runtime as never}><ProductTile tile={t} settings={settings} /></PageRuntimeProvider>).container;
}

afterEach(cleanup);

describe('<ProductTile> colour dots (issue 18: aria-label on a div without a role, 1,232 times)', () => {
  it('names the dots with the colours through a role that allows a name, so the link reads them', () => {
    const container = show(tile([{ id: 'a', name: 'Anthracite', hex: '#333333' }, { id: 'r', name: 'Red', hex: '#c8102e' }]));
    const dots = container.querySelector('[aria-label^="Colour"]')!;
    expect(dots.getAttribute('role')).toBe('img');
    expect(dots.getAttribute('aria-label')).toBe('Colour: Anthracite, Red');
    expect(container.querySelectorAll('div[aria-label]:not([role])')).toHaveLength(0);
  });

  it('shows no empty colour group for a product without colours', () => {
    const container = show(tile([]));
    expect(container.querySelector('[aria-label^="Colour"]')).toBeNull();
  });
});

describe('<ProductTile> re-renders', () => {
  it('a listing that re-renders (its URL state, the browser services, a price refresh) re-renders only the tiles whose data or price changed', () => {
    const a = tile([]);
    const b = { ...tile([]), id: 'p2', sku: 'WIN-2', name: 'Sinus N8' };
    let setPrices: (p: Record<string, number>) => void = () => {};
    function Listing(): ReactNode {
      const [prices, set] = useState<Record<string, number>>({});
      setPrices = set;
      return [a, b].map((t) => <ProductTile key={t.id} tile={t} settings={settings} price={prices[t.id] ?? t.price} />);
    }
    const runtime = { staticQueries: { dictionary: en, site }, slices: {}, sliceComponents: {}, page: { path: '/de-en/ebikes/', data: {}, head: { title: '' }, pageContext: {} } };
    const formatted = vi.mocked(formatPrice);
    formatted.mockClear();
    const { container } = render(<PageRuntimeProvider value={runtime as never}><Listing /></PageRuntimeProvider>);
    expect(formatted.mock.calls.map(([amount]) => amount)).toEqual([3999, 3999]);
    formatted.mockClear();
    // The refresh brings p1's price as built and a new price for p2: only p2's tile renders again.
    act(() => setPrices({ p1: 3999, p2: 2499 }));
    expect(formatted.mock.calls.map(([amount]) => amount)).toEqual([2499]);
    expect(container.querySelector('[data-product-tile="WIN-2"] [data-price]')?.textContent).toContain('2.499,00');
  });
});
