/**
 * The dealer finder, dealer panel and "dealers with this bike" (issue 11) in the winora build, on a phone and a
 * desktop: the static list, search by place, filters, the panel on the URL hash (open, Back, deep link), the map
 * behind the map consent (C0001 + C0003), geolocation refused, and the product page's bidex section in DE, not FR.
 */
import { E2E_DIST } from '../../playwright.config.ts';
import { pagesOfEachKind } from './support/pages-of-each-kind.ts';
import { expect, test, type Page } from './support/test.ts';

const FINDER = '/de-de/haendler-finden/';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

const dataLayer = (page: Page): Promise<{ event?: string; search_term?: string; results?: number }[]> =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as { event?: string }[]);

/** Accepts every cookie group in the embedded consent banner (the map needs C0001 and C0003). */
async function acceptAll(page: Page): Promise<void> {
  await page.locator('[data-consent-view=banner]').getByRole('button', { name: 'Alle akzeptieren' }).click();
}

/** Answers only necessary cookies (C0001): the map stays behind its prompt. */
async function necessaryOnly(page: Page): Promise<void> {
  await page.locator('[data-consent-view=banner]').getByRole('button', { name: 'Nur notwendige' }).click();
}

test('the static finder HTML lists every dealer of the country with address, phone and links', async ({ request }) => {
  const html = await (await request.get(FINDER)).text();
  const cards = html.match(/data-dealer="/g) ?? [];
  expect(cards.length).toBeGreaterThanOrEqual(20);
  expect(html).toMatch(/href="tel:\+49\d+"/);
  expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=');
  expect(html).toContain('data-dealer-count="');
  // No map before consent: the static page carries neither the SVG map nor a provider frame.
  expect(html).not.toContain('data-dealer-map');
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('search a place, filter, open a dealer (hash), Back closes it, a deep link opens it', async ({ page }) => {
      await page.goto(FINDER);
      await necessaryOnly(page);
      const list = page.locator('[data-dealer-list] > li');
      const total = await list.count();
      expect(total).toBeGreaterThanOrEqual(20);

      // Search: Hamburg's dealers first, with their distance in German number format.
      await page.getByLabel('Ort oder Postleitzahl').fill('Hamburg');
      await page.getByRole('button', { name: 'Händler finden' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Händler' });
      await expect(status).toContainText(`${total} Händler, die nächsten zu`);
      await expect(status).toContainText('Hamburg');
      await expect(list.first().locator('address')).toContainText('Hamburg');
      await expect(list.first().locator('[data-distance]')).toHaveText(/^\d+(,\d)? km entfernt$/);
      const distances = await list.locator('[data-distance]').allTextContents();
      const km = distances.map((d) => Number(d.replace(/\./g, '').replace(',', '.').replace(/[^\d.]/g, '')));
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect((await dataLayer(page)).filter((e) => e.event === 'dealer_search')).toEqual([{ event: 'dealer_search', search_term: 'Hamburg', results: total }]);

      // Filter: only test centres, still nearest first; unchecking brings everyone back.
      await page.getByRole('group', { name: 'Händler mit' }).getByLabel('Testcenter').check();
      const filtered = await list.count();
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThan(total);
      for (const card of await list.all()) await expect(card.getByRole('list', { name: 'Leistungen' })).toContainText('Testcenter');
      await expect(status).toContainText(`${filtered} Händler`);
      await page.getByRole('group', { name: 'Händler mit' }).getByLabel('Testcenter').uncheck();
      await expect(list).toHaveCount(total);

      // Open the nearest dealer: its name slug in the hash, the panel as a dialog with focus inside.
      const link = list.first().locator('[data-dealer-open]');
      const dealerName = (await link.textContent()) ?? '';
      const hash = (await link.getAttribute('href')) ?? '';
      expect(hash).toMatch(/^#[a-z0-9-]+$/);
      await link.click();
      const dialog = page.getByRole('dialog', { name: dealerName });
      await expect(dialog).toBeVisible();
      expect(new URL(page.url()).hash).toBe(hash);
      await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
      expect((await dataLayer(page)).filter((e) => e.event === 'dealer_open').map((e) => (e as { dealer_name?: string }).dealer_name)).toEqual([dealerName]);
      await expect(dialog.locator('[data-opening-hours]')).toContainText('Montag');
      await expect(dialog.locator('[data-directions]')).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+\.\d+,-?\d+\.\d+$/);
      await expect(dialog.locator('[data-phone]')).toHaveAttribute('href', /^tel:\+\d+$/);
      // Focus stays in the panel: Shift+Tab from the first control goes to the last one inside.
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

      // Back closes the panel and clears the hash; focus returns to the dealer in the list.
      await page.goBack();
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).hash).toBe('');
      await expect(link).toBeFocused();

      // Escape closes too (and clears the hash).
      await link.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(new URL(page.url()).hash).toBe('');

      // A shared link with the hash opens that dealer; closing removes the hash.
      await page.goto(`${FINDER}${hash}`);
      await expect(page.getByRole('dialog', { name: dealerName })).toBeVisible();
      await page.getByRole('button', { name: 'Schließen' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(new URL(page.url()).hash).toBe('');
      // A hash that names no dealer opens nothing.
      await page.goto(`${FINDER}#no-such-dealer`);
      await expect(page.locator('[data-dealer-list] > li').first()).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('an unknown place says so and keeps the list', async ({ page }) => {
      await page.goto(FINDER);
      await necessaryOnly(page);
      await page.getByLabel('Ort oder Postleitzahl').fill('Atlantis');
      await page.getByRole('button', { name: 'Händler finden' }).click();
      await expect(page.locator('[data-dealer-notice=not-found]')).toContainText('„Atlantis“ haben wir nicht gefunden');
      await expect(page.locator('[data-dealer-list] > li').first()).toBeVisible();
    });

    test('the map waits for consent to functional cookies, then shows a pin per dealer', async ({ page, context }) => {
      await context.clearCookies();
      await page.goto(FINDER);
      const frame = page.locator('[data-map-state]');
      // Necessary cookies only: a prompt with the cookie settings, no map; the list works.
      await necessaryOnly(page);
      await expect(frame.locator('[data-map-consent]')).toBeVisible();
      await expect(page.locator('[data-dealer-map]')).toHaveCount(0);
      await expect(page.locator('[data-dealer-list] > li').first()).toBeVisible();
      // The prompt's button opens the consent settings; accepting everything draws the map.
      await frame.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      await expect(page.locator('[data-consent-view=preferences]')).toBeVisible();
      await page.locator('[data-consent-view=preferences]').getByRole('button', { name: 'Alle akzeptieren' }).click();
      const map = page.getByRole('img', { name: 'Karte der Händler in Deutschland' });
      await expect(map).toBeVisible();
      await expect(map.locator('[data-pin]')).toHaveCount(await page.locator('[data-dealer-list] > li').count());
      // Opening a dealer highlights its pin.
      const first = page.locator('[data-dealer-list] [data-dealer-open]').first();
      const id = await first.getAttribute('data-dealer-open');
      await first.click();
      await expect(map.locator(`[data-pin="${id}"]`)).toHaveAttribute('data-active', 'true');
    });

    test('geolocation refused: a clear message, the list stays', async ({ page, context }) => {
      await context.clearPermissions();
      await page.goto(FINDER);
      await acceptAll(page);
      await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
      await expect(page.locator('[data-dealer-notice=denied]')).toContainText('Der Zugriff auf Ihren Standort wurde verweigert');
      await expect(page.locator('[data-dealer-list] > li').first()).toBeVisible();
    });

    test('geolocation allowed: nearest first from the shopper', async ({ page, context }) => {
      await context.grantPermissions(['geolocation']);
      // Munich's Marienplatz.
      await context.setGeolocation({ latitude: 48.137, longitude: 11.575 });
      await page.goto(FINDER);
      await acceptAll(page);
      await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Händler' })).toContainText('die nächsten zu Ihrem Standort zuerst');
      await expect(page.locator('[data-dealer-list] > li').first().locator('address')).toContainText('München');
    });
  });
}

test.describe('dealers with this bike on the product page', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${name}: in de-de the chosen variant's dealers with stock, in fr-fr no section`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const de = pagesOfEachKind(E2E_DIST, '/de-de/').find((p) => p.kind === 'product')?.path;
      const fr = pagesOfEachKind(E2E_DIST, '/fr-fr/').find((p) => p.kind === 'product')?.path;
      expect(de, 'a de-de product page').toBeTruthy();
      expect(fr, 'a fr-fr product page').toBeTruthy();
      await page.goto(de!);
      const section = page.locator('[data-bidex]');
      await expect(section).toHaveAttribute('data-bidex-state', 'done');
      await expect(section.getByRole('heading', { name: 'Händler mit diesem Rad' })).toBeVisible();
      const dealers = section.locator('[data-bidex-dealer]');
      expect(await dealers.count()).toBeGreaterThan(0);
      await expect(dealers.first()).toContainText(/\d+ vorrätig/);
      const first = await section.getAttribute('data-bidex');

      // Another colour or size asks again for that variant.
      const option = page.locator('[data-option]:not([aria-pressed=true]):not([disabled])').first();
      if (await option.count()) {
        await option.click();
        await expect(section).not.toHaveAttribute('data-bidex', first ?? '');
        await expect(section).toHaveAttribute('data-bidex-state', 'done');
      }

      await page.goto(fr!);
      await expect(page.locator('[data-add-to-basket], [data-stock]').first()).toBeVisible();
      await expect(page.locator('[data-bidex]')).toHaveCount(0);
    });
  }
});
