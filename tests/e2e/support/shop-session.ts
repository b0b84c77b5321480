import type { BrowserContext, Page } from '@playwright/test';

/** The winora site and the local commerce service the browser tests run against (playwright.config.ts ports). */
export const ORIGIN = `http://127.0.0.1:${process.env['E2E_PORT'] ?? 4319}`;
export const COMMERCE = `http://127.0.0.1:${process.env['COMMERCE_PORT'] ?? 4180}`;

/** A returning shopper: consent answered (necessary, performance, functional), so no banner covers the shop. */
export async function answeredConsent(context: BrowserContext): Promise<void> {
  await context.clearCookies();
  await context.addCookies([
    { name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), url: ORIGIN },
    { name: 'OptanonConsent', value: encodeURIComponent('groups=C0001:1,C0002:1,C0003:1,C0004:0,C0005:0'), url: ORIGIN },
  ]);
}

/**
 * Waits until the page has hydrated: the engine marks `<html data-hydrated>` once React has committed the
 * hydration and the first render's effects have run (engine/README.md). Hydration is time-sliced, so React's root
 * (`__reactContainer…` on `#root`) exists well before that, and what a test adds under `#root` meanwhile may be
 * removed when hydration finishes.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** Waits until React has hydrated the page and the network is quiet (prices and stock refreshed). */
export async function hydratedAndIdle(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}
