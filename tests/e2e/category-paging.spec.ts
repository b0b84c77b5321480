import { expect, test, type Locator, type Page } from './support/test.ts';
import { answeredConsent, hydratedAndIdle } from './support/shop-session.ts';

/**
 * Category listings as a shopper moves through them (issue 14 item 1): a page change is a history entry, so the
 * browser's Back from page 2 shows page 1 again and Forward page 2 (a facet or sort change still replaces the
 * entry: tests/e2e/listing-paging.spec.ts); and a range page of spec §2 (komfort) is a listing with bikes,
 * facets and sort under its editorial hero.
 */
const LISTING = '/de-de/ebikes/';

const shown = (page: Page): Promise<string[]> => page.locator('[data-product-tile]').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-product-tile') ?? ''));
const pager = (page: Page): Locator => page.getByRole('navigation', { name: /^Seite \d+ von \d+$/ });

test('category paging: Back from page 2 returns to page 1, Forward to page 2 again', async ({ page, context }) => {
  test.setTimeout(90_000);
  await answeredConsent(context);
  await page.goto(LISTING);
  await hydratedAndIdle(page);
  await expect(pager(page)).toHaveAccessibleName('Seite 1 von 2');
  const first = await shown(page);

  await pager(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager(page)).toHaveAccessibleName('Seite 2 von 2');
  const second = await shown(page);
  expect(second.filter((sku) => first.includes(sku))).toEqual([]);

  // Back: the listing's page 1, not the page before the listing.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LISTING.replaceAll('/', '\\/')}$`));
  await expect(pager(page)).toHaveAccessibleName('Seite 1 von 2');
  await expect.poll(() => shown(page)).toEqual(first);

  // Forward: page 2 again.
  await page.goForward();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager(page)).toHaveAccessibleName('Seite 2 von 2');
  await expect.poll(() => shown(page)).toEqual(second);
});

test('a range page of spec §2 lists its bikes with facets and sort under its editorial hero', async ({ page, context }) => {
  await answeredConsent(context);
  await page.goto('/de-de/komfort/');
  await hydratedAndIdle(page);
  await expect(page.locator('h1')).toHaveText('Komfort E-Bikes');
  const count = Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
  expect(count).toBeGreaterThan(1);
  await expect(page.locator('main [data-product-tile]')).toHaveCount(count);
  await expect(page.locator('[data-facet]').first()).toBeVisible();
  // Price high to low: the first tile is the dearest of the range.
  await page.locator('[data-sort]').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  const prices = await page.locator('main [data-product-tile] [data-price]').evaluateAll((els) => els.map((e) => Number((e.textContent ?? '').replace(/[^\d,]/g, '').replace(',', '.'))));
  expect(prices.length).toBe(count);
  expect([...prices].sort((a, b) => b - a)).toEqual(prices);
});
