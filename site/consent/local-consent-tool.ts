import { CONSENT_GROUPS, type ConsentGroup } from '../../brands/brand-schema.ts';
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

function readCookie(doc: { cookie: string }, name: string): string | null {
  for (const part of doc.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
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
  let isClosed = readCookie(cookies, CONSENT_COOKIES.closed) !== null;
  const closed = (): boolean => isClosed;
  let active: readonly ConsentGroup[] = closed() ? parseConsentCookie(readCookie(cookies, CONSENT_COOKIES.consent)) : [NECESSARY];
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
