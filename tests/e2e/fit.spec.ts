import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { answeredConsent, hydratedAndIdle } from './support/shop-session.ts';

/**
 * Fit profile and size advice (issue 13 item 4) on the winora de-de build: a shopper enters height and inseam on a
 * product page, the recommended frame size is marked with its why, a reload keeps it, the listing tile shows it,
 * removing the profile removes the advice, a corrupted stored value is ignored. Screenshots of the size choice on a
 * phone and a desktop go to FIT_SHOTS (default /tmp/fit/shots).
 */

const PRODUCT = '/de-de/sinus-ix12/';
const LISTING = '/de-de/ebikes/';
const SKU = '4454030';
const KEY = 'fitProfile';
const SHOTS = process.env['FIT_SHOTS'] ?? '/tmp/fit/shots';

/** Matches copy that keeps ranges and units on one line (word joiners around `–`, no-break spaces before `cm`). */
const words = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/–/g, '\u2060?–\u2060?').replace(/ /g, '\\s'));
const sizeButton = (page: Page, size: string) => page.locator('[data-dimension="attrFrameSize"] button', { hasText: size });

async function enterProfile(page: Page, height: string, inseam: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Ihre Größe' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Körpergröße (cm)').fill(height);
  await dialog.getByLabel('Schrittlänge (cm)').fill(inseam);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
}

test.beforeEach(async ({ context }) => {
  await answeredConsent(context);
});

test('a profile entered on the product page marks the recommended size with its why, survives a reload, shows on the listing tile and goes when removed', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PRODUCT);
  await hydratedAndIdle(page);
  // No profile: no mark, the way in.
  await expect(page.locator('[data-fit-mark]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Passende Größe finden' }).click();

  // Out-of-range values are refused with a message under the field, nothing is stored.
  await enterProfile(page, '30', '82');
  await expect(page.locator('[data-fit-error="height"]')).toHaveText('Bitte eine Körpergröße zwischen 120 und 220 cm eingeben.');
  await expect(page.getByLabel('Körpergröße (cm)')).toBeFocused();
  await enterProfile(page, '300', '82');
  await expect(page.locator('[data-fit-error="height"]')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();

  await enterProfile(page, '180', '82');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // 180 cm is in 55 cm's range (175–187); stand-over 78 cm leaves 4 cm of the 82 cm inseam.
  await expect(sizeButton(page, '55 cm').locator('[data-fit-mark]')).toHaveText('Ihre Größe');
  await expect(page.locator('[data-fit-mark]')).toHaveCount(1);
  const advice = page.locator('[data-fit-advice="recommended"]');
  await expect(advice).toContainText('Empfohlene Größe: 55 cm');
  await expect(advice).toContainText(words('Ihre Körpergröße 180 cm: 55 cm ist für 175–187 cm gebaut.'));
  await expect(advice).toContainText('Ihre Schrittlänge 82 cm: Überstandshöhe 78 cm bei 55 cm lässt 4 cm Luft.');
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), KEY)) ?? 'null')).toMatchObject({ v: 1, heightCm: 180, inseamCm: 82 });

  // A reload keeps it (and the server-rendered page hydrates without a mismatch: no React error on the console).
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.reload();
  await hydratedAndIdle(page);
  await expect(sizeButton(page, '55 cm').locator('[data-fit-mark]')).toBeVisible();
  expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);

  // The listing tile of the same bike shows the advice.
  await page.goto(LISTING);
  await hydratedAndIdle(page);
  const tileAdvice = page.locator(`[data-product-tile="${SKU}"] ~ [data-fit-advice]`);
  await expect(tileAdvice).toContainText('Ihre Größe: 55 cm');
  await expect(tileAdvice).toContainText(words('175–187 cm'));
  // Sinus N5f comes in 46 and 50 cm only (up to 177 cm): the tile says so instead of guessing.
  await expect(page.locator('[data-product-tile="4454031"] ~ [data-fit-advice="unknown"]')).toContainText('Ihre Körpergröße liegt außerhalb aller Größen dieses Rads.');

  // Removing the profile (from the tile's advice line) removes the advice everywhere.
  await tileAdvice.getByRole('button', { name: 'Ihre Größe ändern' }).click();
  await page.getByRole('dialog', { name: 'Ihre Größe' }).getByRole('button', { name: 'Meine Größe löschen' }).click();
  await expect(page.locator('[data-fit-advice]')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  await page.goto(PRODUCT);
  await hydratedAndIdle(page);
  await expect(page.locator('[data-fit-mark]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Passende Größe finden' })).toBeVisible();
});

test('a corrupted stored profile is ignored and removed; the page works and a new profile can be saved', async ({ page }) => {
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('fit-seeded') === null) {
      sessionStorage.setItem('fit-seeded', '1');
      localStorage.setItem(key, '{"v":1,"heightCm":18');
    }
  }, KEY);
  await page.goto(PRODUCT);
  await hydratedAndIdle(page);
  await expect(page.locator('h1')).toHaveText('Sinus iX12');
  await expect(page.locator('[data-fit-mark]')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  await page.getByRole('button', { name: 'Passende Größe finden' }).click();
  await enterProfile(page, '166', '76');
  // 166 cm is in 46 cm (155–167) and 50 cm (165–177): the seat tube nearest 76 × 0.66 settles on 50 cm.
  await expect(sizeButton(page, '50 cm').locator('[data-fit-mark]')).toBeVisible();
  await expect(page.locator('[data-fit-advice="recommended"]')).toContainText('Auch möglich: 46 cm');
});

test('the bike comparison shows each bike\'s recommended size with its why in a "Your size" row', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ v: 1, heightCm: 180, inseamCm: 82, savedAt: Date.now() }));
  }, KEY);
  // Sinus iX12 comes in 46/50/55 cm, Radius Pro 10 in 50/55/60 cm: the same rider needs 55 on one and 60 on the other.
  await page.goto(`/de-de/bike-comparison/?skus=${SKU},4455013`);
  await hydratedAndIdle(page);
  const row = page.locator('[data-row="fit"]');
  await expect(row.locator('th')).toHaveText('Ihre Größe');
  await expect(row.locator('td').nth(0)).toContainText('Empfohlene Größe: 55 cm');
  await expect(row.locator('td').nth(1)).toContainText('Empfohlene Größe: 60 cm');
  await expect(row.locator('td').nth(1)).toContainText('Überstandshöhe 78 cm bei 60 cm lässt 4 cm Luft.');
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/comparison-desktop.png` });
});

for (const viewport of [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1440, height: 900 }] as const) {
  test(`screenshot of the size choice with advice, ${viewport.name} ${viewport.width}×${viewport.height}`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify({ v: 1, heightCm: 180, inseamCm: 82, savedAt: Date.now() }));
    }, KEY);
    await page.goto(PRODUCT);
    await hydratedAndIdle(page);
    const sizes = page.locator('[data-dimension="attrFrameSize"]');
    await expect(sizes.locator('[data-fit-mark]')).toBeVisible();
    await sizes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/pdp-size-${viewport.name}.png` });
    await page.getByRole('button', { name: 'Ihre Größe ändern' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dialog-${viewport.name}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto(LISTING);
    await hydratedAndIdle(page);
    const tile = page.locator(`[data-product-tile="${SKU}"]`);
    await tile.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/tile-${viewport.name}.png` });
  });
}
