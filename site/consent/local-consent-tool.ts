import { CONSENT_GROUPS } from '../../brands/brand-constants.ts';
import type { ConsentGroup } from '../../brands/brand-schema.ts';
import type { ConsentToolApi, ConsentWindow } from './consent-tool-api.ts';

/** Cookies the local tool keeps its record in (the production tool's names). */
export const CONSENT_COOKIES = { consent: 'OptanonConsent', closed: 'OptanonAlertBoxClosed' } as const;
/** Strictly necessary cookies are always active. */
const NECESSARY: ConsentGroup = 'C0001';

/** What the banner shows: nothing, the banner, or the preference centre. */
export type ConsentView = 'hidden' | 'banner' | 'preferences';

/** The local tool: the production API plus what its own banner needs. */
export interface LocalConsentTool extends ConsentToolApi {
  view(): ConsentView;
  activeGroups(): readonly ConsentGroup[];
  subscribeView(listener: () => void): () => void;
  /** Saves a choice from the preference centre (C0001 is always kept). */
  save(groups: readonly ConsentGroup[]): void;
  /** Forgets the record: the banner asks again and features needing consent stop. */
  withdraw(): void;
  closePreferences(): void;
}

export interface LocalConsentToolOptions {
  readonly win: ConsentWindow & { dispatchEvent?(event: Event): boolean };
  /** Cookie access (`document`). */
  readonly cookies: { cookie: string };
  /** Preview mode hides the banner (§2). */
  readonly preview: boolean;
  /** @default () => new Date() */
  readonly now?: () => Date;
}

/**
 * A cookie's decoded value, or null when it is missing or not valid percent-encoding (`%E0%A4%A`): a
 * cookie anyone can set must never throw into the page (issue: a malformed `OptanonConsent` blanked every page).
 */
export function readCookie(doc: { cookie: string }, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      // Malformed escape: the same as no record.
      return null;
    }
  }
  return null;
}

const hasCookie = (doc: { cookie: string }, name: string): boolean => doc.cookie.split(';').some((part) => part.trim().split('=')[0] === name);

/** A closed-banner time may run ahead of this clock by at most a day (clock skew); beyond that it is garbage. */
const CLOCK_SKEW_MS = 24 * 3600 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;
const CONSENT_RECORD = /^C\d{4}:[01](,C\d{4}:[01])*$/;

/**
 * The visitor's stored answer, or null when there is none or it is unusable: the closed time must be a date
 * not in the future (year 3000 is garbage) and the consent record must hold a `groups=C0001:1,...` list.
 * An unusable record counts as no answer, so the banner asks again and nothing needing consent runs.
 */
export function readConsentRecord(doc: { cookie: string }, now: Date): readonly ConsentGroup[] | null {
  const closedAt = readCookie(doc, CONSENT_COOKIES.closed);
  const at = closedAt === null || !ISO_DATE.test(closedAt) ? Number.NaN : Date.parse(closedAt);
  if (!Number.isFinite(at) || at > now.getTime() + CLOCK_SKEW_MS) return null;
  const record = readCookie(doc, CONSENT_COOKIES.consent);
  const groups = record === null ? null : new URLSearchParams(record).get('groups');
  if (groups === null || !CONSENT_RECORD.test(groups)) return null;
  return parseConsentCookie(record);
}

const YEAR = 365 * 24 * 3600;
function writeCookie(doc: { cookie: string }, name: string, value: string | null): void {
  doc.cookie = value === null ? `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; SameSite=Lax` : `${name}=${encodeURIComponent(value)}; Max-Age=${YEAR}; Path=/; SameSite=Lax`;
}

/** `groups=C0001:1,C0002:0` → the active groups. */
export function parseConsentCookie(value: string | null): readonly ConsentGroup[] {
  const groups = new URLSearchParams(value ?? '').get('groups') ?? '';
  return CONSENT_GROUPS.filter((g) => groups.split(',').includes(`${g}:1`));
}

/**
 * Installs the embedded consent tool: the production tool's global API
 * (`OneTrust.IsAlertBoxClosed/OnConsentChanged/ToggleInfoDisplay/AllowAll/
 * RejectAll`, `OnetrustActiveGroups`, `OptanonWrapper`, the
 * `OneTrustGroupsUpdated` event) over the same cookies, and the state its
 * banner renders.
 */
export function installLocalConsentTool(options: LocalConsentToolOptions): LocalConsentTool {
  const { win, cookies } = options;
  const now = options.now ?? (() => new Date());
  const changeCallbacks: (() => void)[] = [];
  const viewListeners = new Set<() => void>();
  // Read once from the record; kept in memory afterwards (the cookie is for the next page load).
  const stored = readConsentRecord(cookies, now());
  // An unusable record is dropped, so it cannot linger next to the answer the banner will ask for.
  if (stored === null && (hasCookie(cookies, CONSENT_COOKIES.closed) || hasCookie(cookies, CONSENT_COOKIES.consent))) {
    writeCookie(cookies, CONSENT_COOKIES.consent, null);
    writeCookie(cookies, CONSENT_COOKIES.closed, null);
  }
  let isClosed = stored !== null;
  const closed = (): boolean => isClosed;
  let active: readonly ConsentGroup[] = stored ?? [NECESSARY];
  if (!active.includes(NECESSARY)) active = [NECESSARY, ...active];
  let view: ConsentView = options.preview || closed() ? 'hidden' : 'banner';

  const publish = (): void => {
    win.OnetrustActiveGroups = `,${active.join(',')},`;
  };
  const setView = (next: ConsentView): void => {
    view = options.preview ? 'hidden' : next;
    for (const l of viewListeners) l();
  };
  const changed = (): void => {
    publish();
    for (const cb of changeCallbacks) cb();
    win.OptanonWrapper?.();
    if (win.dispatchEvent && typeof CustomEvent === 'function') win.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: active }));
  };
  const record = (groups: readonly ConsentGroup[]): void => {
    active = CONSENT_GROUPS.filter((g) => g === NECESSARY || groups.includes(g));
    writeCookie(cookies, CONSENT_COOKIES.consent, `groups=${CONSENT_GROUPS.map((g) => `${g}:${active.includes(g) ? 1 : 0}`).join(',')}`);
    writeCookie(cookies, CONSENT_COOKIES.closed, now().toISOString());
    isClosed = true;
    setView('hidden');
    changed();
  };

  const tool: LocalConsentTool = {
    IsAlertBoxClosed: closed,
    OnConsentChanged: (callback) => void changeCallbacks.push(callback),
    ToggleInfoDisplay: () => setView(view === 'preferences' ? (closed() ? 'hidden' : 'banner') : 'preferences'),
    AllowAll: () => record(CONSENT_GROUPS),
    RejectAll: () => record([NECESSARY]),
    view: () => view,
    activeGroups: () => active,
    subscribeView(listener) {
      viewListeners.add(listener);
      return () => void viewListeners.delete(listener);
    },
    save: (groups) => record(groups),
    withdraw() {
      writeCookie(cookies, CONSENT_COOKIES.consent, null);
      writeCookie(cookies, CONSENT_COOKIES.closed, null);
      isClosed = false;
      active = [NECESSARY];
      setView('banner');
      changed();
    },
    closePreferences: () => setView(closed() ? 'hidden' : 'banner'),
  };
  publish();
  win.OneTrust = tool;
  win.OptanonWrapper?.();
  return tool;
}
