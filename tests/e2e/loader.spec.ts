import { chromium, expect, test, type APIRequestContext, type Page, type Request } from './support/test.ts';
import type { FaultRule } from '../../scripts/fault-injection.ts';
import { hydrated } from './support/shop-session.ts';

/**
 * The QA loader suite, browser half: the winora build served by our own
 * server with fault injection (`/__faults`), driven in Debian's chromium.
 * Each test names the behaviour (and the reference scenario, #n) it proves
 * by what a shopper would see.
 */

async function faults(request: APIRequestContext, rules: readonly FaultRule[]): Promise<void> {
  const response = await request.put('/__faults', { data: { rules } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await request.delete('/__faults');
});

// The shopper has answered the consent banner before (its cookies), so it covers nothing under test.
test.beforeEach(async ({ context, baseURL }) => {
  const url = baseURL ?? 'http://127.0.0.1:4319';
  await context.addCookies([
    { name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), url },
    { name: 'OptanonConsent', value: encodeURIComponent('groups=C0001:1,C0002:1,C0003:1,C0004:1'), url },
  ]);
});

/** Marks the window; the mark survives client-side navigation and is gone after a full page load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { qaSameDocument?: boolean }).qaSameDocument = true;
  });
}
const sameDocument = (page: Page): Promise<boolean> => page.evaluate(() => (window as unknown as { qaSameDocument?: boolean }).qaSameDocument === true);

/** Adds a link to the page (as content would) and returns its locator. */
async function addLink(page: Page, href: string, id = 'qa-link') {
  await page.evaluate(
    (link) => {
      const a = document.createElement('a');
      a.href = link.href;
      a.id = link.id;
      a.textContent = `QA link to ${link.href}`;
      document.querySelector('main')?.prepend(a);
    },
    { href, id },
  );
  return page.locator(`#${id}`);
}

/** The scroll position once it has stopped moving (the same in two readings a header transition apart). */
async function settledScroll(page: Page): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const previous = last;
      await page.waitForTimeout(400);
      last = await page.evaluate(() => window.scrollY);
      return last === previous;
    })
    .toBe(true);
  return last;
}

function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') urls.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  return urls;
}

