import { createRequire } from 'node:module';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BRAND_PORTS } from '../../playwright.config.ts';
import { ORIGIN, answeredConsent } from './support/shop-session.ts';

/**
 * WCAG 2 A and AA in a real browser, by axe-core (the rules engine accessibility audits use): the page kinds a
 * shopper meets, on a desktop and on a phone, in winora and in two brands with other colours and layouts.
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

const PAGES: readonly { readonly origin: string; readonly path: string }[] = [
  { origin: ORIGIN, path: '/de-de/' },
  { origin: ORIGIN, path: '/de-de/ebikes/' },
  { origin: ORIGIN, path: '/de-de/sinus-ix12/' },
  { origin: ORIGIN, path: '/de-de/basket/' },
  { origin: ORIGIN, path: '/de-de/service/kontakt/' },
  { origin: ORIGIN, path: '/fr-fr/news/' },
  { origin: ORIGIN, path: '/it-it/pagina-che-non-esiste/' },
  { origin: `http://127.0.0.1:${BRAND_PORTS.sparta}`, path: '/nl/nl/' },
  { origin: `http://127.0.0.1:${BRAND_PORTS.lapierre}`, path: '/fr-fr/' },
];

for (const viewport of [{ name: 'desktop', width: 1280, height: 900 }, { name: 'phone', width: 390, height: 844 }] as const) {
  test.describe(`accessibility on a ${viewport.name}`, () => {
    for (const { origin, path } of PAGES) {
      test(`${origin === ORIGIN ? 'winora' : origin.endsWith(String(BRAND_PORTS.sparta)) ? 'sparta' : 'lapierre'} ${path}: no WCAG 2 A/AA violations`, async ({ page, context }) => {
        await answeredConsent(context);
        await context.addCookies([{ name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), url: origin }]);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(`${origin}${path}`);
        await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
