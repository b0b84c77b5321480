import { useEffect, useId, useState, type ReactNode } from 'react';
import { container } from '../styles/layout.css.ts';
import * as css from './gallery.css.ts';
import { createGalleryClient, type GalleryPage } from './gallery-client.ts';
import { GalleryGrid } from './gallery-grid.tsx';
import { galleryMessages } from './gallery-messages.ts';

export interface GalleryFeedProps {
  readonly baseUrl: string;
  readonly feedId: string;
  /** The page's BCP 47 tag (`de-AT`). */
  readonly locale: string;
  /** Called when the page has no feed (404): the slot collapses. */
  readonly onNothing?: () => void;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** Posts shown. @default 12 */
  readonly limit?: number;
}

type State = { readonly kind: 'loading' } | { readonly kind: 'loaded'; readonly page: GalleryPage } | { readonly kind: 'unavailable' } | { readonly kind: 'none' };

/**
 * The lazy part of the gallery section: asks the service for the feed, then shows its title and grid; while it
 * asks, a short loading line; with no photos, a short empty line; when the service is down or answers nonsense, one
 * line saying the photos cannot be shown (the rest of the page works as before). A feed the service does not know
 * (404: a line without photos) shows nothing.
 */
export function GalleryFeed({ baseUrl, feedId, locale, onNothing, fetch, limit = 12 }: GalleryFeedProps): ReactNode {
  const m = galleryMessages(locale);
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const client = createGalleryClient({ baseUrl, ...(fetch ? { fetch } : {}) });
    void client.listPosts(feedId, { limit, locale, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ kind: 'loaded', page: result.value });
      else if (result.error.type === 'http' && result.error.status === 404) setState({ kind: 'none' });
      else {
        console.warn(`Gallery ${feedId}: ${result.error.message}`);
        setState({ kind: 'unavailable' });
      }
    });
    return () => controller.abort();
  }, [baseUrl, feedId, locale, fetch, limit]);

  useEffect(() => {
    if (state.kind === 'none') onNothing?.();
  }, [state.kind, onNothing]);

  if (state.kind === 'none') return null;
  const title = state.kind === 'loaded' ? state.page.title : m.heading;
  return (
    <section className={`${container} ${css.section}`} aria-labelledby={`${id}-title`} aria-busy={state.kind === 'loading' ? true : undefined} data-gallery-state={state.kind}>
      <h2 id={`${id}-title`} className={css.heading}>{title}</h2>
      {state.kind === 'loading' ? <p className={css.status} role="status">{m.loading}</p> : null}
      {state.kind === 'unavailable' ? <p className={css.status} role="status">{m.unavailable}</p> : null}
      {state.kind === 'loaded' && state.page.items.length === 0 ? <p className={css.status}>{m.empty}</p> : null}
      {state.kind === 'loaded' ? <GalleryGrid items={state.page.items} label={title} locale={state.page.language} /> : null}
    </section>
  );
}
