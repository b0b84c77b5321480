/** What the raffle and contest browser specs share: the entries service, the entry form's parts, axe. */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { expect, type Page } from './support/test.ts';
import { ENTRIES_PORT } from '../../playwright.config.ts';

/** The entries service the built pages post to (the suite's web server, or one started by hand on 4240). */
export const ENTRIES = `http://127.0.0.1:${ENTRIES_PORT}`;
/** Different on every run: the service's data folder outlives a run, and one email enters a campaign once. */
export const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] };

/** axe's WCAG A/AA violations on the page, one line each (empty: clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })).violations;
  });
  return found.map((v) => `${v.id} [${v.impact ?? 'n/a'}] ${v.help}: ${v.nodes.slice(0, 3).map((n) => `${n.target.map(String).join(' ')} ${n.html.slice(0, 90)}`).join(' | ')}`);
}

/** The campaign's section, scrolled to, with its form loaded (the form's code loads near the viewport). */
export async function openForm(page: Page, campaignId: string) {
  const section = page.locator(`[data-campaign="${campaignId}"]`);
  await section.scrollIntoViewIfNeeded();
  const form = section.locator('form[data-entry-phase]');
  await expect(form).toBeVisible();
  return { section, form };
}

/** Ticks the local captcha in the form and waits for its answer. */
export async function solveCaptcha(page: Page, campaignId: string): Promise<void> {
  const box = page.locator(`#entry-${campaignId}-captcha [role=checkbox]`);
  await box.click();
  await expect(box).toHaveAttribute('aria-checked', 'true');
}

/** The campaign's published entries as the service lists them. */
export async function publishedEntries(campaignId: string): Promise<{ total: number; entries: { id: string; name: string; photo?: { sources: { url: string }[] } }[] }> {
  const res = await fetch(`${ENTRIES}/v1/campaigns/${campaignId}/entries?limit=100`);
  expect(res.status).toBe(200);
  return (await res.json()) as never;
}
