import { escapeHtml } from '../render/escape-html.ts';

/** One sitemap file's URLs, each with its alternates. */
export interface SitemapGroup {
  readonly name: string;
  readonly urls: readonly { readonly loc: string; readonly alternates: readonly { hreflang: string; href: string }[] }[];
}

/** A locale's sitemap, with `xhtml:link` alternates. */
export function renderSitemap(group: SitemapGroup): string {
  const body = group.urls
    .map((u) => {
      const alts = u.alternates
        .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`)
        .join('');
      return `<url><loc>${escapeHtml(u.loc)}</loc>${alts}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

/** The sitemap index naming one sitemap per locale. */
export function renderSitemapIndex(urls: readonly string[]): string {
  const body = urls.map((u) => `<sitemap><loc>${escapeHtml(u)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** `robots.txt` allowing everything and naming the sitemap index. */
export function renderRobots(sitemapIndexUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapIndexUrl}\n`;
}

/** File name of a locale's sitemap. */
export const sitemapFileName = (group: string): string => `sitemap-${group.replace(/[^a-z0-9-]/gi, '-')}.xml`;
export const SITEMAP_INDEX_FILE = 'sitemap-index.xml';
