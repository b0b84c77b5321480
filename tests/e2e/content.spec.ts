import { expect, test } from '@playwright/test';

/**
 * One content page of each kind in winora: its copy from the embedded content and its images (served by the
 * local content service) are there.
 */
const PAGES = [
  { kind: 'Home', path: '/at-de/', heading: 'Mehr Zeit draußen. Weniger Gedanken unterwegs.', text: 'Welches E-Bike passt zu Ihnen?' },
  { kind: 'Home', path: '/at-de/life-in-motion/', heading: 'Draußen ist, wo das Leben passiert', text: 'Inspiration für Ihre nächste Ausfahrt' },
  { kind: 'Splash', path: '/de-de/mrs/', heading: 'Die neue Generation ist da.', text: 'Winora-Modelle 2025' },
  { kind: 'Page', path: '/at-de/ueber-uns/', heading: 'Über Winora', text: 'Winora wurde 1914 in Schweinfurt gegründet' },
  { kind: 'PublicationListing', path: '/de-en/news/', heading: 'News', text: 'Winora at the e-bike festival in Misano' },
  { kind: 'Publication', path: '/de-de/news/misano-event/', heading: 'Winora beim E-Bike-Festival in Misano', text: 'Über 4.000 Besucherinnen und Besucher' },
  { kind: 'ProductLine', path: '/at-de/winora-sinus/', heading: 'Winora Sinus', text: 'Durchdachte Details' },
  { kind: 'ProductLineListing', path: '/de-en/models/', heading: 'All models', text: 'Winora Yucatan' },
  { kind: 'CampaignListing', path: '/at-de/aktionen/', heading: 'Aktionen', text: 'Bosch Motor-Upgrade 2025' },
  { kind: 'Campaign', path: '/at-de/bosch-motor-upgrade-2025/', heading: 'Bosch Motor-Upgrade 2025', text: '85 Nm' },
  { kind: 'ContactMethodsListingPage', path: '/at-de/service/kontaktwege/', heading: 'So erreichen Sie uns', text: 'Fachhändler' },
  { kind: 'ContactMethod', path: '/at-de/service/kontaktwege/telefon/', heading: 'Telefon', text: 'Rahmennummer' },
  { kind: 'ShippingMethodsListingPage', path: '/de-en/service/shipping/', heading: 'Shipping & returns', text: 'Home delivery' },
  { kind: 'ShippingMethod', path: '/de-en/service/shipping/home-delivery/', heading: 'Home delivery', text: 'time slot' },
  { kind: 'PaymentMethodsListingPage', path: '/at-de/service/zahlungsarten/', heading: 'Zahlungsarten', text: 'Kreditkarte' },
  { kind: 'PaymentMethod', path: '/at-de/service/zahlungsarten/rechnung/', heading: 'Kauf auf Rechnung', text: 'Klarna' },
  { kind: 'StoreLocator', path: '/at-de/haendler-finden/', heading: 'Händler finden', text: 'Postleitzahl' },
  { kind: 'BikeComparison', path: '/de-en/bike-comparison/', heading: 'Bike comparison', text: 'Compare models' },
] as const;

for (const p of PAGES) {
  test(`${p.kind}: ${p.path} shows its content and images`, async ({ page }) => {
    const response = await page.goto(p.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toHaveText(p.heading);
    await expect(page.getByText(p.text, { exact: false }).first()).toBeVisible();
    const images = page.locator('main picture img');
    if ((await images.count()) > 0) {
      const first = images.first();
      await first.scrollIntoViewIfNeeded();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    }
  });
}

test('the FAQ answers open, and legal pages are server-only', async ({ page }) => {
  await page.goto('/at-de/service/faqs/');
  await page.getByText('Wie weit komme ich mit einer Akkuladung?').click();
  await expect(page.getByText('bis zu 150 Kilometer')).toBeVisible();
  const rsc = await page.request.get('/page-data/at-de/ueber-uns/impressum/page-data-rsc.json');
  expect(rsc.status()).toBe(200);
});
