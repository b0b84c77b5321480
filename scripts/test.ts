/**
 * `pnpm test`: every check, in order, with one plain summary line at the end
 * (`N passed, N failed`), which .ci/run and CI read.
 *
 *   typecheck (tsc -b) · lint (oxlint) · design tokens · runtime budget · unit and integration (vitest) ·
 *   every brand builds offline (and winora with the service-worker kill switch) · browser tests (playwright + Debian chromium)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
fs.mkdirSync(reports, { recursive: true });
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: process.env['CI'] ?? '1' };
const bin = (name: string, ...rel: string[]): string => path.join(root, 'node_modules', name, ...rel);
const BRANDS = ['raleigh', 'lapierre', 'sparta', 'xlc', 'ghost', 'winora', 'haibike', 'whitelabel'] as const;

interface Step {
  readonly name: string;
  passed: number;
  failed: number;
}
const steps: Step[] = [];

function run(label: string, command: string, args: readonly string[], extraEnv: Record<string, string> = {}): boolean {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  process.stdout.write(`  (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  return result.status === 0;
}

const tsx = [bin('tsx', 'dist', 'cli.mjs')];

// 1. Typecheck, lint and the design-token check, one check each.
steps.push({ name: 'typecheck', ...(run('typecheck: tsc -b', 'node', [bin('typescript', 'bin', 'tsc'), '-b']) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }) });
steps.push({ name: 'lint', ...(run('lint: oxlint', 'node', [bin('oxlint', 'bin', 'oxlint'), '--deny-warnings', 'engine', 'site', 'brands', 'scripts', 'bench', 'tests', 'services']) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }) });

steps.push({ name: 'design tokens', ...(run('design tokens: no raw colours in site/', 'node', [...tsx, 'scripts/check-design-tokens.ts']) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }) });
steps.push({ name: 'runtime budget', ...(run('runtime budget: at most 8 KB gzip on top of React and the router', 'node', [...tsx, 'scripts/check-runtime-budget.ts']) ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }) });

// 2. Unit and integration tests.
const vitestJson = path.join(reports, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const unitOk = run('unit and integration: vitest', 'node', [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  steps.push({ name: 'vitest', passed: r.numPassedTests, failed: r.numFailedTests + (unitOk || r.numFailedTests > 0 ? 0 : 1) });
} else steps.push({ name: 'vitest', passed: 0, failed: 1 });

// 3. Every brand builds offline (winora last: the browser tests use it).
const brandStep: Step = { name: 'brand builds', passed: 0, failed: 0 };
for (const brand of BRANDS) {
  const out = brand === 'winora' ? path.join(reports, 'e2e-dist') : path.join(reports, 'brands', brand);
  const ok = run(`build --brand=${brand}`, 'node', [...tsx, 'scripts/build.ts', `--brand=${brand}`, `--out=${out}`]);
  if (ok) brandStep.passed += 1;
  else brandStep.failed += 1;
}
// The kill switch's browser test deploys this over the winora build at one origin (tests/e2e/service-worker-kill.spec.ts).
const killDist = path.join(reports, 'e2e-dist-kill');
if (run('build --brand=winora VITE_SERVICE_WORKER=kill', 'node', [...tsx, 'scripts/build.ts', '--brand=winora', `--out=${killDist}`], { VITE_SERVICE_WORKER: 'kill' })) brandStep.passed += 1;
else brandStep.failed += 1;
steps.push(brandStep);

// 4. Browser tests in Debian chromium.
const pwJson = path.join(reports, 'playwright.json');
fs.rmSync(pwJson, { force: true });
if (run('chromium', 'node', [...tsx, 'scripts/ensure-chromium.ts'])) {
  const pwOk = run('browser: playwright', 'node', [bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    E2E_DIST: path.join(reports, 'e2e-dist'),
    E2E_DIST_KILL: killDist,
  });
  if (fs.existsSync(pwJson)) {
    const s = (JSON.parse(fs.readFileSync(pwJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
    steps.push({ name: 'playwright', passed: s.expected, failed: s.unexpected + s.flaky + (pwOk || s.unexpected > 0 ? 0 : 1) });
  } else steps.push({ name: 'playwright', passed: 0, failed: 1 });
} else steps.push({ name: 'playwright', passed: 0, failed: 1 });

const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
process.stdout.write('\nSummary:\n');
for (const s of steps) process.stdout.write(`  ${s.name.padEnd(14)} ${s.passed} passed, ${s.failed} failed\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed === 0 ? 0 : 1;
