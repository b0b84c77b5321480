import type { EntryMessages } from './entry-messages.ts';

/** Fields of the entry form; `captcha` is the widget. */
export type EntryField = 'answer' | 'name' | 'email' | 'consent' | 'photo' | 'captcha';
/** The order errors are reported and focus goes to the first. */
export const FIELD_ORDER: readonly EntryField[] = ['answer', 'name', 'email', 'consent', 'photo', 'captcha'];

/** What the entrant chose as photo (the file itself stays with the form). */
export interface PhotoChoice {
  readonly type: string;
  readonly size: number;
}

export interface EntryValues {
  readonly answer: string;
  readonly name: string;
  readonly email: string;
  readonly consent: boolean;
  readonly photo: PhotoChoice | null;
}

/** Message keys of field errors. */
export type EntryErrors = Partial<Record<EntryField, keyof EntryMessages>>;

/** Largest photo the service takes. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The form's own checks (the service checks the same and more); `photo` only for the contest. */
export function validateEntry(values: EntryValues, o: { readonly photo: boolean; readonly captchaSolved: boolean }): EntryErrors {
  const errors: EntryErrors = {};
  if (values.answer.trim() === '') errors.answer = 'answerRequired';
  if (values.name.trim() === '') errors.name = 'nameRequired';
  const email = values.email.trim();
  if (email === '') errors.email = 'emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';
  if (!values.consent) errors.consent = 'consentRequired';
  if (o.photo) {
    if (values.photo === null) errors.photo = 'photoRequired';
    else if (!PHOTO_TYPES.includes(values.photo.type)) errors.photo = 'photoType';
    else if (values.photo.size > MAX_PHOTO_BYTES) errors.photo = 'photoSize';
  }
  if (!o.captchaSolved) errors.captcha = 'captchaRequired';
  return errors;
}

/**
 * Where the form is: `editing` (being filled), `submitting` (sent, waiting), `succeeded` (stored: the
 * confirmation), `duplicate` (the email already entered: the form stays with what was typed), `unavailable`
 * (the service could not be reached or failed: the form stays, try again), `closed` (the campaign ended meanwhile).
 */
export type EntryPhase = 'editing' | 'submitting' | 'succeeded' | 'duplicate' | 'unavailable' | 'closed';

export interface EntryFormState {
  readonly photo: boolean;
  readonly values: EntryValues;
  readonly touched: readonly EntryField[];
  readonly errors: EntryErrors;
  readonly captchaToken: string | null;
  readonly phase: EntryPhase;
  /** Counts refused submits: each new one moves focus to the first error. */
  readonly rejections: number;
}

/** What the service answered. */
export type EntryResult =
  | { readonly kind: 'created'; readonly id: string }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'invalid'; readonly fields: readonly EntryField[] }
  | { readonly kind: 'closed' }
  | { readonly kind: 'unavailable' };

export type EntryFormEvent =
  | { readonly type: 'change'; readonly field: 'answer' | 'name' | 'email'; readonly value: string }
  | { readonly type: 'consent'; readonly value: boolean }
  | { readonly type: 'photo'; readonly value: PhotoChoice | null }
  | { readonly type: 'blur'; readonly field: EntryField }
  | { readonly type: 'captcha-solved'; readonly token: string }
  | { readonly type: 'captcha-lost' }
  | { readonly type: 'submit' }
  | { readonly type: 'result'; readonly result: EntryResult };

const withErrors = (state: Omit<EntryFormState, 'errors'>): EntryFormState => ({ ...state, errors: validateEntry(state.values, { photo: state.photo, captchaSolved: state.captchaToken !== null }) });

/** The untouched form. */
export function initialEntryState(photo: boolean): EntryFormState {
  return withErrors({ photo, values: { answer: '', name: '', email: '', consent: false, photo: null }, touched: [], captchaToken: null, phase: 'editing', rejections: 0 });
}

/** The error to show for a field: once touched. */
export function shownError(state: EntryFormState, field: EntryField): keyof EntryMessages | undefined {
  return state.touched.includes(field) ? state.errors[field] : undefined;
}

/** The first field with a shown error (focus goes there after a refused submit). */
export function firstError(state: EntryFormState): EntryField | undefined {
  return FIELD_ORDER.find((f) => shownError(state, f) !== undefined);
}

const touch = (touched: readonly EntryField[], field: EntryField): readonly EntryField[] => (touched.includes(field) ? touched : [...touched, field]);

/** The form's transitions; pure, so every path is tested without a browser. */
export function entryFormReducer(state: EntryFormState, event: EntryFormEvent): EntryFormState {
  if (state.phase === 'succeeded' || state.phase === 'closed') return state;
  switch (event.type) {
    case 'change': {
      // A changed email is a new attempt: the "already entered" notice goes.
      const phase = event.field === 'email' && state.phase === 'duplicate' ? 'editing' : state.phase;
      return withErrors({ ...state, phase, values: { ...state.values, [event.field]: event.value } });
    }
    case 'consent':
      return withErrors({ ...state, touched: touch(state.touched, 'consent'), values: { ...state.values, consent: event.value } });
    case 'photo':
      return withErrors({ ...state, touched: touch(state.touched, 'photo'), values: { ...state.values, photo: event.value } });
    case 'blur':
      return withErrors({ ...state, touched: touch(state.touched, event.field) });
    case 'captcha-solved':
      return withErrors({ ...state, captchaToken: event.token });
    case 'captcha-lost':
      return withErrors({ ...state, captchaToken: null, touched: touch(state.touched, 'captcha') });
    case 'submit': {
      if (state.phase === 'submitting') return state;
      const touched = FIELD_ORDER.filter((f) => f !== 'photo' || state.photo);
      if (Object.keys(state.errors).length > 0) return { ...state, touched, rejections: state.rejections + 1 };
      return { ...state, touched, phase: 'submitting' };
    }
    case 'result': {
      const r = event.result;
      if (r.kind === 'created') return { ...state, phase: 'succeeded' };
      if (r.kind === 'closed') return { ...state, phase: 'closed' };
      // The captcha answer is used up or refused by the service in every other case but these two: solve it again.
      if (r.kind === 'duplicate') return { ...state, phase: 'duplicate' };
      if (r.kind === 'unavailable') return { ...state, phase: 'unavailable' };
      const errors: EntryErrors = { ...state.errors };
      for (const f of r.fields) errors[f] ??= SERVER_FIELD_MESSAGES[f];
      const captchaRefused = r.fields.includes('captcha');
      return { ...state, phase: 'editing', errors, captchaToken: captchaRefused ? null : state.captchaToken, touched: [...new Set([...state.touched, ...r.fields])], rejections: state.rejections + 1 };
    }
  }
}

/** What a field the service refused shows when the form's own check passed it. */
const SERVER_FIELD_MESSAGES: Readonly<Record<EntryField, keyof EntryMessages>> = {
  answer: 'answerRequired',
  name: 'nameRequired',
  email: 'emailInvalid',
  consent: 'consentRequired',
  photo: 'photoType',
  captcha: 'captchaRequired',
};
