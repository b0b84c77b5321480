/**
 * What the test runners (`scripts/test.ts`, `scripts/test-loader.ts`) share: running one step as a child
 * process with the output shown, and reading the passed/failed counts of vitest's and playwright's JSON
 * reports. A runner that failed without a report, or with a report of no failures, counts one failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childEnvironment } from './settings/process-environment.ts';

export interface Counts {
  readonly passed: number;
  readonly failed: number;
}

export const root = path.resolve(import.meta.dirname, '..');
export const reports = path.join(root, '.reports');

/** A file of an installed package (`bin('tsx', 'dist', 'cli.mjs')`). */
export const bin = (name: string, ...rel: string[]): string => path.join(root, 'node_modules', name, ...rel);

const env = childEnvironment({ NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' });

/** Runs `node args…` from the project root, printing the label and the time taken; true when it exits 0. */
export function runNode(label: string, args: readonly string[], extraEnv: Record<string, string> = {}): boolean {
  fs.mkdirSync(reports, { recursive: true });
  process.stdout.write(`\n▶ ${label}\n`);
  const started = performance.now();
  const result = spawnSync('node', args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  process.stdout.write(`  (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  return result.status === 0;
}

/** A one-check step: 1 passed or 1 failed. */
export const single = (ok: boolean): Counts => (ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

/** Counts of a vitest JSON report (`--outputFile.json`); `ok` is the run's exit status. */
export function vitestCounts(file: string, ok: boolean): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: r.numPassedTests, failed: r.numFailedTests + (ok || r.numFailedTests > 0 ? 0 : 1) };
}

/** Counts of a playwright JSON report (`PLAYWRIGHT_JSON_OUTPUT_NAME`); a flaky test counts as failed. */
export function playwrightCounts(file: string, ok: boolean): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const s = (JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } }).stats;
  return { passed: s.expected, failed: s.unexpected + s.flaky + (ok || s.unexpected > 0 ? 0 : 1) };
}
