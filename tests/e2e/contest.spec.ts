import sharp from 'sharp';
import { expect, test } from './support/test.ts';
import { answeredConsent, hydratedAndIdle } from './support/shop-session.ts';
import { axeViolations, openForm, publishedEntries, RUN, solveCaptcha } from './raffle-entry-helpers.ts';

// Issue 15 item 5: the social-media contest had no entries; now an entry with a photo shows in its gallery.
const PAGE = '/at-de/social-media-contest/';
const CAMPAIGN = 'winora-mywinora-2027';

test.beforeEach(async ({ context }) => {
  await answeredConsent(context);
});

for (const [width, height] of [[390, 844], [1440, 900]] as const) {
  test(`contest at ${width} px: a photo entry is stored, appears in the gallery and opens in the lightbox`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(PAGE);
    await hydratedAndIdle(page);
    const { section, form } = await openForm(page, CAMPAIGN);

    await form.getByRole('button', { name: 'Jetzt teilnehmen' }).click();
    await expect(form.getByText('Bitte wählen Sie ein Foto aus.')).toBeVisible();
    await expect(form.getByLabel('Wo ist Ihr Foto entstanden?')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    const first = `Foto${RUN}${width}`;
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 110, b: 70 } } }).jpeg().toBuffer();
    await form.getByLabel('Wo ist Ihr Foto entstanden?').fill('Am Tegernsee');
    await form.getByLabel('Vor- und Nachname').fill(`${first} Berger`);
    await form.getByLabel('E-Mail-Adresse').fill(`foto.${RUN}.${width}@example.com`);
    await form.locator('input[type=file]').setInputFiles({ name: 'tegernsee.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(form.getByRole('img', { name: 'Vorschau Ihres Fotos' })).toBeVisible();
    await form.getByRole('checkbox', { name: /Teilnahmebedingungen/ }).check();
    await solveCaptcha(page, CAMPAIGN);
    await section.screenshot({ path: `${process.env['E2E_SHOTS'] ?? 'test-results'}/contest-form-${width}.png` });
    await form.getByRole('button', { name: 'Jetzt teilnehmen' }).click();
    await expect(section.getByRole('status').filter({ hasText: `Danke, ${first}: Ihre Teilnahme ist eingegangen.` })).toBeVisible();

    // Stored with its widths; the gallery shows it (newest first) and the lightbox opens it.
    const listed = await publishedEntries(CAMPAIGN);
    const mine = listed.entries.find((e) => e.name === `${first} B.`);
    expect(mine?.photo?.sources.length).toBeGreaterThan(1);
    const thumb = section.getByRole('button', { name: `Wettbewerbsfoto von ${first} B.` });
    await expect(thumb).toBeVisible();
    await thumb.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${first} B.`);
    await page.keyboard.press('Escape');
    await expect(thumb).toBeFocused();
    await page.screenshot({ path: `${process.env['E2E_SHOTS'] ?? 'test-results'}/contest-${width}.png`, fullPage: false });
  });
}

test('contest: opened after its end, the closed text and no form; the entries stay visible', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-04-01T08:00:00Z'));
  await page.goto(PAGE);
  await hydratedAndIdle(page);
  const section = page.locator(`[data-campaign="${CAMPAIGN}"]`);
  await expect(section).toHaveAttribute('data-campaign-state', 'closed');
  await expect(section).toContainText('Der Wettbewerb ist beendet.');
  await expect(section.locator('form')).toHaveCount(0);
});
