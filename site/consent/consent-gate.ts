import type { ConsentGroup, CountryCode } from '../../brands/brand-schema.ts';

/** Strictly necessary: the default requirement (§5), which also needs the alert box closed. */
export const DEFAULT_REQUIRED_GROUPS: readonly ConsentGroup[] = ['C0001'];
/** Features with fixed requirements (§5): maps and video need necessary and functional cookies. */
export const FEATURE_GROUPS = { maps: ['C0001', 'C0003'], video: ['C0001', 'C0003'] } as const satisfies Record<string, readonly ConsentGroup[]>;

/** What the consent tool says now. */
export interface ConsentSnapshot {
  /** Active groups (`OnetrustActiveGroups`). */
  readonly activeGroups: readonly string[];
  /** Whether the visitor has answered the banner. */
  readonly alertBoxClosed: boolean;
}

/**
 * Why there is no consent tool on the page:
 * - `script-error`: the production tool's script failed to load (blocked, 404, offline);
 * - `script-timeout`: the script neither loaded nor failed within the load timeout;
 * - `not-found`: no tool appeared after the poll (10 × 100 ms);
 * - `preview`: preview mode loads no production tool (its banner is hidden there).
 */
export type ConsentUnavailableReason = 'script-error' | 'script-timeout' | 'not-found' | 'preview';

/** What went wrong, for the state and the log: the reason, a sentence, and the script where there is one. */
export interface ConsentLoadError {
  readonly reason: ConsentUnavailableReason;
  readonly message: string;
  readonly scriptUrl?: string;
}

/**
 * Consent as the site sees it: `disabled` (no consent tool configured:
 * everything is enabled), `waiting` (polling for the tool), `unavailable`
 * (the tool never came or its script failed: nothing that needs consent
 * runs; `error` says why), `ready`.
 */
export type ConsentState =
  | { readonly status: 'disabled' }
  | { readonly status: 'waiting' }
  | { readonly status: 'unavailable'; readonly error: ConsentLoadError }
  | ({ readonly status: 'ready' } & ConsentSnapshot);

/** `",C0001,C0003,"` → `['C0001', 'C0003']` (the tool's format). */
export function parseActiveGroups(raw: unknown): readonly string[] {
  return typeof raw === 'string' ? raw.split(',').map((g) => g.trim()).filter(Boolean) : [];
}

/** The groups the contact form needs in a country: its own list, else C0001. */
export function contactFormGroups(config: { readonly consent: { readonly contactFormGroups: Readonly<Partial<Record<CountryCode, readonly ConsentGroup[]>>> } }, country: CountryCode): readonly ConsentGroup[] {
  return config.consent.contactFormGroups[country] ?? DEFAULT_REQUIRED_GROUPS;
}

/**
 * Whether a feature needing `required` may run (§5): with no consent tool
 * always; otherwise every required group must be active, and C0001 also
 * needs the alert box closed. Waiting counts as no (yet).
 */
export function isConsentGranted(state: ConsentState, required: readonly string[]): boolean {
  switch (state.status) {
    case 'disabled':
      return true;
    case 'waiting':
    case 'unavailable':
      return false;
    case 'ready':
      return required.every((g) => state.activeGroups.includes(g)) && (!required.includes('C0001') || state.alertBoxClosed);
    default: {
      const unknown: never = state;
      throw new Error(`Unknown consent state ${JSON.stringify(unknown)}`);
    }
  }
}
