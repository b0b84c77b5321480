/**
 * `Intl.NumberFormat` instances kept per locale and options. Building one costs far more than formatting with it:
 * the e-bikes listing (20 tiles, each with prices and a rating) spent about 400 ms of a 4x-slowed load
 * building formatters. The options are plain data (strings, numbers, booleans), so their JSON names them.
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** The formatter for `tag` and `options`, built on first use. */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Makes the browser process's first `Intl.NumberFormat` on a worker thread, once per page load, for the page's
 * language. The first one of a process is the expensive one (V8 lists every locale ICU has, 50-130 ms unthrottled,
 * 4x that on Lighthouse's phone) and the list is shared by all threads, so the formatters the hydrating page builds
 * on the main thread then cost about a millisecond. Runs when a page's module graph includes this file (prices,
 * ratings, dealer distances), before hydration renders a number. Nothing happens outside a browser or where
 * workers are unavailable (the formatters are then simply built as before).
 */
function warmNumberFormat(): Worker | null {
  if (typeof window !== 'object' || typeof Worker !== 'function') return null;
  try {
    // The page's language goes as the worker's name: it needs nothing else, so it starts without a message.
    return new Worker(new URL('./warm-number-format.worker.ts', import.meta.url), { type: 'module', name: document.documentElement.lang });
  } catch {
    // A refused worker (content security policy, a browser without module workers) only loses the head start.
    return null;
  }
}

warmNumberFormat();
