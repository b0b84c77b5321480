import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadHeaderRules } from '@cycle/engine/build';
import { checkContentDepth } from './check-content-depth.ts';
import { checkCsp } from './check-csp.ts';
import { checkPages } from './check-pages.ts';
import { checkSitemaps, sitemapFilesOf, sitemapLocsOf } from './check-sitemap-files.ts';
import { checkStructuredData } from './check-structured-data.ts';
import type { Finding } from './finding.ts';
import { runNuChecker, type NuCheckerOptions } from './nu-html-checker.ts';
import { listOutputFiles } from './output-files.ts';
import { scanPage } from './scan-page.ts';

/** What to check and with what. */
export interface CheckConformanceOptions {
  /** Built output folders (one per brand); every page of each is checked. */
  readonly outDirs: readonly string[];
  /** The site's origin; one for all folders. @default each folder's, from robots.txt's `Sitemap:` line, else its first canonical URL */
  readonly origin?: string;
  /** Run the Nu HTML Checker. @default true */
  readonly html?: boolean;
  /** The `java` that runs the checker. @default 'java' */
  readonly java?: string;
  /** Checker JVMs side by side. @default min(2, available cores) */
  readonly jobs?: number;
  /** Runs the checker (injectable for tests). @default runNuChecker */
  readonly nuChecker?: (o: NuCheckerOptions) => ReturnType<typeof runNuChecker>;
}

/** One output folder's verdict. */
export interface FolderReport {
  readonly outDir: string;
  readonly origin: string;
  readonly pages: number;
  readonly references: number;
  readonly sitemaps: number;
  readonly findings: readonly Finding[];
}

/** The whole run; `failure` is set when a tool could not run (no verdict, not a page's fault). */
export interface ConformanceReport {
  readonly folders: readonly FolderReport[];
  readonly failure: string | null;
  readonly htmlMs: number;
  readonly checksMs: number;
}

/** The site's origin a build names: robots.txt's sitemap URL, else the first page's canonical URL. */
export function originOf(outDir: string, pages: readonly string[]): string | null {
  const robots = path.join(outDir, 'robots.txt');
  if (fs.existsSync(robots)) {
    const m = /^sitemap:\s*(\S+)/im.exec(fs.readFileSync(robots, 'utf8'));
    if (m) return new URL(m[1]!).origin;
  }
  for (const page of pages) {
    const canonical = scanPage(fs.readFileSync(path.join(outDir, page), 'utf8')).canonicals[0];
    if (canonical) return new URL(canonical.url).origin;
  }
  return null;
}

/**
 * Checks built output folders, every page of each: the Nu HTML Checker over all
 * of them in one run, then links, canonical URLs, hreflang and sitemaps per folder.
 */
export async function checkConformance(o: CheckConformanceOptions): Promise<ConformanceReport> {
  const outputs = o.outDirs.map((dir) => listOutputFiles(path.resolve(dir)));
  let failure: string | null = null;
  const htmlByDir = new Map<string, Finding[]>(outputs.map((out) => [out.outDir, []]));

  const htmlStarted = performance.now();
  if (o.html !== false) {
    const files = outputs.flatMap((out) => out.pages.map((p) => path.join(out.outDir, p)));
    const result = await (o.nuChecker ?? runNuChecker)({ files, ...(o.java ? { java: o.java } : {}), jobs: o.jobs ?? Math.min(2, os.availableParallelism()) });
    if (!result.ok) failure = result.error.message;
    else {
      // Findings name absolute files: file them under their output folder, named relative to it.
      for (const f of result.findings) {
        const owner = outputs.find((out) => f.file.startsWith(`${out.outDir}${path.sep}`));
        if (owner) htmlByDir.get(owner.outDir)!.push({ ...f, file: path.relative(owner.outDir, f.file).split(path.sep).join('/') });
        else failure ??= `the Nu HTML Checker reported on something not checked: ${f.file}: ${f.message}`;
      }
    }
  }
  const htmlMs = performance.now() - htmlStarted;

  const checksStarted = performance.now();
  const folders: FolderReport[] = [];
  for (const output of outputs) {
    const origin = o.origin ?? originOf(output.outDir, output.pages);
    if (origin === null) {
      failure ??= `${output.outDir}: no robots.txt sitemap line and no canonical URL to take the origin from; pass --origin`;
      continue;
    }
    const read = (file: string): string => fs.readFileSync(path.join(output.outDir, file), 'utf8');
    const sitemaps = sitemapFilesOf(output);
    const locs = sitemaps.length > 0 ? sitemapLocsOf(output, read) : null;
    const pages = checkPages({ output, origin, sitemapLocs: locs, read });
    const sitemapFindings = await checkSitemaps({ output, origin, read, scans: pages.scans });
    const rules = loadHeaderRules(output.outDir);
    const cspFindings = rules.ok
      ? checkCsp({ rules: rules.value, scans: pages.scans, origin })
      : [{ file: '_headers.json', line: 0, column: 0, rule: 'headers', message: rules.error.message }];
    let references = 0;
    for (const scan of pages.scans.values()) references += scan.references.length + scan.canonicals.length + scan.alternates.length;
    folders.push({
      outDir: output.outDir,
      origin,
      pages: output.pages.length,
      references,
      sitemaps: sitemaps.length,
      findings: [...(htmlByDir.get(output.outDir) ?? []), ...pages.findings, ...sitemapFindings, ...cspFindings, ...checkStructuredData({ output, origin, read }), ...checkContentDepth({ output, read })],
    });
  }
  return { folders, failure, htmlMs, checksMs: performance.now() - checksStarted };
}
