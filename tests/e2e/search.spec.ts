import fs from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test.ts';
import { NEW_PRODUCT } from '../../services/commerce/testing/new-product.ts';
import { answeredConsent, COMMERCE, hydratedAndIdle } from './support/shop-session.ts';

/**
 * Search (issue 12): the header's combobox and the search page over winora's de-de index (site/search), on a
 * desktop and a phone viewport. The index is the build's `search/de-de.json` (revalidated like page data); the page keeps query,
 * facets, sort and page in the URL. Screenshots go to SEARCH_SHOTS (default /tmp/search/shots) for a look.
 */
const SHOTS = process.env['SEARCH_SHOTS'] ?? '/tmp/search/shots';
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const shot = async (page: Page, name: string, top = false): Promise<void> => {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (top) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

/** The header's search field of the viewport: in the bar on desktop, in the menu panel on a phone. */
async function headerCombobox(page: Page, phone: boolean): Promise<Locator> {
  const field = page.locator(`header [data-header-search="${phone ? 'panel' : 'bar'}"]`).getByRole('combobox');
  // On a phone the field is in the menu panel: open the menu unless it still is.
  if (phone && !(await field.isVisible())) await page.locator('header summary[aria-label="Menü"]').click();
  await expect(field).toBeVisible();
  return field;
}

/** The names on the product tiles shown, in order. */
const tileNames = (page: Page): Promise<string[]> => page.locator('[data-search-products] [data-product-tile] h2').allTextContents();
/** The tiles' prices as numbers ("ab 3.499,00 €" → 3499). */
const tilePrices = async (page: Page): Promise<number[]> =>
  (await page.locator('[data-search-products] [data-price]').allTextContents()).map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
const resultCount = async (page: Page): Promise<number> => Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));

