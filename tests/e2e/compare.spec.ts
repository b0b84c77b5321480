import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { NEW_PRODUCT } from '../../services/commerce/testing/new-product.ts';
import { answeredConsent, COMMERCE, hydratedAndIdle, ORIGIN } from './support/shop-session.ts';

/**
 * Compare bikes (issue 13 items 1–3) on the winora de-de build: "Vergleichen" on a listing tile and on a product
 * page, the compare panel, the comparison page side by side (differences only, frame size, geometry overlay), the
 * shareable link in a fresh browser, a bike listed after the build, removing, a corrupted `compareItems`, and the
 * phone's maximum of two. Screenshots of the panel and the comparison page go to COMPARE_SHOTS (default /tmp/compare/shots).
 */

const LISTING = '/de-de/ebikes/';
const PRODUCT = '/de-de/sinus-ix12/';
const PRODUCT_SKU = '4454030';
const COMPARISON = '/de-de/bike-comparison/';
const KEY = 'compareItems';
const SHOTS = process.env['COMPARE_SHOTS'] ?? '/tmp/compare/shots';

const stored = (page: Page): Promise<unknown> => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), KEY);
const compareEvents = (page: Page): Promise<unknown[]> => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'compare_add' || e.event === 'compare_remove'));

/** Watches the console for React hydration mismatches (the server renders every toggle unpressed). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

/** The skus of the first listing tiles other than `except`. */
async function tileSkus(page: Page, count: number, except: string): Promise<string[]> {
  const all = await page.locator('[data-compare-toggle]').evaluateAll((els) => els.map((e) => e.getAttribute('data-compare-toggle') ?? ''));
  return all.filter((s) => s !== except).slice(0, count);
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(async ({ context }) => {
  await answeredConsent(context);
});

test('two bikes from a listing tile and a product page: panel, comparison side by side, differences only, size, overlay, share link in a fresh browser, remove', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const mismatches = hydrationErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(LISTING);
  await hydratedAndIdle(page);
  const [tileSku] = await tileSkus(page, 1, PRODUCT_SKU);
  const tileToggle = page.locator(`[data-compare-toggle="${tileSku}"]`);
  await expect(tileToggle).toHaveAttribute('aria-pressed', 'false');
  const tileModel = ((await tileToggle.getAttribute('aria-label')) ?? '').replace(/ vergleichen$/, '');
  expect(tileModel).not.toBe('');
  await tileToggle.click();
  await expect(tileToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-compare-dock]')).toHaveText(/Vergleichen \(1\)/);

  await page.goto(PRODUCT);
  await hydratedAndIdle(page);
  const pdpToggle = page.getByRole('button', { name: 'Sinus iX12 vergleichen' });
  await expect(pdpToggle).toHaveAttribute('aria-pressed', 'false');
  await pdpToggle.click();
  await expect(pdpToggle).toHaveAttribute('aria-pressed', 'true');
  expect((await stored(page) as { sku: string }[]).map((i) => i.sku)).toEqual([tileSku, PRODUCT_SKU]);
  expect(await compareEvents(page)).toEqual([{ event: 'compare_add', compare_item: { id: expect.any(String), model: 'Sinus iX12', sku: PRODUCT_SKU } }]);

  // The panel: both bikes with pictures and remove buttons; Escape closes it and gives focus back.
  const dock = page.locator('[data-compare-dock]');
  await dock.click();
  const panel = page.getByRole('dialog', { name: 'Ihr Vergleich' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-compare-item]')).toHaveCount(2);
  await expect(panel.getByRole('button', { name: 'Sinus iX12 aus dem Vergleich entfernen' })).toBeVisible();
  await expect(panel.locator('img')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/panel-desktop.png` });
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(dock).toBeFocused();
  await dock.click();
  await page.getByRole('link', { name: 'Jetzt vergleichen' }).click();

  // The comparison page: side by side, the URL holds the choice.
  await expect(page).toHaveURL(new RegExp(`${COMPARISON}\\?skus=${tileSku},${PRODUCT_SKU}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const table = page.locator('[data-comparison-table]');
  await expect(table.locator('[data-compare-column]')).toHaveCount(2);
  // The dock button would cover the table it leads to: not on this page.
  await expect(page.locator('[data-compare-dock]')).toHaveCount(0);
  await expect(table.locator(`[data-compare-column="${PRODUCT_SKU}"]`)).toContainText('Sinus iX12');
  await expect(table.locator(`[data-compare-column="${tileSku}"]`)).toContainText(tileModel);
  await expect(table.locator('[data-row="price"] td').first()).toContainText('€');
  await expect(table.locator('[data-row="stock"]')).toContainText(/Auf Lager|Nur noch|Ausverkauft/);
  await expect(table.locator('[data-row="motor"]')).toContainText('Bosch');
  await expect(table.locator('[data-row="batteries"]')).toContainText('Wh');
  await expect(table.locator('[data-row="geo:UB-STACK"]')).toContainText('mm');
  await expect(page.locator('[data-overlay-drawing]')).toBeVisible();
  await expect(page.locator('[data-overlay-drawing] path')).toHaveCount(2);
  await hydratedAndIdle(page);
  await page.screenshot({ path: `${SHOTS}/comparison-desktop.png`, fullPage: true });

  // A frame size changes that bike's geometry and goes into the URL.
  const stack = table.locator('[data-row="geo:UB-STACK"] td').nth(1);
  const before = await stack.textContent();
  const sizeSelect = page.locator(`[data-compare-size="${PRODUCT_SKU}"]`);
  const options = await sizeSelect.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await sizeSelect.selectOption(options[options.length - 1]!);
  await expect(stack).not.toHaveText(before ?? '');
  await expect(page).toHaveURL(/[?&]size=4454030:/);

  // Differences only: equal rows go, rows that differ stay, the switch says so and the URL keeps it.
  const equalRows = table.locator('tr[data-differs="false"]');
  expect(await equalRows.count()).toBeGreaterThan(0);
  const differing = await table.locator('tr[data-differs="true"]').count();
  const differences = page.getByRole('switch', { name: 'Nur Unterschiede zeigen' });
  await differences.click();
  await expect(differences).toHaveAttribute('aria-checked', 'true');
  await expect(equalRows).toHaveCount(0);
  await expect(table.locator('tr[data-differs="true"]')).toHaveCount(differing);
  await expect(page).toHaveURL(/[?&]diff=1/);

  // The link, opened in a fresh browser (no stored list), restores the comparison and fills that browser's list.
  const shared = page.url();
  const fresh = await browser.newContext({ serviceWorkers: 'block' });
  await answeredConsent(fresh);
  const other = await fresh.newPage();
  await other.setViewportSize({ width: 1440, height: 900 });
  await other.goto(shared);
  await expect(other.locator('[data-comparison-table] [data-compare-column]')).toHaveCount(2);
  await expect(other.getByRole('switch', { name: 'Nur Unterschiede zeigen' })).toHaveAttribute('aria-checked', 'true');
  await expect(other.locator(`[data-compare-size="${PRODUCT_SKU}"]`)).toHaveValue(options[options.length - 1]!);
  await expect.poll(async () => ((await stored(other)) as { sku: string }[] | null)?.map((i) => i.sku)).toEqual([tileSku, PRODUCT_SKU]);
  await fresh.close();

  // Remove one bike on the page: its column goes, the URL and the list follow.
  await page.getByRole('button', { name: `${tileModel} entfernen` }).click();
  await expect(table.locator('[data-compare-column]')).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`skus=${PRODUCT_SKU}(&|$)`));
  expect((await stored(page) as { sku: string }[]).map((i) => i.sku)).toEqual([PRODUCT_SKU]);
  expect(await compareEvents(page)).toContainEqual({ event: 'compare_remove', compare_item: expect.objectContaining({ sku: tileSku }) });
  expect(mismatches).toEqual([]);
});

