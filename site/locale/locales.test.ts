import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createLocales, defaultLocale, localePath, parseLocale, type Locale } from './locales.ts';

const winora = createLocales(resolveBrandConfig('winora', brandConfigs.winora));
const sparta = createLocales(resolveBrandConfig('sparta', brandConfigs.sparta));
const xlc = createLocales(resolveBrandConfig('xlc', brandConfigs.xlc));
const lapierre = createLocales(resolveBrandConfig('lapierre', brandConfigs.lapierre));

function byPrefix(locales: readonly Locale[], prefix: string): Locale {
  const found = locales.find((l) => l.prefix === prefix);
  if (!found) throw new Error(`no locale ${prefix}`);
  return found;
}

describe('createLocales', () => {
  it('lists one locale per country and language in the config order', () => {
    expect(winora.map((l) => l.prefix)).toEqual([
      'at-de', 'at-en', 'ch-de', 'ch-fr', 'ch-en', 'cz-en', 'de-de', 'de-en',
      'es-es', 'es-en', 'fr-fr', 'fr-en', 'it-it', 'it-en', 'nl-en', 'pl-en',
    ]);
  });

  it('describes a hyphen locale: prefix, path, id, de-AT tag and currency', () => {
    expect(byPrefix(winora, 'ch-fr')).toEqual({
      country: 'CH',
      language: 'fr',
      prefix: 'ch-fr',
      path: '/ch-fr/',
      id: 'ch-fr',
      tag: 'fr-CH',
      currency: 'CHF',
      isDefault: false,
      isXDefault: false,
    });
  });

  it('with a slash separator the prefix and path use "/" but the id stays hyphenated', () => {
    const be = byPrefix(sparta, 'be/fr');
    expect(be).toMatchObject({ prefix: 'be/fr', path: '/be/fr/', id: 'be-fr', tag: 'fr-BE', currency: 'EUR' });
    expect(byPrefix(sparta, 'dk/da')).toMatchObject({ id: 'dk-da', tag: 'da-DK', currency: 'DKK' });
  });

  it('the international channel has the bare language as tag', () => {
    expect(byPrefix(xlc, 'int-en')).toMatchObject({ country: 'INT', path: '/int-en/', id: 'int-en', tag: 'en' });
  });

  it('marks the first language of the first country as default, and the default language tag as x-default', () => {
    expect(winora.filter((l) => l.isDefault).map((l) => l.id)).toEqual(['at-de']);
    expect(winora.filter((l) => l.isXDefault).map((l) => l.id)).toEqual(['de-de']);
    expect(defaultLocale(winora).id).toBe('at-de');
    // lapierre: default fr-fr, but its default language tag en-fr makes fr-en the x-default.
    expect(defaultLocale(lapierre).id).toBe('fr-fr');
    expect(lapierre.filter((l) => l.isXDefault).map((l) => l.id)).toEqual(['fr-en']);
    expect(sparta.filter((l) => l.isDefault || l.isXDefault).map((l) => l.prefix)).toEqual(['nl/nl']);
  });

  it('returns frozen locales', () => {
    expect(Object.isFrozen(winora)).toBe(true);
    expect(Object.isFrozen(winora[0])).toBe(true);
  });
});

describe('parseLocale with a hyphen separator (winora)', () => {
  const atDe = byPrefix(winora, 'at-de');
  const deEn = byPrefix(winora, 'de-en');

  it.each([
    ['/at-de/basket/', '/basket/'],
    ['/at-de/basket', '/basket/'],
    ['/at-de/', '/'],
    ['/at-de', '/'],
    ['/at-de/index.html', '/'],
    ['/at-de/basket/index.html', '/basket/'],
  ])('%s → at-de, rest %s', (pathname, rest) => {
    expect(parseLocale(pathname, winora)).toEqual({ locale: atDe, rest, fallback: false });
  });

  it('matches the prefix case-insensitively', () => {
    expect(parseLocale('/AT-DE/', winora)).toEqual({ locale: atDe, rest: '/', fallback: false });
    expect(parseLocale('/De-En/search/', winora)).toMatchObject({ locale: deEn, rest: '/search/', fallback: false });
  });

  it('reads a locale other than the default', () => {
    expect(parseLocale('/pl-en/x/y/', winora)).toEqual({ locale: byPrefix(winora, 'pl-en'), rest: '/x/y/', fallback: false });
  });

  it('falls back to the default locale with the whole path as rest for an unknown locale', () => {
    expect(parseLocale('/xx-yy/foo/', winora)).toEqual({ locale: atDe, rest: '/xx-yy/foo/', fallback: true });
    // pl-pl looks like a locale but winora sells in PL in English only.
    expect(parseLocale('/pl-pl/', winora)).toEqual({ locale: atDe, rest: '/pl-pl/', fallback: true });
  });

  it('falls back to the default locale for a missing locale', () => {
    expect(parseLocale('/basket/', winora)).toEqual({ locale: atDe, rest: '/basket/', fallback: true });
    expect(parseLocale('/', winora)).toEqual({ locale: atDe, rest: '/', fallback: true });
  });

  it('treats /index.html as the root', () => {
    expect(parseLocale('/index.html', winora)).toEqual(parseLocale('/', winora));
  });

  it('does not take a prefix that only starts a longer segment', () => {
    expect(parseLocale('/at-dex/', winora)).toMatchObject({ locale: atDe, rest: '/at-dex/', fallback: true });
  });
});

describe('parseLocale with a slash separator (sparta)', () => {
  const nlNl = byPrefix(sparta, 'nl/nl');

  it('reads both segments of the prefix', () => {
    expect(parseLocale('/nl/nl/dealer/x/', sparta)).toEqual({ locale: nlNl, rest: '/dealer/x/', fallback: false });
    expect(parseLocale('/be/fr/basket', sparta)).toEqual({ locale: byPrefix(sparta, 'be/fr'), rest: '/basket/', fallback: false });
    expect(parseLocale('/NL/EN/', sparta)).toEqual({ locale: byPrefix(sparta, 'nl/en'), rest: '/', fallback: false });
  });

  it('/nl/ alone is not a locale', () => {
    expect(parseLocale('/nl/', sparta)).toEqual({ locale: nlNl, rest: '/nl/', fallback: true });
  });

  it('a hyphenated prefix is not a sparta locale', () => {
    expect(parseLocale('/nl-nl/basket/', sparta)).toEqual({ locale: nlNl, rest: '/nl-nl/basket/', fallback: true });
  });
});

describe('localePath', () => {
  const atDe = byPrefix(winora, 'at-de');

  it.each([
    ['basket', '/at-de/basket/'],
    ['/basket', '/at-de/basket/'],
    ['/basket/', '/at-de/basket/'],
    ['a/b', '/at-de/a/b/'],
    ['', '/at-de/'],
    ['/', '/at-de/'],
  ])('localePath(at-de, %j) → %s', (rest, expected) => {
    expect(localePath(atDe, rest)).toBe(expected);
  });

  it('defaults to the locale home and works with a slash separator', () => {
    expect(localePath(atDe)).toBe('/at-de/');
    expect(localePath(byPrefix(sparta, 'nl/nl'), 'dealer/x')).toBe('/nl/nl/dealer/x/');
  });

  it('round-trips through parseLocale', () => {
    for (const locale of [...winora, ...sparta]) {
      const locales = locale.prefix.includes('/') ? sparta : winora;
      expect(parseLocale(localePath(locale, 'basket'), locales)).toEqual({ locale, rest: '/basket/', fallback: false });
    }
  });
});
