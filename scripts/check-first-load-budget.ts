/**
 * `tsx scripts/check-first-load-budget.ts [--report=<build-report.json>[,…]]`: the first-load JavaScript of the
 * home, listing and product pages stays within its budget (`first-load-budget.ts`). Prints a table per report;
 * exits 1 when a kind is over its budget or missing from a report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkFirstLoadBudget, formatBudgetLine } from './first-load-budget.ts';

function main(argv: readonly string[]): number {
  const arg = argv.find((a) => a.startsWith('--report='));
  const reports = arg ? arg.slice('--report='.length).split(',') : [path.join(import.meta.dirname, '..', '.reports', 'e2e-dist.build-report.json')];
  let failed = false;
  for (const file of reports) {
    if (!fs.existsSync(file)) {
      process.stderr.write(`check-first-load-budget: no build report at ${file} (build first: tsx scripts/build.ts --out=<dir>)\n`);
      failed = true;
      continue;
    }
    const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { firstLoadJs?: Record<string, { gzip: number }> };
    process.stdout.write(`${file}: first-load JavaScript, gzip\n`);
    for (const line of checkFirstLoadBudget(report.firstLoadJs ?? {})) {
      process.stdout.write(`  ${formatBudgetLine(line)}\n`);
      if (!line.ok) failed = true;
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
