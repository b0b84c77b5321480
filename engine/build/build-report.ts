import fs from 'node:fs';
import path from 'node:path';
import { formatCacheReport, type CacheReport } from './page-cache.ts';
import type { PageChecksReport } from './page-checks.ts';

/** What a build did: written beside the output folder as `<folder>.build-report.json`, printed at the end. */
export interface BuildReport {
  readonly buildHash: string;
  readonly pages: number;
  readonly perLocale: Readonly<Record<string, number>>;
  readonly perKind: Readonly<Record<string, number>>;
  /** Files the page phase wrote (HTML, page data, static queries, slices, sitemaps). */
  readonly files: number;
  readonly pageBytes: number;
  /** Every file in the output folder, client assets included. */
  readonly outputBytes: number;
  /** First-load JavaScript per page kind, raw and gzip bytes. */
  readonly firstLoadJs: Readonly<Record<string, { raw: number; gzip: number }>>;
  readonly phasesMs: Readonly<Record<string, number>>;
  readonly renderPagesPerSecond: number;
  /** Threads that rendered pages, the main thread included. */
  readonly renderThreads: number;
  readonly totalMs: number;
  readonly sitemaps: readonly string[];
  /** What the build cache reused and why each other page was rebuilt (absent: cache off). */
  readonly cache?: CacheReport;
  /** What the site's `checkPage` found on the pages this build rendered (absent: the site has no check). */
  readonly pageChecks?: PageChecksReport;
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

/** The report as the console shows it. */
export function formatBuildReport(r: BuildReport, extraPhases: Readonly<Record<string, number>> = {}): string {
  const lines: string[] = [];
  lines.push(`Built ${r.pages} pages in ${(r.totalMs / 1000).toFixed(2)} s (${r.renderPagesPerSecond} pages/s rendering on ${r.renderThreads} thread${r.renderThreads === 1 ? '' : 's'}), build ${r.buildHash}`);
  lines.push('', 'Pages per locale:');
  for (const [k, v] of Object.entries(r.perLocale)) lines.push(`  ${k.padEnd(14)} ${String(v).padStart(6)}`);
  lines.push('', 'Pages per kind:');
  for (const [k, v] of Object.entries(r.perKind)) lines.push(`  ${k.padEnd(28)} ${String(v).padStart(6)}`);
  if (Object.keys(r.firstLoadJs).length > 0) {
    lines.push('', 'First-load JS per page kind (raw / gzip):');
    for (const [k, v] of Object.entries(r.firstLoadJs)) lines.push(`  ${k.padEnd(28)} ${kb(v.raw).padStart(10)} / ${kb(v.gzip)}`);
  }
  lines.push('', `Output: ${r.files} page files, ${kb(r.pageBytes)} of pages; ${kb(r.outputBytes)} in the output folder`);
  lines.push('Time per phase:');
  for (const [k, v] of Object.entries({ ...extraPhases, ...r.phasesMs })) lines.push(`  ${k.padEnd(14)} ${String(v).padStart(7)} ms`);
  if (r.cache) lines.push('', ...formatCacheReport(r.cache));
  return lines.join('\n');
}

/**
 * Writes the report beside (not inside) the output folder, named after it (`dist` → `dist.build-report.json`),
 * so builds into sibling folders (one per brand) keep a report each. Returns its path.
 */
export function writeBuildReport(outDir: string, report: unknown): string {
  const resolved = path.resolve(outDir);
  const file = path.join(path.dirname(resolved), `${path.basename(resolved)}.build-report.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
