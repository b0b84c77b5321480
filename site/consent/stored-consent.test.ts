// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIES, installLocalConsentTool, readConsentRecord, readCookie } from './local-consent-tool.ts';

/**
 * Desired behavior: no stored consent cookie, however broken, throws or blanks the page. A malformed,
 * wrongly shaped or future-dated record counts as no answer: the banner asks again, only the necessary
 * group is active, and the broken cookies are removed. (Before: `OptanonConsent=%E0%A4%A` threw in
 * `decodeURIComponent` inside the runtime's effect and left a white page on every page.)
 */

/** A cookie jar with `document.cookie` semantics: reading gives `a=1; b=2`, writing sets one cookie, Max-Age=0 deletes. */
function cookieJar(initial: Record<string, string>): { cookie: string; readonly jar: Map<string, string> } {
  const jar = new Map(Object.entries(initial));
  return {
    jar,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (attrs.some((a) => a.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    },
  };
}

const NOW = new Date('2025-06-01T12:00:00.000Z');
const VALID = { [CONSENT_COOKIES.closed]: '2025-05-01T10:00:00.000Z', [CONSENT_COOKIES.consent]: encodeURIComponent('groups=C0001:1,C0002:1,C0003:1,C0004:0,C0005:0') };

function install(cookies: { cookie: string }) {
  const win = {} as Parameters<typeof installLocalConsentTool>[0]['win'];
  return { win, tool: installLocalConsentTool({ win, cookies, preview: false, now: () => NOW }) };
}

describe('stored consent cookies', () => {
  it('reads a valid record: banner closed, its groups active', () => {
    const { tool, win } = install(cookieJar(VALID));
    expect(tool.view()).toBe('hidden');
    expect(tool.IsAlertBoxClosed()).toBe(true);
    expect(win.OnetrustActiveGroups).toBe(',C0001,C0002,C0003,');
  });

  it('readCookie answers null for malformed percent-encoding instead of throwing', () => {
    const jar = cookieJar({ OptanonConsent: '%E0%A4%A' });
    expect(() => readCookie(jar, 'OptanonConsent')).not.toThrow();
    expect(readCookie(jar, 'OptanonConsent')).toBeNull();
  });

  it.each([
    ['malformed percent-encoding in the record', { ...VALID, [CONSENT_COOKIES.consent]: '%E0%A4%A' }],
    ['malformed percent-encoding in the closed time', { ...VALID, [CONSENT_COOKIES.closed]: '%E0%A4%A' }],
    ['a closed time in the year 3000', { ...VALID, [CONSENT_COOKIES.closed]: '3000-01-01T00:00:00.000Z' }],
    ['a closed time that is not a date', { ...VALID, [CONSENT_COOKIES.closed]: '{"not":"a date"}' }],
    ['a record without groups', { ...VALID, [CONSENT_COOKIES.consent]: encodeURIComponent('{"groups":["C0001"]}') }],
    ['a record of the wrong shape', { ...VALID, [CONSENT_COOKIES.consent]: encodeURIComponent('groups=C0001:yes,everything') }],
    ['a 4 KB record', { ...VALID, [CONSENT_COOKIES.consent]: 'x'.repeat(4000) }],
    ['NUL and unicode', { ...VALID, [CONSENT_COOKIES.consent]: '%00%F0%9F%9A%B2groups%3DC0001%3A1%00' }],
  ])('%s: no throw, the banner asks again, only C0001 is active, and the broken cookies are removed', (_name, cookies) => {
    const jar = cookieJar(cookies);
    const { tool, win } = install(jar);
    expect(tool.view()).toBe('banner');
    expect(tool.IsAlertBoxClosed()).toBe(false);
    expect(win.OnetrustActiveGroups).toBe(',C0001,');
    expect(jar.jar.has(CONSENT_COOKIES.consent)).toBe(false);
    expect(jar.jar.has(CONSENT_COOKIES.closed)).toBe(false);
    // The banner's answer then writes a good record over the garbage.
    tool.AllowAll();
    expect(readConsentRecord(jar, NOW)).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']);
  });

  it('tolerates a clock a few hours behind the one that wrote the record', () => {
    const { tool } = install(cookieJar({ ...VALID, [CONSENT_COOKIES.closed]: '2025-06-01T18:00:00.000Z' }));
    expect(tool.IsAlertBoxClosed()).toBe(true);
  });
});
