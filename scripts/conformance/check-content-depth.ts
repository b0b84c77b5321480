import { Parser } from 'htmlparser2';
import type { Finding } from './finding.ts';
import { fileOfPath, pagePathOf, type OutputFiles } from './output-files.ts';

/** Words a content page's `<main>` must hold, by what the page is (issue 15: a site worth reading). */
export const CONTENT_DEPTH = {
  /** A news article, guide or story (`Publication`). */
  articleWords: 250,
  /** A company, service, campaign or method page. */
  pageWords: 150,
  /** Share of a page's word trigrams found in its alternate in another language above which the copy is the same copy. */
  sameCopyShare: 0.5,
} as const;

/** Content page kinds read as articles. */
const ARTICLE_KINDS = new Set(['Publication']);
/** Content page kinds read as pages with copy of their own (listings and hubs are not: their cards link the copy). */
const PAGE_KINDS = new Set(['Page', 'Campaign', 'ContactMethod', 'ShippingMethod', 'PaymentMethod', 'ContactMethodsListingPage', 'ShippingMethodsListingPage', 'PaymentMethodsListingPage']);
/** A story tag: a legal text (imprint, privacy, cookies, mandatory information), which needs no picture. */
const LEGAL_TAG = 'legal';
/** Text no shopper should read: filler, editor notes, a placeholder the generator did not fill. */
// Editor notes only in capitals: Spanish and Portuguese write `todo` (all).
const PLACEHOLDER = /\b[Ll]orem ipsum\b|\bdolor sit amet\b|\b(?:TODO|TBD|FIXME)\b|\{[a-zA-Z][\w.]*\}/;

/** What the rule reads of a page's `<main>`. */
export interface MainScan {
  readonly text: string;
  readonly words: readonly string[];
  /** Pictures in `<main>`: each `<img>` with its attributes and its `<picture>`'s `<source>` attributes. */
  readonly images: readonly { readonly attrs: Readonly<Record<string, string>>; readonly sources: readonly Readonly<Record<string, string>>[] }[];
}

const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

/** The words and pictures of an HTML page's `<main>` (scripts, styles and noscript left out). */
export function scanMain(html: string): MainScan {
  let depth = 0;
  let skip = 0;
  let text = '';
  const images: { attrs: Record<string, string>; sources: Record<string, string>[] }[] = [];
  let pendingSources: Record<string, string>[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'main') depth += 1;
        if (depth === 0) return;
        if (SKIPPED.has(name)) skip += 1;
        if (name === 'picture') pendingSources = [];
        else if (name === 'source' && pendingSources) pendingSources.push(attrs);
        else if (name === 'img') images.push({ attrs, sources: pendingSources ?? [] });
        text += ' ';
      },
      onclosetag(name) {
        if (depth === 0) return;
        if (SKIPPED.has(name)) skip -= 1;
        if (name === 'picture') pendingSources = null;
        if (name === 'main') depth -= 1;
        text += ' ';
      },
      ontext(data) {
        if (depth > 0 && skip === 0) text += data;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return { text, words, images };
}

/** What a content picture lacks: `[]` for a sized, responsive picture with alt text. */
export function pictureGaps(image: MainScan['images'][number]): string[] {
  const { attrs, sources } = image;
  if (attrs['aria-hidden'] === 'true') return ['decorative'];
  const gaps: string[] = [];
  if (!attrs['alt']?.trim()) gaps.push('alt text');
  if (!attrs['width'] || !attrs['height']) gaps.push('width and height');
  const srcset = attrs['srcset'] ?? sources.find((s) => s['srcset'])?.['srcset'];
  if (!srcset || !/\s\d+w(?:,|$)/.test(srcset)) gaps.push('srcset with widths');
  if (!attrs['sizes'] && !sources.some((s) => s['sizes'])) gaps.push('sizes');
  return gaps;
}

const trigrams = (words: readonly string[]): Set<string> => {
  const lower = words.map((w) => w.toLowerCase());
  const out = new Set<string>();
  for (let i = 0; i + 2 < lower.length; i += 1) out.add(`${lower[i]} ${lower[i + 1]} ${lower[i + 2]}`);
  return out;
};

interface ContentPage {
  readonly file: string;
  readonly kind: string;
  readonly language: string;
  readonly legal: boolean;
  readonly alternates: readonly string[];
  readonly scan: MainScan;
}

