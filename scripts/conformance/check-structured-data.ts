import { jsonLdScripts, validatePageStructuredData } from '../../site/structured-data/validate-structured-data.ts';
import type { Finding } from './finding.ts';
import { fileOfPath, type OutputFiles } from './output-files.ts';

/** Properties whose value is a page URL (the targets a crawler follows from the structured data). */
const URL_KEYS = new Set(['url', 'item', '@id']);

/** Every URL-valued property in a parsed JSON-LD value, with its path. */
function urlsOf(value: unknown, at: string, out: { readonly path: string; readonly url: string }[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => urlsOf(v, `${at}[${i}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      const path = `${at}.${key}`;
      if (URL_KEYS.has(key) && typeof v === 'string') out.push({ path, url: v });
      else urlsOf(v, path, out);
    }
  }
}

/**
 * JSON-LD of every built page: valid per Google's rich-result rules (`structured-data`, the check `pnpm build`
 * runs too) and each page URL it names at the site's origin (`url`, `item`, `@id`) a built page
 * (`structured-data-link`: a breadcrumb or list entry leading nowhere is a broken link a crawler follows).
 */
export function checkStructuredData(o: { readonly output: OutputFiles; readonly origin: string; readonly read: (file: string) => string }): Finding[] {
  const findings: Finding[] = [];
  for (const file of o.output.pages) {
    const html = o.read(file);
    if (!html.includes('application/ld+json')) continue;
    for (const p of validatePageStructuredData(html)) findings.push({ file, line: 0, column: 0, rule: 'structured-data', message: `${p.path} ${p.message}` });
    jsonLdScripts(html).forEach((source, i) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(source);
      } catch {
        // Reported above as not JSON.
        return;
      }
      const found: { path: string; url: string }[] = [];
      urlsOf(parsed, `(block ${i + 1})`, found);
      for (const { path, url } of found) {
        let parsedUrl: URL;
        try {
          parsedUrl = new URL(url);
        } catch {
          // Not absolute: the validator names it.
          continue;
        }
        if (parsedUrl.origin !== o.origin) continue;
        const target = fileOfPath(parsedUrl.pathname);
        if (target === null || !o.output.files.has(target)) findings.push({ file, line: 0, column: 0, rule: 'structured-data-link', message: `${path} "${url}" names no built page (no ${target ?? parsedUrl.pathname})` });
      }
    });
  }
  return findings;
}
