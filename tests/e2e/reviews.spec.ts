/**
 * Reviews (issue 15.2) in the winora build, on a phone and a desktop: stars with their words on a listing tile, the
 * product page's stars near the title linking to its reviews, AggregateRating in its JSON-LD; the review list loads
 * from the reviews service only when the section is opened or scrolled to, sorts, pages, and passes axe; a product
 * without reviews says so (winora's minimum count is 0) and has no stars or AggregateRating; with the service down
 * the page still works and the section says the reviews could not load. With a sparta build (E2E_BRANDS_DIR), its
 * excluded country (DK) has no reviews section and no stars. The service runs on 4220 (the playwright web server, or
 * this spec's own).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BRAND_PORTS, E2E_BRANDS_DIR, REVIEWS_PORT } from '../../playwright.config.ts';
import { runReviews } from '../../services/reviews/main.ts';
import { expect, test, type Page } from './support/test.ts';

const SERVICE = `http://127.0.0.1:${REVIEWS_PORT}`;
/** A listing with reviewed bikes (its first, 4451060, has 39 reviews), a bike with 40 reviews (4456121), and one with none (4457080, winora's last model). */
const LISTING = '/at-de/ebikes/';
const REVIEWED = '/at-de/iride-pure-r5/';
const UNREVIEWED = '/at-de/fub-2w/';
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let own: Awaited<ReturnType<typeof runReviews>> | null = null;
test.beforeAll(async () => {
  // The full browser run starts the service as a web server; a winora-only run (E2E_SERVERS=winora) does not.
  const up = await fetch(`${SERVICE}/health`).then((r) => r.ok, () => false);
  if (!up) own = await runReviews({ port: REVIEWS_PORT });
});
test.afterAll(async () => {
  await own?.close();
});

async function necessaryOnly(page: Page): Promise<void> {
  const banner = page.locator('[data-consent-view=banner]');
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Nur notwendige' }).click();
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** The product's JSON-LD blocks of the page. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((t) => [JSON.parse(t) as Record<string, unknown>].flat());
}

