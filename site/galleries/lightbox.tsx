import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../styles/layout.css.ts';
import * as css from './gallery.css.ts';
import { fill, galleryMessages } from './gallery-messages.ts';
import type { GalleryItem, GalleryLocale } from './gallery-types.ts';

export interface LightboxProps {
  readonly items: readonly GalleryItem[];
  /** The picture shown (0-based); the parent owns it, so the grid knows which thumbnail to focus on close. */
  readonly index: number;
  readonly onIndexChange: (index: number) => void;
  /** Called once the dialog has closed (Escape, the close button). */
  readonly onClose: () => void;
  /** The gallery's name (the dialog is named after it). */
  readonly label: string;
  readonly locale: GalleryLocale;
  /** `sizes` of the big picture. @default '100vw' */
  readonly sizes?: string;
}

/** A horizontal swipe shorter than this (px) is a tap or a scroll, not a page turn. */
const SWIPE_PX = 48;
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The picture viewer: a modal `<dialog>` (the page behind is inert) with the picture, its caption and author, the
 * position ("3 / 12", spoken as "Picture 3 of 12" in a polite live region), previous/next buttons, arrow keys,
 * Home/End, a horizontal swipe on touch, and Close. Focus moves to the close button when it opens and Tab stays
 * inside; Escape and Close end it through `onClose`, and the caller puts focus back on the thumbnail.
 */
export function Lightbox({ items, index, onIndexChange, onClose, label, locale, sizes = '100vw' }: LightboxProps): ReactNode {
  const m = galleryMessages(locale);
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const closed = useRef(false);
  const total = items.length;
  const item = items[Math.min(Math.max(index, 0), total - 1)];

  const close = (): void => {
    if (closed.current) return;
    closed.current = true;
    const dialog = ref.current;
    if (dialog?.open) dialog.close();
    onClose();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    closed.current = false;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    closeRef.current?.focus();
  }, []);

  const go = (to: number): void => {
    if (total > 0) onIndexChange(((to % total) + total) % total);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close();
        return;
      case 'ArrowRight':
        event.preventDefault();
        go(index + 1);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        go(index - 1);
        return;
      case 'Home':
        event.preventDefault();
        go(0);
        return;
      case 'End':
        event.preventDefault();
        go(total - 1);
        return;
      case 'Tab': {
        // The modal dialog makes the page inert, but Tab could still leave for the browser's own controls: keep it inside.
        const focusable = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (first === undefined || last === undefined) return;
        const active = document.activeElement;
        if (event.shiftKey && (active === first || !ref.current?.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !ref.current?.contains(active))) {
          event.preventDefault();
          first.focus();
        }
        return;
      }
      default:
    }
  };

  const onPointerDown = (event: PointerEvent): void => {
    swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent): void => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? index + 1 : index - 1);
  };

  if (item === undefined) return null;
  const n = Math.min(Math.max(index, 0), total - 1) + 1;
  return (
    <dialog
      ref={ref}
      className={css.dialog}
      aria-label={fill(m.dialog, { label })}
      onKeyDown={onKeyDown}
      // The browser's own Escape handling (cancel) would close without telling the parent: do it our way.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      data-lightbox
    >
      <div className={css.frame}>
        <div className={css.bar}>
          <p className={css.position} aria-live="polite" aria-atomic="true" id={`${id}-position`} data-lightbox-position>
            <span aria-hidden="true">{n} / {total}</span>
            <span className={visuallyHidden}>{fill(m.position, { n, total })}</span>
          </p>
          <button ref={closeRef} type="button" className={css.control} onClick={close} aria-label={m.close} data-lightbox-close>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className={css.stage}>
          <button type="button" className={css.control} onClick={() => go(index - 1)} aria-label={m.previous} disabled={total < 2} data-lightbox-previous>
            <span aria-hidden="true">‹</span>
          </button>
          <figure className={css.figure} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)} aria-describedby={`${id}-position`}>
            <img
              key={item.id}
              className={css.picture}
              src={item.src}
              {...(item.srcSet ? { srcSet: item.srcSet, sizes } : {})}
              width={item.width}
              height={item.height}
              alt={item.alt}
              decoding="async"
              data-lightbox-picture={item.id}
            />
            {item.caption || item.author ? (
              <figcaption className={css.caption}>
                {item.caption ? <span data-lightbox-caption>{item.caption}</span> : null}
                {item.author ? <span className={css.author} data-lightbox-author>{fill(m.photoBy, { author: item.author })}</span> : null}
              </figcaption>
            ) : null}
          </figure>
          <button type="button" className={css.control} onClick={() => go(index + 1)} aria-label={m.next} disabled={total < 2} data-lightbox-next>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
    </dialog>
  );
}
