import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { contactSubmitEvent, errorViewEvent } from '../analytics/analytics-events.ts';
import { MessageBox } from '../components/message-box.tsx';
import { SelectField } from '../components/select-field.tsx';
import { TextField } from '../components/text-field.tsx';
import { useFeatureConsent } from '../consent/use-feature-consent.ts';
import { useMessages } from '../i18n/use-messages.ts';
import type { Messages } from '../i18n/messages/en.ts';
import { useSiteRuntime } from '../runtime/site-runtime.ts';
import { button } from '../styles/layout.css.ts';
import { CRM_FIELD_IDS, CRM_HIDDEN_FIELD_IDS, type ContactFieldName, type ContactTextFieldName } from './contact-fields.ts';
import { initialContactState, RESUBMIT_BLOCK_MS, shownFields, visibleError, type ContactFormState } from './contact-form-machine.ts';
import type { ContactPageData } from './contact-page-data.ts';
import { createContactFormController } from './create-contact-form-controller.ts';
import { browserStorage, createSubmissionStorage } from './submission-storage.ts';
import { useCaptcha } from './use-captcha.ts';
import * as css from './contact-form.css.ts';

const fieldId = (name: ContactFieldName | 'captcha'): string => `contact-${name}`;

/** Label, autocomplete token and trim-on-blur per text field. */
const TEXT_FIELDS: Readonly<Record<ContactTextFieldName, { label: keyof Messages; type?: 'email' | 'tel'; autoComplete?: string; multiline?: boolean; hint?: keyof Messages }>> = {
  subject: { label: 'contactSubject' },
  description: { label: 'contactDescription', multiline: true },
  firstName: { label: 'contactFirstName', autoComplete: 'given-name' },
  lastName: { label: 'contactLastName', autoComplete: 'family-name' },
  email: { label: 'contactEmail', type: 'email', autoComplete: 'email' },
  phone: { label: 'contactPhone', type: 'tel', autoComplete: 'tel' },
  street: { label: 'contactStreet', autoComplete: 'address-line1' },
  houseNumber: { label: 'contactHouseNumber', autoComplete: 'address-line2' },
  postalCode: { label: 'contactPostalCode', autoComplete: 'postal-code' },
  city: { label: 'contactCity', autoComplete: 'address-level2' },
  frameNumber: { label: 'contactFrameNumber', hint: 'contactFrameNumberHint' },
  dealerName: { label: 'contactDealerName' },
};
const WIDE: ReadonlySet<ContactFieldName> = new Set(['type', 'subject', 'description', 'country']);
const REQUIRED: ReadonlySet<ContactFieldName> = new Set(['type', 'subject', 'description', 'firstName', 'lastName', 'email', 'country']);

/**
 * Scrolls back to `y` after the form's full-page post returns, and scrolls again whenever the page grows
 * (styles, fonts, images, the success message) until it is tall enough, for up to `withinMs`: a scroll set
 * before the page is tall enough is cut short by the browser, and on a slow device the page keeps growing
 * for a while, or shifts once scrolled. The visitor's own scrolling (wheel, touch, keys) ends it at once.
 */
