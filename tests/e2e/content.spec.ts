import { expect, test } from './support/test.ts';

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
  // The commerce page owns the heading (DECISIONS "Page ownership"); the story adds its intro.
  { kind: 'ProductLineListing', path: '/de-en/models/', heading: 'Model lines', text: 'Six model families' },
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

test('a commerce listing shows the editorial parts of the content story on its path (hero above, SEO text below the grid)', async ({ page }) => {
  await page.goto('/at-de/ebikes/city/');
  const hero = page.locator('[data-editorial="hero"]');
  await expect(hero.locator('h1')).toHaveText('City E-Bikes');
  await expect(hero).toContainText('Für Arbeitsweg, Einkauf und Kita');
  await expect(page.locator('h1')).toHaveCount(1);
  const image = hero.locator('picture img').first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  // The grid stays commerce's; the SEO copy follows it.
  await expect(page.locator('[data-product-tile]').first()).toBeVisible();
  const seo = page.locator('[data-editorial="seo-text"]');
  await expect(seo.getByRole('heading', { level: 2 })).toHaveText('Entspannt durch die Stadt');
  expect(await page.evaluate(() => {
    const tile = document.querySelector('[data-product-tile]');
    const text = document.querySelector('[data-editorial="seo-text"]');
    return tile !== null && text !== null && (tile.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  })).toBe(true);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Aufrecht sitzen, tief einsteigen, entspannt ankommen.');
});

/** The local content service (playwright.config.ts CONTENT_PORT), which the build's preview reads drafts from. */
const CONTENT_API = 'http://127.0.0.1:4190/v2';
/** The visual-editor bridge script (site/content/preview/preview-mode.ts BRIDGE_URL), stubbed: it records its listeners. */
const BRIDGE_STUB = 'window.StoryblokBridge = class { on(events, cb) { (window.bridgeListeners ??= []).push({ events, cb }); } };';

test('preview: the editor marker shows the draft with editor markers, hides the consent banner, and a change POSTs the refresh and reloads', async ({ page, request }) => {
  const PATH = '/at-de/ueber-uns/';
  const DRAFT = 'Entwurf: Seit 1914 bauen wir in Franken Fahrräder';
  // Without the marker: the published page and the consent banner.
  await page.goto(PATH);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText(DRAFT)).toHaveCount(0);

  // The address the editor opens (Storyblok §12.1): story id, space, timestamp and the SHA-1 token.
  const story = (await (await request.get(`${CONTENT_API}/cdn/stories/sitepages/structure/ueber-uns?token=winora-public&language=de`)).json()) as { story: { id: number } };
  const space = (await (await request.get(`${CONTENT_API}/cdn/spaces/me?token=winora-public`)).json()) as { space: { id: number } };
  const timestamp = Math.floor(Date.now() / 1000);
  const { createHash } = await import('node:crypto');
  const tk = createHash('sha1').update(`${space.space.id}:winora-preview:${timestamp}`).digest('hex');
  const query = new URLSearchParams({
    _storyblok: String(story.story.id), _storyblok_c: 'page', _storyblok_lang: 'default',
    '_storyblok_tk[space_id]': String(space.space.id), '_storyblok_tk[timestamp]': String(timestamp), '_storyblok_tk[token]': tk,
  });
  await page.route('https://app.storyblok.com/f/storyblok-v2-latest.js', (route) => route.fulfill({ contentType: 'text/javascript', body: BRIDGE_STUB }));
  const refreshes: string[] = [];
  await page.route('**/__refresh', (route) => {
    refreshes.push(route.request().method());
    return route.fulfill({ status: 204 });
  });

  await page.context().clearCookies();
  await page.goto(`${PATH}?${query}`);
  // The draft (content/winora/de/_drafts/…, served for the preview token only) replaces the published copy.
  await expect(page.getByText(DRAFT).first()).toBeVisible();
  await expect(page.locator('[data-blok-uid]').first()).toBeAttached();
  expect(await page.locator('[data-blok-uid]').first().getAttribute('data-blok-uid')).toMatch(new RegExp(`^${story.story.id}-`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The editor saves: the bridge's change event → POST to the refresh path → reload after 50 ms.
  await page.waitForFunction(() => ((window as unknown as { bridgeListeners?: unknown[] }).bridgeListeners ?? []).length > 0);
  const reloaded = page.waitForEvent('load');
  await page.evaluate((storyId) => {
    for (const l of (window as unknown as { bridgeListeners: { events: string[]; cb: (e: unknown) => void }[] }).bridgeListeners) {
      if (l.events.includes('change')) l.cb({ action: 'change', storyId, reload: true });
    }
  }, story.story.id);
  await reloaded;
  expect(refreshes).toEqual(['POST']);
  await expect(page).toHaveURL(new RegExp(`_storyblok=${story.story.id}`));
  await expect(page.getByText(DRAFT).first()).toBeVisible();
});
