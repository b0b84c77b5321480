import { expect, test } from './support/test.ts';
import { answeredConsent, hydratedAndIdle } from './support/shop-session.ts';
import { axeViolations, ENTRIES, openForm, publishedEntries, RUN, solveCaptcha } from './raffle-entry-helpers.ts';

// Issue 15 item 5: the raffle asked visitors to answer a question but had no form.
const PAGE = '/at-de/raffle/';
const CAMPAIGN = 'winora-raffle-sinus-2027';

test.beforeEach(async ({ context }) => {
  await answeredConsent(context);
});

for (const [width, height] of [[390, 844], [1440, 900]] as const) {
  test(`raffle at ${width} px: errors named and focused, the entry stored and read back, the same email refused the second time`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(PAGE);
    await hydratedAndIdle(page);
    const { section, form } = await openForm(page, CAMPAIGN);
    await expect(section.getByRole('radiogroup', { name: /Seit welchem Jahr baut Winora Fahrräder/ })).toBeVisible();

    // Sent empty: every error under its field, tied to it, focus on the first; axe clean with the errors shown.
    await form.getByRole('button', { name: 'Jetzt teilnehmen' }).click();
    await expect(section.getByText('Bitte beantworten Sie die Frage.')).toBeVisible();
    await expect(page.locator('input[type=radio]').first()).toBeFocused();
    const email = form.getByLabel('E-Mail-Adresse');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    await expect(form.getByText('Bitte stimmen Sie den Teilnahmebedingungen zu, um teilzunehmen.')).toBeVisible();
    await expect(form.getByText('Bitte schließen Sie die Sicherheitsprüfung ab.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await section.screenshot({ path: `${process.env['E2E_SHOTS'] ?? 'test-results'}/raffle-errors-${width}.png` });

    // The privacy page is linked from the consent.
    await expect(form.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/at-de/ueber-uns/datenschutz/');

    const first = `Rita${RUN}${width}`;
    const address = `rita.${RUN}.${width}@example.com`;
    await form.getByLabel('1914').check();
    await form.getByLabel('Vor- und Nachname').fill(`${first} Tester`);
    await email.fill(address);
    await form.getByRole('checkbox', { name: /Teilnahmebedingungen/ }).check();
    await solveCaptcha(page, CAMPAIGN);
    await form.getByRole('button', { name: 'Jetzt teilnehmen' }).click();
    await expect(section.getByRole('status')).toContainText(`Danke, ${first}: Ihre Teilnahme ist eingegangen.`);

    // Stored: the service lists it (first name and initial only), and the data layer has the event.
    const listed = await publishedEntries(CAMPAIGN);
    expect(listed.entries.map((e) => e.name)).toContain(`${first} T.`);
    expect(JSON.stringify(listed)).not.toContain(address);
    const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; campaign_id?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'raffle_entry'));
    expect(events).toEqual([expect.objectContaining({ event: 'raffle_entry', campaign_id: CAMPAIGN })]);

    // The same email again, in other case: refused with the message, and what was typed stays.
    await page.reload();
    await hydratedAndIdle(page);
    const again = await openForm(page, CAMPAIGN);
    await again.form.getByLabel('1952').check();
    await again.form.getByLabel('Vor- und Nachname').fill(`${first} Tester`);
    await again.form.getByLabel('E-Mail-Adresse').fill(`  ${address.toUpperCase()}`);
    await again.form.getByRole('checkbox', { name: /Teilnahmebedingungen/ }).check();
    await solveCaptcha(page, CAMPAIGN);
    await again.form.getByRole('button', { name: 'Jetzt teilnehmen' }).click();
    await expect(again.section.getByRole('alert').filter({ hasText: 'Mit dieser E-Mail-Adresse wurde bereits teilgenommen.' })).toBeVisible();
    await expect(again.form.getByLabel('Vor- und Nachname')).toHaveValue(`${first} Tester`);
    expect(await axeViolations(page)).toEqual([]);
    expect((await publishedEntries(CAMPAIGN)).entries.filter((e) => e.name === `${first} T.`)).toHaveLength(1);
    await page.screenshot({ path: `${process.env['E2E_SHOTS'] ?? 'test-results'}/raffle-${width}.png`, fullPage: false });
  });
}

test('raffle: with the service down the form keeps what was typed and says to try again', async ({ page }) => {
  await page.goto(PAGE);
  await hydratedAndIdle(page);
  const { section, form } = await openForm(page, CAMPAIGN);
  await page.route(`${ENTRIES}/v1/campaigns/**`, (route) => route.abort('connectionrefused'));
  await form.getByLabel('1976').check();
  await form.getByLabel('Vor- und Nachname').fill('Down Tester');
  await form.getByLabel('E-Mail-Adresse').fill(`down.${RUN}@example.com`);
  await form.getByRole('checkbox', { name: /Teilnahmebedingungen/ }).check();
  await solveCaptcha(page, CAMPAIGN);
  await form.getByRole('button', { name: 'Jetzt teilnehmen' }).click();
  await expect(section.getByRole('alert').filter({ hasText: 'Ihre Teilnahme konnte nicht gesendet werden.' })).toContainText('Bitte versuchen Sie es in einem Moment erneut.');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(`down.${RUN}@example.com`);
  await expect(form.getByLabel('1976')).toBeChecked();
});

test('raffle: opened after its end, the page shows the closed text and no form', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-07-01T08:00:00Z'));
  await page.goto(PAGE);
  await hydratedAndIdle(page);
  const section = page.locator(`[data-campaign="${CAMPAIGN}"]`);
  await expect(section).toHaveAttribute('data-campaign-state', 'closed');
  await expect(section.getByRole('heading', { name: 'Die Teilnahme ist beendet' })).toBeVisible();
  await expect(section).toContainText('Das Gewinnspiel ist beendet.');
  await expect(section.locator('form')).toHaveCount(0);
});
