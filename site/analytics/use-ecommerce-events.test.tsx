// @vitest-environment happy-dom
import { PageRuntimeProvider } from '@cycle/engine/react';
import { cleanup, render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallState } from '../commerce/browser/use-commerce-call.ts';
import type { VariantView } from '../commerce/catalogue/page-data.ts';
import type { Cart, Order } from '../commerce/types.ts';
import { serverRuntime, SiteRuntimeContext } from '../runtime/site-runtime.ts';
import type { DataLayer } from './data-layer.ts';
import { CHF_SETTINGS, cartLine, productPage, tile } from './shop-fixtures.ts';
import { cartChanges } from './ecommerce-payloads.ts';
import { ecommerceEventsPushed, useBasketAnalytics, useCheckoutAnalytics, useListingAnalytics, useProductAnalytics, usePurchaseAnalytics } from './use-ecommerce-events.ts';

type Entry = { event?: string; ecommerce?: { items?: Record<string, unknown>[]; [k: string]: unknown } | null; [k: string]: unknown };
const site = { brand: { id: 'winora', name: 'Winora' }, locale: { id: 'ch-de', path: '/ch-de/', language: 'de' }, locales: [], year: 2026, runtime: { environment: 'test' } };

function liveLayer(): DataLayer & { entries: Entry[] } {
  const entries: Entry[] = [];
  return { entries, live: true, push: (e) => void entries.push(e as Entry) };
}

/** Renders `children` in StrictMode (effects run twice) with the site static query and `layer` as the runtime's. */
function mount(layer: DataLayer, children: ReactNode): { rerender(next: ReactNode, nextLayer?: DataLayer): void } {
  const wrap = (node: ReactNode, l: DataLayer): ReactNode => {
    const runtime = { staticQueries: { site }, slices: {}, sliceComponents: {}, page: { path: '/', data: null, head: { title: '' }, pageContext: {} } };
    return (
      <StrictMode>
        <PageRuntimeProvider value={runtime as never}>
          <SiteRuntimeContext.Provider value={{ ...serverRuntime(), dataLayer: l }}>{node}</SiteRuntimeContext.Provider>
        </PageRuntimeProvider>
      </StrictMode>
    );
  };
  const view = render(wrap(children, layer));
  return { rerender: (next, nextLayer = layer) => view.rerender(wrap(next, nextLayer)) };
}
const named = (layer: { entries: Entry[] }, name: string): Entry[] => layer.entries.filter((e) => e.event === name);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(cleanup);

const IDLE: CallState<unknown> = { status: 'idle' };
const data = productPage();
const [black, , petrol] = data.variants as [VariantView, VariantView, VariantView];

function Product({ variant, ready = true, add = IDLE, notify = IDLE }: { variant: VariantView | null; ready?: boolean; add?: CallState<unknown>; notify?: CallState<unknown> }): ReactNode {
  useProductAnalytics(data, variant, ready, { add, notify });
  return null;
}

describe('product page events', () => {
  it('view_item once per chosen variant under StrictMode and re-renders; not before the selection is final', async () => {
    const layer = liveLayer();
    const view = mount(layer, <Product variant={black} ready={false} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'view_item')).toHaveLength(0);
    view.rerender(<Product variant={black} />);
    view.rerender(<Product variant={black} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'view_item')).toHaveLength(1);
    view.rerender(<Product variant={petrol} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'view_item').map((e) => e.ecommerce?.items?.[0]?.['item_id'])).toEqual(['4454030001', '4454030003']);
    expect(layer.entries[layer.entries.indexOf(named(layer, 'view_item')[1] as Entry) - 1]).toEqual({ ecommerce: null });
  });

  it('StrictMode mounts, unmounts and mounts again: still one view_item', async () => {
    const layer = liveLayer();
    mount(layer, <Product variant={black} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'view_item')).toHaveLength(1);
  });

  it('nothing goes to the inert layer of the first render; the live one then gets the event once', async () => {
    const inert = serverRuntime().dataLayer;
    const layer = liveLayer();
    const view = mount(inert, <Product variant={black} />);
    view.rerender(<Product variant={black} />, layer);
    await ecommerceEventsPushed();
    expect(named(layer, 'view_item')).toHaveLength(1);
  });

  it('add_to_cart per successful add (a retry that succeeds counts), remembered for the basket; notify_me with the currency', async () => {
    const layer = liveLayer();
    const view = mount(layer, <Product variant={black} />);
    const done: CallState<unknown> = { status: 'done', value: {} };
    view.rerender(<Product variant={black} add={done} />);
    view.rerender(<Product variant={black} add={done} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'add_to_cart')).toEqual([{ event: 'add_to_cart', ecommerce: { value: 4299, currency: 'CHF', items: [expect.objectContaining({ item_id: '4454030001', item_variant: 'Schwarz / M' })] } }]);
    view.rerender(<Product variant={black} add={{ status: 'done', value: {} }} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'add_to_cart')).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem('analyticsItems') ?? '[]')).toEqual([['001', expect.objectContaining({ id: '4454030001', categories: ['E-Bikes', 'Trekking'] })]]);
    view.rerender(<Product variant={black} notify={{ status: 'done', value: undefined }} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'notify_me')).toEqual([{ event: 'notify_me', ecommerce: { currency: 'CHF', items: [expect.objectContaining({ item_id: '4454030001' })] } }]);
  });
});