test('a bike listed after the build compares from a link like a built one; unknown and malformed values are named, not fatal', async ({ page }) => {
  test.setTimeout(60_000);
  const added = await fetch(`${COMMERCE}/__control/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ brand: 'winora', model: NEW_PRODUCT }) });
  expect([201, 200, 409]).toContain(added.status);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${COMPARISON}?skus=${NEW_PRODUCT.sku},${PRODUCT_SKU},NOPE-404,%3Cb%3E`);
  const table = page.locator('[data-comparison-table]');
  await expect(table.locator('[data-compare-column]')).toHaveCount(2);
  await expect(table.locator(`[data-compare-column="${NEW_PRODUCT.sku}"]`)).toContainText('Yakun Nova');
  // No built page: its name links to the dynamic product page.
  await expect(table.locator(`[data-compare-column="${NEW_PRODUCT.sku}"] a`)).toHaveAttribute('href', `/de-de/product/?sku=${NEW_PRODUCT.sku}`);
  await expect(table.locator(`[data-compare-column="${PRODUCT_SKU}"] a`)).toHaveAttribute('href', PRODUCT);
  await expect(table.locator('[data-row="batteries"]')).toContainText('750 Wh');
  await expect(page.getByText('Nicht mehr erhältlich: NOPE-404')).toBeVisible();
  await expect(page.getByText('Aus dem Link weggelassen: <b>')).toBeVisible();
});

