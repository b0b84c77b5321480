import { createHash } from 'node:crypto';
import { headersFor, type HeaderRule } from '@cycle/engine/build';
import type { Finding } from './finding.ts';
import type { PageScans } from './check-pages.ts';
import { pagePathOf } from './output-files.ts';

/** The CSP directive that governs a reference kind (`img[srcset]` → img-src). */
function directiveOf(kind: string): string | null {
  if (kind.startsWith('script[')) return 'script-src';
  if (/^(img|source)\[/.test(kind)) return 'img-src';
  if (kind.startsWith('iframe[')) return 'frame-src';
  if (kind === 'link[rel=stylesheet]') return 'style-src';
  if (kind === 'form[action]') return 'form-action';
  if (/^(video|audio|track)\[/.test(kind)) return 'media-src';
  return null;
}

/** Whether a CSP source list allows a URL loaded by a page of `origin`. */
function allows(sources: readonly string[], url: URL, origin: string): boolean {
  return sources.some((s) => {
    if (s === "'self'") return url.origin === origin;
    if (s === '*') return /^https?:$/.test(url.protocol);
    if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return url.protocol === s;
    const m = /^(https?:)\/\/(\*\.)?([^/:]+)(:\d+)?$/.exec(s);
    if (!m) return false;
    const [, scheme, wildcard, host, port] = m as unknown as [string, string, string | undefined, string, string | undefined];
    if (url.protocol !== scheme || (port ?? '') !== (url.port ? `:${url.port}` : '')) return false;
    return wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
  });
}

/**
 * Checks each page against the Content-Security-Policy its own header rules give it (`_headers.json`): every
 * script, image, frame, stylesheet and form target the HTML names is allowed (`csp`), and every inline script is
 * allowed by its hash. A build without header rules is not checked here.
 */
export function checkCsp(o: { readonly rules: readonly HeaderRule[]; readonly scans: PageScans; readonly origin: string }): Finding[] {
  if (o.rules.length === 0) return [];
  const findings: Finding[] = [];
  for (const [file, scan] of o.scans) {
    const pagePath = pagePathOf(file);
    const csp = headersFor(o.rules, pagePath)['Content-Security-Policy'];
    if (csp === undefined) {
      findings.push({ file, line: 0, column: 0, rule: 'csp', message: `the header rules give ${pagePath} no Content-Security-Policy` });
      continue;
    }
    const policy = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...sources]) => [name!, sources]));
    const sourcesFor = (directive: string): readonly string[] => policy.get(directive) ?? (directive === 'form-action' ? ['*'] : policy.get('default-src') ?? ['*']);
    for (const ref of scan.references) {
      const directive = directiveOf(ref.kind);
      if (directive === null) continue;
      let url: URL;
      try {
        url = new URL(ref.url, `${o.origin}${pagePath}`);
      } catch {
        continue; // reported by the link check
      }
      if (!allows(sourcesFor(directive), url, o.origin)) {
        findings.push({ file, line: ref.line, column: ref.column, rule: 'csp', message: `${ref.kind} "${ref.url}" is blocked: ${directive} does not allow ${url.origin === 'null' ? url.protocol : url.origin}` });
      }
    }
    const scriptSources = sourcesFor('script-src');
    for (const s of scan.inlineScripts) {
      const hash = `'sha256-${createHash('sha256').update(s.text, 'utf8').digest('base64')}'`;
      if (!scriptSources.includes(hash) && !scriptSources.includes("'unsafe-inline'")) {
        findings.push({ file, line: s.line, column: s.column, rule: 'csp', message: `an inline script is blocked: script-src does not list its hash ${hash}` });
      }
    }
  }
  return findings;
}
