// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig, type BrandConfigError } from '../config/resolve-brand-config.ts';
import type { SiteRuntimeConfig } from '../data/site-data.ts';
import { createBrowserRuntime } from '../runtime/create-browser-runtime.ts';
import { contactFormGroups, isConsentGranted } from './consent-gate.ts';
import { ConsentConfigError, resolveConsentTool } from './consent-config.ts';
import type { ConsentToolApi, ConsentWindow } from './consent-tool-api.ts';
import { CONSENT_POLL, createConsentStore } from './create-consent-store.ts';
import { domScriptLoader, scriptLoadError, type ScriptRequest } from './load-script.ts';
import { CONSENT_SCRIPT_TIMEOUT_MS, oneTrustScriptRequest } from './onetrust-script.ts';

const SCRIPT_URL = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';
const DOMAIN_ID = '0190a3c4-7d1e-7b2a-9f11-3c5d7e9a1b2c';
const ONETRUST = { tool: 'onetrust', scriptUrl: SCRIPT_URL, domainId: DOMAIN_ID } as const;

/**
 * What the production tool's script does once it has run: the global API, the active groups, and
 * OptanonWrapper after loading and after every change (OneTrust's documented behaviour).
 */
function fakeOneTrust(win: ConsentWindow, initial: { groups: string; closed: boolean }) {
  const callbacks: (() => void)[] = [];
  let closed = initial.closed;
  const api: ConsentToolApi = {
    IsAlertBoxClosed: () => closed,
    OnConsentChanged: (cb) => void callbacks.push(cb),
    ToggleInfoDisplay: () => {},
    AllowAll: () => change(',C0001,C0002,C0003,C0004,C0005,', true),
    RejectAll: () => change(',C0001,', true),
  };
  const change = (groups: string, isClosed: boolean): void => {
    win.OnetrustActiveGroups = groups;
    closed = isClosed;
    for (const cb of callbacks) cb();
    win.OptanonWrapper?.();
  };
  return {
    api,
    change,
    /** The SDK arriving: globals first, then OptanonWrapper. */
    install(): void {
      win.OnetrustActiveGroups = initial.groups;
      win.OneTrust = api;
      win.OptanonWrapper?.();
    },
  };
}

const noSleep = async (): Promise<void> => {};

