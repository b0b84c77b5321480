// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { initialContactState } from './contact-form-machine.ts';
import { createContactFormController } from './create-contact-form-controller.ts';
import { browserStorage, createSubmissionStorage, SUBMISSION_KEYS } from './submission-storage.ts';

/**
 * Desired behavior: whatever sits in the form's localStorage keys, the form can be sent. A submit time that
 * is not a number, is 1 MB long or lies in the future counts as no earlier submit (and is removed); a scroll
 * offset that is garbage restores to the top. (Before: `contactForm.submittedAt` = year 3000 blocked the
 * form for ever: "please wait" on every submit.)
 */

const NOW = Date.UTC(2025, 5, 1);
const YEAR_3000 = Date.UTC(3000, 0, 1);

beforeEach(() => window.localStorage.clear());

function submitOnce(): { posted: boolean; phase: string } {
  let posted = false;
  const controller = createContactFormController({
    initial: initialContactState({ countryField: false, addressFields: false, bikeFields: false, language: 'de' }, { country: 'AT' }),
    clock: () => NOW,
    storage: createSubmissionStorage(browserStorage(), () => NOW),
    post: () => void (posted = true),
    scrollY: () => 0,
  });
  for (const [field, value] of Object.entries({ type: 'Warranty Claims', subject: 'Akku', description: 'Lädt nicht', firstName: 'Anna', lastName: 'Huber', email: 'anna@example.at' })) {
    controller.dispatch({ type: 'change', field: field as never, value });
  }
  controller.dispatch({ type: 'captcha-solved', token: 't' });
  controller.submit();
  return { posted, phase: controller.getState().phase.type };
}

describe('contact form storage with garbage', () => {
  it('a submit a minute ago still blocks (the 5-minute rule holds)', () => {
    window.localStorage.setItem(SUBMISSION_KEYS.submittedAt, String(NOW - 60_000));
    expect(submitOnce()).toEqual({ posted: false, phase: 'blocked' });
  });

  it.each([
    ['a submit time in the year 3000', String(YEAR_3000)],
    ['text', 'yesterday'],
    ['invalid JSON', '{"at":'],
    ['JSON of the wrong shape', '{"submittedAt":1}'],
    ['1 MB of digits', '9'.repeat(1_000_000)],
    ['NUL and unicode', '\u0000🚲\u0000'],
    ['a negative number', '-5'],
  ])('%s: the form posts, and the bad value is removed', (_name, value) => {
    window.localStorage.setItem(SUBMISSION_KEYS.submittedAt, value);
    expect(submitOnce()).toEqual({ posted: true, phase: 'submission' });
    expect(window.localStorage.getItem(SUBMISSION_KEYS.submittedAt)).toBe(String(NOW));
  });

  it.each([
    ['1e308', '1e308'],
    ['huge', '9'.repeat(1_000_000)],
    ['negative', '-400'],
    ['text', 'top'],
  ])('a garbage scroll offset (%s) on return restores to the top', (_name, value) => {
    window.localStorage.setItem(SUBMISSION_KEYS.success, 'true');
    window.localStorage.setItem(SUBMISSION_KEYS.scrollY, value);
    expect(createSubmissionStorage(browserStorage(), () => NOW).takeReturn()).toEqual({ scrollY: 0 });
    expect(window.localStorage.getItem(SUBMISSION_KEYS.success)).toBeNull();
  });
});
