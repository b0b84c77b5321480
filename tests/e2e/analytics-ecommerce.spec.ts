import { expect, test, type Page } from './support/test.ts';
import { answeredConsent, COMMERCE, hydratedAndIdle } from './support/shop-session.ts';

/**
 * GA4 e-commerce events (issue 14 item 3) read from the data layer through a whole purchase on winora de-de:
 * listing → tile → product (variant change) → basket (remove, re-add) → checkout → confirmation, then a reload of
 * the confirmation (no second purchase), a failing order (checkout_error) and the Swiss market's currency.
 * Every push is recorded across page loads by wrapping `window.dataLayer.push` before the page's scripts run
 * (as the tag manager does); `window.dataLayer` itself is read too.
 */

type Entry = Record<string, unknown> & { event?: string; ecommerce?: { items?: Record<string, unknown>[]; [k: string]: unknown } | null };

async function faults(body: unknown): Promise<void> {
  const r = await fetch(`${COMMERCE}/__control/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(r.status).toBe(200);
}

test.afterEach(async () => {
  await faults({ mode: 'none' });
});

/** Records every data-layer push of every page load of `page`, in order. */
async function recordDataLayer(page: Page): Promise<Entry[]> {
  const entries: Entry[] = [];
  await page.exposeFunction('recordDataLayerEntries', (json: string) => void entries.push(...(JSON.parse(json) as Entry[])));
  await page.addInitScript(() => {
    const list: unknown[] = [];
    const push = list.push.bind(list);
    list.push = (...items: unknown[]): number => {
      (window as unknown as { recordDataLayerEntries(json: string): void }).recordDataLayerEntries(JSON.stringify(items));
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = list;
  });
  return entries;
}

const ecommerceOf = (entries: readonly Entry[], name: string): Entry[] => entries.filter((e) => e.event === name);

/** The events named `name`, each checked to follow a `{ ecommerce: null }` reset. */
function events(entries: readonly Entry[], name: string): NonNullable<Entry['ecommerce']>[] {
  return entries.flatMap((e, i) => {
    if (e.event !== name) return [];
    expect(entries[i - 1], `${name} follows { ecommerce: null }`).toEqual({ ecommerce: null });
    return [e.ecommerce as NonNullable<Entry['ecommerce']>];
  });
}

/** Waits until `name` was pushed at least `count` times (exact counts are asserted at the end). */
async function waitForEvent(entries: readonly Entry[], name: string, count = 1): Promise<void> {
  await expect.poll(() => ecommerceOf(entries, name).length, { message: `${name} pushed ${count}×` }).toBeGreaterThanOrEqual(count);
}

async function pickInStockSize(page: Page): Promise<void> {
  const sizes = page.locator('[data-dimension="attrFrameSize"] button[data-option]:not([disabled])');
  for (let i = 0; i < (await sizes.count()); i++) {
    if ((await page.locator('[data-stock]').getAttribute('data-stock')) === 'in-stock') break;
    await sizes.nth(i).click();
  }
  await expect(page.locator('[data-stock]')).toHaveAttribute('data-stock', 'in-stock');
}

async function fillCheckout(page: Page): Promise<void> {
  await expect(page.locator('[data-checkout-form]')).toBeVisible();
  await page.locator('input[name=email]').fill('analytics@example.test');
  await page.locator('input[name=firstName]').fill('Anna');
  await page.locator('input[name=lastName]').fill('Berger');
  await page.locator('input[name=street]').fill('Hauptstraße 1');
  await page.locator('input[name=zipcode]').fill('97080');
  await page.locator('input[name=city]').fill('Würzburg');
  await page.locator('input[name=payment][value=invoice]').check();
}

test('a whole purchase pushes the GA4 e-commerce events once each, with the items, EUR and the order', async ({ page, context }) => {
  test.setTimeout(120_000);
  await answeredConsent(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  const entries = await recordDataLayer(page);

  // Listing: the shown tiles as a list, with brand, the listing's categories and their positions.
  await page.goto('/de-de/ebikes/trekking/');
  await hydratedAndIdle(page);
  await waitForEvent(entries, 'view_item_list');
  const [list] = events(entries, 'view_item_list');
  expect(list).toMatchObject({ currency: 'EUR', item_list_id: 'category:e-bikes/trekking', item_list_name: 'E-Bikes Trekking' });
  const tiles = await page.locator('[data-product-tile]').evaluateAll((as) => as.map((a) => a.getAttribute('data-product-tile')));
  expect(list?.items?.map((i) => i['item_id'])).toEqual(tiles);
  expect(list?.items?.[0]).toMatchObject({ item_brand: 'Winora', item_category: 'E-Bikes', item_category2: 'Trekking', index: 0, quantity: 1 });
  expect(typeof list?.items?.[0]?.['price']).toBe('number');
  // What the page's own data layer holds is what was recorded.
  expect(await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event === 'view_item_list').length)).toBe(1);

  // Tile click: select_item with that tile's position in the list.
  const index = tiles.indexOf('4454030');
  expect(index).toBeGreaterThanOrEqual(0);
  await page.locator('[data-product-tile="4454030"]').click();
  await expect(page.locator('h1')).toHaveText('Sinus iX12');
  await hydratedAndIdle(page);
  expect(events(entries, 'select_item')).toEqual([expect.objectContaining({ currency: 'EUR', item_list_id: 'category:e-bikes/trekking', items: [expect.objectContaining({ item_id: '4454030', item_name: 'Sinus iX12', index, item_brand: 'Winora' })] })]);

  // Product: view_item of the chosen variant, once; a new colour is a new view_item.
  await waitForEvent(entries, 'view_item');
  const [viewed] = events(entries, 'view_item');
  expect(viewed).toMatchObject({ currency: 'EUR', items: [{ item_name: 'Sinus iX12', item_brand: 'Winora', item_category: 'Trekking', quantity: 1 }] });
  expect(String(viewed?.items?.[0]?.['item_id'])).toMatch(/^4454030\d+$/);
  expect(viewed?.items?.[0]?.['item_variant']).toMatch(/ \/ /);
  expect(viewed?.['value']).toBe(viewed?.items?.[0]?.['price']);
  await page.locator('[data-dimension="attrMarketingColor"] button').nth(1).click();
  await expect(page).toHaveURL(/\/de-de\/sinus-ix12\/[a-z-]+\//);
  await waitForEvent(entries, 'view_item', 2);
  await pickInStockSize(page);
  const productUrl = page.url();

  // Add to basket: the variant shown now.
  const shown = events(entries, 'view_item').at(-1)?.items?.[0];
  await page.locator('[data-add-to-basket]').click();
  await expect(page.locator('[data-go-to-basket]')).toBeVisible();
  await waitForEvent(entries, 'add_to_cart');
  const [added] = events(entries, 'add_to_cart');
  expect(added).toMatchObject({ currency: 'EUR', value: shown?.['price'], items: [{ item_id: shown?.['item_id'], item_variant: shown?.['item_variant'], quantity: 1 }] });

  // Basket: view_cart with what the product page knew (categories, variant); removing the line, remove_from_cart.
  await page.locator('[data-go-to-basket]').click();
  await expect(page.locator('[data-basket-lines]')).toHaveAttribute('data-basket-lines', '1');
  await waitForEvent(entries, 'view_cart');
  expect(events(entries, 'view_cart')[0]).toMatchObject({ currency: 'EUR', items: [{ item_id: shown?.['item_id'], item_category: 'Trekking', item_brand: 'Winora', quantity: 1 }] });
  await hydratedAndIdle(page);
  await page.locator('[data-remove]').click();
  await expect(page.locator('[data-basket-state="empty"]')).toBeVisible();
  await waitForEvent(entries, 'remove_from_cart');
  expect(events(entries, 'remove_from_cart')[0]).toMatchObject({ currency: 'EUR', items: [{ item_id: shown?.['item_id'], quantity: 1 }] });

  // Re-add from the product page, then the basket again (a new page view: view_cart again).
  await page.goto(productUrl);
  await hydratedAndIdle(page);
  await pickInStockSize(page);
  await page.locator('[data-add-to-basket]').click();
  await waitForEvent(entries, 'add_to_cart', 2);
  await page.locator('[data-go-to-basket]').click();
  await waitForEvent(entries, 'view_cart', 2);

  // Checkout: begin_checkout on arrival; shipping and payment steps when the order is placed.
  await page.locator('[data-to-checkout]').click();
  await fillCheckout(page);
  await waitForEvent(entries, 'begin_checkout');
  expect(events(entries, 'begin_checkout')[0]).toMatchObject({ currency: 'EUR', items: [{ item_category: 'Trekking' }] });
  await page.locator('[data-place-order]').click();
  await expect(page).toHaveURL(/\/checkout\/finish\/\?orderId=/, { timeout: 20_000 });
  expect(events(entries, 'add_shipping_info')).toEqual([expect.objectContaining({ currency: 'EUR', shipping_tier: expect.any(String) })]);
  expect(events(entries, 'add_payment_info')).toEqual([expect.objectContaining({ currency: 'EUR', payment_type: expect.any(String) })]);

  // Confirmation: purchase with the order number, total, currency and the item.
  const confirmation = page.locator('[data-order-confirmation]');
  await expect(confirmation).toBeVisible();
  const orderNumber = await confirmation.getAttribute('data-order-confirmation');
  await waitForEvent(entries, 'purchase');
  const [purchase] = events(entries, 'purchase');
  expect(purchase).toMatchObject({ transaction_id: orderNumber, currency: 'EUR', items: [{ item_id: shown?.['item_id'], item_name: 'Sinus iX12', item_category: 'Trekking', quantity: 1 }] });
  expect(purchase?.['value']).toBeGreaterThan(0);
  expect(await page.locator('[data-order-total]').textContent()).toContain(new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(Number(purchase?.['value'])));

  // A reload shows the order again but sends no second purchase.
  await page.reload();
  await expect(confirmation).toBeVisible();
  await hydratedAndIdle(page);
  expect(await page.evaluate(() => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some((e) => e.event === 'purchase'))).toBe(false);
  expect(ecommerceOf(entries, 'purchase')).toHaveLength(1);

  // Nothing above was pushed twice by re-renders, hydration or the reload.
  const counts = Object.fromEntries(['view_item_list', 'select_item', 'add_to_cart', 'remove_from_cart', 'view_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'].map((n) => [n, ecommerceOf(entries, n).length]));
  expect(counts).toEqual({ view_item_list: 1, select_item: 1, add_to_cart: 2, remove_from_cart: 1, view_cart: 2, begin_checkout: 1, add_shipping_info: 1, add_payment_info: 1, purchase: 1 });
  console.log(`analytics-ecommerce: ${entries.length} data-layer entries through the purchase`, JSON.stringify({ ...counts, view_item: ecommerceOf(entries, 'view_item').length }));
});

test('a failing order pushes checkout_error with its step', async ({ page, context }) => {
  test.setTimeout(90_000);
  await answeredConsent(context);
  const entries = await recordDataLayer(page);
  await page.goto('/de-de/sinus-ix12/');
  await hydratedAndIdle(page);
  await pickInStockSize(page);
  await page.locator('[data-add-to-basket]').click();
  await expect(page.locator('[data-go-to-basket]')).toBeVisible();
  await page.goto('/de-de/checkout/');
  await fillCheckout(page);
  await hydratedAndIdle(page);
  await faults({ mode: 'error', status: 503 });
  await page.locator('[data-place-order]').click();
  await expect(page.locator('[data-shop-fault]')).toBeVisible();
  await expect.poll(() => entries.filter((e) => e.event === 'checkout_error')).toEqual([expect.objectContaining({ checkout_step: 'order', error_message: expect.any(String) })]);
  expect(ecommerceOf(entries, 'purchase')).toHaveLength(0);
});

test('the Swiss market reports its listing in CHF', async ({ page, context }) => {
  await answeredConsent(context);
  const entries = await recordDataLayer(page);
  await page.goto('/ch-de/ebikes/trekking/');
  await hydratedAndIdle(page);
  await waitForEvent(entries, 'view_item_list');
  expect(events(entries, 'view_item_list')[0]).toMatchObject({ currency: 'CHF' });
});
