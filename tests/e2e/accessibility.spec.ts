import { createRequire } from 'node:module';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BRAND_PORTS } from '../../playwright.config.ts';
import { ORIGIN, answeredConsent } from './support/shop-session.ts';

/**
 * WCAG 2 A and AA in a real browser, by axe-core (the rules engine accessibility audits use): the page kinds a
 * shopper meets, on a desktop and on a phone, in winora and in three brands with other colours and layouts.
 * Contrast, names of links and controls, labels, landmarks, `lang`, headings order as axe defines them.
 */
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).violations;
  });
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`).join(' | ')}`);
}

const brandAt = (brand: keyof typeof BRAND_PORTS): string => `http://127.0.0.1:${BRAND_PORTS[brand]}`;
const PAGES: readonly { readonly brand: string; readonly origin: string; readonly path: string }[] = [
  ...['/de-de/', '/de-de/ebikes/', '/de-de/sinus-ix12/', '/de-de/basket/', '/de-de/service/kontakt/', '/fr-fr/news/', '/it-it/pagina-che-non-esiste/'].map((path) => ({ brand: 'winora', origin: ORIGIN, path })),
  { brand: 'sparta', origin: brandAt('sparta'), path: '/nl/nl/' },
  { brand: 'lapierre', origin: brandAt('lapierre'), path: '/fr-fr/' },
  // Capitals with wide tracking and a dark header: long words in headings and contrast on dark.
  { brand: 'ghost', origin: brandAt('ghost'), path: '/de-de/v/ebikes/e-mtb/' },
];

/** Headings whose text runs out of their box (a long word in a display size on a phone). */
const overflowingHeadings = (page: Page): Promise<string[]> =>
  page.locator('h1, h2, h3').evaluateAll((headings) => headings.filter((h) => h.scrollWidth > h.clientWidth + 1).map((h) => h.textContent ?? ''));

for (const viewport of [{ name: 'desktop', width: 1280, height: 900 }, { name: 'phone', width: 390, height: 844 }] as const) {
  test.describe(`accessibility on a ${viewport.name}`, () => {
    for (const { brand, origin, path } of PAGES) {
      test(`${brand} ${path}: no WCAG 2 A/AA violations, no heading out of its box`, async ({ page, context }) => {
        await answeredConsent(context);
        await context.addCookies([{ name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), url: origin }]);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(`${origin}${path}`);
        await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
        expect(await violations(page)).toEqual([]);
        expect(await overflowingHeadings(page)).toEqual([]);
      });
    }
  });
}