describe('resolveConsentTool: brand config and environment', () => {
  const winora = resolveBrandConfig('winora', brandConfigs.winora);

  it('every brand keeps the embedded tool by default, in development and production builds (no external script)', () => {
    for (const [id, raw] of Object.entries(brandConfigs)) {
      const config = resolveBrandConfig(id, raw);
      expect(resolveConsentTool(config, {}), id).toEqual({ tool: 'embedded' });
      expect(resolveConsentTool(config, { SITE_ENV: 'production' }), id).toEqual({ tool: 'embedded' });
    }
  });

  it('CONSENT_TOOL switches a deploy to the production tool with the script URL and domain id from the environment', () => {
    expect(resolveConsentTool(winora, { CONSENT_TOOL: 'onetrust', CONSENT_SCRIPT_URL: SCRIPT_URL, CONSENT_DOMAIN_ID: DOMAIN_ID })).toEqual(ONETRUST);
    expect(resolveConsentTool(winora, { CONSENT_TOOL: 'none' })).toEqual({ tool: 'none' });
    expect(resolveConsentTool(winora, { CONSENT_TOOL: ' embedded ', SITE_ENV: 'production' })).toEqual({ tool: 'embedded' });
  });

  it('a brand configured with onetrust gets it in production builds only; the environment overrides its script and id', () => {
    const brand = { id: 'ghost', consent: { tool: 'onetrust', scriptUrl: SCRIPT_URL, domainId: DOMAIN_ID } } as const;
    expect(resolveConsentTool(brand, { SITE_ENV: 'production' })).toEqual(ONETRUST);
    expect(resolveConsentTool(brand, {})).toEqual({ tool: 'embedded' });
    expect(resolveConsentTool(brand, { SITE_ENV: 'staging' })).toEqual({ tool: 'embedded' });
    expect(resolveConsentTool(brand, { CONSENT_TOOL: 'onetrust', CONSENT_DOMAIN_ID: `${DOMAIN_ID}-test` })).toEqual({ ...ONETRUST, domainId: `${DOMAIN_ID}-test` });
  });

  it('fails the build naming the brand, the field and the variable', () => {
    expect(() => resolveConsentTool(winora, { CONSENT_TOOL: 'cookiebot' })).toThrow(new ConsentConfigError('winora', 'CONSENT_TOOL is "cookiebot", must be one of embedded, onetrust, none'));
    expect(() => resolveConsentTool(winora, { CONSENT_TOOL: 'onetrust', CONSENT_DOMAIN_ID: DOMAIN_ID })).toThrow(/brand "winora".*consent\.scriptUrl.*CONSENT_SCRIPT_URL/);
    expect(() => resolveConsentTool(winora, { CONSENT_TOOL: 'onetrust', CONSENT_SCRIPT_URL: SCRIPT_URL })).toThrow(/consent\.domainId.*CONSENT_DOMAIN_ID/);
    expect(() => resolveConsentTool(winora, { CONSENT_TOOL: 'onetrust', CONSENT_SCRIPT_URL: 'http://cdn.example/ot.js', CONSENT_DOMAIN_ID: DOMAIN_ID })).toThrow(/must be an https URL/);
    expect(() => resolveConsentTool(winora, { CONSENT_TOOL: 'onetrust', CONSENT_SCRIPT_URL: SCRIPT_URL, CONSENT_DOMAIN_ID: 'winora' })).toThrow(/must be a UUID/);
  });

  it('the brand schema takes onetrust with its script URL and domain id, and names what is missing', () => {
    const withConsent = (consent: unknown) => ({ ...brandConfigs.winora, consent });
    expect(resolveBrandConfig('winora', withConsent({ ...ONETRUST, contactFormGroups: {} })).consent).toEqual({ ...ONETRUST, contactFormGroups: {} });
    const issues = (consent: unknown) => {
      try {
        resolveBrandConfig('winora', withConsent(consent));
      } catch (error) {
        return (error as BrandConfigError).issues;
      }
      return [];
    };
    expect(issues({ tool: 'onetrust', contactFormGroups: {} })).toEqual([
      { field: 'consent.scriptUrl', problem: 'is required when the tool is onetrust' },
      { field: 'consent.domainId', problem: 'is required when the tool is onetrust' },
    ]);
    expect(issues({ ...ONETRUST, scriptUrl: 'http://cdn.cookielaw.org/x.js', domainId: 'abc', contactFormGroups: {} }).map((i) => i.field)).toEqual(['consent.scriptUrl', 'consent.domainId']);
  });
});

