import { expect, test, type Page } from './support/test.ts';
import { answeredConsent, COMMERCE, hydrated, hydratedAndIdle } from './support/shop-session.ts';

/**
 * The shop end to end (issue 5) against the local commerce service (playwright runs it on COMMERCE_PORT, the
 * build's default browser URL): listing → product (variant + battery) → basket → checkout → order confirmation in
 * winora de-de (EUR, invoice) and ch-de (CHF, Klarna through the provider redirect); faults (down, 5xx, slow)
 * show a message in the shopper's language, keep the basket and recover on retry.
 */

async function faults(body: unknown): Promise<void> {
  const r = await fetch(`${COMMERCE}/__control/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(r.status).toBe(200);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `.reports/e2e-results/commerce-${name}.png`, fullPage: true });
}

test.afterEach(async () => {
  await faults({ mode: 'none' });
});

const MARKETS = [
  { locale: 'de-de', listing: '/de-de/ebikes/trekking/', currency: /€/, payment: 'invoice', paid: 'paid' },
  { locale: 'ch-de', listing: '/ch-de/ebikes/trekking/', currency: /CHF/, payment: 'klarna', paid: 'paid' },
] as const;

for (const market of MARKETS) {
  test(`${market.locale}: listing → product (variant + battery) → basket → checkout → order confirmation`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await answeredConsent(context);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(market.listing);
    await expect(page.locator('h1')).toContainText('Trekking');
    // The facets work once React has taken over the page.
    await hydratedAndIdle(page);
    const tiles = page.locator('[data-product-tile]');
    await expect(tiles.first()).toBeVisible();
    await expect(tiles.first().locator('[data-price]')).toContainText(market.currency);
    // Facet and sort state go into the URL.
    await page.locator('[data-facet="UB-BATCAP"] label', { hasText: '750 Wh' }).click();
    await expect(page).toHaveURL(/f\.UB-BATCAP=750\+Wh/);
    await page.locator('[data-sort]').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    const count = Number(await page.locator('[data-result-count]').getAttribute('data-result-count'));
    expect(count).toBeGreaterThan(0);
    if (market.locale === 'de-de') await shot(page, `listing-${market.locale}-desktop`);
    await page.locator('[data-product-tile="4454030"]').click();
    await expect(page.locator('h1')).toHaveText('Sinus iX12');
    await expect(page.locator('[data-geometry]')).toBeVisible();
    await expect(page.locator('[data-specs]')).toBeVisible();
    // Variant: another colour (the URL's child slug) and the 750 Wh battery (requiredBattery in the query).
    const colours = page.locator('[data-dimension="attrMarketingColor"] button');
    await colours.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/${market.locale}/sinus-ix12/[a-z-]+/`));
    await page.locator('[data-dimension="UB-BATCAP"] button', { hasText: '750 Wh' }).click();
    await expect(page).toHaveURL(/requiredBattery=Bosch\+PowerTube\+750/);
    await expect(page.locator('[data-battery]')).toContainText('PowerTube 750');
    // Pick a size that is in stock.
    const sizes = page.locator('[data-dimension="attrFrameSize"] button[data-option]:not([disabled])');
    for (let i = 0; i < (await sizes.count()); i++) {
      if ((await page.locator('[data-stock]').getAttribute('data-stock')) === 'in-stock') break;
      await sizes.nth(i).click();
    }
    await expect(page.locator('[data-stock]')).toHaveAttribute('data-stock', 'in-stock');
    await expect(page.locator('[data-product-price]')).toContainText(market.currency);
    if (market.locale === 'de-de') await shot(page, `product-${market.locale}-desktop`);
    await page.locator('[data-add-to-basket]').click();
    await expect(page.locator('[data-go-to-basket]')).toBeVisible();
    await page.locator('[data-go-to-basket]').click();
    await expect(page.locator('[data-basket-lines]')).toHaveAttribute('data-basket-lines', '1');
    await expect(page.locator('[data-basket-total]')).toContainText(market.currency);
    if (market.locale === 'de-de') await shot(page, `basket-${market.locale}-desktop`);
    await page.locator('[data-to-checkout]').click();
    await expect(page.locator('[data-checkout-form]')).toBeVisible();
    await page.locator('input[name=email]').fill(`rider-${market.locale}@example.test`);
    await page.locator('input[name=firstName]').fill('Anna');
    await page.locator('input[name=lastName]').fill('Berger');
    await page.locator('input[name=street]').fill('Hauptstraße 1');
    await page.locator('input[name=zipcode]').fill(market.locale === 'de-de' ? '97080' : '8001');
    await page.locator('input[name=city]').fill(market.locale === 'de-de' ? 'Würzburg' : 'Zürich');
    await page.locator(`input[name=payment][value=${market.payment}]`).check();
    await expect(page.locator('[data-checkout-total]')).toContainText(market.currency);
    if (market.locale === 'de-de') await shot(page, `checkout-${market.locale}-desktop`);
    await page.locator('[data-place-order]').click();
    await expect(page).toHaveURL(/\/checkout\/finish\/\?orderId=/, { timeout: 20_000 });
    await expect(page.locator('[data-order-confirmation]')).toBeVisible();
    await expect(page.locator('[data-payment-state]')).toHaveAttribute('data-payment-state', market.paid);
    await expect(page.locator('[data-order-total]')).toContainText(market.currency);
  });
}

