import { parseActiveGroups, type ConsentState } from './consent-gate.ts';
import type { ConsentToolApi, ConsentWindow } from './consent-tool-api.ts';

/** The consent poll (§9): 10 tries, 100 ms apart. */
export const CONSENT_POLL = { tries: 10, intervalMs: 100 } as const;

export interface ConsentStoreOptions {
  /** Whether a consent tool is configured (`none`: everything enabled). */
  readonly tool: 'embedded' | 'none';
  readonly win: ConsentWindow;
  /** @default setTimeout-based */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Called once if the tool never appears (for the log). */
  readonly onUnavailable?: () => void;
}

export interface ConsentStore {
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
}

/** Polls `read` up to `tries` times, `intervalMs` apart; the tool or null. */
export async function waitForConsentTool(read: () => ConsentToolApi | undefined, sleep: (ms: number) => Promise<void>, poll: { tries: number; intervalMs: number } = CONSENT_POLL): Promise<ConsentToolApi | null> {
  for (let attempt = 1; attempt <= poll.tries; attempt++) {
    const tool = read();
    if (tool) return tool;
    if (attempt < poll.tries) await sleep(poll.intervalMs);
  }
  return null;
}

/**
 * Consent state for the page (§4): waits for the tool, reads the active
 * groups and the alert-box state, and follows every change through the
 * tool's change callback.
 */
export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const listeners = new Set<() => void>();
  let state: ConsentState = options.tool === 'none' ? { status: 'disabled' } : { status: 'waiting' };
  const set = (next: ConsentState): void => {
    state = next;
    for (const l of listeners) l();
  };
  if (options.tool !== 'none') {
    const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    void waitForConsentTool(() => options.win.OneTrust, sleep).then((tool) => {
      if (!tool) {
        options.onUnavailable?.();
        set({ status: 'unavailable' });
        return;
      }
      const read = (): void => set({ status: 'ready', activeGroups: parseActiveGroups(options.win.OnetrustActiveGroups), alertBoxClosed: tool.IsAlertBoxClosed() });
      tool.OnConsentChanged(read);
      read();
    });
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