function Listing({ tiles, offset = 0 }: { tiles: ReturnType<typeof tile>[]; offset?: number }): ReactNode {
  useListingAnalytics({ list: { id: 'category:trekking', name: 'Trekking', breadcrumbs: [{ label: 'Start', href: '/ch-de/' }, { label: 'Trekking', href: '/ch-de/trekking/' }] }, tiles, offset, settings: CHF_SETTINGS });
  return <div>{tiles.map((t) => <a key={t.sku} href={t.href} data-product-tile={t.sku}><span>{t.name}</span></a>)}</div>;
}

describe('listing events', () => {
  it('view_item_list once per shown page, select_item with the position when a tile (or something in it) is clicked', async () => {
    const layer = liveLayer();
    const tiles = [tile(), tile({ id: 'p2', sku: '4451060', name: 'Yucatan X12', href: '/ch-de/yucatan-x12/' })];
    const view = mount(layer, <Listing tiles={tiles} />);
    view.rerender(<Listing tiles={[...tiles]} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'view_item_list')).toHaveLength(1);
    document.querySelector('[data-product-tile="4451060"] span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await ecommerceEventsPushed();
    expect(named(layer, 'select_item')).toEqual([{ event: 'select_item', ecommerce: expect.objectContaining({ currency: 'CHF', item_list_id: 'category:trekking', items: [expect.objectContaining({ item_id: '4451060', index: 1, item_category: 'Trekking' })] }) }]);
    view.rerender(<Listing tiles={tiles.slice(1)} offset={24} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'view_item_list').at(-1)?.ecommerce?.items?.[0]).toMatchObject({ item_id: '4451060', index: 24 });
  });
});

const cart = (lines: ReturnType<typeof cartLine>[]): Cart => ({ token: 't', lineItems: lines, positionPrice: 0, totalPrice: 0, netPrice: 0, shippingCosts: 0, taxes: [], errors: [], promotionCodes: [] });

function Basket({ value }: { value: Cart | null }): ReactNode {
  useBasketAnalytics(CHF_SETTINGS, value);
  return null;
}

describe('basket events', () => {
  it('view_cart once, then add/remove for what each new cart changed', async () => {
    const layer = liveLayer();
    const two = cart([cartLine(), cartLine({ id: 'line-2', productId: 'v-2', sku: '2', quantity: 1 })]);
    const view = mount(layer, <Basket value={null} />);
    view.rerender(<Basket value={two} />);
    view.rerender(<Basket value={two} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'view_cart')).toHaveLength(1);
    view.rerender(<Basket value={cart([cartLine({ quantity: 3 })])} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'add_to_cart').map((e) => e.ecommerce?.items?.map((i) => [i['item_id'], i['quantity']]))).toEqual([[['4454030001', 1]]]);
    expect(named(layer, 'remove_from_cart').map((e) => e.ecommerce?.items?.map((i) => [i['item_id'], i['quantity']]))).toEqual([[['2', 1]]]);
  });

  it('cartChanges: more is added, less or gone is removed, promotions ignored', async () => {
    const before = cart([cartLine(), cartLine({ id: 'p', type: 'promotion' })]);
    expect(cartChanges(before, cart([cartLine({ quantity: 1 })]))).toEqual({ added: [], removed: [[expect.objectContaining({ id: 'line-1' }), 1]] });
    expect(cartChanges(before, cart([]))).toEqual({ added: [], removed: [[expect.objectContaining({ id: 'line-1' }), 2]] });
  });
});

