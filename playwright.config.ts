import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = import.meta.dirname;
/** The winora build the browser tests run against (built by `pnpm test:e2e` / scripts/test.ts). */
export const E2E_DIST = process.env['E2E_DIST'] ?? path.join(root, '.reports', 'e2e-dist');
/** The same winora build with `VITE_SERVICE_WORKER=kill` (the kill switch; tests/e2e/service-worker-kill.spec.ts, built by scripts/test.ts). */
export const E2E_DIST_KILL = process.env['E2E_DIST_KILL'] ?? path.join(root, '.reports', 'e2e-dist-kill');
const PORT = Number(process.env['E2E_PORT'] ?? 4319);
/** The local web-to-case service the built contact forms post to (the build's default endpoint). */
export const WEB_TO_CASE_PORT = 4400;
/** Where the other brands' builds are (built by scripts/test.ts into .reports/brands/<brand>). */
export const E2E_BRANDS_DIR = process.env['E2E_BRANDS_DIR'] ?? path.join(root, '.reports', 'brands');
/** Ports of the other brands' builds (`E2E_BRANDS_DIR/<brand>`). */
export const BRAND_PORTS = { sparta: 4320, lapierre: 4321, ghost: 4322, raleigh: 4323, xlc: 4324, haibike: 4325, whitelabel: 4326 } as const;
/** Each brand's home: its default market (first country) in its first language (brands/<id>/brand.config.ts). */
export const BRAND_HOMES = { winora: '/at-de/', sparta: '/nl/nl/', lapierre: '/fr-fr/', ghost: '/de-de/', raleigh: '/gb-en/', xlc: '/gb-en/', haibike: '/de-de/', whitelabel: '/de-de/' } as const;
/** The local commerce service the built shop pages call (the build's default browser URL, LOCAL_COMMERCE_URL). */
/** The local content service the builds point their image URLs at (`pnpm start`'s port). */
export const CONTENT_PORT = 4190;
export const COMMERCE_PORT = Number(process.env['COMMERCE_PORT'] ?? 4180);
/** The local dealer service the built finder and product pages call (the build's default browser URL, DEALERS_PORT). */
export const DEALERS_PORT = 4210;
/** The local gallery service the built home and product line pages call (the build's default browser URL, GALLERIES_PORT). */
export const GALLERIES_PORT = 4230;
/** The local entries service the built raffle and contest pages post to (the build's default browser URL, ENTRIES_PORT). */
export const ENTRIES_PORT = 4240;
/** The local reviews service the built product pages' review list calls (the build's default browser URL, REVIEWS_PORT). */
export const REVIEWS_PORT = 4220;
/** Its data folder (entries and photos), kept apart from `pnpm start`'s. */
export const E2E_ENTRIES_DATA = process.env['E2E_ENTRIES_DATA'] ?? path.join(root, '.reports', 'e2e-entries');

/**
 * Browser tests in Debian's chromium against the project's own static
 * server, which answers real status codes (a preview server's single-page
 * fallback would hide every 404).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.reports/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The service worker would answer from its caches and hide the faults under test; its own test allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // `E2E_SERVERS=winora` (pnpm test:loader) starts the winora site alone.
  webServer: ([
    {
      command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} scripts/start.ts --brand=winora --out=${E2E_DIST} --port=${PORT} --no-services --faults`,
      cwd: root,
      url: `http://127.0.0.1:${PORT}/at-de/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The local web-to-case and captcha service, shared by the sites (tests/e2e/contact.spec.ts); cases in .reports/e2e-cases.
    {
      command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} services/web-to-case/main.ts --port=${WEB_TO_CASE_PORT} --data=${path.join(root, '.reports', 'e2e-cases')}`,
      cwd: root,
      url: `http://127.0.0.1:${WEB_TO_CASE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The local commerce service (tests/e2e/commerce.spec.ts); carts and orders in .reports/e2e-commerce; `--control` opens the test hooks (/__control/faults, /__control/products).
    {
      command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} scripts/commerce-service.ts --port=${COMMERCE_PORT} --data=${path.join(root, '.reports', 'e2e-commerce')} --control`,
      cwd: root,
      url: `http://127.0.0.1:${COMMERCE_PORT}/__control/faults`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    // The local content service: images of the content pages (tests/e2e/content.spec.ts) and drafts in preview.
    {
      command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} scripts/content-service.ts --port=${CONTENT_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${CONTENT_PORT}/v2/cdn/stories?token=winora-public&per_page=1`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The local dealer service: the dealer finder's searches and the product page's dealers with this bike (tests/e2e/dealers*.spec.ts).
    {
      command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} services/dealers/main.ts --port=${DEALERS_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${DEALERS_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The local gallery service: riders' photos on home and product line pages (tests/e2e/gallery.spec.ts).
    {
      command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} services/galleries/main.ts --port=${GALLERIES_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${GALLERIES_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The local entries service: the raffle's and the contest's entry forms and the contest gallery (tests/e2e/raffle.spec.ts, contest.spec.ts).
    {
      command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} services/entries/main.ts --port=${ENTRIES_PORT} --data=${E2E_ENTRIES_DATA}`,
      cwd: root,
      url: `http://127.0.0.1:${ENTRIES_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The local reviews service: the product page's review list (tests/e2e/reviews.spec.ts).
    {
      command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} services/reviews/main.ts --port=${REVIEWS_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${REVIEWS_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(Object.keys(BRAND_PORTS) as (keyof typeof BRAND_PORTS)[]).map((brand) => ({
      command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} scripts/start.ts --brand=${brand} --out=${path.join(E2E_BRANDS_DIR, brand)} --port=${BRAND_PORTS[brand]} --no-services`,
      cwd: root,
      url: `http://127.0.0.1:${BRAND_PORTS[brand]}${BRAND_HOMES[brand]}`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ]).slice(0, process.env['E2E_SERVERS'] === 'winora' ? 1 : undefined),
});
