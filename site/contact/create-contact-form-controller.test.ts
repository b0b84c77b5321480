import { describe, expect, it, vi } from 'vitest';
import { initialContactState, RESUBMIT_BLOCK_MS } from './contact-form-machine.ts';
import { createContactFormController } from './create-contact-form-controller.ts';
import { createMemoryStorage, createSubmissionStorage, SUBMISSION_KEYS, type KeyValueStorage } from './submission-storage.ts';

const layout = { countryField: false, addressFields: false, bikeFields: true, language: 'nl' };
const filled = { type: 'Warranty Claims', subject: 'Frame', description: 'Crack', firstName: 'Jan', lastName: 'Jansen', email: 'jan@example.nl' } as const;
const T0 = 1_700_000_000_000;

function setup(store: KeyValueStorage = createMemoryStorage()) {
  let now = T0;
  let scroll = 640;
  const post = vi.fn();
  const onRejected = vi.fn();
  const onSubmitted = vi.fn();
  const make = () =>
    createContactFormController({
      initial: initialContactState(layout, { country: 'NL' }),
      clock: () => now,
      storage: createSubmissionStorage(store),
      post,
      scrollY: () => scroll,
      onRejected,
      onSubmitted,
    });
  const fillIn = (c: ReturnType<typeof make>) => {
    for (const [field, value] of Object.entries(filled)) c.dispatch({ type: 'change', field: field as keyof typeof filled, value });
    c.dispatch({ type: 'captcha-solved', token: 'token-1' });
  };
  return { store, post, onRejected, onSubmitted, make, fillIn, tick: (ms: number) => void (now += ms), scrollTo: (y: number) => void (scroll = y) };
}

describe('createContactFormController', () => {
  it('saves success flag, scroll offset and submit time, then posts', () => {
    const t = setup();
    const c = t.make();
    t.fillIn(c);
    c.submit();
    expect(t.post).toHaveBeenCalledTimes(1);
    expect(t.onSubmitted).toHaveBeenCalledTimes(1);
    expect(t.store.getItem(SUBMISSION_KEYS.success)).toBe('true');
    expect(t.store.getItem(SUBMISSION_KEYS.scrollY)).toBe('640');
    expect(t.store.getItem(SUBMISSION_KEYS.submittedAt)).toBe(String(T0));
  });

  it('round trip: back on the page it shows success, returns the scroll offset and clears the flags', () => {
    const t = setup();
    const first = t.make();
    t.fillIn(first);
    first.submit();
    const back = t.make();
    expect(back.takeReturn()).toBe(640);
    expect(back.getState().phase).toEqual({ type: 'succeeded' });
    expect(t.store.getItem(SUBMISSION_KEYS.success)).toBeNull();
    expect(t.store.getItem(SUBMISSION_KEYS.scrollY)).toBeNull();
    // The submit time stays: it drives the block.
    expect(t.store.getItem(SUBMISSION_KEYS.submittedAt)).toBe(String(T0));
    // A later load is a normal visit.
    expect(t.make().takeReturn()).toBeNull();
  });

  it('blocks a second submit within 5 minutes and posts again after it', () => {
    const t = setup();
    const first = t.make();
    t.fillIn(first);
    first.submit();
    const again = t.make();
    again.takeReturn();
    t.fillIn(again);
    t.tick(RESUBMIT_BLOCK_MS - 1);
    again.submit();
    expect(t.post).toHaveBeenCalledTimes(1);
    expect(again.getState().phase).toEqual({ type: 'blocked', lastSubmitAt: T0, retryAt: T0 + RESUBMIT_BLOCK_MS });
    t.tick(1);
    t.scrollTo(10);
    again.submit();
    expect(t.post).toHaveBeenCalledTimes(2);
    expect(t.store.getItem(SUBMISSION_KEYS.submittedAt)).toBe(String(T0 + RESUBMIT_BLOCK_MS));
    expect(t.store.getItem(SUBMISSION_KEYS.scrollY)).toBe('10');
  });

  it('reports the errors of a refused submit and posts nothing', () => {
    const t = setup();
    const c = t.make();
    c.dispatch({ type: 'change', field: 'email', value: 'jan@' });
    c.submit();
    expect(t.post).not.toHaveBeenCalled();
    expect(t.onRejected).toHaveBeenCalledWith(expect.objectContaining({ email: 'contactEmailInvalid', captcha: 'contactCaptchaRequired', type: 'contactTypeRequired' }));
    expect(t.store.getItem(SUBMISSION_KEYS.success)).toBeNull();
  });

  it('still posts when the browser storage throws, remembering in memory', () => {
    const broken: KeyValueStorage = {
      getItem: () => { throw new Error('SecurityError'); },
      setItem: () => { throw new Error('QuotaExceededError'); },
      removeItem: () => { throw new Error('SecurityError'); },
    };
    const t = setup(broken);
    const c = t.make();
    t.fillIn(c);
    c.submit();
    expect(t.post).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers on change only', () => {
    const t = setup();
    const c = t.make();
    const listener = vi.fn();
    const off = c.subscribe(listener);
    c.dispatch({ type: 'change', field: 'subject', value: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    c.dispatch({ type: 'change', field: 'subject', value: 'b' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a back-forward visit after a post shows no success and discards the flags (the post may have been refused)', () => {
    const t = setup();
    const first = t.make();
    t.fillIn(first);
    first.submit();
    const back = t.make();
    expect(back.takeReturn('back_forward')).toBeNull();
    expect(back.getState().phase).toEqual({ type: 'initial' });
    expect(t.store.getItem(SUBMISSION_KEYS.success)).toBeNull();
    // Still guarded against a double send.
    expect(t.store.getItem(SUBMISSION_KEYS.submittedAt)).toBe(String(T0));
  });

  it('restored from the back-forward cache after posting: editable again, captcha to solve again', () => {
    const t = setup();
    const c = t.make();
    t.fillIn(c);
    c.submit();
    expect(c.getState().phase.type).toBe('submission');
    c.dispatch({ type: 'resumed' });
    expect(c.getState().phase).toEqual({ type: 'validation' });
    expect(c.getState().captcha).toEqual({ status: 'unsolved', reason: 'expired' });
    expect(c.getState().values.subject).toBe('Frame');
  });
});
