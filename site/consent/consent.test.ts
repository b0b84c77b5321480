// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { contactFormGroups, FEATURE_GROUPS, isConsentGranted, parseActiveGroups } from './consent-gate.ts';
import type { ConsentWindow } from './consent-tool-api.ts';
import { CONSENT_POLL, createConsentStore, waitForConsentTool } from './create-consent-store.ts';
import { installLocalConsentTool, parseConsentCookie } from './local-consent-tool.ts';

const ready = (activeGroups: string[], alertBoxClosed: boolean) => ({ status: 'ready', activeGroups, alertBoxClosed }) as const;

describe('consent gate', () => {
  it('parses the active groups', () => {
    expect(parseActiveGroups(',C0001,C0003,')).toEqual(['C0001', 'C0003']);
    expect(parseActiveGroups(undefined)).toEqual([]);
  });
  it('needs every required group; C0001 also needs the alert box closed', () => {
    expect(isConsentGranted(ready(['C0001'], true), ['C0001'])).toBe(true);
    expect(isConsentGranted(ready(['C0001'], false), ['C0001'])).toBe(false);
    expect(isConsentGranted(ready(['C0001'], true), FEATURE_GROUPS.maps)).toBe(false);
    expect(isConsentGranted(ready(['C0001', 'C0003'], true), FEATURE_GROUPS.video)).toBe(true);
    expect(isConsentGranted(ready(['C0002'], false), ['C0002'])).toBe(true);
  });
  it('enables everything without a consent tool, nothing while waiting or when the tool never came', () => {
    expect(isConsentGranted({ status: 'disabled' }, ['C0001', 'C0004'])).toBe(true);
    expect(isConsentGranted({ status: 'waiting' }, ['C0001'])).toBe(false);
    expect(isConsentGranted({ status: 'unavailable', error: { reason: 'script-error', message: 'failed' } }, ['C0001'])).toBe(false);
  });
  it('takes the country list, else C0001', () => {
    const config = { consent: { tool: 'embedded', contactFormGroups: { FR: ['C0001', 'C0002'] } } } as const;
    expect(contactFormGroups(config, 'FR')).toEqual(['C0001', 'C0002']);
    expect(contactFormGroups(config, 'DE')).toEqual(['C0001']);
  });
});

describe('waiting for the consent tool', () => {
  it('polls 10 times, 100 ms apart, then gives up', async () => {
    const sleep = vi.fn(async () => {});
    const read = vi.fn(() => undefined);
    expect(await waitForConsentTool(read, sleep)).toBeNull();
    expect(read).toHaveBeenCalledTimes(CONSENT_POLL.tries);
    expect(sleep).toHaveBeenCalledTimes(9);
    expect(sleep).toHaveBeenCalledWith(100);
  });
  it('returns the tool as soon as it appears', async () => {
    const tool = { IsAlertBoxClosed: () => true } as never;
    let n = 0;
    expect(await waitForConsentTool(() => (++n === 4 ? tool : undefined), async () => {})).toBe(tool);
    expect(n).toBe(4);
  });
});

describe('consent store over the local tool', () => {
  const clearCookies = () => {
    for (const c of document.cookie.split(';')) document.cookie = `${c.split("=")[0]?.trim()}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  };

  it('reads groups and the alert box, and follows changes', async () => {
    clearCookies();
    const win = window as unknown as ConsentWindow;
    const wrapper = vi.fn();
    win.OptanonWrapper = wrapper;
    const store = createConsentStore({ tool: 'embedded', win, sleep: async () => {} });
    expect(store.getState()).toEqual({ status: 'waiting' });
    const tool = installLocalConsentTool({ win: window as never, cookies: document, preview: false });
    expect(tool.view()).toBe('banner');
    expect(win.OnetrustActiveGroups).toBe(',C0001,');
    await vi.waitFor(() => expect(store.getState()).toEqual(ready(['C0001'], false)));
    const seen = vi.fn();
    store.subscribe(seen);
    tool.AllowAll();
    expect(store.getState()).toEqual(ready(['C0001', 'C0002', 'C0003', 'C0004', 'C0005'], true));
    expect(seen).toHaveBeenCalled();
    expect(wrapper).toHaveBeenCalled();
    expect(tool.view()).toBe('hidden');
    expect(parseConsentCookie(decodeURIComponent(document.cookie.match(/OptanonConsent=([^;]+)/)?.[1] ?? ''))).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']);
    tool.save(['C0003']);
    expect(store.getState()).toEqual(ready(['C0001', 'C0003'], true));
    tool.withdraw();
    expect(store.getState()).toEqual(ready(['C0001'], false));
    expect(tool.view()).toBe('banner');
  });

  it('remembers the choice across page loads and hides the banner in preview mode', () => {
    clearCookies();
    installLocalConsentTool({ win: window as never, cookies: document, preview: false }).RejectAll();
    const again = installLocalConsentTool({ win: window as never, cookies: document, preview: false });
    expect(again.IsAlertBoxClosed()).toBe(true);
    expect(again.activeGroups()).toEqual(['C0001']);
    expect(again.view()).toBe('hidden');
    clearCookies();
    expect(installLocalConsentTool({ win: window as never, cookies: document, preview: true }).view()).toBe('hidden');
  });

  it('is unavailable when no tool appears, and disabled without one', async () => {
    const onUnavailable = vi.fn();
    const store = createConsentStore({ tool: 'embedded', win: {}, sleep: async () => {}, onUnavailable });
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ status: 'unavailable', error: { reason: 'not-found' } }));
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(onUnavailable).toHaveBeenCalledWith(expect.objectContaining({ reason: 'not-found', message: expect.stringContaining('10 tries 100 ms apart') }));
    expect(createConsentStore({ tool: 'none', win: {} }).getState()).toEqual({ status: 'disabled' });
  });
});
