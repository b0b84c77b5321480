import { Parser } from 'htmlparser2';
import { createLineIndex } from './finding.ts';

/** What a reference is, for the message: `a[href]`, `img[srcset]`, `link[rel=stylesheet]`. */
export type ReferenceKind = string;

/** A URL a page refers to, where it stands in the page. */
export interface PageReference {
  readonly url: string;
  readonly kind: ReferenceKind;
  readonly line: number;
  readonly column: number;
}

/** An hreflang alternate of the page's head. */
export interface PageAlternate {
  readonly hreflang: string;
  readonly href: string;
  readonly line: number;
  readonly column: number;
}

/** Everything the link, canonical and hreflang checks need from one page. */
export interface PageScan {
  readonly references: readonly PageReference[];
  readonly canonicals: readonly PageReference[];
  readonly alternates: readonly PageAlternate[];
  /** Inline scripts that run (not JSON data blocks), with their exact text: the CSP must allow each by hash. */
  readonly inlineScripts: readonly { readonly text: string; readonly line: number; readonly column: number }[];
  /** `<meta name="robots">` says noindex: the page stays out of the sitemaps. */
  readonly noindex: boolean;
}

/** Elements whose `src` loads a file. */
const SRC_ELEMENTS = new Set(['img', 'script', 'source', 'video', 'audio', 'track', 'iframe', 'embed', 'input']);

/**
 * The URLs of `srcset` (`a.webp 480w, b.webp 960w`): each candidate's URL, the
 * descriptor dropped. Splits as the HTML standard's parser does: a candidate
 * ends at a comma that follows whitespace or the descriptor.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (rest === '') return urls;
    const url = /^\S+/.exec(rest)![0];
    // A URL may end in commas that separate it from the next candidate.
    const trimmed = url.replace(/,+$/, '');
    urls.push(trimmed);
    rest = rest.slice(url.length);
    if (trimmed.length === url.length) {
      // Skip the descriptor up to the next comma (outside parentheses).
      let depth = 0;
      let i = 0;
      for (; i < rest.length; i++) {
        const c = rest[i];
        if (c === '(') depth++;
        else if (c === ')') depth--;
        else if (c === ',' && depth <= 0) break;
      }
      rest = rest.slice(i);
    }
  }
}

/** Parses one built page and lists its references, canonical links and hreflang alternates with positions. */
export function scanPage(html: string): PageScan {
  const at = createLineIndex(html);
  const references: PageReference[] = [];
  const canonicals: PageReference[] = [];
  const alternates: PageAlternate[] = [];
  let noindex = false;
  const inlineScripts: { text: string; line: number; column: number }[] = [];
  let script: { text: string; line: number; column: number } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const pos = at(parser.startIndex);
        const add = (url: string | undefined, kind: string): void => {
          if (url !== undefined) references.push({ url, kind, ...pos });
        };
        const rel = (attrs['rel'] ?? '').toLowerCase().split(/\s+/);
        if (name === 'a' || name === 'area') add(attrs['href'], `${name}[href]`);
        else if (name === 'link') {
          if (rel.includes('canonical') && attrs['href'] !== undefined) canonicals.push({ url: attrs['href'], kind: 'link[rel=canonical]', ...pos });
          else if (rel.includes('alternate') && attrs['hreflang'] !== undefined) alternates.push({ hreflang: attrs['hreflang'], href: attrs['href'] ?? '', ...pos });
          else add(attrs['href'], `link[rel=${attrs['rel'] ?? ''}]`);
        } else if (name === 'meta' && (attrs['name'] ?? '').toLowerCase() === 'robots') {
          noindex ||= /\bnoindex\b/i.test(attrs['content'] ?? '');
        } else if (name === 'form') add(attrs['action'], 'form[action]');
        else if (name === 'meta' && (attrs['http-equiv'] ?? '').toLowerCase() === 'refresh') {
          const url = /url\s*=\s*['"]?([^'"\s]+)/i.exec(attrs['content'] ?? '')?.[1];
          add(url, 'meta[http-equiv=refresh]');
        }
        if (SRC_ELEMENTS.has(name)) add(attrs['src'], `${name}[src]`);
        const type = (attrs['type'] ?? '').toLowerCase();
        if (name === 'script' && attrs['src'] === undefined && (type === '' || type === 'module' || type.includes('javascript'))) script = { text: '', ...pos };
        if (name === 'video') add(attrs['poster'], 'video[poster]');
        if ((name === 'img' || name === 'source') && attrs['srcset'] !== undefined) {
          for (const url of srcsetUrls(attrs['srcset'])) add(url, `${name}[srcset]`);
        }
      },
      ontext(text) {
        if (script) script.text += text;
      },
      onclosetag(name) {
        if (name === 'script' && script) {
          inlineScripts.push(script);
          script = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { references, canonicals, alternates, inlineScripts, noindex };
}
