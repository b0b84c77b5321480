/** One thing the conformance gate found wrong: where (file of the output folder, line, column), which rule, what. */
export interface Finding {
  /** Path of the file inside the output folder, `/`-separated (`at-de/index.html`, `sitemap-at-de.xml`). */
  readonly file: string;
  /** 1-based line; 0 when the finding is about the file as a whole. */
  readonly line: number;
  /** 1-based column; 0 when unknown. */
  readonly column: number;
  /** Rule id: `html` (Nu HTML Checker), `link`, `canonical`, `hreflang-*`, `sitemap-*`, `csp`, `structured-data`, `structured-data-link`, `content-depth`, `content-language`. */
  readonly rule: string;
  readonly message: string;
}

/** `file:line:column rule message`, the form editors and CI logs link to. */
export function formatFinding(f: Finding): string {
  return `${f.file}:${f.line}:${f.column} ${f.rule} ${f.message}`;
}

/** Maps string offsets to 1-based line and column; build once per file. */
export function createLineIndex(text: string): (offset: number) => { readonly line: number; readonly column: number } {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  };
}
