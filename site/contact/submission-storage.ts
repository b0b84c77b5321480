/** Keys of the form's browser storage (§4): success flag, scroll offset, submit time. */
export const SUBMISSION_KEYS = {
  success: 'contactForm.success',
  scrollY: 'contactForm.scrollY',
  submittedAt: 'contactForm.submittedAt',
} as const;

/** The part of the Web Storage API the form uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the form keeps across its full-page post. */
export interface SubmissionStorage {
  /** When the last post left, or null. */
  lastSubmitAt(): number | null;
  /** Before posting: success flag, scroll offset and submit time. */
  savePosting(record: { readonly scrollY: number; readonly submittedAt: number }): void;
  /** On return: the scroll offset to restore when the success flag is set (the flags are cleared; the submit time stays for the block). */
  takeReturn(): { readonly scrollY: number } | null;
  /** Clears the success flag and scroll offset without reporting success (a back-forward visit is no return from the CRM). */
  discardReturn(): void;
}

/** An in-memory stand-in when the browser's storage is unavailable (private mode, blocked cookies). */
export function createMemoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** A scroll offset beyond this is no page of ours (a stored 1e308 would chase the page's end for seconds). */
const MAX_SCROLL_Y = 1_000_000;
/** A submit time may run ahead of this clock by a minute at most (another tab's clock); beyond that it is garbage. */
const CLOCK_SKEW_MS = 60_000;

/** A stored whole number within `[min, max]`, else null: text, NaN, fractions, negative or huge values count as absent. */
function readNumber(storage: KeyValueStorage, key: string, max: number): number | null {
  const raw = storage.getItem(key);
  if (raw === null || !/^\d{1,16}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n <= max ? n : null;
}

/**
 * The form's storage round trip over `localStorage` (so the 5-minute block
 * holds across tabs too). A storage that throws on use is replaced by memory
 * for the rest of the page's life: the post still goes out. A stored value that
 * is not a whole number in range (text, 1 MB, year 3000) counts as absent.
 */
export function createSubmissionStorage(storage: KeyValueStorage | null, now: () => number = Date.now): SubmissionStorage {
  let store: KeyValueStorage = storage ?? createMemoryStorage();
  const safely = <T>(use: (s: KeyValueStorage) => T): T => {
    try {
      return use(store);
    } catch {
      // Quota or security error: remember in memory instead.
      store = createMemoryStorage();
      return use(store);
    }
  };
  return {
    // A submit time in the future (year 3000, garbage) would block the form for ever: it counts as none and goes.
    lastSubmitAt: () =>
      safely((s) => {
        const at = readNumber(s, SUBMISSION_KEYS.submittedAt, now() + CLOCK_SKEW_MS);
        if (at === null && s.getItem(SUBMISSION_KEYS.submittedAt) !== null) s.removeItem(SUBMISSION_KEYS.submittedAt);
        return at;
      }),
    savePosting: ({ scrollY, submittedAt }) =>
      safely((s) => {
        s.setItem(SUBMISSION_KEYS.success, 'true');
        s.setItem(SUBMISSION_KEYS.scrollY, String(Math.max(0, Math.round(scrollY))));
        s.setItem(SUBMISSION_KEYS.submittedAt, String(submittedAt));
      }),
    takeReturn: () =>
      safely((s) => {
        if (s.getItem(SUBMISSION_KEYS.success) !== 'true') return null;
        const scrollY = readNumber(s, SUBMISSION_KEYS.scrollY, MAX_SCROLL_Y) ?? 0;
        s.removeItem(SUBMISSION_KEYS.success);
        s.removeItem(SUBMISSION_KEYS.scrollY);
        return { scrollY };
      }),
    discardReturn: () =>
      safely((s) => {
        s.removeItem(SUBMISSION_KEYS.success);
        s.removeItem(SUBMISSION_KEYS.scrollY);
      }),
  };
}

/** The browser's localStorage, or null where reading it throws. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
