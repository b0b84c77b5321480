import { describe, expect, it } from 'vitest';
import { checkStructuredData } from './check-structured-data.ts';

const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const crumbs = (...hrefs: string[]): unknown => ({
  '@context': 'https://schema.org', '@type': 'BreadcrumbList',
  itemListElement: hrefs.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: `Crumb ${i + 1}`, item })),
});

function check(pages: Record<string, string>, extraFiles: readonly string[] = []): string[] {
  const output = { outDir: '/out', files: new Set([...Object.keys(pages), ...extraFiles]), pages: Object.keys(pages) };
  return checkStructuredData({ output, origin: 'https://x.test', read: (file) => pages[file] ?? '' }).map((f) => `${f.file} ${f.rule} ${f.message}`);
}

describe('structured data in the conformance gate', () => {
  it('valid JSON-LD whose URLs name built pages (or other sites) passes; pages without JSON-LD are not read twice', () => {
    expect(check({
      'en/index.html': `<html><head>${ld(crumbs('https://x.test/en/', 'https://x.test/en/bikes/'))}</head></html>`,
      'en/bikes/index.html': `<html><head>${ld({ '@context': 'https://schema.org', '@type': 'Organization', name: 'X', url: 'https://elsewhere.test/' })}</head></html>`,
      'en/plain/index.html': '<html></html>',
    })).toEqual([]);
  });

  it('a URL at the origin naming no built page is a structured-data-link finding with its block and property', () => {
    expect(check({ 'en/index.html': ld(crumbs('https://x.test/en/', 'https://x.test/en/gone/')) })).toEqual([
      'en/index.html structured-data-link (block 1).itemListElement[1].item "https://x.test/en/gone/" names no built page (no en/gone/index.html)',
    ]);
  });

  it('invalid JSON-LD is a structured-data finding naming the property', () => {
    expect(check({ 'en/index.html': ld({ ...(crumbs('https://x.test/en/') as object), itemListElement: [] }) })).toEqual([
      'en/index.html structured-data (block 1) BreadcrumbList.itemListElement must be a non-empty list of ListItems',
    ]);
  });
});
