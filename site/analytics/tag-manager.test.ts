// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import type { ConsentState } from '../consent/consent-gate.ts';
import type { ConsentStore } from '../consent/create-consent-store.ts';
import { createSite } from '../site.tsx';
import type { SiteData } from '../data/site-data.ts';
import { browserDataLayer } from './data-layer.ts';
import { loadTagManager } from './page-analytics.ts';
import { loadTagManagerAfterConsent, resolveTagManagerId } from './tag-manager.ts';

/** A consent store the test moves by hand. */
function manualConsent(initial: ConsentState): ConsentStore & { set(next: ConsentState): void; listeners(): number } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(l) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    set(next) {
      state = next;
      for (const l of listeners) l();
    },
    listeners: () => listeners.size,
  };
}

const ready = (activeGroups: string[], alertBoxClosed: boolean): ConsentState => ({ status: 'ready', activeGroups, alertBoxClosed });

describe('tag manager id: brand config, GTM_ID overrides', () => {
  it('is null for every brand by default (no external script offline)', () => {
    for (const [id, raw] of Object.entries(brandConfigs)) expect(resolveTagManagerId(resolveBrandConfig(id, raw), {}), id).toBeNull();
  });
  it('GTM_ID sets it, `none` turns a brand\'s off, a malformed one fails the build naming the brand', () => {
    const brand = { id: 'ghost', analytics: { tagManagerId: 'GTM-GHOST1' } };
    expect(resolveTagManagerId(brand, {})).toBe('GTM-GHOST1');
    expect(resolveTagManagerId(brand, { GTM_ID: '' })).toBe('GTM-GHOST1');
    expect(resolveTagManagerId(brand, { GTM_ID: 'GTM-K7Q2ZP' })).toBe('GTM-K7Q2ZP');
    expect(resolveTagManagerId(brand, { GTM_ID: 'none' })).toBeNull();
    expect(() => resolveTagManagerId(brand, { GTM_ID: 'UA-1234' })).toThrow('Tag manager of brand "ghost": GTM_ID is "UA-1234", must look like GTM-XXXX (or none)');
  });
  it('the brand schema takes a container id per brand', () => {
    expect(resolveBrandConfig('winora', { ...brandConfigs.winora, analytics: { tagManagerId: 'GTM-WIN0RA', routeChangeEvent: 'gatsby-route-change' } }).analytics.tagManagerId).toBe('GTM-WIN0RA');
    expect(() => resolveBrandConfig('winora', { ...brandConfigs.winora, analytics: { tagManagerId: 'GTM-lower', routeChangeEvent: 'x' } })).toThrow(/analytics\.tagManagerId: must look like GTM-XXXX/);
  });
  it('reaches the browser through the site static query; the build option wins over the brand config', async () => {
    const siteData = async (options: Parameters<typeof createSite>[0]) =>
      (await createSite(options).loadStaticQuery?.({ name: 'site', scope: 'at-de' } as never)) as unknown as SiteData;
    expect((await siteData({ year: 2026 })).runtime).toMatchObject({ tagManagerId: null, consentTool: 'embedded', consentScript: null });
    expect((await siteData({ year: 2026, tagManagerId: 'GTM-K7Q2ZP' })).runtime.tagManagerId).toBe('GTM-K7Q2ZP');
    const consent = { tool: 'onetrust', scriptUrl: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js', domainId: '0190a3c4-7d1e-7b2a-9f11-3c5d7e9a1b2c' } as const;
    expect((await siteData({ year: 2026, consent })).runtime).toMatchObject({ consentTool: 'onetrust', consentScript: { url: consent.scriptUrl, domainId: consent.domainId } });
  });
});

describe('tag manager script: only after consent, only with an id', () => {
  let load: ReturnType<typeof vi.fn<(id: string) => boolean>>;
  /** Scripts the page asked for (captured at the head: no network, no happy-dom script loading). */
  let requested: HTMLScriptElement[];
  const gtmScripts = () => requested.filter((s) => s.src.startsWith('https://www.googletagmanager.com/'));
  beforeEach(() => {
    requested = [];
    const doc = { createElement: document.createElement.bind(document), head: { appendChild: (node: HTMLScriptElement) => (requested.push(node), node) } };
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    const layer = browserDataLayer(window as unknown as { dataLayer?: unknown[] });
    load = vi.fn((id: string) => loadTagManager(id, doc as never, layer, () => 7));
  });

  it('without an id nothing is requested, even with full consent or no consent tool', () => {
    for (const state of [ready(['C0001', 'C0002', 'C0003', 'C0004', 'C0005'], true), { status: 'disabled' } as const]) {
      const consent = manualConsent(state);
      loadTagManagerAfterConsent({ id: null, consent, load });
      expect(consent.listeners()).toBe(0);
    }
    expect(load).not.toHaveBeenCalled();
    expect(gtmScripts()).toHaveLength(0);
  });

  it('with an id: nothing while waiting, before the banner is answered or when the tool is unavailable; then once', () => {
    const consent = manualConsent({ status: 'waiting' });
    loadTagManagerAfterConsent({ id: 'GTM-AB12', consent, load });
    expect(gtmScripts()).toHaveLength(0);
    consent.set(ready(['C0001'], false));
    expect(gtmScripts()).toHaveLength(0);
    consent.set({ status: 'unavailable', error: { reason: 'script-error', message: 'failed' } });
    expect(gtmScripts()).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();

    consent.set(ready(['C0001'], true));
    expect(load).toHaveBeenCalledTimes(1);
    expect(gtmScripts()).toHaveLength(1);
    expect(gtmScripts()[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12');
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([{ 'gtm.start': 7, event: 'gtm.js' }]);
    // Later changes add nothing and the store is no longer followed.
    consent.set(ready(['C0001', 'C0002'], true));
    expect(gtmScripts()).toHaveLength(1);
    expect(consent.listeners()).toBe(0);
  });

  it('loads at once when consent is already given or there is no consent tool (§5: everything enabled)', () => {
    loadTagManagerAfterConsent({ id: 'GTM-AB12', consent: manualConsent(ready(['C0001'], true)), load });
    expect(load).toHaveBeenCalledTimes(1);
    loadTagManagerAfterConsent({ id: 'GTM-CD34', consent: manualConsent({ status: 'disabled' }), load });
    expect(load).toHaveBeenLastCalledWith('GTM-CD34');
  });

  it('unsubscribing before consent (page left) means it never loads', () => {
    const consent = manualConsent({ status: 'waiting' });
    loadTagManagerAfterConsent({ id: 'GTM-AB12', consent, load })();
    consent.set(ready(['C0001'], true));
    expect(load).not.toHaveBeenCalled();
  });
});
