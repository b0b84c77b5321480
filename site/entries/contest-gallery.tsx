import { useEffect, useState, type ReactNode } from 'react';
import { GalleryGrid, type GalleryItem } from '../galleries/gallery-grid.tsx';
import * as contentCss from '../content/render/content.css.ts';
import { listEntries, type PublishedEntry } from './entries-client.ts';
import { entryStoredEvent } from './entry-form.tsx';
import { entryMessages, fill } from './entry-messages.ts';
import * as css from './entries.css.ts';

/** A published entry as a gallery picture: its widths as srcset, the middle one as fallback, the name as author. */
export function entryToGalleryItem(entry: PublishedEntry, alt: string): GalleryItem | null {
  const photo = entry.photo;
  const sources = photo?.sources ?? [];
  if (!photo || sources.length === 0) return null;
  const middle = sources[Math.min(1, sources.length - 1)] ?? sources[0]!;
  return {
    id: entry.id,
    src: middle.url,
    srcSet: sources.map((s) => `${s.url} ${s.width}w`).join(', '),
    width: photo.width,
    height: photo.height,
    alt: fill(alt, { name: entry.name }),
    author: entry.name,
  };
}

/** The contest's entries through the shared gallery grid and lightbox; it reloads when a new entry is stored. */
export function ContestGallery({ campaignId, baseUrl, locale, language }: { readonly campaignId: string; readonly baseUrl: string; readonly locale: string; readonly language: string }): ReactNode {
  const m = entryMessages(language);
  const [items, setItems] = useState<readonly GalleryItem[] | null | 'failed'>(null);
  // Loaded when shown, and again when the form stores a new entry (it appears at the top).
  useEffect(() => {
    let live = true;
    const load = (): void => {
      void listEntries(baseUrl, campaignId).then((entries) => {
        if (live) setItems(entries === null ? 'failed' : entries.flatMap((e) => entryToGalleryItem(e, m.galleryAlt) ?? []));
      });
    };
    load();
    window.addEventListener(entryStoredEvent(campaignId), load);
    return () => {
      live = false;
      window.removeEventListener(entryStoredEvent(campaignId), load);
    };
  }, [baseUrl, campaignId, m.galleryAlt]);
  return (
    <div className={css.gallery} data-contest-gallery={campaignId} aria-busy={items === null || undefined}>
      <h2 className={contentCss.blockTitle}>{m.galleryTitle}</h2>
      {items === 'failed' ? <p>{m.galleryUnavailable}</p> : items === null ? null : items.length === 0 ? <p>{m.galleryEmpty}</p> : <GalleryGrid items={[...items]} label={m.galleryLabel} locale={locale} />}
    </div>
  );
}