describe('the production tool with its script load injected', () => {
  const request = oneTrustScriptRequest(ONETRUST);

  it('asks for the script with the domain id, hooks OptanonWrapper first, reads the groups and follows changes', async () => {
    const win: ConsentWindow = {};
    const pageWrapper = vi.fn();
    win.OptanonWrapper = pageWrapper;
    const sdk = fakeOneTrust(win, { groups: ',C0001,', closed: false });
    let finishLoad: () => void = () => {};
    const loadScript = vi.fn(() => {
      // The hook is in place before the script is added: the tool calls it when it has loaded.
      expect(win.OptanonWrapper).not.toBe(pageWrapper);
      return new Promise<void>((resolve) => (finishLoad = resolve));
    });
    const store = createConsentStore({ tool: 'onetrust', win, loadScript, sleep: noSleep });
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ status: 'waiting' });

    sdk.install();
    finishLoad();
    expect(store.getState()).toEqual({ status: 'ready', activeGroups: ['C0001'], alertBoxClosed: false });
    expect(pageWrapper).toHaveBeenCalledTimes(1);
    expect(isConsentGranted(store.getState(), ['C0001'])).toBe(false);

    const seen = vi.fn();
    store.subscribe(seen);
    sdk.api.AllowAll();
    expect(store.getState()).toEqual({ status: 'ready', activeGroups: ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'], alertBoxClosed: true });
    // Change callback and OptanonWrapper both report the one change: listeners hear it once.
    expect(seen).toHaveBeenCalledTimes(1);
    expect(pageWrapper).toHaveBeenCalledTimes(2);
    expect(isConsentGranted(store.getState(), contactFormGroups({ consent: { contactFormGroups: {} } }, 'AT'))).toBe(true);

    sdk.change(',C0001,C0003,', true);
    expect(store.getState()).toEqual({ status: 'ready', activeGroups: ['C0001', 'C0003'], alertBoxClosed: true });
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('polls 10 × 100 ms after the script loaded for the tool to appear', async () => {
    const win: ConsentWindow = {};
    const sdk = fakeOneTrust(win, { groups: ',C0001,C0002,', closed: true });
    const sleep = vi.fn(async () => {
      if (sleep.mock.calls.length === 3) win.OneTrust = sdk.api;
    });
    win.OnetrustActiveGroups = ',C0001,C0002,';
    const store = createConsentStore({ tool: 'onetrust', win, loadScript: async () => {}, sleep });
    await vi.waitFor(() => expect(store.getState()).toEqual({ status: 'ready', activeGroups: ['C0001', 'C0002'], alertBoxClosed: true }));
    expect(sleep).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledWith(CONSENT_POLL.intervalMs);
  });

  it('a script that fails to load leaves consent unavailable with the error, logged once; nothing that needs consent runs', async () => {
    const win: ConsentWindow = {};
    const onUnavailable = vi.fn();
    const sleep = vi.fn(noSleep);
    const store = createConsentStore({ tool: 'onetrust', win, loadScript: () => Promise.reject(scriptLoadError('script-error', request)), sleep, onUnavailable });
    await vi.waitFor(() => expect(store.getState().status).toBe('unavailable'));
    const error = { reason: 'script-error', scriptUrl: SCRIPT_URL, message: `The consent tool's script ${SCRIPT_URL} failed to load; features that need consent stay off.` };
    expect(store.getState()).toEqual({ status: 'unavailable', error });
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(onUnavailable).toHaveBeenCalledWith(error);
    expect(sleep).not.toHaveBeenCalled();
    for (const groups of [['C0001'], ['C0002'], ['C0001', 'C0003']]) expect(isConsentGranted(store.getState(), groups)).toBe(false);
  });

  it('a loader that throws or rejects with anything else still fails closed', async () => {
    const thrown = createConsentStore({ tool: 'onetrust', win: {}, loadScript: () => { throw new Error('CSP'); }, sleep: noSleep });
    await vi.waitFor(() => expect(thrown.getState()).toMatchObject({ status: 'unavailable', error: { reason: 'script-error', message: expect.stringContaining('CSP') } }));
  });

  it('a script that loads but brings no tool: unavailable after 10 polls', async () => {
    const sleep = vi.fn(noSleep);
    const store = createConsentStore({ tool: 'onetrust', win: {}, loadScript: async () => {}, sleep });
    await vi.waitFor(() => expect(store.getState()).toMatchObject({ status: 'unavailable', error: { reason: 'not-found' } }));
    expect(sleep).toHaveBeenCalledTimes(CONSENT_POLL.tries - 1);
  });

  it('preview mode loads no script, hooks nothing and leaves consent unavailable (reason preview)', () => {
    const win: ConsentWindow = {};
    const loadScript = vi.fn(async () => {});
    const onUnavailable = vi.fn();
    const store = createConsentStore({ tool: 'onetrust', win, loadScript, preview: true, onUnavailable });
    expect(loadScript).not.toHaveBeenCalled();
    expect(win.OptanonWrapper).toBeUndefined();
    expect(store.getState()).toMatchObject({ status: 'unavailable', error: { reason: 'preview' } });
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(isConsentGranted(store.getState(), ['C0001'])).toBe(false);
  });
});

describe('domScriptLoader (the browser loader, without a network)', () => {
  afterEach(() => vi.useRealTimers());
  const setup = () => {
    vi.useFakeTimers();
    const added: HTMLScriptElement[] = [];
    const doc = { createElement: document.createElement.bind(document), head: { appendChild: <T extends Node>(node: T): T => (added.push(node as unknown as HTMLScriptElement), node) } };
    return { added, load: domScriptLoader(doc as never, { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as never) }) };
  };
  const request: ScriptRequest = oneTrustScriptRequest(ONETRUST);

  it('adds one async script with the domain id and resolves on load', async () => {
    const { added, load } = setup();
    const done = load(request);
    expect(added).toHaveLength(1);
    const script = added[0]!;
    expect(script.getAttribute('src')).toBe(SCRIPT_URL);
    expect(script.async).toBe(true);
    expect(script.getAttribute('data-domain-script')).toBe(DOMAIN_ID);
    expect(script.getAttribute('charset')).toBe('UTF-8');
    script.dispatchEvent(new Event('load'));
    await expect(done).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with the script-error value on error', async () => {
    const { added, load } = setup();
    const done = load(request);
    added[0]!.dispatchEvent(new Event('error'));
    await expect(done).rejects.toEqual(scriptLoadError('script-error', request));
  });

  it(`rejects with the script-timeout value after ${CONSENT_SCRIPT_TIMEOUT_MS} ms; a late load changes nothing`, async () => {
    const { added, load } = setup();
    const done = load(request);
    const outcome = vi.fn();
    done.then(() => outcome('loaded'), (e: unknown) => outcome(e));
    await vi.advanceTimersByTimeAsync(CONSENT_SCRIPT_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith({ reason: 'script-timeout', scriptUrl: SCRIPT_URL, message: `The consent tool's script ${SCRIPT_URL} did not load within ${CONSENT_SCRIPT_TIMEOUT_MS} ms; features that need consent stay off.` });
    added[0]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(outcome).toHaveBeenCalledTimes(1);
  });
});

describe('the browser runtime with the production tool', () => {
  const config: SiteRuntimeConfig = {
    environment: 'production',
    consentTool: 'onetrust',
    consentScript: { url: SCRIPT_URL, domainId: DOMAIN_ID },
    tagManagerId: null,
    routeChangeEvent: 'gatsby-route-change',
  };
  const fakeWindow = (search: string) => ({ location: { search }, document } as unknown as Window & ConsentWindow);
  const quiet = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

  it('loads the script with the domain id, shows no embedded banner, and is ready once the tool calls OptanonWrapper', async () => {
    const win = fakeWindow('');
    const sdk = fakeOneTrust(win, { groups: ',C0001,C0002,', closed: true });
    const loadScript = vi.fn(async () => sdk.install());
    const runtime = createBrowserRuntime(config, win, { loadScript, sleep: noSleep, console: quiet() });
    expect(runtime.consentTool).toBeNull();
    expect(loadScript).toHaveBeenCalledWith(oneTrustScriptRequest(ONETRUST));
    await vi.waitFor(() => expect(runtime.consent.getState()).toEqual({ status: 'ready', activeGroups: ['C0001', 'C0002'], alertBoxClosed: true }));
  });

  it('a failed script is logged as an error and consent stays unavailable', async () => {
    const console = quiet();
    const runtime = createBrowserRuntime(config, fakeWindow(''), { loadScript: (r) => Promise.reject(scriptLoadError('script-error', r)), sleep: noSleep, console });
    await vi.waitFor(() => expect(runtime.consent.getState().status).toBe('unavailable'));
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Consent tool failed to load'));
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(SCRIPT_URL));
    expect(isConsentGranted(runtime.consent.getState(), ['C0001'])).toBe(false);
  });

  it('preview mode (the editor marker in the address) never requests the script', () => {
    const loadScript = vi.fn(async () => {});
    const console = quiet();
    const runtime = createBrowserRuntime(config, fakeWindow('?_storyblok=42&_storyblok_c=page'), { loadScript, sleep: noSleep, console });
    expect(loadScript).not.toHaveBeenCalled();
    expect(runtime.consent.getState()).toMatchObject({ status: 'unavailable', error: { reason: 'preview' } });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('the embedded tool (every brand\'s default) requests no script', async () => {
    const loadScript = vi.fn(async () => {});
    const runtime = createBrowserRuntime({ ...config, consentTool: 'embedded', consentScript: null }, fakeWindow(''), { loadScript, sleep: noSleep, console: quiet() });
    expect(loadScript).not.toHaveBeenCalled();
    expect(runtime.consentTool).not.toBeNull();
    await vi.waitFor(() => expect(runtime.consent.getState().status).toBe('ready'));
  });
});
