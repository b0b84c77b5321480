import fs from 'node:fs';
import path from 'node:path';
import type { Finding } from './finding.ts';
import { fileOfPath, pagePathOf, resolveReference, type OutputFiles } from './output-files.ts';
import { scanPage, type PageAlternate, type PageScan } from './scan-page.ts';

/** What the page checks need besides the output folder. */
export interface CheckPagesOptions {
  readonly output: OutputFiles;
  /** The site's origin (`https://www.winora.com`): canonical and hreflang URLs must be absolute at it. */
  readonly origin: string;
  /** Every `<loc>` of the sitemaps; each hreflang alternate must be one. `null`: the build has no sitemaps, not checked. */
  readonly sitemapLocs: ReadonlySet<string> | null;
  /** Reads a page. @default fs.readFileSync as UTF-8 */
  readonly read?: (file: string) => string;
}

/** The pages' scans, by page file, for the sitemap checks that compare with the pages. */
export type PageScans = ReadonlyMap<string, PageScan>;

const HREFLANG = /^(?:x-default|[a-z]{2,3}(?:-[A-Za-z]{4})?(?:-(?:[A-Za-z]{2}|\d{3}))?)$/;

/**
 * Checks every built page: each internal link, `src`, `srcset` candidate,
 * stylesheet, script and form action resolves to a file of the build (`link`);
 * the canonical URL is absolute at the origin and names a built page
 * (`canonical`); hreflang alternates are well-formed, point at built pages,
 * are reciprocal and, on an indexable page, are listed in a sitemap (`hreflang-*`).
 */
export function checkPages(o: CheckPagesOptions): { findings: Finding[]; scans: PageScans } {
  const read = o.read ?? ((file: string) => fs.readFileSync(path.join(o.output.outDir, file), 'utf8'));
  const { files } = o.output;
  const findings: Finding[] = [];
  const scans = new Map<string, PageScan>();
  for (const file of o.output.pages) scans.set(file, scanPage(read(file)));
  const isPage = (pathname: string): string | null => {
    const file = fileOfPath(pathname);
    return file !== null && file.endsWith('.html') && files.has(file) ? file : null;
  };
  /** The page an absolute URL of the site names, or why not. */
  const pageOfUrl = (href: string): { file: string } | { problem: string } => {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return { problem: `"${href}" is not an absolute URL` };
    }
    if (url.origin !== o.origin) return { problem: `"${href}" is not at the site's origin ${o.origin}` };
    const file = isPage(url.pathname);
    return file ? { file } : { problem: `"${href}" names no built page (no ${fileOfPath(url.pathname) ?? url.pathname})` };
  };

  for (const [file, scan] of scans) {
    const pagePath = pagePathOf(file);
    const self = `${o.origin}${pagePath}`;
    for (const ref of scan.references) {
      const resolved = resolveReference(ref.url, pagePath, o.origin);
      if (resolved.kind === 'external') continue;
      const target = fileOfPath(resolved.pathname);
      if (target !== null && files.has(target)) continue;
      findings.push({ file, line: ref.line, column: ref.column, rule: 'link', message: `${ref.kind} "${ref.url}" resolves to no file of the build (${target ?? resolved.pathname})` });
    }

    if (scan.canonicals.length > 1) {
      const second = scan.canonicals[1]!;
      findings.push({ file, line: second.line, column: second.column, rule: 'canonical', message: `${scan.canonicals.length} canonical links; a page has at most one` });
    }
    for (const c of scan.canonicals) {
      const page = pageOfUrl(c.url);
      if ('problem' in page) findings.push({ file, line: c.line, column: c.column, rule: 'canonical', message: `canonical ${page.problem}` });
    }

    for (const alt of scan.alternates) {
      if (!HREFLANG.test(alt.hreflang)) {
        findings.push({ file, line: alt.line, column: alt.column, rule: 'hreflang-value', message: `hreflang "${alt.hreflang}" is not a language(-region) code or x-default` });
      }
      const target = pageOfUrl(alt.href);
      if ('problem' in target) {
        findings.push({ file, line: alt.line, column: alt.column, rule: 'hreflang-target', message: `alternate ${alt.hreflang} ${target.problem}` });
        continue;
      }
      // A noindex page stays out of the sitemaps, and so may the alternates it names (basket, search).
      if (o.sitemapLocs !== null && !scan.noindex && !o.sitemapLocs.has(alt.href)) {
        findings.push({ file, line: alt.line, column: alt.column, rule: 'hreflang-in-sitemap', message: `alternate ${alt.hreflang} "${alt.href}" is in no sitemap` });
      }
      if (alt.href === self) continue;
      const back = scans.get(target.file)?.alternates ?? [];
      if (!back.some((b: PageAlternate) => b.href === self)) {
        findings.push({ file, line: alt.line, column: alt.column, rule: 'hreflang-reciprocal', message: `alternate ${alt.hreflang} "${alt.href}" does not name this page (${self}) back` });
      }
    }
  }
  return { findings, scans };
}
