// @vitest-environment happy-dom
import { PageRuntimeProvider } from '@cycle/engine/react';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/messages/en.ts';
import type { CommerceSettings } from '../catalogue/commerce-settings.ts';
import type { ProductPageData, VariantView } from '../catalogue/page-data.ts';
import { ProductDetail } from './product-detail.tsx';

/** The instalment price range (spec §9: one configuration, 150 to 6000: raleigh) on the product detail. */
const settings = (instalments: CommerceSettings['instalments'], hidePrices = false): CommerceSettings => ({
  country: 'GB', url: 'http://127.0.0.1:9', accessKey: 'SWSCRALEIGHGBLOCAL', salesChannelApi: false, tag: 'en-GB', currency: 'GBP',
  hidePrices, basketQuantity: true, instalments, paths: { basket: '/gb-en/basket/', checkout: '/gb-en/checkout/', confirm: '/gb-en/checkout/finish/', home: '/gb-en/' },
});
const variant = (price: number): VariantView => ({
  id: 'v1', sku: 'RAL-1', options: { attrFrameSize: 'm' }, price, listPrice: null, regulationPrice: null, stockStatus: 'in-stock', stock: 9,
  image: null, requiredBatteries: [], geometry: {},
});
const page = (price: number, commerce: CommerceSettings): ProductPageData => ({
  id: 'p1', sku: 'RAL', name: 'Motus Grand Tour', subtitle: null, description: null, brand: 'Raleigh', keyFeatures: [], images: [], hero: null, geometryImage: null,
  legalNotes: [], specs: [], geometryRows: [], dimensions: [{ code: 'attrFrameSize', key: 'frameSize', values: [{ id: 'm', name: 'M', hex: null }] }],
  variants: [variant(price)], selectedColour: null, colourPaths: {}, batteries: [], badges: [], label: null, breadcrumbs: [], line: null, commerce,
});
const site = { brand: { id: 'raleigh', name: 'Raleigh' }, locale: { id: 'gb-en', path: '/gb-en/', language: 'en' }, locales: [], year: 2026, runtime: { environment: 'test' } };
function show(data: ProductPageData): HTMLElement {
  const runtime = { staticQueries: { dictionary: en, site }, slices: {}, sliceComponents: {}, page: { path: '/gb-en/motus/', data, head: { title: '' }, pageContext: {} } };
  return render(<PageRuntimeProvider value={runtime as never}><MemoryRouter initialEntries={['/gb-en/motus/']}><ProductDetail data={data} /></MemoryRouter></PageRuntimeProvider>).container;
}

beforeEach(() => {
  // The live stock refresh fails (no backend): the page keeps the build's stock.
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('instalments on the product detail', () => {
  it('inside 150–6000: 12 monthly instalments in the page currency', () => {
    const text = show(page(1200, settings({ min: 150, max: 6000 }))).querySelector('[data-instalments]')?.textContent ?? '';
    expect(text).toContain('£100.00');
  });

  it('at the bounds yes, outside them no', () => {
    expect(show(page(150, settings({ min: 150, max: 6000 }))).querySelector('[data-instalments]')?.textContent).toContain('£12.50');
    cleanup();
    expect(show(page(6000, settings({ min: 150, max: 6000 }))).querySelector('[data-instalments]')?.textContent).toContain('£500.00');
    cleanup();
    expect(show(page(149, settings({ min: 150, max: 6000 }))).querySelector('[data-instalments]')).toBeNull();
    cleanup();
    expect(show(page(6500, settings({ min: 150, max: 6000 }))).querySelector('[data-instalments]')).toBeNull();
  });

  it('a brand without the range (winora) or with hidden prices shows none', () => {
    expect(show(page(1200, settings(null))).querySelector('[data-instalments]')).toBeNull();
    cleanup();
    expect(show(page(1200, settings({ min: 150, max: 6000 }, true))).querySelector('[data-instalments]')).toBeNull();
  });
});

describe('wide tables on a phone', () => {
  it('the technical specs and the geometry scroll from the keyboard: each sits in a focusable region named by its heading', () => {
    const data = { ...page(1200, settings(null)), specs: [{ key: 'frameSize', value: 'M' }], geometryRows: ['seatTube'], variants: [{ ...variant(1200), geometry: { seatTube: '480 mm' } }] } as ProductPageData;
    const container = show(data);
    for (const name of [en.shopTechnicalSpecs, en.shopGeometry]) {
      const region = [...container.querySelectorAll('[role="region"]')].find((r) => r.getAttribute('aria-label') === name);
      expect(region?.getAttribute('tabindex'), name).toBe('0');
      expect(region?.querySelector('table'), name).not.toBeNull();
    }
  });
});
