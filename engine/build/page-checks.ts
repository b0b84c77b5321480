import type { SiteDefinition } from '../site/define-site.ts';
import { engineError } from '../shared/errors-catalogue.ts';

/** What the site's `checkPage` found over the pages this build wrote, as the build report gives it. */
export interface PageChecksReport {
  /** Pages checked: those this build rendered (pages the cache reused are not checked again). */
  readonly pages: number;
  /** Every problem line, pages in path order, each page's lines as its check gave them. */
  readonly problems: readonly string[];
  /** The checks' counts summed over the pages, keys sorted. */
  readonly counts: Readonly<Record<string, number>>;
  /** Time spent in the checks, summed over the render threads (they run in parallel with each other). */
  readonly ms: number;
}

/**
 * One render thread's record of its page checks: plain data, so a render worker posts it back as it is.
 * Problems are kept per page so the merged report can give them in path order, whatever thread finished first.
 */
export interface PageCheckRecorder {
  pages: number;
  problems: [path: string, lines: readonly string[]][];
  counts: Record<string, number>;
  ms: number;
}

export function createPageCheckRecorder(): PageCheckRecorder {
  return { pages: 0, problems: [], counts: {}, ms: 0 };
}

/**
 * Runs the site's check on one rendered page (before the writer takes its chunks) and records the result.
 * @throws a catalogue error naming the page when the check itself throws (a bug in the site, not a problem found)
 */
export function checkWrittenPage(site: SiteDefinition, recorder: PageCheckRecorder, path: string, html: readonly Uint8Array[]): void {
  if (!site.checkPage) return;
  const started = performance.now();
  let result;
  try {
    result = site.checkPage({ path, html });
  } catch (error) {
    throw engineError('PageRenderFailed', path, `its checkPage failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  recorder.pages += 1;
  if (result.problems.length > 0) recorder.problems.push([path, [...result.problems]]);
  for (const [key, n] of Object.entries(result.counts ?? {})) recorder.counts[key] = (recorder.counts[key] ?? 0) + n;
  recorder.ms += performance.now() - started;
}

/** The render threads' records as one report. */
export function mergePageChecks(recorders: readonly PageCheckRecorder[]): PageChecksReport {
  const counts: Record<string, number> = {};
  for (const r of recorders) for (const [key, n] of Object.entries(r.counts)) counts[key] = (counts[key] ?? 0) + n;
  const problems = recorders.flatMap((r) => r.problems).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    pages: recorders.reduce((n, r) => n + r.pages, 0),
    problems: problems.flatMap(([, lines]) => lines),
    counts: Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1))),
    ms: Math.round(recorders.reduce((n, r) => n + r.ms, 0)),
  };
}
