import { expect, test, type Page } from './support/test.ts';
import { BRAND_PORTS, WEB_TO_CASE_PORT } from '../../playwright.config.ts';

/**
 * The contact form end to end (issue 6), per brand, against the local
 * web-to-case service: consent gate, validation, captcha, the full-page post,
 * the case stored with every field, the return with scroll restored, the
 * 5-minute block, consent withdrawn, and the data layer event by event.
 */

const SERVICE = `http://127.0.0.1:${WEB_TO_CASE_PORT}`;
type Entry = Record<string, unknown> & { event?: string };
interface StoredCase { id: number; subject: string; type: string | null; email: string; fields: Record<string, string> }

/** CRM field ids (site/contact/contact-fields.ts). */
const ID = {
  type: 'type', subject: 'subject', description: 'description', email: 'email', phone: 'phone',
  firstName: '00N5J00000Fst01', lastName: '00N5J00000Lst02', country: '00N5J00000Cty03', street: '00N5J00000Str04', houseNumber: '00N5J00000Hno05',
  postalCode: '00N5J00000Pcd06', city: '00N5J00000Cit07', frameNumber: '00N5J00000Frm08', dealerName: '00N5J00000Dlr09',
  brand: '00N5J00000Brd10', language: '00N5J00000Lng11', webSource: '00N5J00000Web12',
} as const;

interface BrandCase {
  readonly brand: string;
  readonly url: string;
  readonly lang: string;
  readonly country: string;
  readonly orgId: string;
  readonly brandName: string;
  readonly languageName: string;
  readonly requestType: string;
  /** Text fields to fill, by our field name. */
  readonly text: Readonly<Record<string, string>>;
  /** What the case must hold beyond the text fields. */
  readonly expected: Readonly<Record<string, string>>;
  readonly absent: readonly string[];
}

const run = Date.now().toString(36);
const BRANDS: readonly BrandCase[] = [
  {
    brand: 'winora', url: '/at-de/service/kontakt/', lang: 'de', country: 'AT', orgId: '00D5J0000001WIN', brandName: 'Winora', languageName: 'German', requestType: 'Warranty Claims',
    text: { subject: `Akku lädt nicht ${run}`, description: 'Der Akku meines Sinus lädt seit gestern nicht mehr.\nLadegerät blinkt rot.', firstName: 'Anna', lastName: 'Huber', email: 'anna.huber@example.at', phone: '+43 660 1234567' },
    expected: { [ID.country]: 'AT' },
    absent: [ID.street, ID.frameNumber],
  },
  {
    brand: 'sparta', url: `http://127.0.0.1:${BRAND_PORTS.sparta}/nl/nl/service/contact-us/`, lang: 'nl', country: 'NL', orgId: '00D5J0000001SPA', brandName: 'Sparta', languageName: 'Dutch', requestType: 'Warranty Claims',
    text: { subject: `Scheur in bagagedrager ${run}`, description: 'De bagagedrager is gescheurd.', firstName: 'Jan', lastName: 'de Vries', email: 'jan.devries@example.nl', frameNumber: 'WSP123456789', dealerName: 'Rijwielhandel Jansen' },
    // The country dropdown is hidden for Sparta; the market's country is sent.
    expected: { [ID.country]: 'NL' },
    absent: [ID.street, ID.postalCode],
  },
  {
    brand: 'lapierre', url: `http://127.0.0.1:${BRAND_PORTS.lapierre}/fr-fr/service/contact/`, lang: 'fr', country: 'FR', orgId: '00D5J0000001LAP', brandName: 'Lapierre', languageName: 'French', requestType: 'Press relations',
    text: { subject: `Demande presse ${run}`, description: 'Nous préparons un essai du Lapierre Overvolt.', firstName: 'Élodie', lastName: 'Martin', email: 'elodie.martin@example.fr', street: 'Rue de la République', houseNumber: '12', postalCode: '21000', city: 'Dijon' },
    expected: { [ID.country]: 'FR' },
    absent: [ID.frameNumber],
  },
];

/** Keeps every data-layer entry of the page in sessionStorage too, so entries pushed just before the page leaves survive. */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: unknown[] = [];
    const push = list.push.bind(list);
    list.push = (...items: unknown[]): number => {
      const log = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-data-layer', JSON.stringify([...log, ...items.map((i) => ({ ...(i as object), page: location.pathname }))]));
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = list;
  });
}
const dataLayer = (page: Page): Promise<Entry[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as Entry[]);
const events = async (page: Page, name: string): Promise<Entry[]> => (await dataLayer(page)).filter((e) => e.event === name).map(({ page: _p, ...rest }) => rest);

