import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConformance, type FolderReport } from './check-conformance.ts';
import { formatFinding, type Finding } from './finding.ts';
import { srcsetUrls } from './scan-page.ts';

/**
 * A tiny built site with one mistake of each kind the gate exists for: invalid HTML, a broken link, an
 * invalid sitemap, hreflang that is not reciprocal, a canonical URL naming no page. Each must come back
 * with its file, its line and its rule.
 */
const SITE: Record<string, string> = {
  'robots.txt': 'User-agent: *\nAllow: /\n\nSitemap: https://x.test/sitemap-index.xml\n',
  'sitemap-index.xml': [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    '<sitemap><loc>https://x.test/sitemap-en.xml</loc></sitemap>',
    '<sitemap><loc>https://x.test/sitemap-gone.xml</loc></sitemap>',
    '</sitemapindex>',
  ].join('\n'),
  'sitemap-en.xml': [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    '<url><loc>https://x.test/en/</loc><xhtml:link rel="alternate" hreflang="en" href="https://x.test/en/"/><xhtml:link rel="alternate" hreflang="de" href="https://x.test/de/"/></url>',
    '<url><loc>https://x.test/de/</loc><priority>2</priority><xhtml:link rel="alternate" hreflang="de" href="https://x.test/de/"/></url>',
    '<url><loc>https://x.test/en/missing/</loc></url>',
    '</urlset>',
  ].join('\n'),
  '_headers.json': JSON.stringify([{ for: '/*', values: { 'Content-Security-Policy': "default-src 'self'; script-src 'self'; img-src 'self' https://*.cdn.test" } }]),
  'assets/site.css': 'body{}',
  'img/a.png': 'png',
  'en/index.html': [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Home</title>',
    '<link rel="stylesheet" href="/assets/site.css">',
    '<link rel="canonical" href="https://x.test/en/">',
    '<link rel="alternate" hreflang="en" href="https://x.test/en/">',
    '<link rel="alternate" hreflang="de" href="https://x.test/de/">',
    '<script type="module" src="/assets/missing.js"></script>',
    '</head><body><main><h1>Home</h1>',
    '<p><a href="/en/about/">About</a> <a href="https://elsewhere.test/x">Elsewhere</a> <a href="#top">Top</a></p>',
    '<img src="/img/a.png" srcset="/img/a.png 1x, /img/b.png 2x" alt="A bike" width="10" height="10">',
    '<img src="https://img.cdn.test/ok.png" alt="" width="1" height="1"><img src="https://tracker.test/p.gif" alt="" width="1" height="1"><script>console.log(1)</script>',
    '</main></body></html>',
  ].join('\n'),
  'de/index.html': [
    '<!DOCTYPE html>',
    '<html lang="de"><head><meta charset="utf-8"><title>Start</title>',
    '<link rel="canonical" href="https://x.test/de/nothing/">',
    '<link rel="alternate" hreflang="de" href="https://x.test/de/">',
    '</head><body><main><h1>Start</h1>',
    '<div aria-label="Farben"><span>rot</span></div>',
    '</main></body></html>',
  ].join('\n'),
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-'));
  for (const [file, text] of Object.entries(SITE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const brief = (f: Finding): string => `${f.file}:${f.line} ${f.rule}`;

describe('checkConformance over a fixture build with one mistake of each kind', () => {
  let folder: FolderReport;
  beforeAll(async () => {
    const report = await checkConformance({ outDirs: [dir], html: false });
    expect(report.failure).toBeNull();
    folder = report.folders[0]!;
  });

  it('takes the origin from robots.txt and counts the pages', () => {
    expect(folder).toMatchObject({ origin: 'https://x.test', pages: 2, sitemaps: 2 });
  });

  it('reports each broken internal link, srcset candidate and script with page, line and rule; external links and fragments are not checked', () => {
    const links = folder.findings.filter((f) => f.rule === 'link');
    expect(links.map(brief)).toEqual(['en/index.html:7 link', 'en/index.html:9 link', 'en/index.html:10 link']);
    expect(links.map((f) => f.message)).toEqual([
      'script[src] "/assets/missing.js" resolves to no file of the build (assets/missing.js)',
      'a[href] "/en/about/" resolves to no file of the build (en/about/index.html)',
      'img[srcset] "/img/b.png" resolves to no file of the build (img/b.png)',
    ]);
  });

  it('reports a canonical URL that names no built page', () => {
    const canonical = folder.findings.filter((f) => f.rule === 'canonical');
    expect(canonical.map(brief)).toEqual(['de/index.html:3 canonical']);
    expect(canonical[0]!.message).toContain('"https://x.test/de/nothing/" names no built page');
  });

  it('reports hreflang that is not reciprocal, in the page and in the sitemap', () => {
    expect(folder.findings.filter((f) => f.rule === 'hreflang-reciprocal').map(brief)).toEqual(['en/index.html:6 hreflang-reciprocal']);
    expect(folder.findings.filter((f) => f.rule === 'sitemap-hreflang-reciprocal').map(brief)).toEqual(['sitemap-en.xml:3 sitemap-hreflang-reciprocal']);
  });

  it('reports the sitemap against the sitemaps.org schema, its URLs that are not pages and an index entry naming no file', () => {
    const xsd = folder.findings.filter((f) => f.rule === 'sitemap-xsd');
    expect(xsd.map(brief)).toEqual(['sitemap-en.xml:4 sitemap-xsd']);
    expect(xsd[0]!.message).toContain("The value '2' is greater than the maximum value allowed ('1.0')");
    expect(folder.findings.filter((f) => f.rule === 'sitemap-loc').map(brief)).toEqual(['sitemap-en.xml:5 sitemap-loc']);
    expect(folder.findings.filter((f) => f.rule === 'sitemap-index').map(brief)).toEqual(['sitemap-index.xml:4 sitemap-index']);
  });

  it('reports nothing else', () => {
    expect(folder.findings.map((f) => f.rule).sort()).toEqual([
      'canonical', 'csp', 'csp', 'hreflang-reciprocal', 'link', 'link', 'link', 'sitemap-hreflang-reciprocal', 'sitemap-index', 'sitemap-loc', 'sitemap-xsd',
    ]);
  });

  it('checks each page against the Content-Security-Policy of its header rules: origins and inline scripts', () => {
    const csp = folder.findings.filter((f) => f.rule === 'csp');
    expect(csp.map(brief)).toEqual(['en/index.html:11 csp', 'en/index.html:11 csp']);
    expect(csp[0]!.message).toBe('img[src] "https://tracker.test/p.gif" is blocked: img-src does not allow https://tracker.test');
    expect(csp[1]!.message).toMatch(/^an inline script is blocked: script-src does not list its hash 'sha256-/);
  });

  it('prints a finding as file:line:column rule message', () => {
    expect(formatFinding({ file: 'de/index.html', line: 3, column: 1, rule: 'canonical', message: 'm' })).toBe('de/index.html:3:1 canonical m');
  });
});

describe('the Nu HTML Checker step (a real JVM: java must be installed, see ensure-java.ts)', () => {
  it('reports invalid HTML with page, line and column, one JVM over every folder, each finding filed under its folder', async () => {
    const clean = fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-clean-'));
    fs.writeFileSync(path.join(clean, 'index.html'), '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>OK</title><link rel="canonical" href="https://y.test/"></head><body><main><h1>OK</h1><a href="/">Home</a></main></body></html>');
    const report = await checkConformance({ outDirs: [dir, clean], jobs: 1 });
    fs.rmSync(clean, { recursive: true, force: true });
    expect(report.failure).toBeNull();
    const html = report.folders[0]!.findings.filter((f) => f.rule === 'html');
    expect(html.map(brief)).toEqual(['de/index.html:6 html']);
    expect(html[0]!.message).toContain('The “aria-label” attribute must not be specified on any “div” element');
    expect(html[0]!.column).toBeGreaterThan(0);
    // The clean folder: its origin from its canonical URL (no robots.txt), no finding.
    expect(report.folders[1]).toMatchObject({ origin: 'https://y.test', pages: 1, findings: [] });
  }, 120_000);

  it('a checker that cannot start is a failure of the run, not a pass', async () => {
    const report = await checkConformance({ outDirs: [dir], java: path.join(dir, 'no-java') });
    expect(report.failure).toMatch(/could not run .*no-java/);
  });
});

describe('srcsetUrls', () => {
  it('takes each candidate URL without its descriptor, commas inside URLs kept', () => {
    expect(srcsetUrls('/a.webp 480w, /b.webp 960w')).toEqual(['/a.webp', '/b.webp']);
    expect(srcsetUrls('/m/800x500/filters:quality(70),format(webp) 1x,/c.png 2x')).toEqual(['/m/800x500/filters:quality(70),format(webp)', '/c.png']);
    expect(srcsetUrls('/only.png')).toEqual(['/only.png']);
  });
});
