import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { findMissingSitemapPages } from '@cycle/engine/build';
import { createLineIndex, type Finding } from './finding.ts';
import type { OutputFiles } from './output-files.ts';
import type { PageScans } from './check-pages.ts';
import { pagePathOf } from './output-files.ts';

const SCHEMAS = path.join(import.meta.dirname, 'schemas');
/** sitemaps.org's sitemap.xsd, as the pinned `sitemap` package ships it. */
export const SITEMAP_XSD = path.join(path.dirname(createRequire(import.meta.url).resolve('sitemap/package.json')), 'schema', 'sitemap.xsd');

interface Located {
  readonly line: number;
  readonly column: number;
}
interface SitemapUrl extends Located {
  readonly loc: string;
  readonly alternates: readonly (Located & { readonly hreflang: string; readonly href: string })[];
}
/** A sitemap file as read: a `urlset` (locale sitemap) or a `sitemapindex`. */
interface SitemapFile {
  readonly file: string;
  readonly root: string;
  readonly urls: readonly SitemapUrl[];
}

/** The sitemap files of an output folder: `sitemap*.xml` at its root. */
export function sitemapFilesOf(output: OutputFiles): string[] {
  return [...output.files].filter((f) => /^sitemap[^/]*\.xml$/.test(f)).sort();
}

