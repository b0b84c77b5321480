import type { PageHead } from '../shared/page-data-schema.ts';
import { DEFERRED_CSS_ATTRIBUTE } from '../shared/deferred-css.ts';
import { escapeHtml } from './escape-html.ts';
import { createCssPruner, type CssPruner } from './prune-css.ts';

/** Client files a page loads: its CSS, its entry module and the modules to preload. */
export interface PageAssets {
  readonly css: readonly string[];
  /** Module scripts; the first is the entry. */
  readonly js: readonly string[];
  /**
   * Stylesheet text by URL (from `clientManifestFromVite`): a sheet found here is written into the document as
   * `<style>`, so no stylesheet request stands between the HTML and the first paint. A `disabled` link with its
   * URL follows it: browsers fetch no disabled stylesheet, and the client's loaders (Vite's preload helper, the
   * runtime's `loadStylesheets`) see the sheet as present and do not load it again on a client navigation.
   * @default none: every sheet is a `<link rel="stylesheet">`
   */
  readonly inlineCss?: Readonly<Record<string, string>>;
  /** Fonts the first paint needs, preloaded (`as="font"`, CORS as font loads are) before the stylesheets. @default none */
  readonly fonts?: readonly string[];
}

/** CSS as the content of a `<style>` element: nothing in it can close the element early. */
function styleText(css: string): string {
  return css.replace(/<\/(style)/giu, '<\\/$1');
}

/**
 * The `<style>` elements made of one build's stylesheet texts, by URL, as UTF-8. Every page of a build shares one
 * `inlineCss` record and its sheets are tens of KB (about 45 KB of winora's 52 KB document start): reading each sheet
 * (prune-css.ts) and escaping it once per build instead of once per page saved about a tenth of the render phase's
 * CPU, and keeping the tags' bytes spares each page joining them into its document string and encoding them again.
 * Pages of one kind keep the same rules, so their tag is made once too. Keyed weakly by the record, so nothing
 * outlives the build.
 */
const styleTagsByRecord = new WeakMap<Readonly<Record<string, string>>, Map<string, SheetTags>>();

interface SheetTags {
  readonly pruner: CssPruner;
  /** By the kept rules' text (the pruner gives the same string for the same rules). */
  readonly tags: Map<string, Buffer>;
}

/**
 * `<style>` with the rules of `href` that `classes` can match, then a link to the whole sheet. When rules were left
 * out, the link is `media="print"` with `data-deferred-css`: the browser fetches it without holding the first paint,
 * and the runtime applies it to the screen once it has loaded (`applyDeferredStylesheets`), before anything on the
 * page can change its classes. When every rule stays, the link is `disabled`: browsers fetch no disabled stylesheet.
 * Either way the client's loaders (Vite's preload helper, the runtime's `loadStylesheets`) see the sheet as present
 * and do not load it again on a client navigation.
 */
function inlineStyleTag(inlineCss: Readonly<Record<string, string>>, href: string, text: string, classes: ReadonlySet<string> | undefined): Buffer {
  let sheets = styleTagsByRecord.get(inlineCss);
  if (sheets === undefined) {
    sheets = new Map();
    styleTagsByRecord.set(inlineCss, sheets);
  }
  let sheet = sheets.get(href);
  if (sheet === undefined || sheet.pruner.source !== text) {
    sheet = { pruner: createCssPruner(text), tags: new Map() };
    sheets.set(href, sheet);
  }
  const kept = classes === undefined ? text : sheet.pruner.forClasses(classes);
  let tag = sheet.tags.get(kept);
  if (tag === undefined) {
    const link = kept === text ? `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>` : `<link rel="stylesheet" href="${escapeHtml(href)}" media="print" ${DEFERRED_CSS_ATTRIBUTE}>`;
    tag = Buffer.from(`<style data-href="${escapeHtml(href)}">${styleText(kept)}</style>${link}`);
    sheet.tags.set(kept, tag);
  }
  return tag;
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
  /**
   * Every class on the page's elements (`classNamesInHtml` of the rendered body): each inline stylesheet keeps only
   * the rules they can match (see `inlineStyleTag`). @default every rule of every inline stylesheet
   */
  readonly classes?: ReadonlySet<string>;
}

/**
 * The document up to and including the opening of `#root`, in order: text, and the build's inline stylesheets as
 * bytes shared by every page (callers must not write into them). The chunked sink copies them as they are.
 */
export function renderDocumentStart(parts: DocumentParts): (string | Uint8Array)[] {
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
  for (const href of assets.fonts ?? []) tags.push(`<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="${escapeHtml(href)}">`);
  const out: (string | Uint8Array)[] = [];
  const classes = parts.classes && parts.bodyClass ? new Set([...parts.classes, ...parts.bodyClass.split(/\s+/u)]) : parts.classes;
  for (const href of assets.css) {
    const text = assets.inlineCss?.[href];
    if (text === undefined) tags.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
    else {
      out.push(tags.join(''));
      tags.length = 0;
      out.push(inlineStyleTag(assets.inlineCss!, href, text, classes));
    }
  }
  if (parts.pageDataUrl) {
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(parts.pageDataUrl)}">`);
  }
  // The page is readable without JavaScript, so its modules load at low priority: on a slow connection the
  // largest picture and the fonts come first, and the modules still arrive in time to hydrate once they are in.
  const [entry, ...preloads] = assets.js;
  for (const href of preloads) tags.push(`<link rel="modulepreload" fetchpriority="low" href="${escapeHtml(href)}">`);
  if (entry) tags.push(`<script type="module" fetchpriority="low" src="${escapeHtml(entry)}"></script>`);
  if (parts.headTags) tags.push(parts.headTags);
  tags.push('</head>', parts.bodyClass ? `<body class="${escapeHtml(parts.bodyClass)}">` : '<body>', `<div id="root" data-path="${escapeHtml(parts.path)}" data-build="${escapeHtml(parts.buildHash)}">`);
  out.push(tags.join(''));
  return out;
}

/** Closes `#root` and the document. */
export const DOCUMENT_END = '</div></body></html>';
