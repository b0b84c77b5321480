import { describe, expect, it } from 'vitest';
import type { PageRoute } from '@cycle/engine';
import { brandConfigs } from '../../brands/registry.ts';
import type { BrandConfigInput } from '../../brands/brand-schema.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createLocales } from '../locale/locales.ts';
import { crawlFixedRoutes, slicesFor, themeFor } from './crawl-routes.ts';

const winoraConfig = resolveBrandConfig('winora', brandConfigs.winora);
const winoraLocales = createLocales(winoraConfig);
const winora = crawlFixedRoutes(winoraConfig, winoraLocales);

const spartaConfig = resolveBrandConfig('sparta', brandConfigs.sparta);
const spartaLocales = createLocales(spartaConfig);
const sparta = crawlFixedRoutes(spartaConfig, spartaLocales);

function route(routes: readonly PageRoute[], path: string): PageRoute {
  const found = routes.filter((r) => r.path === path);
  expect(found, `exactly one route at ${path}`).toHaveLength(1);
  return found[0]!;
}

describe('crawlFixedRoutes for winora', () => {
  it('has no two routes on the same path', () => {
    const paths = winora.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(winoraLocales.map((l) => [l.prefix, l] as const))('%s has home, basket, search and a not-found catch-all', (prefix, locale) => {
    const home = route(winora, `/${prefix}/`);
    expect(home).toMatchObject({ component: 'home', kind: 'Home', lang: locale.tag, locale: locale.id });
    expect(route(winora, `/${prefix}/basket/`)).toMatchObject({ component: 'basket', kind: 'Basket', lang: locale.tag, locale: locale.id, sitemap: false });
    expect(route(winora, `/${prefix}/search/`)).toMatchObject({ component: 'search', kind: 'Search', lang: locale.tag, locale: locale.id, sitemap: false });
    const notFound = route(winora, `/${prefix}/404/`);
    expect(notFound).toMatchObject({ component: 'not-found', kind: 'NotFound', matchPath: `/${prefix}/*`, sitemap: false });
    expect(notFound.alternate).toBeUndefined();
  });

  it('gives every locale page the dictionary of its language and the site data of its locale', () => {
    expect(route(winora, '/ch-fr/basket/').staticQueries).toEqual([
      { name: 'dictionary', scope: 'fr' },
      { name: 'site', scope: 'ch-fr' },
    ]);
  });

  it('has exactly five routes per locale plus /404.html, /500.html and /', () => {
    expect(winora).toHaveLength(winoraLocales.length * 5 + 3);
    expect(winoraLocales).toHaveLength(16);
  });

  it('has a contact page per locale at the localised service slug, one alternate cluster', () => {
    expect(route(winora, '/at-de/service/kontakt/')).toMatchObject({ component: 'contact', kind: 'Contact', alternate: { key: 'contact', hreflang: 'de-AT' } });
    expect(route(winora, '/fr-fr/service/contact/').component).toBe('contact');
    expect(route(winora, '/es-es/servicio/contacto/').component).toBe('contact');
    expect(route(winora, '/pl-en/service/contact-us/').component).toBe('contact');
    expect(winora.filter((r) => r.alternate?.key === 'contact')).toHaveLength(16);
  });

  it('has site-wide /404.html, /500.html and / that belong to no locale and stay out of the sitemaps', () => {
    const notFound = route(winora, '/404.html');
    const error = route(winora, '/500.html');
    const root = route(winora, '/');
    expect(notFound).toMatchObject({ component: 'not-found', sitemap: false, lang: 'de-AT' });
    expect(error).toMatchObject({ component: 'error', sitemap: false, lang: 'de-AT' });
    expect(root).toMatchObject({ component: 'locale-redirect', sitemap: false, slices: {} });
    for (const r of [notFound, error, root]) {
      expect(r.locale).toBeUndefined();
      expect(r.alternate).toBeUndefined();
      expect(r.matchPath).toBeUndefined();
    }
  });

  it('names header and footer slices by locale and theme, following config.theme', () => {
    // winora: header dark on Home (byKind), light by default; footer dark everywhere.
    expect(route(winora, '/at-de/').slices).toEqual({
      header: { name: 'header-at-de-dark', component: 'header', context: { locale: 'at-de', theme: 'dark' } },
      footer: { name: 'footer-at-de-dark', component: 'footer', context: { locale: 'at-de', theme: 'dark' } },
    });
    expect(route(winora, '/ch-fr/basket/').slices).toEqual({
      header: { name: 'header-ch-fr-light', component: 'header', context: { locale: 'ch-fr', theme: 'light' } },
      footer: { name: 'footer-ch-fr-dark', component: 'footer', context: { locale: 'ch-fr', theme: 'dark' } },
    });
    expect(route(winora, '/de-en/search/').slices?.['header']?.name).toBe('header-de-en-light');
    expect(route(winora, '/404.html').slices?.['header']?.name).toBe('header-at-de-light');
  });

  it('slice names follow a changed theme configuration', () => {
    const raw: BrandConfigInput = structuredClone(brandConfigs.winora);
    const config = resolveBrandConfig('winora', {
      ...raw,
      theme: { ...raw.theme, header: { default: 'light', byKind: { Basket: 'dark' } }, footer: { default: 'light', byKind: {} } },
    });
    const routes = crawlFixedRoutes(config, createLocales(config));
    expect(route(routes, '/at-de/').slices?.['header']?.name).toBe('header-at-de-light');
    expect(route(routes, '/at-de/basket/').slices?.['header']?.name).toBe('header-at-de-dark');
    expect(route(routes, '/at-de/basket/').slices?.['footer']?.name).toBe('footer-at-de-light');
  });

  it('themeFor and slicesFor read the kind, falling back to the default', () => {
    expect(themeFor('header', 'Home', winoraConfig)).toBe('dark');
    expect(themeFor('header', 'ProductLine', winoraConfig)).toBe('dark');
    expect(themeFor('header', 'Basket', winoraConfig)).toBe('light');
    expect(themeFor('footer', 'Basket', winoraConfig)).toBe('dark');
    const deDe = winoraLocales.find((l) => l.id === 'de-de')!;
    expect(slicesFor(deDe, 'Campaign', winoraConfig)['header']?.name).toBe('header-de-de-dark');
  });

  it.each(['home', 'basket', 'search'])('alternate key "%s" groups one page per locale with one x-default, de-de', (key) => {
    const cluster = winora.filter((r) => r.alternate?.key === key);
    expect(cluster).toHaveLength(winoraLocales.length);
    expect(new Set(cluster.map((r) => r.alternate!.hreflang))).toEqual(new Set(winoraLocales.map((l) => l.tag)));
    const xDefault = cluster.filter((r) => r.alternate!.xDefault === true);
    expect(xDefault.map((r) => r.locale)).toEqual(['de-de']);
    for (const r of cluster) expect(r.alternate!.hreflang).toBe(r.lang);
  });

  it('uses de-AT style hreflang codes', () => {
    expect(route(winora, '/ch-fr/').alternate).toEqual({ key: 'home', hreflang: 'fr-CH' });
    expect(route(winora, '/de-de/basket/').alternate).toEqual({ key: 'basket', hreflang: 'de-DE', xDefault: true });
  });
});

describe('crawlFixedRoutes for sparta (slash separator)', () => {
  it('puts every locale page under /<country>/<language>/', () => {
    expect(route(sparta, '/nl/nl/')).toMatchObject({ component: 'home', locale: 'nl-nl', lang: 'nl-NL' });
    expect(route(sparta, '/nl/nl/basket/').component).toBe('basket');
    expect(route(sparta, '/be/fr/search/').component).toBe('search');
    expect(route(sparta, '/dk/da/404/').matchPath).toBe('/dk/da/*');
    for (const r of sparta.filter((x) => x.locale)) expect(r.path).toMatch(/^\/(nl|dk|be)\/[a-z]{2}\//);
    expect(sparta.some((r) => /^\/[a-z]{2}-[a-z]{2}\//.test(r.path))).toBe(false);
  });

  it('names slices by the hyphenated locale id and x-defaults nl/nl', () => {
    expect(route(sparta, '/nl/nl/').slices?.['header']?.name).toBe('header-nl-nl-light');
    expect(sparta.filter((r) => r.alternate?.xDefault).map((r) => r.path)).toEqual(['/nl/nl/', '/nl/nl/basket/', '/nl/nl/search/', '/nl/nl/service/contact-us/']);
  });
});
