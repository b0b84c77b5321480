/**
 * The build's check of every page's JSON-LD, whatever wrote it (the site's builders through `headHtml`, a content
 * component in the body): the engine runs it on each page's HTML in the render thread that rendered it
 * (`SiteDefinition.checkPage`), and `pnpm build` fails on any problem, naming page and property, before it
 * publishes (scripts/build.ts).
 */
import type { PageCheckResult, WrittenPage } from '@cycle/engine';
import { checkJsonLdBlock, formatStructuredDataProblems, jsonLdScriptsInBytes } from './validate-structured-data.ts';

/** Count keys of a page's check: blocks, and nodes per top-level `@type` under `type:`. */
const BLOCKS = 'blocks';
const TYPE = 'type:';
const MARKER = Buffer.from('application/ld+json');

/** The top-level `@type` of each node of a parsed block (`(not JSON)` when it did not parse). */
function typesOf(value: unknown, parsed: boolean): string[] {
  if (!parsed) return ['(not JSON)'];
  const roots = Array.isArray(value) ? value : [value];
  return roots.map((r) => (typeof r === 'object' && r !== null && typeof (r as { '@type'?: unknown })['@type'] === 'string' ? String((r as { '@type': string })['@type']) : '(none)'));
}

/** Validates each `<script type="application/ld+json">` of a page as it is written; the problems name the page. */
export function checkPageStructuredData(page: WrittenPage): PageCheckResult {
  // One buffer, so a tag split across chunks is whole; looked for in the bytes, and only the blocks are decoded.
  const bytes = Buffer.concat(page.html);
  if (!bytes.includes(MARKER)) return { problems: [] };
  const problems: string[] = [];
  const counts: Record<string, number> = {};
  jsonLdScriptsInBytes(bytes).forEach((source, i) => {
    counts[BLOCKS] = (counts[BLOCKS] ?? 0) + 1;
    const block = checkJsonLdBlock(source, i);
    for (const type of typesOf(block.value, 'value' in block)) counts[`${TYPE}${type}`] = (counts[`${TYPE}${type}`] ?? 0) + 1;
    problems.push(...formatStructuredDataProblems(page.path, block.problems));
  });
  return { problems, counts };
}

/** What the check found over a build's pages. */
interface StructuredDataReport {
  /** Pages checked (those the build cache reused unchanged were checked when first written). */
  readonly pages: number;
  /** JSON-LD blocks found on them. */
  readonly blocks: number;
  /** Nodes per top-level `@type`. */
  readonly types: Readonly<Record<string, number>>;
  /** One line per problem: page, block, property and what is wrong. */
  readonly problems: readonly string[];
}

/** The build report's page checks (`BuildReport.pageChecks`) as the structured data they found. */
export function structuredDataReport(checks: { readonly pages: number; readonly problems: readonly string[]; readonly counts: Readonly<Record<string, number>> }): StructuredDataReport {
  const types: Record<string, number> = {};
  for (const [key, n] of Object.entries(checks.counts)) if (key.startsWith(TYPE)) types[key.slice(TYPE.length)] = n;
  return { pages: checks.pages, blocks: checks.counts[BLOCKS] ?? 0, types, problems: checks.problems };
}