function Checkout({ value, order = IDLE, load = IDLE }: { value: Cart | null; order?: CallState<unknown>; load?: CallState<unknown> }): ReactNode {
  useCheckoutAnalytics(CHF_SETTINGS, value, { load, method: IDLE, order }, { shipping: 'Heimlieferung', payment: 'Rechnung' });
  return null;
}

describe('checkout events', () => {
  it('begin_checkout once; shipping and payment once per choice when the order is placed; checkout_error once per failure', async () => {
    const layer = liveLayer();
    const c = cart([cartLine()]);
    const view = mount(layer, <Checkout value={c} />);
    view.rerender(<Checkout value={c} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'begin_checkout')).toHaveLength(1);
    view.rerender(<Checkout value={c} order={{ status: 'pending', slow: false }} />);
    const failed: CallState<unknown> = { status: 'failed', error: { message: 'HTTP 503', retryable: true, errors: [] } as never };
    view.rerender(<Checkout value={c} order={failed} />);
    view.rerender(<Checkout value={c} order={failed} />);
    view.rerender(<Checkout value={c} order={{ status: 'pending', slow: false }} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'add_shipping_info')).toEqual([{ event: 'add_shipping_info', ecommerce: expect.objectContaining({ currency: 'CHF', shipping_tier: 'Heimlieferung' }) }]);
    expect(named(layer, 'add_payment_info')).toEqual([{ event: 'add_payment_info', ecommerce: expect.objectContaining({ payment_type: 'Rechnung' }) }]);
    expect(named(layer, 'checkout_error')).toEqual([{ event: 'checkout_error', checkout_step: 'order', error_message: 'HTTP 503' }]);
    view.rerender(<Checkout value={null} load={{ status: 'failed', error: { message: 'Timeout', retryable: true, errors: [] } as never }} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'checkout_error').map((e) => e['checkout_step'])).toEqual(['order', 'load']);
  });
});

function Confirmation({ order }: { order: Order | undefined }): ReactNode {
  usePurchaseAnalytics(CHF_SETTINGS, order);
  return null;
}

describe('purchase', () => {
  const order: Order = { id: 'o-1', orderNumber: '10042', totalPrice: 4399, state: 'open', paymentState: 'paid', currency: 'CHF', lineItems: [{ productId: '001', label: 'Sinus iX12', quantity: 1, totalPrice: 4299 }] };

  it('once per order: not again on a reload (a new mount) of the confirmation', async () => {
    sessionStorage.setItem('analyticsItems', JSON.stringify([['001', { id: '4454030001', name: 'Sinus iX12', brand: 'Winora', categories: ['Trekking'], variant: 'Schwarz / M' }]]));
    const layer = liveLayer();
    const view = mount(layer, <Confirmation order={undefined} />);
    view.rerender(<Confirmation order={order} />);
    view.rerender(<Confirmation order={order} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'purchase')).toEqual([{ event: 'purchase', ecommerce: { value: 4399, currency: 'CHF', transaction_id: '10042', items: [{ item_id: '4454030001', item_name: 'Sinus iX12', price: 4299, item_brand: 'Winora', item_category: 'Trekking', item_variant: 'Schwarz / M', quantity: 1 }] } }]);
    cleanup();
    const reload = liveLayer();
    mount(reload, <Confirmation order={order} />);
    await ecommerceEventsPushed();
    expect(named(reload, 'purchase')).toHaveLength(0);
  });

  it('in the currency the order was placed in; the market\'s when the backend does not say', async () => {
    const layer = liveLayer();
    const view = mount(layer, <Confirmation order={{ ...order, id: 'o-eur', currency: 'EUR' }} />);
    view.rerender(<Confirmation order={{ ...order, id: 'o-none', currency: null }} />);
    await ecommerceEventsPushed();
    expect(named(layer, 'purchase').map((e) => e.ecommerce?.['currency'])).toEqual(['EUR', 'CHF']);
  });
});
