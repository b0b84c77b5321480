import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import type { Dealer, DealerService } from './client/dealer-types.ts';
import { DealerDetails } from './dealer-details.tsx';
import { formatDistance } from './format-dealer.ts';
import * as css from './dealer-finder.css.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DealerPanelProps {
  readonly dealer: Dealer;
  readonly distanceKm?: number | undefined;
  readonly tag: string;
  /** @default every service */
  readonly services?: readonly DealerService[];
  readonly detailHref?: string | undefined;
  /** Close asked for (close button, Escape, backdrop). */
  readonly onClose: () => void;
}

/**
 * The dealer panel (spec §4 overlay): a modal dialog over the finder. Focus moves into it when it opens, Tab and
 * Shift+Tab stay inside, Escape and the backdrop close it; the finder returns focus to the dealer's list entry.
 */
export function DealerPanel({ dealer, distanceKm, tag, services, detailHref, onClose }: DealerPanelProps): ReactNode {
  const { m, t } = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Focus into the dialog when it opens (the finder remounts it per dealer).
  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || ref.current === null) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <div className={css.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={ref} className={css.panel} role="dialog" aria-modal="true" aria-labelledby="dealer-panel-title" data-dealer-panel={dealer.id} onKeyDown={onKeyDown}>
        <div className={css.panelHead}>
          <div>
            <h2 id="dealer-panel-title" className={css.panelTitle}>{dealer.name}</h2>
            {distanceKm === undefined ? null : <p className={css.distance} style={{ margin: 0 }}>{t('dealerAway', { distance: formatDistance(distanceKm, tag) })}</p>}
          </div>
          <button ref={closeRef} type="button" className={css.close} onClick={onClose} aria-label={m.dealerClose} data-dealer-close>×</button>
        </div>
        <DealerDetails dealer={dealer} tag={tag} {...(services ? { services } : {})} />
        {detailHref ? <a className={css.actionLink} href={detailHref}>{m.dealerDetailPage}</a> : null}
      </div>
    </>
  );
}