async function cases(): Promise<StoredCase[]> {
  const res = await fetch(`${SERVICE}/cases`);
  return ((await res.json()) as { cases: StoredCase[] }).cases;
}

async function fillForm(page: Page, c: BrandCase): Promise<void> {
  await page.locator('#contact-type').selectOption(c.requestType);
  for (const [field, value] of Object.entries(c.text)) await page.locator(`#contact-${field}`).fill(value);
  const captcha = page.locator('#contact-captcha [role=checkbox]');
  await captcha.click();
  await expect(captcha).toHaveAttribute('aria-checked', 'true');
}

for (const c of BRANDS) {
  test(`${c.brand}: consent, validation, post to web-to-case, success with scroll restored, case stored, second submit blocked, consent withdrawn`, async ({ page, context }) => {
    test.setTimeout(60_000);
    await context.clearCookies();
    await recordDataLayer(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    // 1. No consent yet: the banner asks, the form is replaced by the consent failure (salesforce_form_error).
    const response = await page.goto(c.url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${c.lang}-`));
    const banner = page.getByRole('dialog');
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await expect(page.locator('[data-message=fail]')).toBeVisible();
    await expect(page.locator('form[data-phase]')).toHaveCount(0);
    await expect.poll(() => events(page, 'error_view')).toEqual([{ event: 'error_view', error_type: 'salesforce_form_error', error_message: await page.locator('[data-message=fail] h2').textContent() }]);
    await expect.poll(() => events(page, 'gatsby-route-change')).toEqual([{ event: 'gatsby-route-change' }]);
    await expect.poll(() => events(page, 'page_status')).toEqual([{ event: 'page_status', statusCode: 200, pageType: 'Contact', language: c.lang, country: c.country.toLowerCase(), environment: 'development', gitHash: expect.stringMatching(/^[0-9a-f]{7,}$|^unknown$/) }]);

    // 2. Accept (keyboard): the banner closes and the form appears.
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const form = page.locator('form[data-phase]');
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('action', `${SERVICE}/servlet/servlet.WebToCase?encoding=UTF-8`);
    if (c.brand === 'sparta') {
      await expect(page.locator('#contact-country')).toHaveCount(0);
      await expect(page.locator(`input[type=hidden][name="${ID.country}"]`)).toHaveValue('NL');
    } else {
      await expect(page.locator('#contact-country')).toHaveValue(c.country);
      expect(await page.locator('#contact-country option').count()).toBeGreaterThanOrEqual(249);
    }

    // 3. Submitting empty: every required field says what is missing, tied to it; focus on the first; one error event each.
    await page.locator('button[type=submit]').click();
    const required = ['type', 'subject', 'description', 'firstName', 'lastName', 'email', ...(c.brand === 'sparta' ? [] : ['country'])];
    for (const field of required.filter((f) => f !== 'country')) {
      const input = page.locator(`#contact-${field}`);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAttribute('aria-describedby', new RegExp(`contact-${field}-error`));
      await expect(page.locator(`#contact-${field}-error`)).toBeVisible();
    }
    await expect(page.locator('#contact-type')).toBeFocused();
    const fieldErrors = await events(page, 'error_view');
    expect(fieldErrors.filter((e) => e.error_type === 'form_field_error').map((e) => e.error_field).sort()).toEqual([...required.filter((f) => f !== 'country'), 'captcha'].sort());
    expect(await page.locator('form[data-phase]').evaluate((f) => f.ownerDocument.location.pathname)).toBe(new URL(c.url, page.url()).pathname);

    // 4. Lapierre: a postal code that does not fit France is refused under the field.
    if (c.brand === 'lapierre') {
      await page.locator('#contact-postalCode').fill('2100');
      await page.locator('#contact-postalCode').blur();
      await expect(page.locator('#contact-postalCode-error')).toBeVisible();
    }

    // 5. Fill in, solve the captcha, post from a scrolled position.
    await fillForm(page, c);
    await expect(page.locator('[data-field-error]')).toHaveCount(0);
    await expect(page.locator('#contact-subject').locator('..').locator('[data-valid]')).toBeVisible();
    await page.locator('button[type=submit]').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    // Wait until the page has settled (the wheel animates, the sticky header may shift the layout once).
    let scrolledTo = -1;
    await expect
      .poll(async () => {
        const previous = scrolledTo;
        await page.waitForTimeout(250);
        scrolledTo = await page.evaluate(() => Math.round(window.scrollY));
        return scrolledTo === previous;
      })
      .toBe(true);
    expect(scrolledTo).toBeGreaterThan(200);
    const before = (await cases()).length;
    await Promise.all([page.waitForURL((u) => u.pathname === new URL(c.url, page.url()).pathname, { waitUntil: 'load' }), page.locator('button[type=submit]').click()]);

    // 6. Back on the page: the success message, scroll restored, flags cleared (the submit time stays for the block).
    await expect(page.locator('[data-message=success]')).toBeVisible();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(scrolledTo - 5);
    expect(Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - scrolledTo)).toBeLessThanOrEqual(5);
    const storage = await page.evaluate(() => ({ success: localStorage.getItem('contactForm.success'), scrollY: localStorage.getItem('contactForm.scrollY'), at: localStorage.getItem('contactForm.submittedAt') }));
    expect(storage.success).toBeNull();
    expect(storage.scrollY).toBeNull();
    expect(Number(storage.at)).toBeGreaterThan(Date.now() - 60_000);

    // 7. The case is stored with every field the form sent.
    const all = await cases();
    expect(all).toHaveLength(before + 1);
    const stored = all.at(-1)!;
    expect(stored.subject).toBe(c.text['subject']);
    // A browser posts a textarea's line breaks as CRLF (HTML form encoding).
    const textFields = Object.fromEntries(Object.entries(c.text).map(([k, v]) => [ID[k as keyof typeof ID], k === 'description' ? v.replace(/\n/g, '\r\n') : v]));
    expect(stored.fields).toMatchObject({
      ...textFields,
      ...c.expected,
      type: c.requestType,
      orgid: c.orgId,
      retURL: new URL(c.url, page.url()).href,
      [ID.brand]: c.brandName,
      [ID.language]: c.languageName,
      [ID.webSource]: `${c.brandName} Website`,
    });
    expect(JSON.parse(stored.fields['captcha_settings']!)).toMatchObject({ keyname: 'local-captcha', orgId: c.orgId, ts: expect.stringMatching(/^\d{13}$/) });
    for (const id of c.absent) expect(stored.fields).not.toHaveProperty(id);
    expect(stored.fields).not.toHaveProperty('g-recaptcha-response');
    // The submit event left with the post.
    expect(await events(page, 'contact_form_submit')).toEqual([{ event: 'contact_form_submit', request_type: c.requestType, country: c.country.toLowerCase(), brand: c.brandName, language: c.lang }]);

    // 8. A second request within five minutes is not posted: the timeout warning shows.
    await fillForm(page, c);
    await page.locator('button[type=submit]').click();
    await expect(page.locator('[data-message=warning]')).toBeVisible();
    await expect(form).toHaveAttribute('data-phase', 'blocked');
    expect(await cases()).toHaveLength(before + 1);

    // 9. Consent withdrawn through the consent tool's API: the form gives way to the consent failure again.
    const errorViewsBefore = (await events(page, 'error_view')).filter((e) => e.error_type === 'salesforce_form_error').length;
    await page.evaluate(() => (window as unknown as { OneTrust: { ToggleInfoDisplay(): void } }).OneTrust.ToggleInfoDisplay());
    await expect(page.locator('[data-consent-view=preferences]')).toBeVisible();
    await page.locator('[data-consent-view=preferences] button').last().click();
    await expect(page.locator('[data-message=fail]')).toBeVisible();
    await expect(page.locator('form[data-phase]')).toHaveCount(0);
    await expect.poll(async () => (await events(page, 'error_view')).filter((e) => e.error_type === 'salesforce_form_error').length).toBe(errorViewsBefore + 1);
    expect(await page.evaluate(() => (window as unknown as { OneTrust: { IsAlertBoxClosed(): boolean } }).OneTrust.IsAlertBoxClosed())).toBe(false);
    expect(errors).toEqual([]);
  });
}

test('the contact page on a 360 px phone and on a desktop (screenshots)', async ({ page, context }) => {
  await context.clearCookies();
  await context.addCookies([
    { name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), url: 'http://127.0.0.1:4319' },
    { name: 'OptanonConsent', value: encodeURIComponent('groups=C0001:1,C0002:1,C0003:1,C0004:0,C0005:0'), url: 'http://127.0.0.1:4319' },
  ]);
  for (const [width, height, name] of [[360, 780, 'phone'], [1280, 900, 'desktop']] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/at-de/service/kontakt/');
    await expect(page.locator('form[data-phase]')).toBeVisible();
    await expect(page.locator('#contact-captcha [role=checkbox]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `.reports/screenshots/contact-winora-${name}.png`, fullPage: true });
  }
});