function restoreScroll(y: number, withinMs = 5000): void {
  const started = performance.now();
  let done = false;
  const stop = (): void => {
    done = true;
    observer?.disconnect();
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const apply = (): void => {
    if (done) return;
    window.scrollTo(0, y);
    // Reaching `y` once is not the end: a layout change after it (the header compacting once scrolled) can
    // shorten the page and clamp the scroll, so it holds until the time is up or the visitor scrolls.
    if (performance.now() - started > withinMs) stop();
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => requestAnimationFrame(apply)) : null;
  observer?.observe(document.documentElement);
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  // Also frame by frame for the first second, for growth the observer does not see (a late layout of the body).
  const tick = (left: number): void => {
    apply();
    if (!done && left > 0) requestAnimationFrame(() => tick(left - 1));
  };
  requestAnimationFrame(() => tick(60));
  setTimeout(stop, withinMs);
}

/** The captcha settings the CRM expects beside the answer, stamped when the form is sent. */
export function captchaSettings(data: Pick<ContactPageData, 'captchaSiteKey' | 'orgId'>, ts: number | null): string {
  return JSON.stringify({ keyname: data.captchaSiteKey, fallback: 'true', orgId: data.orgId, ts: ts === null ? '' : String(ts) });
}

/**
 * The contact form (§3–§5): the brand's fields with their CRM ids, checked
 * as the shopper goes, sent as a full-page form post to web-to-case once
 * valid, the captcha solved and the last send over five minutes ago; replaced
 * by the missing-consent message while the required consent is missing.
 */
export function ContactForm({ data }: { data: ContactPageData }): ReactNode {
  const { m, t } = useMessages();
  const runtime = useSiteRuntime();
  const runtimeRef = useRef(runtime);
  const messagesRef = useRef(m);
  useEffect(() => {
    runtimeRef.current = runtime;
    messagesRef.current = m;
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [controller] = useState(() =>
    createContactFormController({
      initial: initialContactState(data.layout, { country: data.layout.countryField ? data.defaultCountry : data.marketCountry }),
      storage: createSubmissionStorage(typeof window === 'undefined' ? null : browserStorage()),
      scrollY: () => window.scrollY,
      post: () => {
        const form = formRef.current;
        if (!form) return;
        const state = controller.getState();
        const ts = state.phase.type === 'submission' ? state.phase.submittedAt : Date.now();
        (form.elements.namedItem(CRM_HIDDEN_FIELD_IDS.returnUrl) as HTMLInputElement).value = location.href.split('#')[0] ?? location.href;
        (form.elements.namedItem(CRM_HIDDEN_FIELD_IDS.captchaSettings) as HTMLInputElement).value = captchaSettings(data, ts);
        form.submit();
      },
      onRejected: (errors) => {
        for (const [field, message] of Object.entries(errors)) {
          runtimeRef.current.dataLayer.push(errorViewEvent('form_field_error', messagesRef.current[message], field));
        }
      },
      onSubmitted: (state) => {
        runtimeRef.current.dataLayer.push(contactSubmitEvent({ requestType: state.values.type ?? '', country: state.values.country ?? '', brand: data.brand, language: data.layout.language }));
      },
    }),
  );
  const state: ContactFormState = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const consent = useFeatureConsent(data.consentGroups);
  const blocked = consent.status === 'blocked';
  const captchaRef = useCaptcha({
    scriptUrl: data.captchaScript,
    siteKey: data.captchaSiteKey,
    language: data.layout.language,
    enabled: !blocked,
    onSolved: (token) => controller.dispatch({ type: 'captcha-solved', token }),
    onExpired: () => controller.dispatch({ type: 'captcha-expired' }),
    onError: () => controller.dispatch({ type: 'captcha-error' }),
    onLoadFailed: (url) => runtimeRef.current.log.error('Captcha could not be loaded', url),
  });

  // Back from the CRM: the success message, the scroll offset as it was, the flags cleared.
  useEffect(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const y = controller.takeReturn(entry?.type ?? 'navigate');
    if (y !== null) restoreScroll(y);
    // Restored from the back-forward cache after the post left (e.g. the CRM refused it): usable again.
    const onPageShow = (event: PageTransitionEvent): void => {
      if (!event.persisted || controller.getState().phase.type !== 'submission') return;
      controller.discardReturn();
      controller.dispatch({ type: 'resumed' });
      (window as { grecaptcha?: { reset(): void } }).grecaptcha?.reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [controller]);

  // A refused submit moves focus to the first field to fix.
  useEffect(() => {
    const rejected = state.rejectedSubmit;
    if (!rejected) return;
    const first = [...shownFields(state), 'captcha' as const].find((f) => rejected[f]);
    if (first === 'captcha') (document.querySelector(`#${fieldId('captcha')} [role=checkbox]`) as HTMLElement | null)?.focus();
    else if (first) document.getElementById(fieldId(first))?.focus();
    // Only a new refusal moves focus.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [state.rejectedSubmit]);

  if (blocked) {
    return (
      <MessageBox kind="fail" title={m.contactConsentTitle} errorType="salesforce_form_error">
        <p>{m.contactConsentText}</p>
        <button type="button" className={button} onClick={consent.openSettings}>{m.contactConsentAction}</button>
      </MessageBox>
    );
  }

  const fields = shownFields(state);
  const errorOf = (f: ContactFieldName | 'captcha'): string | undefined => {
    const key = visibleError(state, f);
    return key ? m[key] : undefined;
  };
  const touchedValid = (f: ContactFieldName): boolean => state.touched.includes(f) && !state.errors[f];
  const onSubmit = (e: FormEvent<HTMLFormElement>): void => {
    e.preventDefault();
    controller.submit();
  };
  const errorCount = state.rejectedSubmit ? Object.keys(state.rejectedSubmit).length : 0;
  const minutesLeft = state.phase.type === 'blocked' ? Math.max(1, Math.ceil((state.phase.retryAt - Date.now()) / 60_000)) : Math.round(RESUBMIT_BLOCK_MS / 60_000);

  return (
    <form ref={formRef} className={css.form} method="post" action={data.endpoint} acceptCharset="UTF-8" noValidate onSubmit={onSubmit} data-phase={state.phase.type} aria-describedby="contact-required-note">
      <input type="hidden" name={CRM_HIDDEN_FIELD_IDS.orgId} value={data.orgId} />
      <input type="hidden" name={CRM_HIDDEN_FIELD_IDS.returnUrl} defaultValue={data.returnUrl} />
      <input type="hidden" name={CRM_HIDDEN_FIELD_IDS.captchaSettings} defaultValue={captchaSettings(data, null)} />
      <input type="hidden" name={CRM_HIDDEN_FIELD_IDS.brand} value={data.brand} />
      <input type="hidden" name={CRM_HIDDEN_FIELD_IDS.language} value={data.languageName} />
      <input type="hidden" name={CRM_HIDDEN_FIELD_IDS.webSource} value={data.webSource} />
      {data.layout.countryField ? null : <input type="hidden" name={CRM_FIELD_IDS.country} value={data.marketCountry} />}
      <p id="contact-required-note" className={css.note}>{m.contactRequiredNote}</p>
      <div className={css.grid}>
        {fields.map((f) => {
          const wide = WIDE.has(f) ? css.wide : undefined;
          if (f === 'type' || f === 'country') {
            const options = f === 'type'
              ? data.requestTypes.map((r) => ({ value: r.value, label: m[r.label] }))
              : data.countries.map((c) => ({ value: c.code, label: c.dialCode ? `${c.name} (+${c.dialCode})` : c.name }));
            return (
              <div key={f} className={wide}>
                <SelectField
                  id={fieldId(f)}
                  name={CRM_FIELD_IDS[f]}
                  label={f === 'type' ? m.contactType : m.contactCountry}
                  value={state.values[f] ?? ''}
                  options={options}
                  placeholder={m.contactTypePlaceholder}
                  required
                  autoComplete={f === 'country' ? 'country' : undefined}
                  error={errorOf(f)}
                  valid={touchedValid(f)}
                  onChange={(value) => controller.dispatch({ type: 'change', field: f, value })}
                  onBlur={() => controller.dispatch({ type: 'blur', field: f, trim: false })}
                />
              </div>
            );
          }
          const spec = TEXT_FIELDS[f];
          return (
            <div key={f} className={wide}>
              <TextField
                id={fieldId(f)}
                name={CRM_FIELD_IDS[f]}
                label={m[spec.label]}
                value={state.values[f] ?? ''}
                {...(spec.type ? { type: spec.type } : {})}
                {...(spec.multiline ? { multiline: true } : {})}
                {...(spec.autoComplete ? { autoComplete: spec.autoComplete } : {})}
                {...(spec.hint ? { hint: m[spec.hint] } : {})}
                required={REQUIRED.has(f)}
                optionalText={m.contactOptional}
                error={errorOf(f)}
                valid={touchedValid(f)}
                onChange={(value) => controller.dispatch({ type: 'change', field: f, value })}
                onBlur={() => controller.dispatch({ type: 'blur', field: f, trim: !spec.multiline })}
              />
            </div>
          );
        })}
      </div>
      <div className={css.captcha}>
        <span className={css.captchaLabel} id={`${fieldId('captcha')}-label`}>{m.contactCaptchaLabel}</span>
        <div id={fieldId('captcha')} ref={captchaRef} role="group" aria-labelledby={`${fieldId('captcha')}-label`} aria-describedby={errorOf('captcha') ? `${fieldId('captcha')}-error` : undefined} data-captcha={state.captcha.status} />
        {errorOf('captcha') ? <p id={`${fieldId('captcha')}-error`} className={css.note} data-field-error role="alert">{errorOf('captcha')}</p> : null}
      </div>
      <div className={css.actions}>
        {errorCount > 0 ? <p className={css.note} role="alert">{t('contactErrorSummary', { count: errorCount })}</p> : null}
        {state.phase.type === 'succeeded' ? (
          <div className={css.status}><MessageBox kind="success" title={m.contactSuccessTitle}><p>{m.contactSuccessText}</p></MessageBox></div>
        ) : null}
        {state.phase.type === 'blocked' ? (
          <div className={css.status}><MessageBox kind="warning" title={m.contactTimeoutTitle}><p>{t('contactTimeoutText', { minutes: minutesLeft })}</p></MessageBox></div>
        ) : null}
        <button type="submit" className={`${button} ${css.submit}`} disabled={state.phase.type === 'submission'}>
          {state.phase.type === 'submission' ? m.contactSending : m.contactSubmit}
        </button>
        <p className={css.note}>{m.contactPrivacyNote}</p>
      </div>
    </form>
  );
}
