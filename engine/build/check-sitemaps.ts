import fs from 'node:fs';
import path from 'node:path';
import { engineError } from '../shared/errors-catalogue.ts';
import { htmlFilePath } from '../shared/page-data-url.ts';

/**
 * Checks, after every file is written, that each URL a sitemap lists has its
 * HTML in the output folder. Throws `SitemapListsMissingPage` for the first
 * one that does not (a page skipped, a failed write, a foreign origin).
 */
export function checkSitemapUrls(urls: readonly string[], origin: string, outDir: string, exists: (file: string) => boolean = fs.existsSync): void {
  const base = origin.replace(/\/$/, '');
  for (const url of urls) {
    if (!url.startsWith(`${base}/`)) throw engineError('SitemapListsMissingPage', url);
    const pathname = url.slice(base.length);
    if (!exists(path.join(outDir, htmlFilePath(pathname)))) throw engineError('SitemapListsMissingPage', url);
  }
}
