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