test('a corrupted compareItems value resets to empty without breaking the page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '[{"objectID":"x","model":');
      sessionStorage.setItem('seeded', '1');
    }
  }, KEY);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(LISTING);
  await hydratedAndIdle(page);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-compare-dock]')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  expect(warnings.some((w) => w.includes('compareItems') && w.includes('not-json'))).toBe(true);
  const first = page.locator('[data-compare-toggle]').first();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  expect(await stored(page)).toHaveLength(1);
  // The comparison page with a wrong-shaped value: empty, explained, no error screen.
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ sku: 1 })), KEY);
  await page.goto(COMPARISON);
  await expect(page.locator('[data-comparison-state="empty"]')).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Bike-Vergleich');
});

test('phone: two bikes at most with a clear message, the panel is a bottom sheet, the comparison scrolls under a sticky first column', async ({ page }) => {
  test.setTimeout(60_000);
  const mismatches = hydrationErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LISTING);
  await hydratedAndIdle(page);
  const skus = await tileSkus(page, 3, '');
  for (const sku of skus.slice(0, 2)) {
    await page.locator(`[data-compare-toggle="${sku}"]`).click();
    await expect(page.locator(`[data-compare-toggle="${sku}"]`)).toHaveAttribute('aria-pressed', 'true');
  }
  // The third is refused: the panel opens saying why, the list stays at two.
  await page.locator(`[data-compare-toggle="${skus[2]}"]`).click();
  const panel = page.getByRole('dialog', { name: 'Ihr Vergleich' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-compare-notice]')).toHaveText('Auf diesem Bildschirm können Sie bis zu 2 Räder vergleichen. Entfernen Sie eines, um ein anderes hinzuzufügen.');
  await expect(page.locator(`[data-compare-toggle="${skus[2]}"]`)).toHaveAttribute('aria-pressed', 'false');
  expect(await stored(page)).toHaveLength(2);
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.round(box!.y + box!.height)).toBe(844);
  expect(Math.round(box!.width)).toBe(390);
  await page.screenshot({ path: `${SHOTS}/panel-phone.png` });
  // Removing one in the panel makes room.
  await panel.locator('[data-compare-remove]').first().click();
  await expect(panel.locator('[data-compare-item]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.locator(`[data-compare-toggle="${skus[2]}"]`).click();
  await expect(page.locator(`[data-compare-toggle="${skus[2]}"]`)).toHaveAttribute('aria-pressed', 'true');

  await page.locator('[data-compare-dock]').click();
  await page.getByRole('link', { name: 'Jetzt vergleichen' }).click();
  const table = page.locator('[data-comparison-table]');
  await expect(table.locator('[data-compare-column]')).toHaveCount(2);
  await expect(page.locator('[data-overlay-drawing]')).toBeVisible();
  await hydratedAndIdle(page);
  // The page itself does not scroll sideways; the table's region does, its first column stays.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const rowHead = table.locator('[data-row="motor"] th');
  const x = (await rowHead.boundingBox())!.x;
  await page.locator('[data-comparison] [role="region"]').evaluate((el) => el.scrollBy({ left: 200 }));
  expect(Math.round((await rowHead.boundingBox())!.x)).toBe(Math.round(x));
  await page.locator('[data-comparison] [role="region"]').evaluate((el) => el.scrollTo({ left: 0 }));
  await page.screenshot({ path: `${SHOTS}/comparison-phone.png`, fullPage: true });
  expect(mismatches).toEqual([]);
});

test('the comparison page without a choice explains how to choose, and the server HTML carries no pressed toggle', async ({ page }) => {
  const html = await (await fetch(`${ORIGIN}${LISTING}`)).text();
  expect(html).toContain('data-compare-toggle');
  expect(html).not.toContain('aria-pressed="true" aria-label');
  await page.goto(COMPARISON);
  await expect(page.locator('[data-comparison-state="empty"]')).toHaveText('Noch keine Räder gewählt. Fügen Sie ein Rad mit „Vergleichen“ hinzu.');
  await expect(page.locator('[data-tool="bike-comparison"] h2')).toHaveText('Modelle vergleichen');
});
