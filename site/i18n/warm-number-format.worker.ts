/**
 * Worker script of `warmNumberFormat` (number-format.ts): builds one number format for the page's language (the
 * worker's name), then ends. The first `Intl.NumberFormat` of a browser process makes V8 list the locales ICU has
 * for it, 50-130 ms in this machine's Chromium (Lighthouse's phone counts 4x that); the list is kept for the whole
 * process, so made here, on the worker's thread, it is ready when the page's first price renders on the main one.
 */
try {
  new Intl.NumberFormat(self.name === '' ? 'en' : self.name, { style: 'currency', currency: 'EUR' }).format(1);
} catch {
  // A tag Intl refuses: the page's own formatter reports it; there is nothing to warm.
}
close();