function requestsTo(page: Page, pattern: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (pattern.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

test.describe('client-side navigation', () => {
  test('a link click renders the next page without a page load: URL, title, language, focus and a translated announcement', async ({ page }) => {
    await page.goto('/de-de/');
    await hydrated(page);
    await markWindow(page);
    await page.locator('header a[href="/de-de/basket/"]').click();
    await expect(page).toHaveURL(/\/de-de\/basket\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
    await expect(page).toHaveTitle(/Warenkorb/);
    // #54: the live region says where we are, in the page's language; #56: focus is on the page wrapper.
    await expect(page.locator('#route-announcer')).toHaveText('Navigiert zu Ihr Warenkorb');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('page-wrapper');
    expect(await sameDocument(page)).toBe(true);
  });

  test('query and hash are kept, and the document language follows the page across markets', async ({ page }) => {
    await page.goto('/de-de/');
    await hydrated(page);
    await markWindow(page);
    await (await addLink(page, '/fr-fr/search/?q=sinus#results')).click();
    await expect(page).toHaveURL(/\/fr-fr\/search\/\?q=sinus#results$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', 'https://www.winora.com/fr-fr/search/');
    expect(await sameDocument(page)).toBe(true);
  });

  test('#57 back restores the scroll position; #58 a new page starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/de-de/');
    await hydrated(page);
    // Where the page's content starts in the document: the header turning compact on scroll must not move it.
    const contentTop = (): Promise<number> =>
      page.evaluate(() => (document.querySelector('main')?.getBoundingClientRect().top ?? Number.NaN) + window.scrollY);
    const atTop = await contentTop();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(page.locator('header').first()).toHaveAttribute('data-state', 'scrolled');
    const left = await settledScroll(page);
    expect(left).toBe(200);
    expect(await contentTop()).toBe(atTop);
    // A click where the link is, without the test scrolling to it first.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/de-de/basket/"]')?.click());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/de-de\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mehr Zeit draußen. Weniger Gedanken unterwegs.');
    // Restored to where it was left, and still there once the header has settled into its compact state.
    expect(await settledScroll(page)).toBe(left);
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a load over 1000 ms shows the progress bar, then the page (#50)', async ({ page, request }) => {
    await page.goto('/de-de/');
    await hydrated(page);
    await faults(request, [{ pattern: '^/page-data/de-de/basket/page-data\\.json', delayMs: 2500 }]);
    await page.locator('header a[href="/de-de/basket/"]').click();
    await expect(page.getByRole('progressbar', { name: 'Seite wird geladen …' })).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb', { timeout: 5000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});

test.describe('missing pages and server errors', () => {
  test("#14 a missing page shows its market's not-found page at the URL, from -rsc.json without the page chunk (partial hydration)", async ({ page }) => {
    const chunks = requestsTo(page, /\/assets\/not-found-page-/);
    const heads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'HEAD') heads.push(new URL(r.url()).pathname);
    });
    await page.goto('/fr-fr/');
    await hydrated(page);
    await markWindow(page);
    await (await addLink(page, '/fr-fr/velo-disparu/')).click();
    await expect(page).toHaveURL(/\/fr-fr\/velo-disparu\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous n’avons pas trouvé cette page');
    expect(await sameDocument(page)).toBe(true);
    // #17: the server was asked whether the page really is missing.
    expect(heads).toContain('/fr-fr/velo-disparu');
    expect(chunks).toHaveLength(0);
    await expect(page.locator('[data-server-only]')).toHaveCount(1);
  });

  test('an incomplete read of -rsc.json is read again (200 ms) and the page still shows', async ({ page, request }) => {
    await page.goto('/de-de/');
    await hydrated(page);
    await faults(request, [{ pattern: 'page-data-rsc\\.json', truncateBytes: 40, times: 2 }]);
    const reads = requestsTo(page, /page-data-rsc\.json$/);
    await (await addLink(page, '/de-de/gibt-es-nicht/')).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite konnten wir nicht finden');
    expect(reads.length).toBe(3);
  });

  test('#16 page data missing but the page exists on the server: one full page load shows it', async ({ page, request }) => {
    await page.goto('/de-de/');
    await hydrated(page);
    await markWindow(page);
    await faults(request, [{ pattern: '^/page-data/de-de/search/page-data\\.json', status: 404 }]);
    await (await addLink(page, '/de-de/search/?q=yucatan')).click();
    await expect(page).toHaveURL(/\/de-de\/search\/\?q=yucatan$/);
    await expect.poll(() => sameDocument(page)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("#19 page data answering 500 shows the 500 page's content at the URL", async ({ page, request }) => {
    await page.goto('/de-de/');
    await hydrated(page);
    await markWindow(page);
    await faults(request, [{ pattern: '^/page-data/de-de/basket/page-data\\.json', status: 500 }]);
    await page.locator('header a[href="/de-de/basket/"]').click();
    await expect(page).toHaveURL(/\/de-de\/basket\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bei uns ist etwas schiefgelaufen');
    expect(await sameDocument(page)).toBe(true);
  });
});

test.describe('retries and full page loads', () => {
  test('#21 a 503 twice, then the data: retried, and the page shows without a page load', async ({ page, request }) => {
    await page.goto('/de-de/');
    await hydrated(page);
    await markWindow(page);
    const data = requestsTo(page, /^\/page-data\/de-de\/basket\/page-data\.json$/);
    await faults(request, [{ pattern: '^/page-data/de-de/basket/page-data\\.json', status: 503, times: 2 }]);
    await page.locator('header a[href="/de-de/basket/"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
    expect(data).toHaveLength(3);
    expect(await sameDocument(page)).toBe(true);
  });

  test('#52 dropped connections on every try: 4 attempts, then one full page load that keeps query and hash', async ({ page, request }) => {
    await page.goto('/de-de/');
    await hydrated(page);
    await markWindow(page);
    const data = requestsTo(page, /^\/page-data\/de-de\/search\/page-data\.json$/);
    const documents = documentRequests(page);
    await faults(request, [{ pattern: '^/page-data/de-de/search/page-data\\.json', drop: true }]);
    await (await addLink(page, '/de-de/search/?q=sinus#treffer')).click();
    await expect(page).toHaveURL(/\/de-de\/search\/\?q=sinus#treffer$/);
    await expect.poll(() => sameDocument(page)).toBe(false);
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(documents).toEqual(['/de-de/search/?q=sinus']);
  });

  test('a missing page chunk (after a deploy) gives one full page load of the target, not a broken page', async ({ page, request }) => {
    await page.goto('/de-de/basket/');
    await hydrated(page);
    await markWindow(page);
    const documents = documentRequests(page);
    // The home page's component chunk, as its page data names it (the site names chunk files `<chunk>-page-<hash>.js`).
    const chunk = ((await (await request.get('/page-data/de-de/page-data.json')).json()) as { componentChunkName: string }).componentChunkName;
    // Two requests fail: Vite's modulepreload of the chunk and the import itself (then the file is back, as after a deploy).
    await faults(request, [{ pattern: `^/assets/${chunk}-page-[^/]*\\.js$`, status: 404, times: 2 }]);
    await page.locator('header a[href="/de-de/"]').first().click();
    await expect(page).toHaveURL(/\/de-de\/$/);
    await expect.poll(() => sameDocument(page)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mehr Zeit draußen. Weniger Gedanken unterwegs.');
    expect(documents).toEqual(['/de-de/']);
  });
});

test.describe('first load', () => {
  test('#30 the page\'s data cannot be loaded: the console says so, React stays off and the static page stays usable', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await faults(request, [{ pattern: '^/page-data/de-de/basket/page-data\\.json', drop: true }]);
    await page.goto('/de-de/basket/');
    await expect.poll(() => errors.some((e) => e.startsWith('page resources for /de-de/basket/ not found. Not rendering React'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
    expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(false);
  });
});

test.describe('new builds', () => {
  test('a changed app-data.json on navigation: one full page load of the target', async ({ page, request }) => {
    await page.goto('/de-de/');
    await hydrated(page);
    await markWindow(page);
    const documents = documentRequests(page);
    // The new deploy's app-data is read once by the old page; the new page then loads the new build.
    await faults(request, [{ pattern: '^/page-data/app-data\\.json', status: 200, body: '{"webpackCompilationHash":"a-newer-build"}', times: 1 }]);
    await page.locator('header a[href="/de-de/basket/"]').click();
    await expect(page).toHaveURL(/\/de-de\/basket\/$/);
    await expect.poll(() => sameDocument(page)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
    expect(documents).toEqual(['/de-de/basket/']);
  });

  test('#31/#32 a changed app-data.json on first load: exactly one reload, never a loop', async ({ page, request }) => {
    const documents = documentRequests(page);
    await faults(request, [{ pattern: '^/page-data/app-data\\.json', status: 200, body: '{"webpackCompilationHash":"a-newer-build"}' }]);
    await page.goto('/de-de/');
    await expect.poll(() => documents.length).toBe(2);
    await page.waitForTimeout(1500);
    expect(documents).toEqual(['/de-de/', '/de-de/']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mehr Zeit draußen. Weniger Gedanken unterwegs.');
    // The flag was removed once the app rendered: a later mismatch may reload once again.
    expect(await page.evaluate(() => sessionStorage.getItem('engine-reload-build-hash-match'))).toBeNull();
  });
});

test.describe('prefetch', () => {
  test('#36/#37 links in view are prefetched from 3 s after load, at most 4 per batch; #46 hover loads at once', async ({ page }) => {
    const started = Date.now();
    const prefetched: { path: string; at: number }[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      // Page data of linked pages; a missing page's fallback (its market's not-found data) is not a prefetch of its own.
      if (/^\/page-data\/(?!app-data|sq\/).*page-data\.json$/.test(pathname) && !/\/404(\.html)?\//.test(pathname)) prefetched.push({ path: pathname, at: Date.now() - started });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/de-de/basket/');
    await hydrated(page);
    const afterLoad = prefetched.length;
    await page.waitForTimeout(2500);
    expect(prefetched.length).toBe(afterLoad);
    await expect.poll(() => prefetched.length, { timeout: 6000 }).toBeGreaterThan(afterLoad);
    const firstBatch = prefetched.slice(afterLoad);
    expect(firstBatch[0]!.at).toBeGreaterThanOrEqual(3000);
    await page.waitForTimeout(500);
    const inFirstSecond = prefetched.slice(afterLoad).filter((p) => p.at - firstBatch[0]!.at < 1000);
    expect(inFirstSecond.length).toBeLessThanOrEqual(4);

    // Hover on a link to a page not prefetched yet loads it at once.
    const link = await addLink(page, '/at-de/basket/', 'qa-hover');
    const before = prefetched.length;
    await link.hover();
    await expect.poll(() => prefetched.slice(before).some((p) => p.path === '/page-data/at-de/basket/page-data.json'), { timeout: 1000 }).toBe(true);
  });
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers on 127.0.0.1; a page visited once works offline', async ({ page, context }) => {
    await page.goto('/de-de/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
    // Visit once more under the worker's control, so it caches the page and its data.
    await page.goto('/de-de/basket/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
    await context.setOffline(false);
  });

  test('#67 over http on another host: the HTTPS console message and no registration', async ({ baseURL }) => {
    const port = new URL(baseURL ?? 'http://127.0.0.1:4319').port;
    const browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP shop.winora.test 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(`http://shop.winora.test:${port}/de-de/`);
      await expect.poll(() => errors).toContain('Service workers can only be used over HTTPS, or on localhost for development');
      expect(await page.evaluate(() => navigator.serviceWorker?.getRegistrations().then((r) => r.length) ?? 0)).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
