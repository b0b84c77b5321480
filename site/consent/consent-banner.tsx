import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CONSENT_GROUPS } from '../../brands/brand-constants.ts';
import type { ConsentGroup } from '../../brands/brand-schema.ts';
import { useMessages } from '../i18n/use-messages.ts';
import type { Messages } from '../i18n/messages/en.ts';
import type { LocalConsentTool } from './local-consent-tool.ts';
import * as css from './consent-banner.css.ts';

const GROUP_COPY: Readonly<Record<ConsentGroup, readonly [keyof Messages, keyof Messages]>> = {
  C0001: ['consentNecessary', 'consentNecessaryText'],
  C0002: ['consentPerformance', 'consentPerformanceText'],
  C0003: ['consentFunctional', 'consentFunctionalText'],
  C0004: ['consentTargeting', 'consentTargetingText'],
  C0005: ['consentSocial', 'consentSocialText'],
};

/** The preference centre's choices: starts from the active groups each time it opens. */
function Preferences({ tool, idPrefix }: { tool: LocalConsentTool; idPrefix: string }): ReactNode {
  const { m } = useMessages();
  const [choice, setChoice] = useState<readonly ConsentGroup[]>(() => tool.activeGroups());
  const toggle = (g: ConsentGroup): void => setChoice((c) => (c.includes(g) ? c.filter((x) => x !== g) : [...c, g]));
  return (
    <>
      <ul className={css.groups}>
        {CONSENT_GROUPS.map((g) => {
          const [name, text] = GROUP_COPY[g];
          const id = `${idPrefix}-${g}`;
          return (
            <li key={g} className={css.group}>
              <input id={id} className={css.checkbox} type="checkbox" checked={g === 'C0001' || choice.includes(g)} disabled={g === 'C0001'} onChange={() => toggle(g)} aria-describedby={`${id}-text`} />
              <label htmlFor={id} className={css.groupName}>{m[name]}{g === 'C0001' ? ` · ${m.consentAlwaysOn}` : ''}</label>
              <span id={`${id}-text`} className={css.groupText}>{m[text]}</span>
            </li>
          );
        })}
      </ul>
      <div className={css.actions}>
        <button type="button" className={css.secondary} onClick={() => tool.save(choice)}>{m.consentSave}</button>
      </div>
    </>
  );
}

/**
 * Moves focus back without scrolling. The body is made focusable for that one
 * moment, so the next Tab starts at the top of the page (the skip link).
 */
function focusBack(target: HTMLElement): void {
  if (target.isConnected && target !== document.body) {
    target.focus({ preventScroll: true });
    return;
  }
  const body = document.body;
  body.setAttribute('tabindex', '-1');
  body.focus({ preventScroll: true });
  body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
}

/**
 * The embedded consent tool's banner and preference centre: a labelled,
 * non-modal dialog reachable by keyboard (it takes focus when it opens,
 * unless the visitor is already somewhere else on the page, and hands it back
 * to the top of the page once answered, so the next Tab is the skip link;
 * Escape closes the preference centre), with equal-weight accept and
 * reject buttons.
 */
export function ConsentBanner({ tool }: { tool: LocalConsentTool }): ReactNode {
  const { m } = useMessages();
  const view = useSyncExternalStore(tool.subscribeView, tool.view, () => 'hidden' as const);
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  // Where focus goes back to once the banner is answered (the element the visitor was on, or the top of the page).
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (view === 'hidden') {
      const back = returnFocus.current;
      returnFocus.current = null;
      // The answered banner took its focused button with it: without this the next Tab starts where the banner was.
      if (back !== null && (document.activeElement === null || document.activeElement === document.body)) focusBack(back);
      return;
    }
    // Takes focus only when the visitor has not started moving through the page (or is in the banner already):
    // pulling focus away from the skip link or a field they are on would lose their place.
    const active = document.activeElement;
    if (ref.current?.contains(active)) return;
    if (active === null || active === document.body) {
      returnFocus.current = document.body;
      ref.current?.focus({ preventScroll: true });
    }
  }, [view]);
  if (view === 'hidden') return null;
  // The consent tool's API is capitalised (the production tool's names), not React components.
  const api = { acceptAll: () => tool.AllowAll(), rejectAll: () => tool.RejectAll(), customise: () => tool.ToggleInfoDisplay(), answered: () => tool.IsAlertBoxClosed() };
  return (
    <section
      ref={ref}
      className={css.banner}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-consent-view={view}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && view === 'preferences') tool.closePreferences();
      }}
    >
      <h2 id={titleId} className={css.title}>{view === 'preferences' ? m.consentSettings : m.consentTitle}</h2>
      <p className={css.text}>{m.consentText}</p>
      {view === 'preferences' ? <Preferences tool={tool} idPrefix={titleId} /> : null}
      <div className={css.actions}>
        <button type="button" className={css.primary} onClick={api.acceptAll}>{m.consentAcceptAll}</button>
        <button type="button" className={css.secondary} onClick={api.rejectAll}>{m.consentRejectAll}</button>
        {view === 'preferences' ? null : <button type="button" className={css.secondary} onClick={api.customise}>{m.consentCustomise}</button>}
      </div>
      {view === 'preferences' && api.answered() ? (
        <button type="button" className={css.link} onClick={() => tool.withdraw()}>{m.consentWithdraw}</button>
      ) : null}
    </section>
  );
}
