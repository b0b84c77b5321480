/**
 * `pnpm test`: every check, in order, with one plain summary line at the end
 * (`N passed, N failed`), which .ci/run and CI read.
 *
 *   typecheck (tsc -b) · lint (oxlint) · boundaries (dependency-cruiser) · design tokens · runtime budget ·
 *   unit, integration, fuzz and fault suites (vitest) · every brand builds offline · the conformance gate over
 *   every page of every build · the README's first command on this clone · browser tests (playwright + Debian
 *   chromium)
 */
import fs from 'node:fs';
import path from 'node:path';
import { bin, playwrightCounts, reports, runNode, single, vitestCounts, type Counts } from './test-steps.ts';
import { readTestSettingsFromProcess } from './settings/test-settings.ts';

// `--help` prints what runs and the variables it reads; an unknown flag is an error, not a silent full run.
readTestSettingsFromProcess();

const BRANDS = ['raleigh', 'lapierre', 'sparta', 'xlc', 'ghost', 'winora', 'haibike', 'whitelabel'] as const;
const tsx = bin('tsx', 'dist', 'cli.mjs');
const steps: (Counts & { readonly name: string })[] = [];

// 1. Typecheck, lint and the design-token check, one check each.
steps.push({ name: 'typecheck', ...single(runNode('typecheck: tsc -b', [bin('typescript', 'bin', 'tsc'), '-b'])) });
steps.push({ name: 'lint', ...single(runNode('lint: oxlint', [bin('oxlint', 'bin', 'oxlint'), '--deny-warnings', 'engine', 'site', 'brands', 'scripts', 'bench', 'tests', 'services'])) });
steps.push({ name: 'boundaries', ...single(runNode('boundaries: dependency-cruiser', [bin('dependency-cruiser', 'bin', 'dependency-cruise.mjs'), '--config', '.dependency-cruiser.cjs', 'engine', 'site', 'brands', 'scripts', 'bench', 'services', 'tests'])) });
steps.push({ name: 'unused code', ...single(runNode('unused files, exports and dependencies: knip', [bin('knip', 'bin', 'knip.js')])) });
steps.push({ name: 'design tokens', ...single(runNode('design tokens: no raw colours in site/', [tsx, 'scripts/check-design-tokens.ts'])) });
steps.push({ name: 'runtime budget', ...single(runNode('runtime budget: at most 8 KB gzip on top of React and the router', [tsx, 'scripts/check-runtime-budget.ts'])) });

// 2. Unit and integration tests (the conformance gate's own test starts the Nu HTML Checker: Java first).
runNode('java for the Nu HTML Checker', [tsx, 'scripts/conformance/ensure-java.ts']);
const vitestJson = path.join(reports, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const unitOk = runNode('unit and integration: vitest', [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
steps.push({ name: 'vitest', ...vitestCounts(vitestJson, unitOk) });

// 3. Every brand builds offline (winora last: the browser tests use it).
const builds = BRANDS.map((brand) => runNode(`build --brand=${brand}`, [tsx, 'scripts/build.ts', `--brand=${brand}`, `--out=${brand === 'winora' ? path.join(reports, 'e2e-dist') : path.join(reports, 'brands', brand)}`]));
// The kill switch's browser test deploys this over the winora build at one origin (tests/e2e/service-worker-kill.spec.ts).
const killDist = path.join(reports, 'e2e-dist-kill');
builds.push(runNode('build --brand=winora VITE_SERVICE_WORKER=kill', [tsx, 'scripts/build.ts', '--brand=winora', `--out=${killDist}`], { VITE_SERVICE_WORKER: 'kill' }));
steps.push({ name: 'brand builds', passed: builds.filter(Boolean).length, failed: builds.filter((ok) => !ok).length });

// 4. The conformance gate over every page of every build (one JVM for the Nu HTML Checker over all folders).
const outDirs = BRANDS.map((brand) => (brand === 'winora' ? path.join(reports, 'e2e-dist') : path.join(reports, 'brands', brand)));
steps.push({ name: 'conformance', ...single(runNode('conformance: Nu HTML Checker, links, sitemaps, hreflang, canonical over every page', [tsx, 'scripts/check-conformance.ts', `--out=${outDirs.join(',')}`])) });

// The first-load JavaScript of the home, listing and product pages within budget (the winora build's report).
steps.push({ name: 'first-load budget', ...single(runNode('first-load JavaScript: home, listing and product pages within budget', [tsx, 'scripts/check-first-load-budget.ts', `--report=${path.join(reports, 'e2e-dist.build-report.json')}`])) });

// 5. The README's first command, as a newcomer runs it on this clone: install, build, start, Ctrl-C.
steps.push({ name: 'README start', ...single(runNode("README's first command: install, build, start, / → 302, /at-de/ → 200, services up, clean stop", [tsx, 'scripts/check-readme-start.ts'])) });

// 6. Browser tests in Debian chromium.
const pwJson = path.join(reports, 'playwright.json');
fs.rmSync(pwJson, { force: true });
if (runNode('chromium', [tsx, 'scripts/ensure-chromium.ts'])) {
  const pwOk = runNode('browser: playwright', [bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
    E2E_DIST: path.join(reports, 'e2e-dist'),
    E2E_DIST_KILL: killDist,
  });
  steps.push({ name: 'playwright', ...playwrightCounts(pwJson, pwOk) });
} else steps.push({ name: 'playwright', passed: 0, failed: 1 });

const passed = steps.reduce((n, s) => n + s.passed, 0);
const failed = steps.reduce((n, s) => n + s.failed, 0);
process.stdout.write('\nSummary:\n');
for (const s of steps) process.stdout.write(`  ${s.name.padEnd(14)} ${s.passed} passed, ${s.failed} failed\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed === 0 ? 0 : 1;
