import { useEffect, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { campaignEntryEvent } from '../analytics/analytics-events.ts';
import { MessageBox } from '../components/message-box.tsx';
import { TextField } from '../components/text-field.tsx';
import { useCaptcha } from '../contact/use-captcha.ts';
import type { BlockOf } from '../content/model/blocks.ts';
import { ContentLink } from '../content/render/content-link.tsx';
import { useSiteRuntime } from '../runtime/site-runtime.ts';
import { button } from '../styles/layout.css.ts';
import { submitEntry } from './entries-client.ts';
import { entryFormReducer, firstError, initialEntryState, shownError, type EntryField } from './entry-form-machine.ts';
import { entryMessages, fill } from './entry-messages.ts';
import * as css from './entries.css.ts';

/** The event the gallery listens for: a new entry of this campaign is stored. */
export const entryStoredEvent = (campaignId: string): string => `campaign-entry-stored:${campaignId}`;

export interface EntryFormProps {
  readonly block: BlockOf<'campaign_entry'>;
  /** The entries service. */
  readonly baseUrl: string;
  readonly language: string;
  readonly brand: string;
  /** @default fetch */
  readonly fetchImpl?: typeof fetch;
}

/**
 * The raffle's or contest's entry form: the question (options or free text), name, email, consent with the privacy
 * page's link, the captcha, and for the contest a photo with its preview. Errors show under their field (linked by
 * aria-describedby) once it was left or a submit was refused, and a refused submit moves focus to the first. Sent to
 * the entries service: the confirmation names the entrant; "already entered" and "try again" keep what was typed.
 */
export function EntryForm({ block, baseUrl, language, fetchImpl }: EntryFormProps): ReactNode {
  const m = entryMessages(language);
  const runtime = useSiteRuntime();
  const photoRequired = block.photo === true;
  const [state, dispatch] = useReducer(entryFormReducer, photoRequired, initialEntryState);
  const fileRef = useRef<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const id = (field: EntryField | string): string => `entry-${block.campaignId}-${field}`;
  const captchaRef = useCaptcha({
    scriptUrl: `${baseUrl.replace(/\/+$/, '')}/recaptcha/api.js`,
    siteKey: 'local-captcha',
    language,
    enabled: true,
    onSolved: (token) => dispatch({ type: 'captcha-solved', token }),
    onExpired: () => dispatch({ type: 'captcha-lost' }),
    onError: () => dispatch({ type: 'captcha-lost' }),
    onLoadFailed: (url) => runtime.log.error('Captcha could not be loaded', url),
  });

  // A refused submit moves focus to the first field to fix.
  useEffect(() => {
    if (state.rejections === 0) return;
    const first = firstError(state);
    if (first === 'captcha') (document.querySelector(`#${id('captcha')} [role=checkbox]`) as HTMLElement | null)?.focus();
    else if (first === 'answer' && block.answers?.length) (document.querySelector(`input[name="${id('answer')}"]`) as HTMLElement | null)?.focus();
    else if (first) document.getElementById(id(first))?.focus();
    // Only a new refusal moves focus.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [state.rejections]);

  // Sends once the machine says so; the answer comes back as an event.
  useEffect(() => {
    if (state.phase !== 'submitting') return;
    let live = true;
    const { values } = state;
    void submitEntry(baseUrl, block.campaignId, {
      answer: values.answer.trim(),
      name: values.name.trim(),
      email: values.email.trim(),
      consent: values.consent,
      captchaToken: state.captchaToken ?? '',
      ...(photoRequired && fileRef.current ? { photo: fileRef.current } : {}),
    }, fetchImpl).then((result) => {
      if (!live) return;
      dispatch({ type: 'result', result });
      if (result.kind === 'created') {
        runtime.dataLayer.push(campaignEntryEvent(photoRequired ? 'contest' : 'raffle', block.campaignId, language));
        window.dispatchEvent(new Event(entryStoredEvent(block.campaignId)));
      }
      // The service used the captcha answer up, or refused it: the widget asks again.
      if (result.kind !== 'created') (window as { grecaptcha?: { reset(): void } }).grecaptcha?.reset();
      if (result.kind !== 'created') dispatch({ type: 'captcha-lost' });
    });
    return () => {
      live = false;
    };
    // Sends once per submitting phase.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase]);

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  if (state.phase === 'succeeded') {
    return (
      <MessageBox kind="success" title={fill(m.success, { name: state.values.name.trim().split(/\s+/u)[0] ?? state.values.name })}>
        <p>{m.successText}</p>
      </MessageBox>
    );
  }
  if (state.phase === 'closed') return <p data-campaign-closed="">{block.closedText}</p>;

  const error = (field: EntryField): ReactNode => {
    const key = shownError(state, field);
    return key ? <p id={id(`${field}-error`)} className={css.error}>{m[key]}</p> : null;
  };
  const describedBy = (field: EntryField, ...more: string[]): string | undefined => [...more, shownError(state, field) ? id(`${field}-error`) : ''].filter(Boolean).join(' ') || undefined;
  const onSubmit = (e: FormEvent<HTMLFormElement>): void => {
    e.preventDefault();
    dispatch({ type: 'submit' });
  };
  const [before, after] = m.consent.split('{privacy}');
  const busy = state.phase === 'submitting';

  return (
    <form className={css.form} noValidate onSubmit={onSubmit} data-entry-phase={state.phase} aria-describedby={id('note')} aria-busy={busy || undefined}>
      <p id={id('note')} className={css.note}>{m.requiredNote}</p>
      {block.answers?.length ? (
        <fieldset className={css.fieldset} id={id('answer')} role="radiogroup" aria-describedby={describedBy('answer')} aria-required="true">
          <legend className={css.legend}>{block.question}<span aria-hidden="true"> *</span></legend>
          <div className={css.options}>
            {block.answers.map((a) => (
              <label key={a} className={css.option}>
                <input type="radio" name={id('answer')} value={a} checked={state.values.answer === a} aria-invalid={shownError(state, 'answer') ? true : undefined} onChange={() => dispatch({ type: 'change', field: 'answer', value: a })} onBlur={() => dispatch({ type: 'blur', field: 'answer' })} />
                {a}
              </label>
            ))}
          </div>
          {error('answer')}
        </fieldset>
      ) : (
        <TextField id={id('answer')} name="answer" label={block.question} value={state.values.answer} required multiline={false} maxLength={500} error={shownError(state, 'answer') ? m[shownError(state, 'answer')!] : undefined} onChange={(value) => dispatch({ type: 'change', field: 'answer', value })} onBlur={() => dispatch({ type: 'blur', field: 'answer' })} />
      )}
      <TextField id={id('name')} name="name" label={m.name} value={state.values.name} required autoComplete="name" maxLength={80} error={shownError(state, 'name') ? m[shownError(state, 'name')!] : undefined} onChange={(value) => dispatch({ type: 'change', field: 'name', value })} onBlur={() => dispatch({ type: 'blur', field: 'name' })} />
      <TextField id={id('email')} name="email" type="email" label={m.email} value={state.values.email} required autoComplete="email" maxLength={254} error={shownError(state, 'email') ? m[shownError(state, 'email')!] : undefined} onChange={(value) => dispatch({ type: 'change', field: 'email', value })} onBlur={() => dispatch({ type: 'blur', field: 'email' })} />
      {photoRequired ? (
        <div className={css.fieldset}>
          <label htmlFor={id('photo')} className={css.legend}>{m.photo}<span aria-hidden="true"> *</span></label>
          <input
            id={id('photo')}
            className={css.fileInput}
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={shownError(state, 'photo') ? true : undefined}
            aria-describedby={describedBy('photo', id('photo-hint'))}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              fileRef.current = file;
              setPreview(file ? URL.createObjectURL(file) : null);
              dispatch({ type: 'photo', value: file ? { type: file.type, size: file.size } : null });
            }}
          />
          <p id={id('photo-hint')} className={css.note}>{m.photoHint}</p>
          {error('photo')}
          {preview && !shownError(state, 'photo') ? <img className={css.preview} src={preview} alt={m.photoPreview} width={240} height={180} /> : null}
        </div>
      ) : null}
      <div>
        <label className={css.check}>
          <input id={id('consent')} className={css.checkbox} type="checkbox" name="consent" checked={state.values.consent} required aria-invalid={shownError(state, 'consent') ? true : undefined} aria-describedby={describedBy('consent')} onChange={(e) => dispatch({ type: 'consent', value: e.target.checked })} />
          <span>
            {before}
            <ContentLink link={block.privacy}>{m.privacy}</ContentLink>
            {after}
            <span aria-hidden="true"> *</span>
          </span>
        </label>
        {error('consent')}
      </div>
      <div className={css.captcha}>
        <span className={css.legend} id={id('captcha-label')}>{m.captcha}</span>
        <div id={id('captcha')} ref={captchaRef} aria-labelledby={id('captcha-label')} aria-describedby={describedBy('captcha')} />
        {error('captcha')}
      </div>
      {state.phase === 'duplicate' ? (
        <MessageBox kind="fail" title={m.duplicateTitle} id={id('duplicate')}>
          <p>{m.duplicateText}</p>
        </MessageBox>
      ) : null}
      {state.phase === 'unavailable' ? (
        <MessageBox kind="fail" title={m.unavailableTitle} id={id('unavailable')}>
          <p>{m.unavailableText}</p>
        </MessageBox>
      ) : null}
      {state.rejections > 0 && firstError(state) !== undefined ? <p className={css.error} role="alert">{m.errorsTitle}</p> : null}
      <button type="submit" className={`${button} ${css.submit}`} disabled={busy}>{busy ? m.submitting : m.submit}</button>
    </form>
  );
}
