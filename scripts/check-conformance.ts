/**
 * `tsx scripts/check-conformance.ts --out=<dir>[,<dir>…]`: the conformance gate over built output folders,
 * every page (scripts/conformance/README.md). Prints each finding as `folder/page:line:column rule message`,
 * then a count per folder; exits 1 on any finding or when a checker could not run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkConformance } from './conformance/check-conformance.ts';
import { ensureJava } from './conformance/ensure-java.ts';
import { formatFinding } from './conformance/finding.ts';
import { readConformanceSettingsFromProcess } from './settings/conformance-settings.ts';

const settings = readConformanceSettingsFromProcess();
const out = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
const missing = settings.out.filter((dir) => !fs.existsSync(path.join(dir, 'index.html')) && !fs.existsSync(path.join(dir, '404.html')));
if (missing.length > 0) {
  process.stderr.write(`check-conformance: no build in ${missing.join(', ')} (build first: tsx scripts/build.ts --out=<dir>)\n`);
  process.exit(1);
}
if (settings.html) {
  const problem = ensureJava(settings.java, { log: out });
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}

const report = await checkConformance({ outDirs: settings.out, ...(settings.origin ? { origin: settings.origin } : {}), html: settings.html, java: settings.java, ...(settings.jobs ? { jobs: settings.jobs } : {}) });
let total = 0;
for (const folder of report.folders) {
  const shown = path.relative(process.cwd(), folder.outDir) || '.';
  const byRule = new Map<string, number>();
  for (const f of folder.findings) {
    out(formatFinding({ ...f, file: `${shown}/${f.file}` }));
    byRule.set(f.rule, (byRule.get(f.rule) ?? 0) + 1);
  }
  const pagesWith = new Set(folder.findings.map((f) => f.file)).size;
  const rules = [...byRule].map(([rule, n]) => `${rule} ${n}`).join(', ');
  out(`${shown} (${folder.origin}): ${folder.pages} pages, ${folder.references} references, ${folder.sitemaps} sitemap files: ${folder.findings.length} findings in ${pagesWith} files${rules ? ` (${rules})` : ''}`);
  total += folder.findings.length;
}
out(`Checked in ${Math.round(report.htmlMs / 1000)} s (Nu HTML Checker) + ${Math.round(report.checksMs / 1000)} s (links, canonical, hreflang, sitemaps)`);
if (settings.report) fs.writeFileSync(settings.report, `${JSON.stringify(report, null, 2)}\n`);
if (report.failure) process.stderr.write(`check-conformance: ${report.failure}\n`);
process.exitCode = total === 0 && report.failure === null ? 0 : 1;
