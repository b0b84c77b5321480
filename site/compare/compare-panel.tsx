import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useCompareMessages } from './use-compare-messages.ts';
import { button } from '../styles/layout.css.ts';
import { maxCompareItems } from './compare-limit.ts';
import { formatComparisonQuery } from './compare-url.ts';
import * as css from './compare.css.ts';
import { useCompareActions, useCompareState } from './use-compare.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), select, input, [tabindex]:not([tabindex="-1"])';

/**
 * The compare panel (spec §2: an overlay; a bottom sheet on a phone): the chosen bikes with picture and remove
 * button, why an add was refused, and "Compare now" to the locale's comparison page with the choice in the URL.
 * A modal dialog: focus moves in, Tab stays in, Escape and the backdrop close it.
 */
export function ComparePanel({ comparePath, onClose }: { readonly comparePath: string; readonly onClose: () => void }): ReactNode {
  const { m, t } = useCompareMessages();
  const state = useCompareState();
  const actions = useCompareActions();
  const dialog = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Escape closes the panel even when focus fell out of it (the remove button that had it is gone).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent): void => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const count = state.products.length;
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Tab' || dialog.current === null) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (first === undefined || last === undefined) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === heading.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const max = maxCompareItems(window.innerWidth);
  const href = `${comparePath}?${formatComparisonQuery({ skus: state.products.map((p) => p.sku), sizes: {}, differencesOnly: false })}`;
  return (
    <>
      <div className={css.backdrop} aria-hidden="true" onClick={onClose} />
      <div ref={dialog} id="compare-panel" className={css.panel} role="dialog" aria-modal="true" aria-labelledby="compare-panel-title" onKeyDown={onKeyDown} data-compare-panel>
        <div className={css.panelHead}>
          <h2 id="compare-panel-title" ref={heading} tabIndex={-1} className={css.panelTitle}>{m.comparePanelTitle}</h2>
          <button type="button" className={css.close} onClick={onClose} aria-label={m.compareClose} data-compare-close>×</button>
        </div>
        <p className={css.muted}>{t('compareCount', { count, max })}</p>
        {state.notice ? <p className={css.notice} role="alert" data-compare-notice>{t('compareFull', { max: state.notice.max })}</p> : null}
        {state.unsaved ? <p className={css.muted} data-compare-unsaved>{m.compareUnsaved}</p> : null}
        {count === 0 ? <p>{m.compareEmpty}</p> : (
          <ul className={css.panelList}>
            {state.products.map((p) => (
              <li key={p.sku} className={css.panelItem} data-compare-item={p.sku}>
                {p.thumbnail ? <img className={css.panelThumb} src={p.thumbnail} alt="" width={96} height={60} /> : <span className={css.panelThumb} />}
                <span className={css.panelModel}>{p.model}</span>
                <button type="button" className={css.remove} aria-label={t('compareRemoveLabel', { model: p.model })} onClick={() => {
                  // The button goes with its bike: focus stays in the panel, on its heading.
                  heading.current?.focus();
                  actions.remove(p.sku);
                }} data-compare-remove={p.sku}>{m.compareRemove}</button>
              </li>
            ))}
          </ul>
        )}
        {count === 1 ? <p className={css.muted}>{m.compareAddMore}</p> : null}
        {count >= 2 ? <a className={`${button} ${css.compareNow}`} href={href} onClick={onClose} data-compare-now>{m.compareNow}</a> : null}
      </div>
    </>
  );
}