test('faults: commerce down, 5xx and slow show a message in German, keep the basket, and retry works', async ({ page, context }) => {
  test.setTimeout(90_000);
  await answeredConsent(context);
  await page.goto('/de-de/sinus-ix12/');
  const add = page.locator('[data-add-to-basket]');
  await expect(add).toBeVisible();
  // A click on the server-rendered button before React takes over does nothing (seen in a loaded run); a click
  // while React hydrates is the next test's.
  await hydrated(page);
  await add.click();
  await expect(page.locator('[data-go-to-basket]')).toBeVisible();

  // Down: the basket page says so in German and offers a retry; the stored token (the basket) stays.
  const token = await page.evaluate(() => localStorage.getItem('shopwareToken_DE'));
  expect(token).toBeTruthy();
  await faults({ mode: 'down' });
  await page.goto('/de-de/basket/');
  await expect(page.locator('[data-shop-fault]')).toContainText('Der Shop ist gerade nicht erreichbar');
  await expect(page.locator('[data-shop-fault]')).toContainText('Ihr Warenkorb bleibt erhalten');
  expect(await page.evaluate(() => localStorage.getItem('shopwareToken_DE'))).toBe(token);
  await faults({ mode: 'none' });
  await page.locator('[data-shop-retry]').click();
  // The retry reads the basket again from a service that was just down: on a loaded CI machine that read took
  // over 5 s once (the line showed later); the check is that it arrives, not how fast.
  await expect(page.locator('[data-basket-lines]')).toHaveAttribute('data-basket-lines', '1', { timeout: 15_000 });

  // 5xx on a change: message, then the retry applies it.
  await faults({ mode: 'error', status: 503 });
  await page.locator('[data-quantity]').selectOption('2');
  await expect(page.locator('[data-shop-fault]')).toBeVisible();
  await faults({ mode: 'none' });
  await page.locator('[data-shop-retry]').click();
  await expect(page.locator('[data-shop-fault]')).toHaveCount(0);
  await expect(page.locator('[data-quantity]')).toHaveValue('2');

  // Slow: the page says it takes longer, then the basket arrives.
  await faults({ mode: 'slow', delayMs: 4000 });
  await page.reload();
  await expect(page.locator('[data-shop-slow]')).toBeVisible();
  await expect(page.locator('[data-basket-lines]')).toHaveAttribute('data-basket-lines', '1', { timeout: 15_000 });
});

test('add to basket clicked while the page is still hydrating: the line is in the basket', async ({ page, context }) => {
  test.setTimeout(60_000);
  await answeredConsent(context);
  // A slow phone: hydration runs in slices over a few hundred milliseconds, so the click below lands between them.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/de-de/sinus-ix12/', { waitUntil: 'commit' });
  // Clicks the server-rendered button from inside the page as soon as React has started (its root exists) and
  // says whether hydration was still under way then.
  const whileHydrating = await page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        const attempt = (): void => {
          const root = document.getElementById('root');
          const button = document.querySelector<HTMLButtonElement>('[data-add-to-basket]');
          if (root === null || button === null || !Object.keys(root).some((k) => k.startsWith('__reactContainer'))) {
            setTimeout(attempt, 0);
            return;
          }
          const hydrating = !document.documentElement.hasAttribute('data-hydrated');
          button.click();
          done(hydrating);
        };
        attempt();
      }),
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  test.info().annotations.push({ type: 'click', description: whileHydrating ? 'while hydrating' : 'after hydration' });
  await expect(page.locator('[data-go-to-basket]')).toBeVisible();
  await page.locator('[data-go-to-basket]').click();
  await expect(page.locator('[data-basket-lines]')).toHaveAttribute('data-basket-lines', '1');
  expect(whileHydrating).toBe(true);
});

test('shop pages on a 360 px phone (screenshots, no sideways scroll)', async ({ page, context }) => {
  await answeredConsent(context);
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [path, name] of [['/de-de/ebikes/', 'listing'], ['/de-de/sinus-ix12/', 'product'], ['/de-de/basket/', 'basket'], ['/de-de/checkout/', 'checkout']] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, `${name}-phone`);
  }
});
