import fs from 'node:fs';
import path from 'node:path';
import { checkJsonLdBlock, formatStructuredDataProblems, jsonLdScripts } from './validate-structured-data.ts';

/** What the check of a build's pages found. */
export interface BuiltStructuredDataReport {
  /** HTML pages read (those `checked` skipped are not counted). */
  readonly pages: number;
  /** JSON-LD blocks found in them. */
  readonly blocks: number;
  /** Blocks per top-level `@type`. */
  readonly types: Readonly<Record<string, number>>;
  /** One line per problem: page, block, property and what is wrong. */
  readonly problems: readonly string[];
}

/** The page path of an HTML file of the output (`de-de/x/index.html` → `/de-de/x/`). */
function pagePath(file: string): string {
  const slashed = `/${file.split(path.sep).join('/')}`;
  return slashed.endsWith('/index.html') ? slashed.slice(0, -'index.html'.length) : slashed;
}

/** The top-level `@type` of each node of a parsed block (`(not JSON)` when it did not parse). */
function typesOf(value: unknown, parsed: boolean): string[] {
  if (!parsed) return ['(not JSON)'];
  const roots = Array.isArray(value) ? value : [value];
  return roots.map((r) => (typeof r === 'object' && r !== null && typeof (r as { '@type'?: unknown })['@type'] === 'string' ? String((r as { '@type': string })['@type']) : '(none)'));
}

/**
 * Reads every HTML page under `outDir` and validates each `<script type="application/ld+json">` block:
 * whatever wrote it (the site's builders, a content component, another feature's page), invalid output is
 * named by page and property. `pnpm build` fails on any problem (scripts/build.ts). `checked(file)` true
 * (path relative to `outDir`) skips a page an earlier check already passed (the same file, unchanged).
 */
export function checkBuiltStructuredData(outDir: string, checked: (file: string) => boolean = () => false): BuiltStructuredDataReport {
  let pages = 0;
  let blocks = 0;
  const types: Record<string, number> = {};
  const problems: string[] = [];
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(outDir, path.join(entry.parentPath, entry.name));
    if (checked(file)) continue;
    // Looked for in the bytes: a page without JSON-LD is never decoded. Each block is parsed once.
    const bytes = fs.readFileSync(path.join(outDir, file));
    pages += 1;
    if (!bytes.includes('application/ld+json')) continue;
    jsonLdScripts(bytes.toString('utf8')).forEach((source, i) => {
      blocks += 1;
      const block = checkJsonLdBlock(source, i);
      for (const type of typesOf(block.value, 'value' in block)) types[type] = (types[type] ?? 0) + 1;
      problems.push(...formatStructuredDataProblems(pagePath(file), block.problems));
    });
  }
  return { pages, blocks, types, problems };
}
