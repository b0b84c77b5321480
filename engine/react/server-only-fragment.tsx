import type { ReactNode } from 'react';

/** Marks the element holding a server-only page's markup (partial hydration). */
export const SERVER_ONLY_ATTRIBUTE = 'data-server-only';

/**
 * A server-only page in the browser: the markup the build rendered, from
 * `page-data-rsc.json`, shown as it is. No component chunk is loaded, and
 * React does not hydrate inside it.
 */
export function ServerOnlyFragment({ html }: { readonly html: string }): ReactNode {
  return <div {...{ [SERVER_ONLY_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
