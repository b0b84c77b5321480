import { describe, expect, it } from 'vitest';
import { contactFormReducer, initialContactState, RESUBMIT_BLOCK_MS, visibleError, type ContactFormEvent, type ContactFormState } from './contact-form-machine.ts';

const layout = { countryField: true, addressFields: true, bikeFields: false, language: 'fr' };
const filled = { type: 'Requests', subject: 'Brake noise', description: 'It squeaks.', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', country: 'FR' };
const run = (state: ContactFormState, ...events: ContactFormEvent[]): ContactFormState => events.reduce(contactFormReducer, state);
const fill = (state: ContactFormState, values: Record<string, string>): ContactFormState =>
  run(state, ...Object.entries(values).map(([field, value]) => ({ type: 'change', field, value }) as ContactFormEvent));
const T0 = 1_700_000_000_000;

describe('contact form states', () => {
  it('initial → validation → captcha-solved → submission', () => {
    let s = initialContactState(layout, { country: 'FR' });
    expect(s.phase).toEqual({ type: 'initial' });
    s = fill(s, filled);
    expect(s.phase).toEqual({ type: 'validation' });
    s = run(s, { type: 'captcha-solved', token: 'tok' });
    expect(s.phase).toEqual({ type: 'captcha-solved' });
    expect(s.errors).toEqual({});
    s = run(s, { type: 'submit', now: T0, lastSubmitAt: null });
    expect(s.phase).toEqual({ type: 'submission', submittedAt: T0 });
  });

  it('a submit with errors shows every error, stays and reports them', () => {
    let s = initialContactState(layout, { country: 'FR' });
    s = run(s, { type: 'change', field: 'email', value: 'nope' }, { type: 'submit', now: T0, lastSubmitAt: null });
    expect(s.phase).toEqual({ type: 'validation' });
    expect(s.rejectedSubmit).toMatchObject({ type: 'contactTypeRequired', email: 'contactEmailInvalid', captcha: 'contactCaptchaRequired' });
    expect(visibleError(s, 'subject')).toBe('contactSubjectRequired');
    expect(visibleError(s, 'captcha')).toBe('contactCaptchaRequired');
    expect(visibleError(s, 'street')).toBeUndefined();
  });

  it('shows a field error only once the field is touched', () => {
    let s = run(initialContactState(layout), { type: 'change', field: 'email', value: 'x' });
    expect(s.errors.email).toBe('contactEmailInvalid');
    expect(visibleError(s, 'email')).toBeUndefined();
    s = run(s, { type: 'blur', field: 'email', trim: false });
    expect(visibleError(s, 'email')).toBe('contactEmailInvalid');
    s = run(s, { type: 'change', field: 'email', value: 'x@example.org' });
    expect(visibleError(s, 'email')).toBeUndefined();
  });

  it('trims trailing spaces on blur only where the field asks for it', () => {
    let s = run(initialContactState(layout), { type: 'change', field: 'subject', value: '  Brakes  ' }, { type: 'blur', field: 'subject', trim: true });
    expect(s.values.subject).toBe('  Brakes');
    s = run(s, { type: 'change', field: 'description', value: 'Hello \n' }, { type: 'blur', field: 'description', trim: false });
    expect(s.values.description).toBe('Hello \n');
  });

  it('captcha expiry or error sets it unsolved and shows its error', () => {
    for (const type of ['captcha-expired', 'captcha-error'] as const) {
      let s = run(fill(initialContactState(layout), filled), { type: 'captcha-solved', token: 't' });
      s = run(s, { type });
      expect(s.captcha).toEqual({ status: 'unsolved', reason: type === 'captcha-expired' ? 'expired' : 'error' });
      expect(s.phase).toEqual({ type: 'validation' });
      expect(visibleError(s, 'captcha')).toBe('contactCaptchaRequired');
      expect(run(s, { type: 'submit', now: T0, lastSubmitAt: null }).phase.type).toBe('validation');
    }
  });

  it(`blocks a submit within ${RESUBMIT_BLOCK_MS} ms of the last one`, () => {
    const ready = run(fill(initialContactState(layout), filled), { type: 'captcha-solved', token: 't' });
    const last = T0;
    expect(run(ready, { type: 'submit', now: last + 1, lastSubmitAt: last }).phase).toEqual({ type: 'blocked', lastSubmitAt: last, retryAt: last + RESUBMIT_BLOCK_MS });
    expect(run(ready, { type: 'submit', now: last + RESUBMIT_BLOCK_MS - 1, lastSubmitAt: last }).phase.type).toBe('blocked');
    expect(run(ready, { type: 'submit', now: last + RESUBMIT_BLOCK_MS, lastSubmitAt: last }).phase).toEqual({ type: 'submission', submittedAt: last + RESUBMIT_BLOCK_MS });
    // Once the block ends, a blocked form goes out on the next submit.
    const blocked = run(ready, { type: 'submit', now: last + 10, lastSubmitAt: last });
    expect(run(blocked, { type: 'submit', now: last + RESUBMIT_BLOCK_MS + 10, lastSubmitAt: last }).phase.type).toBe('submission');
  });

  it('ignores everything once the post is leaving', () => {
    const posted = run(fill(initialContactState(layout), filled), { type: 'captcha-solved', token: 't' }, { type: 'submit', now: T0, lastSubmitAt: null });
    expect(run(posted, { type: 'change', field: 'subject', value: 'x' }, { type: 'captcha-expired' })).toBe(posted);
  });

  it('back from the CRM shows success and keeps it while the form is used again', () => {
    let s = run(initialContactState(layout), { type: 'returned' });
    expect(s.phase).toEqual({ type: 'succeeded' });
    s = fill(s, filled);
    expect(s.phase).toEqual({ type: 'succeeded' });
  });

  it('switching the country to GB drops the address fields from validation', () => {
    let s = fill(initialContactState(layout, { country: 'FR' }), { ...filled, postalCode: '123' });
    expect(s.errors.postalCode).toBe('contactPostalCodeInvalid');
    s = run(s, { type: 'change', field: 'country', value: 'GB' });
    expect(s.errors.postalCode).toBeUndefined();
  });
});
