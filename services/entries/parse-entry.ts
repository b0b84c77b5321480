/**
 * The fields of a posted entry (JSON for the raffle, multipart for the contest), checked: each problem names its
 * field, so the form can show it beside the field and an API client knows what to fix.
 */
import type { CaptchaRejection } from '../shared/captcha-tokens.ts';
import { normaliseEmail } from './entry-store.ts';

/** One field's problem. */
export interface FieldProblem {
  readonly field: 'answer' | 'name' | 'email' | 'consent' | 'captchaToken' | 'photo' | 'body';
  readonly message: string;
}

/** A valid entry's fields (the photo is checked separately). */
export interface EntryFields {
  readonly answer: string;
  readonly name: string;
  /** Normalised. */
  readonly email: string;
  readonly captchaToken: string;
}

export const MAX_ANSWER_LENGTH = 500;
export const MAX_NAME_LENGTH = 80;
export const MAX_EMAIL_LENGTH = 254;

/** One address, no spaces, a dot in the domain: what a mail server would accept, without its full grammar. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Control characters and bidi overrides have no business in a name or an answer shown in a gallery.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

const CAPTCHA_MESSAGES: Readonly<Record<CaptchaRejection, string>> = {
  missing: 'is missing: solve the captcha',
  unknown: 'is not an answer this service gave out: solve the captcha again',
  expired: 'has expired: solve the captcha again',
  used: 'was already used: solve the captcha again',
};

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Checks the posted fields; `checkCaptcha` says why a token is refused (null: accepted, not yet used up).
 * Consent is `true` in JSON, `true` or `on` in a form.
 */
export function parseEntryFields(
  fields: Readonly<Record<string, unknown>>,
  checkCaptcha: (token: string | undefined) => CaptchaRejection | null,
): { readonly ok: true; readonly value: EntryFields } | { readonly ok: false; readonly problems: readonly FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const answer = textOf(fields.answer)?.trim() ?? '';
  if (answer === '') problems.push({ field: 'answer', message: 'is required' });
  else if (answer.length > MAX_ANSWER_LENGTH) problems.push({ field: 'answer', message: `is longer than ${MAX_ANSWER_LENGTH} characters` });
  else if (CONTROLS.test(answer)) problems.push({ field: 'answer', message: 'contains control characters' });
  const name = textOf(fields.name)?.trim() ?? '';
  if (name === '') problems.push({ field: 'name', message: 'is required' });
  else if (name.length > MAX_NAME_LENGTH) problems.push({ field: 'name', message: `is longer than ${MAX_NAME_LENGTH} characters` });
  else if (CONTROLS.test(name)) problems.push({ field: 'name', message: 'contains control characters' });
  const email = normaliseEmail(textOf(fields.email) ?? '');
  if (email === '') problems.push({ field: 'email', message: 'is required' });
  else if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) problems.push({ field: 'email', message: 'is not a valid email address' });
  const consent = fields.consent;
  if (!(consent === true || consent === 'true' || consent === 'on')) problems.push({ field: 'consent', message: 'must be given: agree to the terms and the privacy notice' });
  const token = textOf(fields.captchaToken) ?? textOf(fields['g-recaptcha-response']);
  const rejection = checkCaptcha(token === '' ? undefined : token);
  if (rejection !== null) problems.push({ field: 'captchaToken', message: CAPTCHA_MESSAGES[rejection] });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { answer, name, email, captchaToken: token ?? '' } };
}

/** "Anna K." from "Anna Köhler": what the gallery shows of an entrant (never the email, never the full name). */
export function publicName(name: string): string {
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const initial = last === undefined ? '' : ` ${[...last][0]?.toLocaleUpperCase() ?? ''}.`;
  return `${first}${initial}`;
}
