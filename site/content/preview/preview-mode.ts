// Its own module: importing it from the browser runtime would pull consent and analytics into every content page.
import { PREVIEW_QUERY } from '../../runtime/preview-query.ts';

/** The visual-editor bridge (Storyblok §12.2). */
export const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';
/** Where a publish or change is reported before the page reloads (the hosting's rebuild hook). */
export const PAGE_REFRESH_PATH = '/__refresh';
/** Delay between the refresh POST and the reload. */
export const RELOAD_DELAY_MS = 50;

/** True when the address query holds the editor marker (`_storyblok`, `_storyblok_tk[...]`, ...). */
export function isPreviewSearch(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((k) => k === PREVIEW_QUERY || k.startsWith(`${PREVIEW_QUERY}_`));
}

interface Bridge { on(events: string[], cb: () => void): void }

/** Loads the bridge once and, on publish or change, POSTs to the refresh path and reloads after 50 ms. */
export function connectBridge(doc: Document, win: Window & { StoryblokBridge?: new () => Bridge }): void {
  if (doc.getElementById('storyblok-javascript-bridge')) return;
  const script = doc.createElement('script');
  script.id = 'storyblok-javascript-bridge';
  script.async = true;
  script.src = BRIDGE_URL;
  script.addEventListener('load', () => {
    if (!win.StoryblokBridge) return;
    new win.StoryblokBridge().on(['change', 'published'], () => {
      void fetch(PAGE_REFRESH_PATH, { method: 'POST' })
        .catch((error: unknown) => console.warn('Preview: page refresh request failed', error))
        .finally(() => win.setTimeout(() => win.location.reload(), RELOAD_DELAY_MS));
    });
  });
  doc.head.append(script);
}
