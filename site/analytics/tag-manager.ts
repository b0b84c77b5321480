import { TAG_MANAGER_ID_PATTERN } from '../../brands/brand-constants.ts';
import { DEFAULT_REQUIRED_GROUPS, isConsentGranted } from '../consent/consent-gate.ts';
import type { ConsentStore } from '../consent/create-consent-store.ts';

/** The build's environment variable that sets the tag manager container (`none` turns a brand's off). */
export const TAG_MANAGER_ENV = 'GTM_ID';

/**
 * The tag manager container of a build: `GTM_ID` when set (`none`: no
 * container), else the brand config's `analytics.tagManagerId` (null for every
 * brand: no external script offline). A malformed `GTM_ID` fails the build.
 */
export function resolveTagManagerId(brand: { readonly id: string; readonly analytics: { readonly tagManagerId: string | null } }, env: Readonly<Record<string, string | undefined>>): string | null {
  const raw = env[TAG_MANAGER_ENV]?.trim();
  if (!raw) return brand.analytics.tagManagerId;
  if (raw === 'none') return null;
  if (!TAG_MANAGER_ID_PATTERN.test(raw)) throw new Error(`Tag manager of brand "${brand.id}": ${TAG_MANAGER_ENV} is "${raw}", must look like GTM-XXXX (or none)`);
  return raw;
}

/**
 * Loads the tag manager once consent allows it (§7: C0001 with the alert box
 * closed, or no consent tool at all): never without a container id, never
 * while consent is waiting or unavailable, at most once per page load (a
 * later withdrawal cannot unload a script; the tool's own blocking takes over).
 * Returns the unsubscribe function.
 */
export function loadTagManagerAfterConsent(options: {
  readonly id: string | null;
  readonly consent: ConsentStore;
  /** Adds the script (`loadTagManager`); true when it did. */
  readonly load: (id: string) => boolean;
  /** @default DEFAULT_REQUIRED_GROUPS */
  readonly required?: readonly string[];
}): () => void {
  const { id, consent } = options;
  if (!id) return () => {};
  const required = options.required ?? DEFAULT_REQUIRED_GROUPS;
  let loaded = false;
  let unsubscribe: (() => void) | null = null;
  const check = (): void => {
    if (loaded || !isConsentGranted(consent.getState(), required)) return;
    loaded = options.load(id);
    if (loaded) unsubscribe?.();
  };
  unsubscribe = consent.subscribe(check);
  check();
  return () => unsubscribe?.();
}