/** The content page a built page is, from its page data; `null` for other pages. */
function contentPageOf(pageData: unknown, html: string): Omit<ContentPage, 'file' | 'scan'> | null {
  if (typeof pageData !== 'object' || pageData === null) return null;
  const p = pageData as { componentChunkName?: unknown; result?: { data?: { kind?: unknown; story?: { language?: unknown; tags?: unknown } } }; head?: { alternates?: unknown } };
  if (p.componentChunkName !== 'content') return null;
  const data = p.result?.data;
  if (typeof data?.kind !== 'string') return null;
  const tags = Array.isArray(data.story?.tags) ? data.story.tags : [];
  const alternates = Array.isArray(p.head?.alternates) ? p.head.alternates.flatMap((a: { href?: unknown }) => (typeof a?.href === 'string' ? [a.href] : [])) : [];
  const language = typeof data.story?.language === 'string' ? data.story.language : (/<html[^>]*\slang="([a-z]+)/i.exec(html)?.[1] ?? '');
  return { kind: data.kind, language, legal: tags.includes(LEGAL_TAG), alternates };
}

/**
 * Content depth of every built content page (`content-depth`): a news article, guide or story holds at least
 * 250 words in `<main>`, a company, service, campaign or method page at least 150; each of them but a legal text
 * (story tag `legal`) shows a picture with alt text, width and height, a srcset with widths and sizes; no
 * filler (lorem ipsum, TODO, an unfilled `{placeholder}`); and a page's copy is not the copy of its alternate
 * in another language (`content-language`: more than half of its word trigrams found there).
 */
export function checkContentDepth(o: { readonly output: OutputFiles; readonly read: (file: string) => string }): Finding[] {
  const findings: Finding[] = [];
  const pages = new Map<string, ContentPage>();
  for (const file of o.output.pages) {
    if (!file.endsWith('/index.html')) continue;
    const dataFile = `page-data${pagePathOf(file)}page-data.json`;
    if (!o.output.files.has(dataFile)) continue;
    let pageData: unknown;
    try {
      pageData = JSON.parse(o.read(dataFile));
    } catch {
      findings.push({ file: dataFile, line: 0, column: 0, rule: 'content-depth', message: 'page data is not JSON' });
      continue;
    }
    const html = o.read(file);
    const page = contentPageOf(pageData, html);
    if (page === null) continue;
    const article = ARTICLE_KINDS.has(page.kind);
    if (!article && !PAGE_KINDS.has(page.kind)) continue;
    const scan = scanMain(html);
    pages.set(file, { ...page, file, scan });
    const needed = article ? CONTENT_DEPTH.articleWords : CONTENT_DEPTH.pageWords;
    if (scan.words.length < needed) {
      findings.push({ file, line: 0, column: 0, rule: 'content-depth', message: `content page (${page.kind}) has ${scan.words.length} words in <main>; ${article ? 'a news article, guide or story' : 'a company, service, campaign or method page'} needs at least ${needed}` });
    }
    if (!page.legal) {
      const gaps = scan.images.map(pictureGaps).filter((g) => !g.includes('decorative'));
      if (!gaps.some((g) => g.length === 0)) {
        const best = [...gaps].sort((a, b) => a.length - b.length)[0];
        findings.push({
          file,
          line: 0,
          column: 0,
          rule: 'content-depth',
          message: `content page (${page.kind}) shows no sized, responsive picture in <main>${best ? ` (the closest lacks ${best.join(', ')})` : ''}: a content picture needs alt text, width, height, srcset and sizes (a drawn scene is named by its raster twin x.jpg, which the content service draws from x.svg; legal texts are tagged "legal" and need none)`,
        });
      }
    }
    const filler = PLACEHOLDER.exec(scan.text);
    if (filler) findings.push({ file, line: 0, column: 0, rule: 'content-depth', message: `<main> holds filler or an unfilled placeholder: "${filler[0]}"` });
  }

  // The same copy under another language: compare each pair of alternates once.
  for (const page of pages.values()) {
    const own = trigrams(page.scan.words);
    if (own.size === 0) continue;
    for (const href of page.alternates) {
      let target: string | null;
      try {
        target = fileOfPath(new URL(href).pathname);
      } catch {
        continue;
      }
      const other = target === null ? undefined : pages.get(target);
      if (!other || other.file <= page.file || other.language === page.language) continue;
      const theirs = trigrams(other.scan.words);
      let shared = 0;
      for (const t of own) if (theirs.has(t)) shared += 1;
      const share = shared / Math.max(1, Math.min(own.size, theirs.size));
      if (share > CONTENT_DEPTH.sameCopyShare) {
        findings.push({ file: page.file, line: 0, column: 0, rule: 'content-language', message: `${Math.round(share * 100)}% of its copy is the copy of its ${other.language} alternate ${other.file}: each language needs its own words` });
      }
    }
  }
  return findings;
}
