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
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
fs.mkdirSync(reports, { recursive: true });
const bin = (name: string, ...rel: string[]): string => path.join(root, 'node_modules', name, ...rel);
const tsx = bin('tsx', 'dist', 'cli.mjs');
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: process.env['CI'] ?? '1' };
const dist = path.join(reports, 'e2e-dist');

const run = (label: string, args: readonly string[], extraEnv: Record<string, string> = {}): boolean => {
  process.stdout.write(`\n▶ ${label}\n`);
  return spawnSync('node', args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } }).status === 0;
};

let passed = 0;
let failed = 0;

const unitJson = path.join(reports, 'loader-vitest.json');
fs.rmSync(unitJson, { force: true });
const unitOk = run('unit: engine/client, engine/shared', [bin('vitest', 'vitest.mjs'), 'run', 'engine/client', 'engine/shared', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
if (fs.existsSync(unitJson)) {
  const r = JSON.parse(fs.readFileSync(unitJson, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += r.numPassedTests;
  failed += r.numFailedTests + (unitOk || r.numFailedTests > 0 ? 0 : 1);
} else failed += 1;

if (run('runtime budget', [tsx, 'scripts/check-runtime-budget.ts'])) passed += 1;
else failed += 1;

const browserJson = path.join(reports, 'loader-playwright.json');
fs.rmSync(browserJson, { force: true });
const ready =
  run('chromium', [tsx, 'scripts/ensure-chromium.ts']) && run('build winora for the browser tests', [tsx, 'scripts/build.ts', '--brand=winora', `--out=${dist}`]);
if (ready) {
  const ok = run('browser: tests/e2e/loader.spec.ts', [bin('@playwright/test', 'cli.js'), 'test', 'tests/e2e/loader.spec.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: browserJson,
    E2E_DIST: dist,
    E2E_SERVERS: 'winora',
  });
  if (fs.existsSync(browserJson)) {
    const s = (JSON.parse(fs.readFileSync(browserJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
    passed += s.expected;
    failed += s.unexpected + s.flaky + (ok || s.unexpected > 0 ? 0 : 1);
  } else failed += 1;
} else failed += 1;

process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed === 0 ? 0 : 1;
