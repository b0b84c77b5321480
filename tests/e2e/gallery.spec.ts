/**
 * Riders' photos (issue 15.3) in the winora build, on a phone and a desktop: the gallery section loads its chunk
 * and its feed only when scrolled near, shows sized pictures from the gallery service as a list of buttons, opens
 * the lightbox from the keyboard (focus inside and kept there, arrows, "n / 12", caption and author), passes axe
 * with the lightbox open, and Escape returns the focus to the thumbnail; with the service down the page works and
 * the section says so in one line. The service runs on 4230 (the playwright web server, or this spec's own).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { GALLERIES_PORT } from '../../playwright.config.ts';
import { runGalleries } from '../../services/galleries/main.ts';
import { expect, test, type Page } from './support/test.ts';

const HOME = '/de-de/';
const SERVICE = `http://127.0.0.1:${GALLERIES_PORT}`;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let own: Awaited<ReturnType<typeof runGalleries>> | null = null;
test.beforeAll(async () => {
  // The full browser run starts the service as a web server; a winora-only run (E2E_SERVERS=winora) does not.
  const up = await fetch(`${SERVICE}/health`).then((r) => r.ok, () => false);
  if (!up) own = await runGalleries({ port: GALLERIES_PORT });
});
test.afterAll(async () => {
  await own?.close();
});

async function necessaryOnly(page: Page): Promise<void> {
  await page.locator('[data-consent-view=banner]').getByRole('button', { name: 'Nur notwendige' }).click();
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the section loads when scrolled to; the lightbox opens by keyboard, turns with arrows, passes axe, and Escape returns focus', async ({ page }) => {
      const feedRequests: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(SERVICE)) feedRequests.push(r.url());
      });
      await page.goto(HOME);
      await necessaryOnly(page);
      const section = page.locator('[data-gallery-section="winora-stories"]');
      await expect(section).toBeAttached();
      // Nothing asked, nothing rendered, before the section nears the viewport (the page at rest, the section far below).
      await page.waitForLoadState('networkidle');
      expect(feedRequests).toEqual([]);
      await expect(section).toBeEmpty();
      await section.scrollIntoViewIfNeeded();
      const grid = section.getByRole('list', { name: 'Life in Motion: unterwegs mit Winora' });
      await expect(grid).toBeVisible();
      await expect(section.getByRole('heading', { level: 2 })).toHaveText('Life in Motion: unterwegs mit Winora');
      expect(feedRequests[0]).toBe(`${SERVICE}/v1/feeds/winora-stories/posts?limit=12&locale=de-DE`);
      const thumbs = grid.getByRole('button');
      await expect(thumbs).toHaveCount(12);
      // Sized, lazy, responsive pictures that really arrive from the service.
      const first = thumbs.first().locator('img');
      await expect(first).toHaveAttribute('width', /^\d+$/);
      await expect(first).toHaveAttribute('srcset', /320w, .*640w/);
      await expect(first).toHaveAttribute('loading', 'lazy');
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      const thirdAlt = await thumbs.nth(2).locator('img').getAttribute('alt');
      expect(thirdAlt).toMatch(/Winora/);
      await expect(thumbs.nth(2)).toHaveAccessibleName(thirdAlt!);

      // Keyboard: focus the third thumbnail and press Enter.
      await thumbs.nth(2).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Life in Motion: unterwegs mit Winora: Bildansicht' });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-lightbox-position] [aria-hidden]')).toHaveText('3 / 12');
      await expect(dialog.locator('[aria-live="polite"]')).toContainText('Bild 3 von 12');
      await expect(dialog.locator('[data-lightbox-caption]')).not.toBeEmpty();
      await expect(dialog.locator('[data-lightbox-author]')).toHaveText(/^Foto: .+ \(@[a-z.]+\)$/);
      await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.locator('[data-lightbox-position] [aria-hidden]')).toHaveText('4 / 12');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.locator('[data-lightbox-position] [aria-hidden]')).toHaveText('2 / 12');
      await dialog.getByRole('button', { name: 'Nächstes Bild' }).click();
      await expect(dialog.locator('[data-lightbox-position] [aria-hidden]')).toHaveText('3 / 12');
      await expect(dialog.locator('img')).toHaveAttribute('alt', thirdAlt!);
      // Tab stays inside the dialog.
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(thumbs.nth(2)).toBeFocused();
    });

    test('with the gallery service down the page works and the section says so briefly', async ({ page }) => {
      await page.route(`${SERVICE}/**`, (route) => route.abort('connectionrefused'));
      await page.goto(HOME);
      await necessaryOnly(page);
      const section = page.locator('[data-gallery-section="winora-stories"]');
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('status')).toHaveText('Die Fotos können gerade nicht angezeigt werden. Bitte versuche es später noch einmal.');
      await expect(section.getByRole('list')).toHaveCount(0);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('header a').first()).toBeVisible();
    });
  });
}
