// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compareEvent, contactSubmitEvent, dealerSearchEvent, ecommerceEvents, errorViewEvent, notifyMeEvent } from './analytics-events.ts';
import { browserDataLayer } from './data-layer.ts';
import { createVitalsReporter, loadTagManager, reportPageStatus, scheduleRouteChange } from './page-analytics.ts';
import { buildInfoFile, UNKNOWN_COMMIT } from './build-info.ts';

let entries: unknown[];
const layer = () => browserDataLayer(window as unknown as { dataLayer?: unknown[] });
beforeEach(() => {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  entries = (window as unknown as { dataLayer: unknown[] }).dataLayer;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('route change', () => {
  it('pushes the configured event 50 ms after the change, not before', () => {
    scheduleRouteChange(layer(), 'gatsby-route-change');
    vi.advanceTimersByTime(49);
    expect(entries).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entries).toEqual([{ event: 'gatsby-route-change' }]);
  });
  it('a cancelled change pushes nothing', () => {
    scheduleRouteChange(layer(), 'route')();
    vi.advanceTimersByTime(100);
    expect(entries).toEqual([]);
  });
});

describe('web vitals', () => {
  it('debounces each metric 3000 ms, the latest value wins, layout shift × 1000', () => {
    const report = createVitalsReporter(layer());
    report({ name: 'LCP', id: 'v1', value: 1200.4, delta: 1200.4 });
    vi.advanceTimersByTime(2000);
    report({ name: 'LCP', id: 'v1', value: 1800.6, delta: 600.2 });
    report({ name: 'CLS', id: 'v2', value: 0.0421, delta: 0.0421 });
    report({ name: 'INP', id: 'v3', value: 96, delta: 96 });
    vi.advanceTimersByTime(2999);
    expect(entries).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entries).toEqual([
      { event: 'core-web-vitals', webVitalsMeasurement: { name: 'LCP', id: 'v1', value: 1801 } },
      { event: 'core-web-vitals', webVitalsMeasurement: { name: 'CLS', id: 'v2', value: 42 } },
      { event: 'core-web-vitals', webVitalsMeasurement: { name: 'INP', id: 'v3', value: 96 } },
    ]);
  });
});

describe('page status', () => {
  const page = { pageType: 'Contact', language: 'de', country: 'AT', environment: 'development' };
  /** The page answers `status`; the deploy's build-info.json names commit abc1234. */
  const site = (status: number) =>
    vi.fn(async (url: string) => (url === '/build-info.json' ? new Response(String(buildInfoFile('abc1234').contents), { status: 200 }) : new Response(null, { status })));
  it('sends a HEAD to the page and pushes its status with the page facts and the commit of the build', async () => {
    vi.useRealTimers();
    const fetchMock = site(200);
    expect(await reportPageStatus({ fetch: fetchMock as unknown as typeof fetch, url: '/at-de/service/kontakt/', dataLayer: layer(), page })).toBe(200);
    expect(fetchMock).toHaveBeenCalledWith('/at-de/service/kontakt/', { method: 'HEAD', cache: 'no-store' });
    expect(entries).toEqual([{ event: 'page_status', statusCode: 200, pageType: 'Contact', language: 'de', country: 'at', environment: 'development', gitHash: 'abc1234' }]);
  });
  it('reports 404 and a network failure as 0', async () => {
    vi.useRealTimers();
    await reportPageStatus({ fetch: site(404) as unknown as typeof fetch, url: '/x', dataLayer: layer(), page });
    await reportPageStatus({ fetch: (async () => { throw new TypeError('offline'); }) as unknown as typeof fetch, url: '/x', dataLayer: layer(), page });
    expect(entries.map((e) => (e as { statusCode: number }).statusCode)).toEqual([404, 0]);
  });
  it('names the commit unknown when build-info.json is missing, unreadable or not what the build writes', async () => {
    vi.useRealTimers();
    for (const answer of [new Response('not found', { status: 404 }), new Response('<html>', { status: 200 }), new Response('{"gitHash":""}', { status: 200 })]) {
      await reportPageStatus({ fetch: (async (url: string) => (url === '/build-info.json' ? answer : new Response(null, { status: 200 }))) as unknown as typeof fetch, url: '/x', dataLayer: layer(), page });
    }
    await reportPageStatus({ fetch: (async () => { throw new TypeError('offline'); }) as unknown as typeof fetch, url: '/x', dataLayer: layer(), page });
    expect(entries.map((e) => (e as { gitHash: string }).gitHash)).toEqual([UNKNOWN_COMMIT, UNKNOWN_COMMIT, UNKNOWN_COMMIT, UNKNOWN_COMMIT]);
  });
});

describe('tag manager', () => {
  it('adds the start entry and the script for a container, nothing without one', () => {
    expect(loadTagManager(null, document, layer())).toBe(false);
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(0);
    expect(loadTagManager('GTM-AB12', document, layer(), () => 5)).toBe(true);
    expect(entries).toEqual([{ 'gtm.start': 5, event: 'gtm.js' }]);
    expect(document.querySelector('script[src*="googletagmanager"]')?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12');
  });
});

describe('events', () => {
  const bike = { id: 'WIN-SINUS-N8', name: 'Sinus N8', price: 2999.99, brand: 'Winora', categories: ['E-Bikes', 'City'], variant: 'Blue 52', quantity: 2 };
  it('e-commerce: a reset entry, then the items with id, name, price, brand, categories, variant, quantity', () => {
    expect(ecommerceEvents('add_to_cart', [bike], { currency: 'EUR' })).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { value: 5999.98, currency: 'EUR', items: [{ item_id: 'WIN-SINUS-N8', item_name: 'Sinus N8', price: 2999.99, item_brand: 'Winora', item_category: 'E-Bikes', item_category2: 'City', item_variant: 'Blue 52', quantity: 2 }] } },
    ]);
    for (const name of ['begin_checkout', 'purchase', 'view_cart'] as const) expect(ecommerceEvents(name, [bike])[1].event).toBe(name);
  });
  it('compare, contact, notify me, dealer search and error views', () => {
    expect(compareEvent('add', { objectID: 'p1', model: 'Yucatan', sku: 'Y1' })).toEqual({ event: 'compare_add', compare_item: { id: 'p1', model: 'Yucatan', sku: 'Y1' } });
    expect(compareEvent('remove', { objectID: 'p1', model: 'Yucatan', sku: 'Y1' }).event).toBe('compare_remove');
    expect(contactSubmitEvent({ requestType: 'Requests', country: 'AT', brand: 'winora', language: 'de' })).toEqual({ event: 'contact_form_submit', request_type: 'Requests', country: 'at', brand: 'winora', language: 'de' });
    expect(notifyMeEvent(bike).event).toBe('notify_me');
    expect(dealerSearchEvent('Wien', 4)).toEqual({ event: 'dealer_search', search_term: 'Wien', results: 4 });
    expect(errorViewEvent('form_field_error', 'Bitte geben Sie einen Betreff ein.', 'subject')).toEqual({ event: 'error_view', error_type: 'form_field_error', error_message: 'Bitte geben Sie einen Betreff ein.', error_field: 'subject' });
  });
});
