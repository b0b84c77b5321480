import { expect, test, type Page } from './support/test.ts';

/** Collects console errors and page errors; a 404 document's own load error is expected and ignored. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    // The test harness blocks service workers (playwright.config.ts), so their registration fails on purpose.
    if (m.type() === 'error' && !m.text().includes('status of 404') && !m.text().startsWith('Error during service worker registration')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

test('/ redirects to the default locale, whose page speaks its language', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.url()).toMatch(/\/at-de\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mehr Zeit draußen. Weniger Gedanken unterwegs.');
});

test('each market home has its language, canonical and hreflang alternates to all 16 prefixes plus x-default', async ({ page }) => {
  for (const [prefix, lang, heading] of [
    ['ch-fr', 'fr-CH', 'Plus de temps dehors. Moins de soucis en route.'],
    ['es-es', 'es-ES', 'Más tiempo al aire libre. Menos preocupaciones por el camino.'],
    ['pl-en', 'en-PL', 'More time outside. Fewer worries on the way.'],
  ] as const) {
    await page.goto(`/${prefix}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `https://www.winora.com/${prefix}/`);
    await expect(page.locator('link[rel=alternate][hreflang]')).toHaveCount(17);
    await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', 'https://www.winora.com/de-de/');
  }
});

test('the home page hydrates without errors and the header follows the scroll', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/de-de/');
  const header = page.locator('header[data-state]');
  await expect(header).toHaveAttribute('data-state', 'normal');
  await expect(header).toHaveAttribute('data-theme', 'dark');
  // The scroll listener exists only once React hydrated: a state change proves hydration.
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveAttribute('data-state', 'scrolled');
  await page.mouse.wheel(0, -300);
  await expect(header).toHaveAttribute('data-state', 'sticky');
  await page.screenshot({ path: '.reports/screenshots/winora-de-de-desktop.png', fullPage: true });
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('pages are complete and navigable', async ({ page }) => {
    await page.goto('/fr-fr/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plus de temps dehors. Moins de soucis en route.');
    await expect(page.getByRole('contentinfo')).toContainText('Winora');
    await page.getByRole('link', { name: 'Panier' }).click();
    await expect(page).toHaveURL(/\/fr-fr\/basket\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre panier');
  });
});

test('an unknown page under a market answers 404 with that market’s not-found page', async ({ page }) => {
  const response = await page.goto('/ch-fr/velos/inexistant/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous n’avons pas trouvé cette page');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/ch-fr/');
});

test('an unknown market answers 404 with /404.html in the default language', async ({ page }) => {
  const response = await page.goto('/xx-yy/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite konnten wir nicht finden');
});

test('the language switcher keeps the page', async ({ page }) => {
  await page.goto('/at-de/basket/');
  await page.getByLabel(/Land und Sprache/).click();
  await page.getByRole('link', { name: 'Suisse Français' }).click();
  await expect(page).toHaveURL(/\/ch-fr\/basket\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre panier');
});

test('on a phone the menu opens and lists the main sections', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de-de/');
  await page.getByLabel('Menü').click();
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' }).last();
  await expect(menu.getByRole('link', { name: 'E-Bikes' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Händler finden' })).toBeVisible();
  await page.screenshot({ path: '.reports/screenshots/winora-de-de-phone.png', fullPage: true });
});

test('no page scrolls sideways on a small phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/de-de/', '/ch-fr/basket/', '/es-es/search/', '/it-it/nope/']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test.describe('keyboard: the skip link', () => {
  test('with consent answered, the skip link is the first stop and moves focus to the content', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), url: baseURL ?? '' }]);
    await page.goto('/at-en/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('on a first visit the consent banner has focus; once answered by keyboard, the next Tab is the skip link', async ({ page }) => {
    await page.goto('/at-en/');
    const banner = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(banner).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  });
});

test('sitemaps and robots.txt are served with their types and list built pages only', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Sitemap: https://www.winora.com/sitemap-index.xml');
  const index = await request.get('/sitemap-index.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const locs = [...(await index.text()).matchAll(/<loc>https:\/\/www\.winora\.com(\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs).toHaveLength(16);
  for (const loc of locs) {
    const sitemap = await request.get(loc);
    for (const [, path] of (await sitemap.text()).matchAll(/<loc>https:\/\/www\.winora\.com(\/[^<]+)<\/loc>/g)) {
      expect((await request.get(path!)).status(), path).toBe(200);
    }
  }
});

test('hashed assets are cached for a year, pages and page data must revalidate', async ({ request, page }) => {
  await page.goto('/at-de/');
  const script = await page.locator('script[type=module]').getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toContain('text/javascript');
  const data = await request.get('/page-data/at-de/page-data.json');
  expect(data.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect((await data.json()).path).toBe('/at-de/');
});
