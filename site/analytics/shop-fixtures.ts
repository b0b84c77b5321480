/**
 * Shop page data for the analytics and structured-data tests: a two-colour, two-size product sold in
 * Switzerland (CHF), a listing tile and basket and order lines.
 */
import type { CommerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import type { ListingTile, ProductPageData, VariantView } from '../commerce/catalogue/page-data.ts';
import type { CartLineItem } from '../commerce/types.ts';

export const CHF_SETTINGS: CommerceSettings = {
  country: 'CH', url: 'http://127.0.0.1:9', accessKey: 'KEY', salesChannelApi: false, tag: 'de-CH', currency: 'CHF',
  hidePrices: false, basketQuantity: true, instalments: null, paths: { basket: '/ch-de/basket/', checkout: '/ch-de/checkout/', confirm: '/ch-de/checkout/finish/', home: '/ch-de/' },
};

export function variantOf(id: string, options: Record<string, string>, price: number | null, stock = 5): VariantView {
  return { id, sku: `4454030${id}`, options, price, listPrice: null, regulationPrice: null, stockStatus: 'in-stock', stock, image: null, requiredBatteries: [], geometry: {} };
}

export function productPage(overrides: Partial<ProductPageData> = {}): ProductPageData {
  return {
    id: 'p1', sku: '4454030', name: 'Sinus iX12', subtitle: 'Trekking-E-Bike', description: 'Für lange Touren.', brand: 'Winora', keyFeatures: [],
    images: [{ url: 'http://127.0.0.1:4180/media/winora/sinus.svg', alt: 'Sinus', thumb: 'http://127.0.0.1:4180/media/winora/sinus.svg?width=400' }],
    hero: null, geometryImage: null, legalNotes: [], specs: [], geometryRows: [],
    dimensions: [
      { code: 'attrMarketingColor', key: 'colour', values: [{ id: 'black', name: 'Schwarz', hex: '#000' }, { id: 'petrol', name: 'Petrol', hex: '#1f5c68' }] },
      { code: 'attrFrameSize', key: 'frameSize', values: [{ id: 'm', name: 'M', hex: null }, { id: 'l', name: 'L', hex: null }] },
    ],
    variants: [
      variantOf('001', { attrMarketingColor: 'black', attrFrameSize: 'm' }, 4299),
      variantOf('002', { attrMarketingColor: 'black', attrFrameSize: 'l' }, 4299, 0),
      variantOf('003', { attrMarketingColor: 'petrol', attrFrameSize: 'm' }, 4399.5),
    ],
    selectedColour: null,
    colourPaths: { black: '/ch-de/sinus-ix12/schwarz/', petrol: '/ch-de/sinus-ix12/petrol/' },
    batteries: [], badges: [], label: null,
    breadcrumbs: [{ label: 'Startseite', href: '/ch-de/' }, { label: 'E-Bikes', href: '/ch-de/ebikes/' }, { label: 'Trekking', href: '/ch-de/ebikes/trekking/' }, { label: 'Sinus iX12', href: '/ch-de/sinus-ix12/' }],
    line: null,
    commerce: CHF_SETTINGS,
    ...overrides,
  };
}

export function tile(overrides: Partial<ListingTile> = {}): ListingTile {
  return {
    id: 'p1', sku: '4454030', name: 'Sinus iX12', subtitle: null, href: '/ch-de/sinus-ix12/', image: null, price: 4299, listPrice: null, badges: [], label: null,
    colours: [], facets: {}, stockStatus: 'in-stock', createdAt: null, rank: 0, variantIds: [], ...overrides,
  };
}

export function cartLine(overrides: Partial<CartLineItem> = {}): CartLineItem {
  return {
    id: 'line-1', productId: 'v-001', type: 'product', label: 'Sinus iX12', quantity: 2, unitPrice: 4299, totalPrice: 8598, listPrice: null, sku: '4454030001', image: null,
    options: [{ group: 'Farbe', option: 'Schwarz' }, { group: 'Rahmengröße', option: 'M' }], maxQuantity: 10, stock: 5, removable: true, stackable: true, code: null, ...overrides,
  };
}
