/**
 * The cycle-to-work calculator (issue 15.4) on raleigh's GB product pages (the raleigh build in E2E_BRANDS_DIR), on
 * a phone and a desktop: the section is there with the variant's price prefilled; price, salary and band give the
 * monthly gross and net cost, total savings and percent saved in pounds; a price outside raleigh's £150–£6,000 is
 * refused with a message on the field, what was typed kept; the IE market's product page has no calculator.
 */
import { BRAND_PORTS } from '../../playwright.config.ts';
import { expect, test, type Page } from './support/test.ts';

const ORIGIN = `http://127.0.0.1:${BRAND_PORTS.raleigh}`;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

/** The first product page linked from a market's home or listings (raleigh's catalogue: Motus, Pioneer). */
async function productPath(page: Page, market: string): Promise<string> {
  const html = await (await page.request.get(`${ORIGIN}/sitemap-${market}.xml`).catch(() => null))?.text().catch(() => '');
  const fromSitemap = html ? [...html.matchAll(/<loc>[^<]*?(\/[a-z]{2}-[a-z]{2}\/[^<]*motus[^<]*\/)<\/loc>/g)].map((m) => m[1]!) : [];
  if (fromSitemap[0]) return fromSitemap[0];
  await page.goto(`${ORIGIN}/${market}/`);
  const href = await page.locator('a[href*="motus"]').first().getAttribute('href');
  if (!href) throw new Error(`no Motus product linked from /${market}/`);
  return new URL(href, ORIGIN).pathname;
}

async function necessaryOnly(page: Page): Promise<void> {
  const banner = page.locator('[data-consent-view=banner]');
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Necessary only' }).click();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('GB product page: price prefilled, salary and band give monthly cost and savings; an out-of-range price is refused', async ({ page }) => {
      const path = await productPath(page, 'gb-en');
      await page.goto(`${ORIGIN}${path}`);
      await necessaryOnly(page);
      const section = page.locator('[data-cycle-to-work]');
      await expect(section.getByRole('heading', { name: 'Cycle to work' })).toBeAttached();
      await section.scrollIntoViewIfNeeded();
      const price = section.getByLabel('Bike package price (£)');
      await expect(price).toBeVisible();
      // The variant's price as the page shows it (£2,407.14 → 2407.14).
      const shown = (await page.locator('[data-product-price] p').first().textContent()) ?? '';
      const amount = Number(shown.replace(/[^\d.]/g, ''));
      expect(amount).toBeGreaterThan(150);
      expect(Number(await price.inputValue())).toBeCloseTo(amount, 2);

      await price.fill('1,000');
      await section.getByLabel('Annual salary before tax (£)').fill('30000');
      await section.getByLabel('Income tax band').selectOption({ label: 'Basic rate (20%)' });
      await section.getByLabel('Salary sacrifice term').selectOption('12');
      await section.getByRole('button', { name: 'Calculate my savings' }).click();
      const results = section.getByRole('status');
      await expect(results).toHaveAttribute('aria-live', 'polite');
      await expect(results.locator('[data-c2w="monthly-gross"]')).toHaveText('£83.33');
      await expect(results.locator('[data-c2w="monthly-net"]')).toHaveText('£60.00');
      await expect(results.locator('[data-c2w="total-savings"]')).toHaveText('£280.00');
      await expect(results.locator('[data-c2w="percent-saved"]')).toHaveText('28%');

      await price.fill('7000');
      await section.getByRole('button', { name: 'Calculate my savings' }).click();
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toBeFocused();
      await expect(price).toHaveAccessibleDescription(/Cycle to work covers bike packages from £150 to £6,000; £7,000 is outside that range\./);
      await expect(price).toHaveValue('7000');
      await expect(section.getByLabel('Annual salary before tax (£)')).toHaveValue('30000');
    });

    test('the IE market (EUR) has no cycle-to-work calculator', async ({ page }) => {
      const path = await productPath(page, 'ie-en');
      await page.goto(`${ORIGIN}${path}`);
      await expect(page.locator('[data-product-price]')).toBeVisible();
      await expect(page.locator('[data-cycle-to-work]')).toHaveCount(0);
    });
  });
}