/** The star ratings of the listed reviews, read from their words ("4 von 5 Sternen"). */
async function listedRatings(page: Page): Promise<number[]> {
  return (await page.locator('[data-review-rating]').allTextContents()).map((t) => Number(t.split(' ')[0]));
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a listing tile shows stars with their words in German', async ({ page }) => {
      await page.goto(LISTING);
      await necessaryOnly(page);
      const tile = page.locator('[data-product-tile="4451060"]');
      await expect(tile.locator('[data-rating]')).toBeVisible();
      await expect(tile.locator('[data-rating]')).toContainText('4,3 (39)');
      // The link's accessible name carries the sentence, the digits and stars are hidden from screen readers.
      await expect(tile.getByText('4,3 von 5 Sternen, 39 Bewertungen')).toBeAttached();
      await expect(tile.locator('[data-rating] [aria-hidden="true"]').first()).toHaveText(/★★★★★/);
    });

    test('the product page: stars near the title, AggregateRating, the list loading when opened, sort, next page, axe', async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(SERVICE)) asked.push(r.url());
      });
      await page.goto(REVIEWED);
      await necessaryOnly(page);
      const link = page.locator('[data-rating-link]');
      await expect(link).toBeVisible();
      await expect(link).toContainText('40 Bewertungen');
      const rating = (await jsonLd(page)).find((b) => b['aggregateRating'] !== undefined)?.['aggregateRating'] as Record<string, unknown> | undefined;
      expect(rating).toMatchObject({ '@type': 'AggregateRating', reviewCount: 40, bestRating: 5, worstRating: 1 });
      expect(Number(rating?.['ratingValue'])).toBeGreaterThanOrEqual(1);
      // Nothing asked of the reviews service while the section is far below.
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);

      await link.click();
      const section = page.locator('#reviews');
      const status = section.locator('[data-review-status]');
      await expect(status).toHaveText(/^Bewertungen 1–5 von \d+$/);
      await expect(section.locator('[data-review]')).toHaveCount(5);
      expect(asked.length).toBeGreaterThan(0);
      // The page's language first: every listed review is in German.
      for (const lang of await section.locator('[data-review] [lang]').evaluateAll((els) => els.map((e) => e.getAttribute('lang')))) expect(lang).toBe('de');

      await section.locator('[data-review-sort]').selectOption('lowest');
      await expect(status).toHaveText(/^Bewertungen 1–5 von \d+$/);
      const lowest = await listedRatings(page);
      expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
      expect(lowest[0]).toBeLessThanOrEqual(3);

      await section.locator('[data-review-sort]').selectOption('highest');
      await expect.poll(async () => (await listedRatings(page))[0]).toBe(5);
      const firstPage = await section.locator('[data-review]').evaluateAll((els) => els.map((e) => e.getAttribute('data-review')));
      await section.locator('[data-review-next]').click();
      await expect(status).toHaveText(/^Bewertungen 6–10 von \d+$/);
      const secondPage = await section.locator('[data-review]').evaluateAll((els) => els.map((e) => e.getAttribute('data-review')));
      expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
      const ratings = await listedRatings(page);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

      // Every language: more reviews than in German alone.
      const german = Number((await status.textContent())?.split(' ').pop());
      await section.locator('[data-review-language]').selectOption('all');
      await expect(status).toHaveText(/^Bewertungen 1–5 von 40$/);
      expect(german).toBeLessThan(40);

      expect(await axeViolations(page)).toEqual([]);
    });

    test('a product without reviews says so, with no stars and no AggregateRating', async ({ page }) => {
      await page.goto(UNREVIEWED);
      await necessaryOnly(page);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('[data-rating-link]')).toHaveCount(0);
      expect((await jsonLd(page)).some((b) => b['aggregateRating'] !== undefined)).toBe(false);
      await page.locator('#reviews').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-reviews-empty]')).toHaveText('Zu diesem Rad gibt es noch keine Bewertungen.');
    });

    test('with the reviews service down the page works and the section says the reviews could not load', async ({ page }) => {
      await page.route(`${SERVICE}/**`, (route) => route.abort('connectionrefused'));
      await page.goto(REVIEWED);
      await necessaryOnly(page);
      await expect(page.locator('h1')).toBeVisible();
      await page.locator('[data-rating-link]').click();
      await expect(page.locator('[data-reviews-error]')).toContainText('Die Bewertungen konnten gerade nicht geladen werden.');
      await expect(page.locator('[data-reviews-error]').getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      // The rest of the page is unharmed: variants can still be chosen.
      await expect(page.locator('[data-dimension]').first()).toBeVisible();
      await page.unroute(`${SERVICE}/**`);
      await page.locator('[data-reviews-error]').getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(page.locator('#reviews [data-review]')).toHaveCount(5);
    });
  });
}

test.describe('a brand build with an excluded country', () => {
  const sparta = path.join(E2E_BRANDS_DIR, 'sparta');
  // reason: this check needs the sparta build, which pnpm test makes (scripts/test.ts); a lone run of this spec
  // without it has nothing to check, and says so in the report.
  test.skip(!fs.existsSync(path.join(sparta, 'dk', 'da')), `no sparta build in ${sparta} (build it with --brand=sparta --out=${sparta})`); // reason: the excluded-country check needs the sparta build, which pnpm test makes (scripts/test.ts); a lone spec run without it has nothing to check

  test('sparta: reviews in NL, none at all in DK (excluded): no stars, no section, no AggregateRating', async ({ page }) => {
    const origin = `http://127.0.0.1:${BRAND_PORTS.sparta}`;
    const product = (country: 'nl/nl' | 'dk/da'): string => {
      const dir = path.join(sparta, 'page-data', ...country.split('/'));
      const found = fs.readdirSync(dir, { recursive: true }).map(String).find((f) => f.endsWith('page-data.json') && fs.readFileSync(path.join(dir, f), 'utf8').includes('"sku":"SPA-DBURST"'));
      if (found === undefined) throw new Error(`no SPA-DBURST page in ${dir}`);
      return `/${country}/${path.dirname(found)}/`;
    };
    await page.goto(`${origin}${product('nl/nl')}`);
    await expect(page.locator('[data-rating-link]')).toBeVisible();
    await expect(page.locator('#reviews')).toHaveCount(1);
    await page.goto(`${origin}${product('dk/da')}`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-rating-link]')).toHaveCount(0);
    await expect(page.locator('#reviews')).toHaveCount(0);
    expect((await jsonLd(page)).some((b) => b['aggregateRating'] !== undefined)).toBe(false);
  });
});
