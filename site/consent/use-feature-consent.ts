import { useSyncExternalStore } from 'react';
import { isConsentGranted, type ConsentState } from './consent-gate.ts';
import type { ConsentWindow } from './consent-tool-api.ts';
import { useSiteRuntime } from '../runtime/site-runtime.ts';

const WAITING: ConsentState = { status: 'waiting' };

/**
 * Whether a feature needing consent groups may run here, as the page sees it:
 * - `waiting`: the server render, hydration, or the consent tool not there yet (show the placeholder, no prompt);
 * - `granted`: every required group is active (with no consent tool configured: always);
 * - `blocked`: the tool answered without them, or never came (show the prompt).
 */
export type FeatureConsentStatus = 'waiting' | 'granted' | 'blocked';

export interface FeatureConsent {
  readonly status: FeatureConsentStatus;
  /** Opens the consent tool's preference centre (the embedded banner or the production tool). */
  readonly openSettings: () => void;
}

/** Consent for a feature needing `required` groups (spec §5: maps and video need C0001 and C0003). */
export function useFeatureConsent(required: readonly string[]): FeatureConsent {
  const runtime = useSiteRuntime();
  const state = useSyncExternalStore(runtime.consent.subscribe, runtime.consent.getState, () => WAITING);
  const status: FeatureConsentStatus = state.status === 'waiting' ? 'waiting' : isConsentGranted(state, required) ? 'granted' : 'blocked';
  const openSettings = (): void => (runtime.consentTool ?? (window as ConsentWindow).OneTrust)?.ToggleInfoDisplay();
  return { status, openSettings };
}
