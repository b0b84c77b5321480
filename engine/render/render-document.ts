import type { PageHead } from '../shared/page-data-schema.ts';
import { escapeHtml } from './escape-html.ts';

/** Client files a page loads: its CSS, its entry module and the modules to preload. */
export interface PageAssets {
  readonly css: readonly string[];
  /** Module scripts; the first is the entry. */
  readonly js: readonly string[];
}

export interface DocumentParts {
  readonly head: PageHead;
  readonly assets: PageAssets;
  /** URL of the page's data, preloaded so the client can hydrate without a waterfall. */
  readonly pageDataUrl?: string;
  /** Extra head HTML supplied by the site. */
  readonly headTags?: string;
  /** Path of the page, written on `#root` so the client knows which page it hydrates (catch-alls). */
  readonly path: string;
  /** Build hash, written on `#root`: the client compares it with the deployed `app-data.json`. */
  readonly buildHash: string;
  /** Attributes of `<body>`. */
  readonly bodyClass?: string;
}

/** The document up to and including the opening of `#root`. */
export function renderDocumentStart(parts: DocumentParts): string {
  const { head, assets } = parts;
  const tags: string[] = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(head.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
  ];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const alt of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}">`);
  }
  for (const href of assets.css) tags.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  if (parts.pageDataUrl) {
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(parts.pageDataUrl)}">`);
  }
  const [entry, ...preloads] = assets.js;
  for (const href of preloads) tags.push(`<link rel="modulepreload" href="${escapeHtml(href)}">`);
  if (entry) tags.push(`<script type="module" src="${escapeHtml(entry)}"></script>`);
  if (parts.headTags) tags.push(parts.headTags);
  tags.push('</head>', parts.bodyClass ? `<body class="${escapeHtml(parts.bodyClass)}">` : '<body>', `<div id="root" data-path="${escapeHtml(parts.path)}" data-build="${escapeHtml(parts.buildHash)}">`);
  return tags.join('');
}

/** Closes `#root` and the document. */
export const DOCUMENT_END = '</div></body></html>';
