import { describe, expect, it } from 'vitest';
import { isCampaignOpen } from './campaign-dates.ts';
import { entryFormReducer, firstError, initialEntryState, shownError, validateEntry, type EntryFormEvent, type EntryFormState } from './entry-form-machine.ts';

const run = (state: EntryFormState, ...events: EntryFormEvent[]): EntryFormState => events.reduce(entryFormReducer, state);
const filled = (photo = false): EntryFormState =>
  run(
    initialEntryState(photo),
    { type: 'change', field: 'answer', value: '1914' },
    { type: 'change', field: 'name', value: 'Anna Köhler' },
    { type: 'change', field: 'email', value: 'anna@example.com' },
    { type: 'consent', value: true },
    { type: 'captcha-solved', token: 'local-captcha.t1' },
    ...(photo ? [{ type: 'photo', value: { type: 'image/jpeg', size: 1000 } } as const] : []),
  );

describe('entry form validation', () => {
  const base = { answer: '1914', name: 'Anna', email: 'anna@example.com', consent: true, photo: null };
  it('names each missing or wrong field with its message', () => {
    expect(validateEntry({ answer: ' ', name: '', email: '', consent: false, photo: null }, { photo: true, captchaSolved: false })).toEqual({
      answer: 'answerRequired', name: 'nameRequired', email: 'emailRequired', consent: 'consentRequired', photo: 'photoRequired', captcha: 'captchaRequired',
    });
    expect(validateEntry({ ...base, email: 'anna@example' }, { photo: false, captchaSolved: true })).toEqual({ email: 'emailInvalid' });
    expect(validateEntry({ ...base, email: ' anna@example.com ' }, { photo: false, captchaSolved: true })).toEqual({});
  });
  it('checks the photo type and size for the contest only', () => {
    expect(validateEntry({ ...base, photo: { type: 'image/gif', size: 10 } }, { photo: true, captchaSolved: true })).toEqual({ photo: 'photoType' });
    expect(validateEntry({ ...base, photo: { type: 'image/png', size: 9 * 1024 * 1024 } }, { photo: true, captchaSolved: true })).toEqual({ photo: 'photoSize' });
    expect(validateEntry(base, { photo: false, captchaSolved: true })).toEqual({});
  });
});

describe('entry form states', () => {
  it('shows no error before a field is left, then the field’s error once it is', () => {
    const left = run(initialEntryState(false), { type: 'blur', field: 'email' });
    expect(shownError(initialEntryState(false), 'email')).toBeUndefined();
    expect(shownError(left, 'email')).toBe('emailRequired');
    expect(shownError(left, 'name')).toBeUndefined();
  });

  it('a submit with errors stays editing, shows every error and points at the first; a complete one is sent', () => {
    const refused = run(initialEntryState(false), { type: 'change', field: 'answer', value: '1914' }, { type: 'submit' });
    expect(refused.phase).toBe('editing');
    expect(refused.rejections).toBe(1);
    expect(firstError(refused)).toBe('name');
    expect(shownError(refused, 'captcha')).toBe('captchaRequired');
    expect(run(filled(), { type: 'submit' }).phase).toBe('submitting');
  });

  it('stored: the confirmation, and nothing changes it afterwards', () => {
    const done = run(filled(), { type: 'submit' }, { type: 'result', result: { kind: 'created', id: 'e1' } });
    expect(done.phase).toBe('succeeded');
    expect(run(done, { type: 'change', field: 'name', value: 'x' })).toBe(done);
  });

  it('already entered: the notice, everything typed kept, cleared when the email changes', () => {
    const dup = run(filled(), { type: 'submit' }, { type: 'result', result: { kind: 'duplicate' } });
    expect(dup.phase).toBe('duplicate');
    expect(dup.values).toEqual(filled().values);
    expect(run(dup, { type: 'change', field: 'name', value: 'Anna K' }).phase).toBe('duplicate');
    expect(run(dup, { type: 'change', field: 'email', value: 'other@example.com' }).phase).toBe('editing');
  });

  it('service down: the values stay and a new submit sends again', () => {
    const down = run(filled(), { type: 'submit' }, { type: 'result', result: { kind: 'unavailable' } });
    expect(down.phase).toBe('unavailable');
    expect(down.values.name).toBe('Anna Köhler');
    expect(run(down, { type: 'submit' }).phase).toBe('submitting');
  });

  it('fields the service refused show their errors; a refused captcha must be solved again', () => {
    const refused = run(filled(), { type: 'submit' }, { type: 'result', result: { kind: 'invalid', fields: ['email', 'captcha'] } });
    expect(refused.phase).toBe('editing');
    expect(shownError(refused, 'email')).toBe('emailInvalid');
    expect(refused.captchaToken).toBeNull();
    expect(firstError(refused)).toBe('email');
  });

  it('closed by the service meanwhile (410): the closed state', () => {
    expect(run(filled(), { type: 'submit' }, { type: 'result', result: { kind: 'closed' } }).phase).toBe('closed');
  });

  it('the contest needs its photo', () => {
    const noPhoto = run(initialEntryState(true), { type: 'submit' });
    expect(shownError(noPhoto, 'photo')).toBe('photoRequired');
    expect(run(filled(true), { type: 'submit' }).phase).toBe('submitting');
  });
});

describe('campaign end', () => {
  const end = '2027-06-30T22:00:00.000Z';
  it('open until the end instant, closed from it on; an unreadable date is closed', () => {
    expect(isCampaignOpen(end, Date.parse(end) - 1)).toBe(true);
    expect(isCampaignOpen(end, Date.parse(end))).toBe(false);
    expect(isCampaignOpen(end, Date.parse('2028-01-01T00:00:00Z'))).toBe(false);
    expect(isCampaignOpen('30.06.2027', 0)).toBe(false);
  });
});
