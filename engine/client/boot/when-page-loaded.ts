/** The part of `window` {@link whenPageLoaded} reads. */
export interface LoadTarget {
  readonly document: { readonly readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { readonly once: true }): void;
}

/**
 * Settles once the page has loaded (the window's `load` event: its pictures, stylesheets and scripts are in), at
 * once when it already has. What the runtime starts in the background but the page itself does not need waits for
 * it: the service worker's install fetches every script, style and latin font of the site (winora: 132 files)
 * and would otherwise share a phone's connection with the page's own pictures.
 */
export function whenPageLoaded(target: LoadTarget): Promise<void> {
  if (target.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => target.addEventListener('load', () => resolve(), { once: true }));
}
