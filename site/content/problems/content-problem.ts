/**
 * Content problems: broken content the build would otherwise drop without a word (a story file that is not
 * JSON or lacks its `key`, a page story with an unknown component or invalid fields, a link to a story that
 * does not exist or has no page in the market). The build collects every one, names file and field, and
 * fails on them; `warn` (local editing only, never in CI) prints them and builds what it can.
 */

/** One problem: where (file, field) and what. */
export interface ContentProblem {
  /** The story file (`content/winora/de/sitepages/structure/x.json`), or `story <language>/<full_slug>` against an API. */
  readonly file: string;
  /** Dot path of the field (`content.body.2.link`), `(file)` for the whole file. */
  readonly field: string;
  readonly message: string;
}

/** What the build does with content problems: `error` fails the build listing them; `warn` prints them and goes on. */
export type ContentProblemMode = 'error' | 'warn';

/**
 * The modes, for settings schemas (`--content-problems=error|warn`).
 * @knipignore for the build settings' flag (scripts/build.ts wires it; see site/content/README.md "Problems")
 */
export const CONTENT_PROBLEM_MODES: readonly ContentProblemMode[] = Object.freeze(['error', 'warn']);

/** `file: field: message`, one line. */
export function formatContentProblem(p: ContentProblem): string {
  return `${p.file}: ${p.field}: ${p.message}`;
}

/**
 * The mode a build runs with: `warn` is for editing content locally and is refused when `ci` is set (CI
 * always fails on content problems). Returns the mode, or a message saying why the request is refused.
 */
export function resolveContentProblemMode(requested: ContentProblemMode | undefined, ci: boolean): { readonly ok: true; readonly value: ContentProblemMode } | { readonly ok: false; readonly error: string } {
  if (requested === 'warn' && ci) return { ok: false, error: 'content problems cannot be downgraded to warnings in CI (CI is set): fix the content, or build without --content-problems=warn' };
  return { ok: true, value: requested ?? 'error' };
}

/** Problems in a stable order (file, field, message), each once. */
export function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  const unique = new Map(problems.map((p) => [formatContentProblem(p), p]));
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, p]) => p);
}

/**
 * Acts on the problems found: none, nothing happens; `error` throws one error listing every problem (the build
 * fails with it); `warn` logs one line per problem and a summary.
 */
export function reportContentProblems(problems: readonly ContentProblem[], mode: ContentProblemMode, warn: (line: string) => void): void {
  if (problems.length === 0) return;
  const lines = sortProblems(problems).map(formatContentProblem);
  const count = `${lines.length} content problem${lines.length === 1 ? '' : 's'}`;
  if (mode === 'error') {
    throw new Error(`${count}:\n${lines.map((l) => `  ${l}`).join('\n')}\nFix the content (while editing locally, --content-problems=warn builds anyway and lists them).`);
  }
  for (const line of lines) warn(`content problem: ${line}`);
  warn(`${count}; building anyway (--content-problems=warn): stories that cannot be read or rendered are left out, dead links stay`);
}
