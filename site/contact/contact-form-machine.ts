import { visibleFields, type ContactFieldName, type ContactValues, type FieldLayoutOptions } from './contact-fields.ts';
import { hasErrors, validateContact, type ContactErrorTarget, type ContactErrors } from './validate-contact.ts';

/** A second submit within this many milliseconds of the last one is not posted (§9). */
export const RESUBMIT_BLOCK_MS = 300_000;

/** The captcha's answer: unsolved (never, expired or failed) or solved with the provider's token. */
export type CaptchaState =
  | { readonly status: 'unsolved'; readonly reason: 'initial' | 'expired' | 'error' }
  | { readonly status: 'solved'; readonly token: string };

/**
 * Where the form is (§4): `initial` (untouched) → `validation` (being filled,
 * errors shown for touched fields) → `captcha-solved` (the captcha answered)
 * → `submission` (a full-page post, leaving the page). `blocked`: a submit
 * within {@link RESUBMIT_BLOCK_MS} of the last one (the timeout warning).
 * `succeeded`: back from the CRM with the success flag.
 */
export type ContactPhase =
  | { readonly type: 'initial' }
  | { readonly type: 'validation' }
  | { readonly type: 'captcha-solved' }
  | { readonly type: 'submission'; readonly submittedAt: number }
  | { readonly type: 'blocked'; readonly lastSubmitAt: number; readonly retryAt: number }
  | { readonly type: 'succeeded' };

export interface ContactFormState {
  readonly layout: FieldLayoutOptions;
  readonly values: ContactValues;
  /** Fields the shopper has left, the captcha once it expired or failed, everything after a submit: their errors show. */
  readonly touched: readonly ContactErrorTarget[];
  /** Errors of the shown fields and the captcha, recomputed on every change. */
  readonly errors: ContactErrors;
  readonly captcha: CaptchaState;
  readonly phase: ContactPhase;
  /** Set when the last submit was refused for errors: what to report and focus. */
  readonly rejectedSubmit: ContactErrors | null;
}

export type ContactFormEvent =
  | { readonly type: 'change'; readonly field: ContactFieldName; readonly value: string }
  /** `trim`: the field trims trailing spaces when left. */
  | { readonly type: 'blur'; readonly field: ContactFieldName; readonly trim: boolean }
  | { readonly type: 'captcha-solved'; readonly token: string }
  | { readonly type: 'captcha-expired' }
  | { readonly type: 'captcha-error' }
  /** `now` and `lastSubmitAt` come from the injected clock and the browser storage. */
  | { readonly type: 'submit'; readonly now: number; readonly lastSubmitAt: number | null }
  | { readonly type: 'returned' }
  /** The page came back from the browser's back-forward cache after its post left: editable again, captcha to solve again. */
  | { readonly type: 'resumed' };

/** The selected country: the dropdown's value, or the market's when the dropdown is hidden. */
export function selectedCountry(state: Pick<ContactFormState, 'values'>): string {
  return state.values.country ?? '';
}

/** The fields shown for the state's selected country. */
export function shownFields(state: Pick<ContactFormState, 'layout' | 'values'>): readonly ContactFieldName[] {
  return visibleFields(state.layout, selectedCountry(state));
}

function withErrors(state: Omit<ContactFormState, 'errors'>): ContactFormState {
  const errors = validateContact({ values: state.values, fields: shownFields(state), country: selectedCountry(state), captchaSolved: state.captcha.status === 'solved' });
  return { ...state, errors };
}

/** The form before the shopper does anything; `values` holds defaults (the country). */
export function initialContactState(layout: FieldLayoutOptions, values: ContactValues = {}): ContactFormState {
  return withErrors({ layout, values, touched: [], captcha: { status: 'unsolved', reason: 'initial' }, phase: { type: 'initial' }, rejectedSubmit: null });
}

/** Whether the shopper should see a field's error: touched and invalid. */
export function visibleError(state: ContactFormState, field: ContactErrorTarget): ContactErrors[ContactErrorTarget] {
  return state.touched.includes(field) ? state.errors[field] : undefined;
}

const touch = (touched: readonly ContactErrorTarget[], ...targets: readonly ContactErrorTarget[]): readonly ContactErrorTarget[] =>
  [...touched, ...targets.filter((t) => !touched.includes(t))];

const editing = (state: ContactFormState): ContactPhase =>
  state.captcha.status === 'solved' ? { type: 'captcha-solved' } : { type: 'validation' };

/**
 * The contact form as a pure reducer: no clock, storage or DOM; time and
 * the last submit time arrive in the events, so the 5-minute block is
 * tested by passing numbers.
 */
export function contactFormReducer(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  if (event.type === 'resumed') {
    if (state.phase.type !== 'submission') return state;
    const next = withErrors({ ...state, captcha: { status: 'unsolved', reason: 'expired' } });
    return { ...next, phase: { type: 'validation' } };
  }
  // Once posted, the page is leaving: nothing else changes the state any more.
  if (state.phase.type === 'submission') return state;
  switch (event.type) {
    case 'change': {
      const next = withErrors({ ...state, values: { ...state.values, [event.field]: event.value }, rejectedSubmit: null });
      return { ...next, phase: state.phase.type === 'succeeded' || state.phase.type === 'blocked' ? state.phase : editing(next) };
    }
    case 'blur': {
      const raw = state.values[event.field] ?? '';
      const value = event.trim ? raw.replace(/\s+$/, '') : raw;
      const next = withErrors({ ...state, values: { ...state.values, [event.field]: value }, touched: touch(state.touched, event.field) });
      return state.phase.type === 'initial' ? { ...next, phase: editing(next) } : next;
    }
    case 'captcha-solved': {
      const next = withErrors({ ...state, captcha: { status: 'solved', token: event.token } });
      return { ...next, phase: state.phase.type === 'succeeded' || state.phase.type === 'blocked' ? state.phase : { type: 'captcha-solved' } };
    }
    case 'captcha-expired':
    case 'captcha-error': {
      const reason = event.type === 'captcha-expired' ? 'expired' : 'error';
      const next = withErrors({ ...state, captcha: { status: 'unsolved', reason }, touched: touch(state.touched, 'captcha') });
      return { ...next, phase: state.phase.type === 'captcha-solved' ? { type: 'validation' } : state.phase };
    }
    case 'submit': {
      if (hasErrors(state.errors)) {
        return { ...state, touched: touch(state.touched, ...shownFields(state), 'captcha'), rejectedSubmit: state.errors, phase: editing(state) };
      }
      if (event.lastSubmitAt !== null && event.now - event.lastSubmitAt < RESUBMIT_BLOCK_MS) {
        return { ...state, rejectedSubmit: null, phase: { type: 'blocked', lastSubmitAt: event.lastSubmitAt, retryAt: event.lastSubmitAt + RESUBMIT_BLOCK_MS } };
      }
      return { ...state, rejectedSubmit: null, phase: { type: 'submission', submittedAt: event.now } };
    }
    case 'returned':
      return { ...state, phase: { type: 'succeeded' } };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown contact form event ${JSON.stringify(unknown)}`);
    }
  }
}
