import { expect, test, type Locator, type Page } from './support/test.ts';
import { answeredConsent, hydratedAndIdle } from './support/shop-session.ts';

/**
 * Listing pagination against the local commerce service: winora's e-bike listing (de-de) holds 26 models, more
 * than the brand's page size of 20 (brands/winora/brand.config.ts `listing.pageSize`), so it has two pages. The
 * page lives in the URL (`page=2`, site/commerce/browser/listing-state.ts): a shopper pages with the listing's own
 * control, opens a product, comes back with the browser's back button to the same page; a facet or a sort change
 * starts again at page 1 (site/pages/category/category-page.tsx).
 */
const LISTING = '/de-de/ebikes/';
const PAGE_SIZE = 20;

/** The product numbers of the tiles shown, in order. */
const shown = (page: Page): Promise<string[]> => page.locator('[data-product-tile]').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-product-tile') ?? ''));
/** The listing's pager (its label is the page it is on: "Seite 2 von 2"). */
const pager = (page: Page): Locator => page.getByRole('navigation', { name: /^Seite \d+ von \d+$/ });

test('listing paging: page 2 by the pager shows the next tiles, survives a product and browser back, and a facet or sort starts again at page 1', async ({ page, context }) => {
  test.setTimeout(90_000);
  await answeredConsent(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(LISTING);
  await hydratedAndIdle(page);
  const total = Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
  expect(total).toBeGreaterThan(PAGE_SIZE);
  expect(total).toBeLessThanOrEqual(2 * PAGE_SIZE);
  await expect(page.locator('[data-product-tile]')).toHaveCount(PAGE_SIZE);
  await expect(pager(page)).toHaveAccessibleName('Seite 1 von 2');
  await expect(pager(page).getByRole('button', { name: 'Zurück' })).toBeDisabled();
  const first = await shown(page);

  // Page 2 through the listing's own control: the URL carries it, the tiles are the rest of the listing.
  await pager(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  // The new page is shown from its top: the results (count and sort) take focus and are in view, not the pager at the bottom.
  await expect(page.locator('[data-listing-results]')).toBeFocused();
  await expect(page.locator('[data-listing-results]')).toBeInViewport();
  await expect(pager(page)).toHaveAccessibleName('Seite 2 von 2');
  await expect(pager(page).getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await expect(page.locator('[data-product-tile]')).toHaveCount(total - PAGE_SIZE);
  const second = await shown(page);
  expect(second.filter((sku) => first.includes(sku))).toEqual([]);
  expect(new Set([...first, ...second]).size).toBe(total);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('lastVisitedPLP') ?? 'null') as { plp: { search: string } } | null);
  expect(stored?.plp.search).toBe('?page=2');
  const pageTwoUrl = page.url();

  // A product from page 2, then the browser's back button: page 2 again, with the same tiles.
  const opened = second[0] ?? '';
  const name = (await page.locator(`[data-product-tile="${opened}"] h2`).textContent())?.trim() ?? '';
  await page.locator(`[data-product-tile="${opened}"]`).click();
  await expect(page.locator('[data-product-price]')).toBeVisible();
  expect(name).not.toBe('');
  await expect(page.locator('h1')).toHaveText(name);
  await page.goBack();
  await expect(page).toHaveURL(pageTwoUrl);
  // The listing re-reads its state and the live catalogue in the browser: slow on a loaded CI machine.
  await expect(pager(page)).toHaveAccessibleName('Seite 2 von 2', { timeout: 15_000 });
  await expect.poll(() => shown(page), { timeout: 15_000 }).toEqual(second);

  // A shared or reloaded page-2 address shows page 2 too (the server renders page 1, the URL applies on hydration).
  await page.reload();
  await hydratedAndIdle(page);
  await expect.poll(() => shown(page), { timeout: 15_000 }).toEqual(second);

  // The pager back to page 1: the page leaves the URL.
  await pager(page).getByRole('button', { name: 'Zurück' }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect.poll(() => shown(page)).toEqual(first);

  // A facet chosen on page 2 starts again at page 1 (Wave keeps more than a page of models: page 1 of 2, full).
  await pager(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await page.locator('[data-facet="attrFrameShape"] label', { hasText: 'Wave' }).click();
  await expect(page).toHaveURL(/f\.attrFrameShape=Wave/);
  await expect(page).not.toHaveURL(/page=/);
  // A facet is a query change on the same page: focus stays on the checkbox (keyboard users keep their place).
  await expect(page.locator('[data-facet="attrFrameShape"] label', { hasText: 'Wave' }).locator('input')).toBeFocused();
  const wave = Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
  expect(wave).toBeGreaterThan(PAGE_SIZE);
  expect(wave).toBeLessThan(total);
  await expect(pager(page)).toHaveAccessibleName('Seite 1 von 2');
  await expect(page.locator('[data-product-tile]')).toHaveCount(PAGE_SIZE);

  // So does a sort chosen on page 2 (the facet stays): page 1 of the models by price, cheapest first.
  await pager(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.locator('[data-product-tile]')).toHaveCount(wave - PAGE_SIZE);
  await page.locator('[data-sort]').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/f\.attrFrameShape=Wave/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(pager(page)).toHaveAccessibleName('Seite 1 von 2');
  await expect(page.locator('[data-product-tile]')).toHaveCount(PAGE_SIZE);
  // The "from" price is the first text of the price line (a former price follows, struck through).
  const prices = await page.locator('[data-product-tile] [data-price]').evaluateAll((nodes) => nodes.map((n) => Number((n.firstChild?.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))));
  expect(prices).toHaveLength(PAGE_SIZE);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});

test('on a phone the bikes come first: the facets fold behind a filter button that says how many are chosen', async ({ page, context }) => {
  await answeredConsent(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LISTING);
  await hydratedAndIdle(page);
  const toggle = page.getByRole('button', { name: 'Filter' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[data-facet]').first()).toBeHidden();
  // The first bike sits right under the toolbar, not below every facet.
  const tile = await page.locator('[data-product-tile]').first().boundingBox();
  expect(tile?.y ?? Infinity).toBeLessThan(844 * 1.5);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.locator('[data-facet="attrFrameShape"] label', { hasText: 'Wave' }).click();
  await expect(page).toHaveURL(/f\.attrFrameShape=Wave/);
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  await expect(page.locator('[data-facet="attrFrameShape"]')).toBeVisible();
});
