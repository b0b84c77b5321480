import { parseActiveGroups, type ConsentLoadError, type ConsentSnapshot, type ConsentState } from './consent-gate.ts';
import type { ConsentToolName } from './consent-config.ts';
import type { ConsentToolApi, ConsentWindow } from './consent-tool-api.ts';

/** The consent poll (§9): 10 tries, 100 ms apart. */
export const CONSENT_POLL = { tries: 10, intervalMs: 100 } as const;

export interface ConsentStoreOptions {
  /** The page's consent tool (`none`: everything enabled). */
  readonly tool: ConsentToolName;
  readonly win: ConsentWindow;
  /**
   * Loads the tool's script (the production tool); called once, after the `OptanonWrapper` hook is in place,
   * and the poll starts when it has loaded. It rejects with a {@link ConsentLoadError} when the script fails
   * or times out. Without it (the embedded tool, installed by the page itself) the poll starts at once.
   */
  readonly loadScript?: () => Promise<void>;
  /** Preview mode: the production tool is not loaded at all (its banner is hidden in preview); nothing needing consent runs. */
  readonly preview?: boolean;
  /** @default setTimeout-based */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Called once when there is no tool: the script failed or timed out, the poll found nothing, or preview mode. */
  readonly onUnavailable?: (error: ConsentLoadError) => void;
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

const NOT_FOUND: ConsentLoadError = { reason: 'not-found', message: `The consent tool did not load after ${CONSENT_POLL.tries} tries ${CONSENT_POLL.intervalMs} ms apart; features that need consent stay off.` };
const PREVIEW: ConsentLoadError = { reason: 'preview', message: 'Preview mode loads no consent tool; features that need consent stay off.' };

/** A rejection from a script loader as an error value (a loader that throws something else still fails closed). */
function asLoadError(error: unknown): ConsentLoadError {
  if (error && typeof error === 'object' && 'reason' in error && 'message' in error) return error as ConsentLoadError;
  return { reason: 'script-error', message: `The consent tool's script failed to load (${error instanceof Error ? error.message : String(error)}); features that need consent stay off.` };
}

const sameSnapshot = (a: ConsentState, b: ConsentSnapshot): boolean =>
  a.status === 'ready' && a.alertBoxClosed === b.alertBoxClosed && a.activeGroups.length === b.activeGroups.length && a.activeGroups.every((g, i) => g === b.activeGroups[i]);

/**
 * Consent state for the page (§4): loads the tool's script where there is
 * one, waits for the tool (10 × 100 ms), reads the active groups and the
 * alert-box state, and follows every change through the tool's change
 * callback and `OptanonWrapper` (which the production tool calls once
 * loaded and after each change). A script that fails or never loads, or a
 * tool that never appears, leaves the state `unavailable` with the error:
 * nothing that needs consent runs. A tool that still arrives later (its
 * `OptanonWrapper` call) is read as usual.
 */
export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const listeners = new Set<() => void>();
  const { win } = options;
  let state: ConsentState = options.tool === 'none' ? { status: 'disabled' } : { status: 'waiting' };
  const set = (next: ConsentState): void => {
    state = next;
    for (const l of listeners) l();
  };
  const fail = (error: ConsentLoadError): void => {
    if (state.status !== 'waiting') return;
    set({ status: 'unavailable', error });
    options.onUnavailable?.(error);
  };

  if (options.tool === 'onetrust' && options.preview) {
    fail(PREVIEW);
  } else if (options.tool !== 'none') {
    let attached: ConsentToolApi | null = null;
    const read = (): void => {
      if (!attached) return;
      const snapshot: ConsentSnapshot = { activeGroups: parseActiveGroups(win.OnetrustActiveGroups), alertBoxClosed: attached.IsAlertBoxClosed() };
      if (!sameSnapshot(state, snapshot)) set({ status: 'ready', ...snapshot });
    };
    const attach = (tool: ConsentToolApi): void => {
      if (attached) return;
      attached = tool;
      tool.OnConsentChanged(read);
      read();
    };
    // The production tool calls OptanonWrapper once it has loaded and after every change: hooked before its script
    // is added, keeping whatever wrapper the page had.
    const previous = win.OptanonWrapper;
    win.OptanonWrapper = () => {
      if (win.OneTrust) {
        attach(win.OneTrust);
        read();
      }
      previous?.();
    };
    const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    const poll = async (): Promise<void> => {
      const tool = await waitForConsentTool(() => attached ?? win.OneTrust, sleep);
      if (tool) attach(tool);
      else if (!attached) fail(NOT_FOUND);
    };
    let loaded: Promise<void>;
    try {
      loaded = options.loadScript ? options.loadScript() : Promise.resolve();
    } catch (error) {
      loaded = Promise.reject(error);
    }
    void loaded.then(poll, (error: unknown) => {
      if (!attached) fail(asLoadError(error));
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
