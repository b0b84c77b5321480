import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { E2E_DIST, E2E_DIST_KILL } from '../../playwright.config.ts';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../../site/config/resolve-brand-config.ts';
import { createLocales, defaultLocale } from '../../site/locale/locales.ts';
import { startStaticServer, type StaticServer } from '../../scripts/static-server.ts';

/**
 * The service-worker kill switch end to end: a visitor of the normal winora
 * build gets the worker and its caches; the kill build (`VITE_SERVICE_WORKER=kill`)
 * is then deployed at the same origin (service workers are per origin), and
 * the next visit unregisters the worker; the one after finds no registration
 * and no cache, the page still shown, and offline it is gone.
 * This test serves both builds itself, one after the other on one port.
 */

const locales = createLocales(resolveBrandConfig('winora', brandConfigs.winora));

/** Our static server (as `pnpm start` runs it) over `root`; `port` 0 picks a free one. */
function serve(root: string, port: number): Promise<StaticServer> {
  return startStaticServer({ root, port, localePrefixes: locales.map((l) => l.prefix), defaultPath: defaultLocale(locales).path });
}

/** Stops the server and drops the browser's kept-alive connections, so the next request reaches the next deploy. */
async function stop(server: StaticServer): Promise<void> {
  const closed = server.close();
  server.server.closeAllConnections();
  await closed;
}

interface WorkerState {
  readonly registrations: number;
  readonly controlled: boolean;
  readonly caches: readonly string[];
}

/** What the page sees of service workers and caches; null while it is navigating (the self-destroying worker reloads its pages). */
async function workerState(page: Page): Promise<WorkerState | null> {
  try {
    return await page.evaluate(async () => ({
      registrations: (await navigator.serviceWorker.getRegistrations()).length,
      controlled: navigator.serviceWorker.controller !== null,
      caches: await caches.keys(),
    }));
  } catch {
    return null;
  }
}

test.describe('service worker kill switch', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the kill build deployed at the same origin: the next visit unregisters the worker, the one after has no worker, no cache and no offline copy', async ({ page, context }) => {
    // pnpm test and pnpm test:e2e build it; run by hand without it, the test says how instead of passing unseen.
    expect(fs.existsSync(path.join(E2E_DIST_KILL, 'sw.js')), `no kill build at ${E2E_DIST_KILL}: build it with VITE_SERVICE_WORKER=kill tsx scripts/build.ts --brand=winora --out=${E2E_DIST_KILL}`).toBe(true);
    test.setTimeout(60_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // 1. The normal build: the worker registers, controls the page and caches what is visited.
    let server = await serve(E2E_DIST, 0);
    const origin = server.url;
    const port = Number(new URL(origin).port);
    try {
      await context.addCookies([
        { name: 'OptanonAlertBoxClosed', value: new Date().toISOString(), url: origin },
        { name: 'OptanonConsent', value: encodeURIComponent('groups=C0001:1,C0002:1,C0003:1,C0004:1'), url: origin },
      ]);
      await page.goto(`${origin}/de-de/`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
      // A page visited under the worker's control: cached network-first.
      await page.goto(`${origin}/de-de/basket/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
      const before = await workerState(page);
      expect(before?.registrations).toBe(1);
      expect(before?.controlled).toBe(true);
      expect(before?.caches).toEqual(expect.arrayContaining(['pages', 'page-data']));
      expect(before?.caches.some((name) => name.startsWith('workbox-precache'))).toBe(true);
    } finally {
      await stop(server);
    }

    // 2. The kill build deployed at the same origin (same host and port).
    server = await serve(E2E_DIST_KILL, port);
    try {
      expect(server.url).toBe(origin);
      // 3. The next visit: the old worker still answers it (network first, so the kill build's page),
      // and the page unregisters it and deletes every cache. The worker keeps controlling this page until
      // it is left, so the page does not prefetch (the worker would cache it again): past the prefetch
      // start (3 s) the caches are still empty.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
      await expect.poll(async () => (await workerState(page))?.registrations, { timeout: 10_000 }).toBe(0);
      await expect.poll(async () => (await workerState(page))?.caches, { timeout: 10_000 }).toEqual([]);
      await page.waitForTimeout(4_000);
      expect((await workerState(page))?.caches).toEqual([]);

      // The visit after: no worker, no cache, the page shown as ever.
      const prefetched = page.waitForResponse((r) => /\/page-data\/de-de\/(?!basket\/)/.test(new URL(r.url()).pathname), { timeout: 15_000 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Warenkorb');
      await expect.poll(() => workerState(page), { timeout: 10_000 }).toEqual({ registrations: 0, controlled: false, caches: [] });
      // What the page fetches from here on (its prefetch from 3 s) is cached nowhere.
      await prefetched;
      expect(await workerState(page)).toEqual({ registrations: 0, controlled: false, caches: [] });
      expect(pageErrors).toEqual([]);

      // Offline, nothing answers the page any more.
      await context.setOffline(true);
      await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      await context.setOffline(false);
    } finally {
      await stop(server);
    }
  });
});