for (const vp of VIEWPORTS) {
  const phone = vp.name === 'phone';

  test(`header search (${vp.name}): typing suggests products with picture and price; ArrowDown and Enter open one, Enter alone the search page, Escape closes`, async ({ page, context }) => {
    test.setTimeout(60_000);
    await answeredConsent(context);
    await page.setViewportSize(vp);
    // Nothing of search loads with the page: the index comes when the field is focused.
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/search/de-de.json')) indexRequests.push(r.url());
    });
    await page.goto('/de-de/');
    await hydratedAndIdle(page);
    expect(indexRequests).toEqual([]);
    const field = await headerCombobox(page, phone);
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.click();
    await field.pressSequentially('sinus', { delay: 30 });
    const listbox = page.locator(`#${await field.getAttribute('aria-controls')}`);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    const first = options.first();
    await expect(first).toContainText('Sinus');
    await expect(first.locator('img')).toHaveCount(1);
    await expect(first).toContainText(/ab \d{1,3}(\.\d{3})*,\d{2}\s€/);
    await expect(page.locator('header [role=status]').filter({ hasText: /Vorschläge/ }).first()).toHaveText(/\d+ Vorschläge/);

    // ArrowDown marks the first option (aria-activedescendant), ArrowUp wraps to the last ("all results").
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await shot(page, `header-combobox-${vp.name}`);
    await field.press('ArrowUp');
    await expect(field).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id')) ?? '');
    await field.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const name = (await first.locator('span span').first().textContent()) ?? '';

    // Escape closes the list and keeps the words; ArrowDown opens it again.
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('sinus');
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await field.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(new URL(page.url()).pathname).not.toBe('/de-de/');

    // Enter without a chosen option: the search page with the words.
    const again = await headerCombobox(page, phone);
    await again.fill('yucatan');
    await expect(again).toHaveAttribute('aria-expanded', 'true');
    await again.press('Enter');
    await expect(page).toHaveURL(/\/de-de\/search\/\?q=yucatan$/);
    await expect(page.locator('#search-q')).toHaveValue('yucatan');
    expect((await tileNames(page)).every((n) => n.includes('Yucatan'))).toBe(true);
  });

  test(`search page (${vp.name}): a typo, two facets and a sort in the URL; reload restores them, Back undoes them one by one`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await answeredConsent(context);
    await page.setViewportSize(vp);
    await page.goto('/de-de/search/?q=sinsu');
    await hydratedAndIdle(page);
    // The typo finds the Sinus bikes (and the Sinus line page); the count is announced politely.
    await expect(page.locator('[data-result-count]')).toHaveAttribute('data-result-count', /^[1-9]\d*$/);
    const status = page.locator('p[role=status][aria-live=polite][data-result-count]');
    await expect(status).toHaveText(/^\d+ Treffer$/);
    const names = await tileNames(page);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((n) => n.startsWith('Sinus'))).toBe(true);
    await expect(page.locator('[data-search-pages]')).toContainText('Winora Sinus');
    const all = await resultCount(page);

    // Two facets and a sort, each a history entry.
    if (phone) await page.locator('[data-filter-toggle]').click();
    await page.locator('[data-facet=frameShape] label').filter({ hasText: /^Wave \(/ }).getByRole('checkbox').check();
    await expect(page).toHaveURL(/[?&]shape=Wave(&|$)/);
    const wave = await resultCount(page);
    expect(wave).toBeLessThanOrEqual(all);
    const colour = page.locator('[data-facet=colourGroup] label').filter({ hasText: /\([1-9]\d*\)$/ }).first();
    const colourName = ((await colour.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
    await colour.getByRole('checkbox').check();
    await expect(page).toHaveURL(new RegExp(`[?&]colour=${encodeURIComponent(colourName).replace(/%20/g, '\\+')}(&|$)`));
    const both = await resultCount(page);
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThanOrEqual(wave);
    await page.locator('[data-search-sort]').selectOption('price-desc');
    await expect(page).toHaveURL(/[?&]sort=price-desc(&|$)/);
    const prices = await tilePrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const shown = await tileNames(page);
    await shot(page, `search-page-${vp.name}`, true);

    // Reload: the same state from the URL.
    await page.reload();
    await hydratedAndIdle(page);
    if (phone) await page.locator('[data-filter-toggle]').click();
    await expect(page.locator('#search-q')).toHaveValue('sinsu');
    await expect(page.locator('[data-search-sort]')).toHaveValue('price-desc');
    await expect(page.locator('[data-facet=frameShape] label').filter({ hasText: /^Wave \(/ }).getByRole('checkbox')).toBeChecked();
    expect(await tileNames(page)).toEqual(shown);

    // Back: the sort goes, then the colour, then the frame shape.
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.locator('[data-search-sort]')).toHaveValue('relevance');
    await expect(page).toHaveURL(/colour=/);
    await page.goBack();
    await expect(page).not.toHaveURL(/colour=/);
    await expect(page.locator('[data-result-count]')).toHaveAttribute('data-result-count', String(wave));
    await page.goBack();
    await expect(page).toHaveURL(/\/de-de\/search\/\?q=sinsu$/);
    await expect(page.locator('[data-result-count]')).toHaveAttribute('data-result-count', String(all));

    // Analytics: the search and its results went into the data layer.
    const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; search_term?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'search' || e.event === 'view_search_results'));
    expect(events).toContainEqual(expect.objectContaining({ event: 'search', search_term: 'sinsu' }));
    expect(events).toContainEqual(expect.objectContaining({ event: 'view_search_results', search_term: 'sinsu' }));
  });

  test(`search page (${vp.name}): an empty result offers suggestions that search again; German words find wave frames`, async ({ page, context }) => {
    test.setTimeout(60_000);
    await answeredConsent(context);
    await page.setViewportSize(vp);
    await page.goto('/de-de/search/?q=xylophon');
    await hydratedAndIdle(page);
    const empty = page.locator('[data-search-empty]');
    await expect(empty).toContainText('Keine Treffer für „xylophon“');
    await expect(page.locator('p[role=status][data-result-count]')).toHaveText('0 Treffer');
    const suggestion = empty.locator('[data-search-suggestion]').first();
    const word = (await suggestion.textContent()) ?? '';
    expect(word).not.toBe('');
    await shot(page, `search-empty-${vp.name}`, true);
    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word).replace(/%20/g, '\\+')}$`));
    await expect(page.locator('[data-result-count]')).toHaveAttribute('data-result-count', /^[1-9]\d*$/);

    // Typing in the page's field replaces the entry (no history per keystroke) and shows the results.
    const field = page.locator('#search-q');
    await field.fill('tiefer Einstieg');
    await expect(page).toHaveURL(/\?q=tiefer\+Einstieg$/);
    await expect(page.locator('[data-result-count]')).toHaveAttribute('data-result-count', /^[1-9]\d*$/);
    if (phone) await page.locator('[data-filter-toggle]').click();
    // Every bike found has a wave frame: the only frame shape whose count equals all results is Wave.
    const total = await resultCount(page);
    await expect(page.locator('[data-facet=frameShape] label').filter({ hasText: /^Wave \(/ })).toHaveText(`Wave (${total})`);
  });
}

test('search page without JavaScript: the GET form searches and the page says results need JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de-de/search/');
  await page.locator('#search-q').fill('sinus');
  await page.locator('main form[role=search] button[type=submit]').click();
  await expect(page).toHaveURL(/\/de-de\/search\/\?q=sinus$/);
  // Without scripting the hint is the noscript's content (a browser without JavaScript shows it).
  expect(await page.locator('main noscript').textContent()).toContain('Sofortige Treffer und Filter brauchen JavaScript');
  await context.close();
});

test('a product added to the commerce backend after the build is found through the backend search; a failing backend leaves the index results', async ({ page, context }) => {
  test.setTimeout(60_000);
  const faults = (mode: object): Promise<Response> => fetch(`${COMMERCE}/__control/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(mode) });
  const added = await fetch(`${COMMERCE}/__control/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ brand: 'winora', model: NEW_PRODUCT }) });
  expect([200, 201, 409]).toContain(added.status);
  await answeredConsent(context);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/de-de/search/?q=yakun');
  await hydratedAndIdle(page);
  // The built Yakun models from the index, and the new one from the backend, opening the dynamic product page.
  const tile = page.locator(`[data-search-products] [data-product-tile="${NEW_PRODUCT.sku}"]`);
  await expect(tile).toContainText(NEW_PRODUCT.name);
  await expect(tile).toHaveAttribute('href', `/de-de/product/?sku=${NEW_PRODUCT.sku}`);
  const fromIndex = (await tileNames(page)).filter((n) => n !== NEW_PRODUCT.name);
  expect(fromIndex.length).toBeGreaterThan(0);
  expect(fromIndex.every((n) => n.startsWith('Yakun'))).toBe(true);
  await tile.click();
  await expect(page.locator('h1')).toHaveText(NEW_PRODUCT.name);

  // Backend down: the same search shows the index's results, no error.
  try {
    expect((await faults({ mode: 'down' })).status).toBe(200);
    await page.goto('/de-de/search/?q=yakun');
    await expect(page.locator('[data-result-count]')).toHaveAttribute('data-result-count', String(fromIndex.length));
    expect(await tileNames(page)).toEqual(fromIndex);
    // No error wall: the count is announced as always.
    await expect(page.locator('p[role=status][data-result-count]')).toHaveText(`${fromIndex.length + (await page.locator('[data-search-pages] li').count())} Treffer`);
  } finally {
    await faults({ mode: 'none' });
  }
});
