import { splitQuery } from './normalize-path.ts';

/** The folder name a page's data lives under: `/` is `index`, else the path without edge slashes. */
export function pageDataSegment(pathname: string): string {
  if (pathname === '/' || pathname === '') return 'index';
  return pathname.replace(/^\//, '').replace(/\/$/, '');
}

/**
 * The URL of a page's data. The query is kept, so a CDN can vary on it.
 * `/` → `/page-data/index/page-data.json`; `/about?a=b` → `/page-data/about/page-data.json?a=b`.
 */
export function pageDataUrl(key: string, prefix = ''): string {
  const { pathname, query } = splitQuery(key);
  return `${prefix}/page-data/${pageDataSegment(pathname)}/page-data.json${query}`;
}

/** The partial-hydration payload of a server-only page: the page-data URL with `-rsc.json`. */
export function rscDataUrl(key: string, prefix = ''): string {
  return pageDataUrl(key, prefix).replace('.json', '-rsc.json');
}

export const appDataUrl = (prefix = ''): string => `${prefix}/page-data/app-data.json`;
export const staticQueryUrl = (hash: string, prefix = ''): string => `${prefix}/page-data/sq/d/${hash}.json`;
export const sliceDataUrl = (name: string, prefix = ''): string => `${prefix}/slice-data/${name}.json`;

/** Where a page's HTML lives in the output: `.html` paths verbatim, others as `<path>/index.html`. */
export function htmlFilePath(pathname: string): string {
  if (/\.html?$/.test(pathname)) return pathname.replace(/^\//, '');
  const trimmed = pathname.replace(/^\//, '').replace(/\/$/, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
