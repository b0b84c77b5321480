import { useRef, useState, type ReactNode } from 'react';
import * as css from './gallery.css.ts';
import { Lightbox } from './lightbox.tsx';
import type { GalleryItem, GalleryLocale } from './gallery-types.ts';

export type { GalleryItem, GalleryLocale } from './gallery-types.ts';

export interface GalleryGridProps {
  readonly items: readonly GalleryItem[];
  /** The gallery's name: the list's accessible name and the lightbox's. */
  readonly label: string;
  readonly locale: GalleryLocale;
  /** `sizes` of the thumbnails. @default two columns on phones, three from md, four from lg */
  readonly sizes?: string;
}

/** Thumbnails: half the viewport on phones, a third from md (768 px), a quarter from lg (992 px). */
export const GRID_SIZES = '(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * A grid of pictures as a list of buttons (each named by its picture's alt), sized and loaded lazily; a button
 * opens the lightbox on that picture, and when the lightbox closes the focus goes back to the thumbnail of the
 * picture last shown. Renders nothing for an empty list (the caller says "no photos" in its own words).
 */
export function GalleryGrid({ items, label, locale, sizes = GRID_SIZES }: GalleryGridProps): ReactNode {
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  if (items.length === 0) return null;

  const close = (): void => {
    const shown = open === null ? undefined : items[open];
    setOpen(null);
    if (shown !== undefined) buttons.current.get(shown.id)?.focus();
  };

  return (
    <>
      <ul className={css.grid} aria-label={label} data-gallery-grid>
        {items.map((item, i) => (
          <li key={item.id} className={css.cell}>
            <button
              type="button"
              className={css.thumb}
              onClick={() => setOpen(i)}
              aria-haspopup="dialog"
              ref={(element) => {
                if (element) buttons.current.set(item.id, element);
                else buttons.current.delete(item.id);
              }}
              data-gallery-thumb={item.id}
            >
              <img
                src={item.src}
                {...(item.srcSet ? { srcSet: item.srcSet, sizes } : {})}
                width={item.width}
                height={item.height}
                alt={item.alt}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {open === null ? null : <Lightbox items={items} index={open} onIndexChange={setOpen} onClose={close} label={label} locale={locale} />}
    </>
  );
}
