import type { RscData } from '../../shared/page-data-schema.ts';
import type { PageModule } from './client-app.tsx';

/** Adds the stylesheets the document lacks and waits until each has loaded or failed. */
function loadStylesheets(hrefs: readonly string[]): Promise<unknown> {
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')));
  return Promise.all(
    hrefs
      .filter((href) => !present.has(href))
      .map(
        (href) =>
          new Promise((done) => {
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: done, onerror: done });
            document.head.append(link);
          }),
      ),
  );
}

/**
 * A server-only page's module: its stylesheets loaded first, then its markup from `-rsc.json` as the page, in the
 * element `ServerOnlyFragment` renders. In its own chunk (with the `-rsc.json` reader), so pages that are not
 * server-only do not load it; the caller passes the element's attribute (`SERVER_ONLY_ATTRIBUTE`), so this chunk
 * shares no module with the first load (a shared module would become a chunk of its own).
 */
export async function serverOnlyModule(rsc: RscData, attribute: string): Promise<PageModule> {
  await loadStylesheets(rsc.css);
  return { default: () => <div {...{ [attribute]: '' }} dangerouslySetInnerHTML={{ __html: rsc.html }} /> };
}