function parseSitemap(file: string, xml: string): SitemapFile {
  const at = createLineIndex(xml);
  const urls: { loc: string; line: number; column: number; alternates: SitemapUrl['alternates'][number][] }[] = [];
  let root = '';
  let current: (typeof urls)[number] | null = null;
  let inLoc = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const pos = at(parser.startIndex);
        if (root === '') root = name;
        if (name === 'url' || name === 'sitemap') current = { loc: '', ...pos, alternates: [] };
        else if (name === 'loc') inLoc = true;
        else if (name === 'xhtml:link' && current) current.alternates.push({ hreflang: attrs['hreflang'] ?? '', href: attrs['href'] ?? '', ...pos });
      },
      ontext(text) {
        if (inLoc && current) current.loc += text;
      },
      onclosetag(name) {
        if (name === 'loc') inLoc = false;
        else if ((name === 'url' || name === 'sitemap') && current) {
          urls.push({ ...current, loc: current.loc.trim() });
          current = null;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return { file, root, urls };
}

/** XSD-validates sitemaps (`urlset`) and sitemap indexes offline with libxml2 (xmllint-wasm); one finding per error. */
export async function validateSitemapSchemas(sitemaps: readonly { file: string; text: string; root: string }[]): Promise<Finding[]> {
  const preload: XMLFileInfo[] = [
    { fileName: 'sitemap.xsd', contents: fs.readFileSync(SITEMAP_XSD, 'utf8') },
    { fileName: 'xhtml-link.xsd', contents: fs.readFileSync(path.join(SCHEMAS, 'xhtml-link.xsd'), 'utf8') },
  ];
  const findings: Finding[] = [];
  const groups = [
    { schema: 'sitemap-urlset.xsd', files: sitemaps.filter((s) => s.root !== 'sitemapindex') },
    { schema: 'sitemap-index.xsd', files: sitemaps.filter((s) => s.root === 'sitemapindex') },
  ];
  for (const group of groups) {
    if (group.files.length === 0) continue;
    // xmllint names files by a flat name; map back to the output path.
    const byName = new Map(group.files.map((s, i) => [`f${i}.xml`, s.file]));
    const result = await validateXML({
      xml: group.files.map((s, i) => ({ fileName: `f${i}.xml`, contents: s.text })),
      schema: [{ fileName: group.schema, contents: fs.readFileSync(path.join(SCHEMAS, group.schema), 'utf8') }],
      preload,
      maxMemoryPages: 16384,
    });
    for (const e of result.errors) {
      const file = e.loc ? byName.get(e.loc.fileName) : undefined;
      // xmllint follows a parser error with context lines; those carry no file of ours.
      if (file === undefined || !Number.isFinite(e.loc?.lineNumber)) continue;
      findings.push({ file, line: e.loc!.lineNumber, column: 0, rule: 'sitemap-xsd', message: e.message });
    }
    if (!result.valid && findings.length === 0) {
      findings.push({ file: group.files[0]!.file, line: 0, column: 0, rule: 'sitemap-xsd', message: result.rawOutput.trim().slice(0, 500) });
    }
  }
  return findings;
}

/** What the sitemap checks need. */
export interface CheckSitemapsOptions {
  readonly output: OutputFiles;
  readonly origin: string;
  /** @default fs.readFileSync as UTF-8 */
  readonly read?: (file: string) => string;
}

/** Every `<loc>` of the locale sitemaps (not the index), for the pages' "alternate in a sitemap" check. */
export function sitemapLocsOf(output: OutputFiles, read: (file: string) => string): Set<string> {
  const locs = new Set<string>();
  for (const file of sitemapFilesOf(output)) {
    const parsed = parseSitemap(file, read(file));
    if (parsed.root === 'urlset') for (const u of parsed.urls) locs.add(u.loc);
  }
  return locs;
}

/**
 * Checks the sitemaps: valid against the sitemaps.org schema (`sitemap-xsd`); the index names sitemap files of
 * the build and robots.txt names the index (`sitemap-index`); every `<loc>` is a built page (`sitemap-loc`); every
 * alternate is itself listed (`sitemap-alternate-listed`), names its URL back (`sitemap-hreflang-reciprocal`) and
 * the alternates are the page's own (`sitemap-alternates-match-page`).
 */
export async function checkSitemaps(o: CheckSitemapsOptions & { readonly scans: PageScans }): Promise<Finding[]> {
  const read = o.read ?? ((file: string) => fs.readFileSync(path.join(o.output.outDir, file), 'utf8'));
  const files = sitemapFilesOf(o.output);
  const texts = files.map((file) => ({ file, text: read(file) }));
  const parsed = texts.map(({ file, text }) => parseSitemap(file, text));
  const findings = await validateSitemapSchemas(texts.map((t, i) => ({ ...t, root: parsed[i]!.root })));

  const entries = new Map<string, { file: string; url: SitemapUrl }>();
  for (const s of parsed) if (s.root === 'urlset') for (const url of s.urls) entries.set(url.loc, { file: s.file, url });

  // The index and robots.txt.
  const indexes = parsed.filter((s) => s.root === 'sitemapindex');
  for (const index of indexes) {
    for (const entry of index.urls) {
      const name = entry.loc.startsWith(`${o.origin}/`) ? entry.loc.slice(o.origin.length + 1) : null;
      if (name === null || !o.output.files.has(name)) {
        findings.push({ file: index.file, line: entry.line, column: entry.column, rule: 'sitemap-index', message: `"${entry.loc}" names no sitemap file of the build` });
      }
    }
  }
  if (o.output.files.has('robots.txt')) {
    const lines = read('robots.txt').split('\n');
    lines.forEach((line, i) => {
      const m = /^sitemap:\s*(\S+)/i.exec(line);
      if (!m) return;
      const name = m[1]!.startsWith(`${o.origin}/`) ? m[1]!.slice(o.origin.length + 1) : null;
      if (name === null || !o.output.files.has(name)) findings.push({ file: 'robots.txt', line: i + 1, column: 1, rule: 'sitemap-index', message: `Sitemap "${m[1]}" names no file of the build` });
    });
  }

  for (const s of parsed) {
    if (s.root !== 'urlset') continue;
    const missing = new Set(findMissingSitemapPages(s.urls.map((u) => u.loc), o.origin, o.output.outDir, (abs) => o.output.files.has(path.relative(o.output.outDir, abs).split(path.sep).join('/'))));
    for (const url of s.urls) {
      if (missing.has(url.loc)) findings.push({ file: s.file, line: url.line, column: url.column, rule: 'sitemap-loc', message: `"${url.loc}" is not a built page` });
      else if (o.scans.get(pageFileOf(url.loc, o.origin) ?? '')?.noindex) {
        findings.push({ file: s.file, line: url.line, column: url.column, rule: 'sitemap-loc', message: `"${url.loc}" is a noindex page; a sitemap lists only pages to index` });
      }
      for (const alt of url.alternates) {
        const other = entries.get(alt.href);
        if (!other) {
          findings.push({ file: s.file, line: alt.line, column: alt.column, rule: 'sitemap-alternate-listed', message: `alternate ${alt.hreflang} "${alt.href}" of ${url.loc} is in no sitemap` });
          continue;
        }
        if (alt.href !== url.loc && !other.url.alternates.some((b) => b.href === url.loc)) {
          findings.push({ file: s.file, line: alt.line, column: alt.column, rule: 'sitemap-hreflang-reciprocal', message: `alternate ${alt.hreflang} "${alt.href}" does not name ${url.loc} back` });
        }
      }
      // The sitemap's alternates are the page's own (same hreflang → href pairs).
      const pageFile = pageFileOf(url.loc, o.origin);
      const scan = pageFile === null ? undefined : o.scans.get(pageFile);
      if (scan === undefined) continue;
      const key = (a: { hreflang: string; href: string }): string => `${a.hreflang} ${a.href}`;
      const inPage = new Set(scan.alternates.map(key));
      const inMap = new Set(url.alternates.map(key));
      const onlyMap = [...inMap].filter((k) => !inPage.has(k));
      const onlyPage = [...inPage].filter((k) => !inMap.has(k));
      if (onlyMap.length > 0 || onlyPage.length > 0) {
        findings.push({
          file: s.file, line: url.line, column: url.column, rule: 'sitemap-alternates-match-page',
          message: `alternates of ${url.loc} differ from its page's (${pageFile}): only in the sitemap [${onlyMap.join(', ')}], only in the page [${onlyPage.join(', ')}]`,
        });
      }
    }
  }
  return findings;
}

function pageFileOf(loc: string, origin: string): string | null {
  if (!loc.startsWith(`${origin}/`)) return null;
  const p = loc.slice(origin.length);
  const file = p.endsWith('/') ? `${p.slice(1)}index.html` : p.slice(1);
  return pagePathOf(file) === p ? file : null;
}
