import fs from 'node:fs';
import path from 'node:path';
import { engineError } from '../shared/errors-catalogue.ts';
import { htmlFilePath } from '../shared/page-data-url.ts';

/**
 * The URLs a sitemap lists that have no HTML in the output folder (a page
 * skipped, a failed write, a foreign origin), in the order given. The build
 * fails on the first (`checkSitemapUrls`); the conformance gate reports all.
 */
export function findMissingSitemapPages(urls: readonly string[], origin: string, outDir: string, exists: (file: string) => boolean = fs.existsSync): string[] {
  const base = origin.replace(/\/$/, '');
  return urls.filter((url) => !url.startsWith(`${base}/`) || !exists(path.join(outDir, htmlFilePath(url.slice(base.length)))));
}

/**
 * Checks, after every file is written, that each URL a sitemap lists has its
 * HTML in the output folder. Throws `SitemapListsMissingPage` for the first
 * one that does not (a page skipped, a failed write, a foreign origin).
 */
export function checkSitemapUrls(urls: readonly string[], origin: string, outDir: string, exists: (file: string) => boolean = fs.existsSync): void {
  const [missing] = findMissingSitemapPages(urls, origin, outDir, exists);
  if (missing !== undefined) throw engineError('SitemapListsMissingPage', missing);
}
