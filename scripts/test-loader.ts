/**
 * `pnpm test:loader`: the QA loader suite in one command.
 *
 *   1. unit tests of the runtime (vitest + happy-dom; clock and fetch injected),
 *      one or more per conformance scenario: `engine/client`, `engine/shared`;
 *   2. the runtime budget (8 KB gzip on top of React and the router);
 *   3. browser tests (playwright + Debian chromium) against the winora build
 *      served by our own server with fault injection: `tests/e2e/loader.spec.ts`.
 *
 * Ends with `N passed, N failed` like `pnpm test` (which runs all of this too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { bin, playwrightCounts, reports, runNode, single, vitestCounts, type Counts } from './test-steps.ts';

const tsx = bin('tsx', 'dist', 'cli.mjs');
const dist = path.join(reports, 'e2e-dist');
const counts: Counts[] = [];

const unitJson = path.join(reports, 'loader-vitest.json');
fs.rmSync(unitJson, { force: true });
const unitOk = runNode('unit: engine/client, engine/shared', [bin('vitest', 'vitest.mjs'), 'run', 'engine/client', 'engine/shared', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
counts.push(vitestCounts(unitJson, unitOk));

counts.push(single(runNode('runtime budget', [tsx, 'scripts/check-runtime-budget.ts'])));

const browserJson = path.join(reports, 'loader-playwright.json');
fs.rmSync(browserJson, { force: true });
const ready = runNode('chromium', [tsx, 'scripts/ensure-chromium.ts']) && runNode('build winora for the browser tests', [tsx, 'scripts/build.ts', '--brand=winora', `--out=${dist}`]);
if (ready) {
  const ok = runNode('browser: tests/e2e/loader.spec.ts', [bin('@playwright/test', 'cli.js'), 'test', 'tests/e2e/loader.spec.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: browserJson,
    E2E_DIST: dist,
    E2E_SERVERS: 'winora',
  });
  counts.push(playwrightCounts(browserJson, ok));
} else counts.push(single(false));

const passed = counts.reduce((n, c) => n + c.passed, 0);
const failed = counts.reduce((n, c) => n + c.failed, 0);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed === 0 ? 0 : 1;
