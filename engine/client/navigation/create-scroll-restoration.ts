/** A `sessionStorage`-like store; any call may throw (private mode, sandboxed frames, quota). */
export interface ScrollStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The parts of `window` scroll restoration reads and moves. */
export interface ScrollWindow {
  readonly scrollY: number;
  scrollTo(x: number, y: number): void;
}

/** Where to find hash targets, usually `document`. */
export interface ScrollDocument {
  getElementById(id: string): { scrollIntoView(): void } | null;
}

/** A history entry as scroll restoration sees it. */
export interface ScrollLocation {
  readonly pathname: string;
  readonly hash: string;
  /** The entry's key; `'initial'` for the entry the page was loaded into. */
  readonly key: string;
  /** The entry's state; `{ scroll: false }` opts the navigation out of scrolling. */
  readonly state?: unknown;
  /** PUSH/REPLACE: a new entry, goes to the top. POP: back/forward, restores. */
  readonly action: 'PUSH' | 'REPLACE' | 'POP';
}

/** What `restore` did. */
export type ScrollOutcome =
  | { readonly kind: 'skipped' }
  | { readonly kind: 'element'; readonly id: string; readonly found: boolean }
  | { readonly kind: 'position'; readonly y: number };

/** Options of `createScrollRestoration`. */
export interface ScrollRestorationOptions {
  readonly storage: ScrollStorage;
  readonly window: ScrollWindow;
  readonly document: ScrollDocument;
}

/** Saves and restores window scroll positions per history entry. */
export interface ScrollRestoration {
  /** The storage key of a location: `@@scroll|<pathname>|<key>`. */
  keyOf(location: Pick<ScrollLocation, 'pathname' | 'key'>): string;
  /** Saves the current `scrollY` for `location` (call from a throttled scroll listener and before leaving). */
  save(location: Pick<ScrollLocation, 'pathname' | 'key'>): void;
  /** The saved position of `location`, if any. */
  saved(location: Pick<ScrollLocation, 'pathname' | 'key'>): number | undefined;
  /** Scrolls for a location just rendered. */
  restore(location: ScrollLocation): ScrollOutcome;
}

const optedOut = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { readonly scroll?: unknown }).scroll === false;

const hashId = (hash: string): string => {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape: the id is the literal text.
    return raw;
  }
};

/**
 * Creates scroll restoration. Positions live in `storage` so they survive a
 * reload; when the storage throws, they fall back to memory for this page's
 * lifetime rather than being lost.
 */
export function createScrollRestoration(options: ScrollRestorationOptions): ScrollRestoration {
  const memory = new Map<string, number>();

  const keyOf: ScrollRestoration['keyOf'] = (location) => `@@scroll|${location.pathname}|${location.key}`;

  const saved: ScrollRestoration['saved'] = (location) => {
    const key = keyOf(location);
    if (memory.has(key)) return memory.get(key);
    let raw: string | null;
    try {
      raw = options.storage.getItem(key);
    } catch {
      // Unreadable storage: only the memory fallback can answer, and it did not.
      return undefined;
    }
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
  };

  return {
    keyOf,
    saved,
    save(location) {
      const key = keyOf(location);
      const y = options.window.scrollY;
      try {
        options.storage.setItem(key, JSON.stringify(y));
        memory.delete(key);
      } catch {
        memory.set(key, y);
      }
    },
    restore(location) {
      if (optedOut(location.state)) return { kind: 'skipped' };
      if (location.hash !== '' && location.hash !== '#') {
        const id = hashId(location.hash);
        const element = options.document.getElementById(id);
        element?.scrollIntoView();
        return { kind: 'element', id, found: element !== null };
      }
      // POP (back/forward) returns to the saved position (top when none); a new entry starts at the top.
      const y = location.action === 'POP' ? (saved(location) ?? 0) : 0;
      options.window.scrollTo(0, y);
      return { kind: 'position', y };
    },
  };
}
