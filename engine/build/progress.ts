/** A progress snapshot: pages done, rate and estimated time left. */
export interface BuildProgress {
  readonly phase: 'crawl' | 'data' | 'render' | 'seo' | 'done';
  readonly done: number;
  readonly total: number;
  /** Pages per second since rendering started. */
  readonly rate: number;
  /** Estimated seconds left. */
  readonly remainingSeconds: number;
}

/** Formats a progress line: `render 1200/10000 pages · 812 pages/s · ~11 s left`. */
export function formatProgress(p: BuildProgress): string {
  const pct = p.total === 0 ? 100 : Math.floor((p.done / p.total) * 100);
  return `${p.phase} ${p.done}/${p.total} pages (${pct}%) · ${Math.round(p.rate)} pages/s · ~${Math.ceil(p.remainingSeconds)} s left`;
}

/**
 * Returns a reporter that prints at most every `intervalMs`, on one line when
 * the stream is a terminal, else as plain lines (CI logs).
 */
export function createProgressPrinter(
  stream: NodeJS.WriteStream,
  intervalMs = 500,
  now: () => number = () => performance.now(),
): (p: BuildProgress) => void {
  let last = -Infinity;
  return (p) => {
    const t = now();
    const final = p.done === p.total;
    if (!final && t - last < intervalMs) return;
    last = t;
    if (stream.isTTY) stream.write(`\r\x1b[2K${formatProgress(p)}${final ? '\n' : ''}`);
    else stream.write(`${formatProgress(p)}\n`);
  };
}
