import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = import.meta.dirname;
/** The winora build the browser tests run against (built by `pnpm test:e2e` / scripts/test.ts). */
export const E2E_DIST = process.env['E2E_DIST'] ?? path.join(root, '.reports', 'e2e-dist');
const PORT = Number(process.env['E2E_PORT'] ?? 4319);

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
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} scripts/start.ts --brand=winora --out=${E2E_DIST} --port=${PORT}`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/at-de/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
