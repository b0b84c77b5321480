import { contactFormReducer, type ContactFormEvent, type ContactFormState } from './contact-form-machine.ts';
import type { SubmissionStorage } from './submission-storage.ts';
import type { ContactErrors } from './validate-contact.ts';

export interface ContactFormControllerOptions {
  readonly initial: ContactFormState;
  /** Milliseconds since the epoch. @default Date.now */
  readonly clock?: () => number;
  readonly storage: SubmissionStorage;
  /** Sends the form: a full-page POST that leaves the page. */
  readonly post: () => void;
  /** The page's scroll offset, saved before posting. */
  readonly scrollY: () => number;
  /** A submit refused for these errors (for the analytics error events). */
  readonly onRejected?: (errors: ContactErrors) => void;
  /** A submit that goes out (for the analytics submit event). */
  readonly onSubmitted?: (state: ContactFormState) => void;
}

/** The form's store: the reducer plus its effects (clock, storage, the post). */
export interface ContactFormController {
  getState(): ContactFormState;
  subscribe(listener: () => void): () => void;
  dispatch(event: Exclude<ContactFormEvent, { type: 'submit' | 'returned' }>): void;
  /** Clears the success flag and scroll offset (see `takeReturn`). */
  discardReturn(): void;
  /** Validates, checks the 5-minute block, saves the flags and posts. */
  submit(): void;
  /**
   * On page load: the scroll offset to restore when back from a successful
   * post (flags cleared), else null. A back-forward visit (`navigation`
   * `back_forward`) is not the CRM's redirect: its flags are discarded and no
   * success is shown (the post may have been refused).
   */
  takeReturn(navigation?: 'navigate' | 'reload' | 'back_forward' | 'prerender'): number | null;
}

/**
 * Creates the form's store. Everything with a side effect is injected, so
 * the storage round trip and the block are tested with a fake clock and
 * memory storage; React reads it through `useSyncExternalStore`.
 */
export function createContactFormController(options: ContactFormControllerOptions): ContactFormController {
  const clock = options.clock ?? Date.now;
  let state = options.initial;
  const listeners = new Set<() => void>();
  const apply = (event: ContactFormEvent): ContactFormState => {
    const next = contactFormReducer(state, event);
    if (next !== state) {
      state = next;
      for (const l of listeners) l();
    }
    return state;
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch: (event) => void apply(event),
    submit() {
      const next = apply({ type: 'submit', now: clock(), lastSubmitAt: options.storage.lastSubmitAt() });
      if (next.phase.type === 'submission') {
        options.storage.savePosting({ scrollY: options.scrollY(), submittedAt: next.phase.submittedAt });
        options.onSubmitted?.(next);
        options.post();
      } else if (next.rejectedSubmit) {
        options.onRejected?.(next.rejectedSubmit);
      }
    },
    discardReturn: () => options.storage.discardReturn(),
    takeReturn(navigation = 'navigate') {
      if (navigation === 'back_forward') {
        options.storage.discardReturn();
        return null;
      }
      const back = options.storage.takeReturn();
      if (!back) return null;
      apply({ type: 'returned' });
      return back.scrollY;
    },
  };
}
