import { describe, expect, it } from 'vitest';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { createLocales } from '../locale/locales.ts';
import { brandConfig as sparta } from '../../brands/sparta/brand.config.ts';
import { brandConfig as winora } from '../../brands/winora/brand.config.ts';
import { notFoundPageFor } from './not-found-page.ts';

describe('notFoundPageFor', () => {
  const winoraPage = notFoundPageFor(createLocales(resolveBrandConfig('winora', winora)));

  it("a missing page in a market gets that market's not-found page", () => {
    expect(winoraPage('/fr-fr/velos-introuvables')).toBe('/fr-fr/404/');
    expect(winoraPage('/at-de')).toBe('/at-de/404/');
  });

  it('outside every market: the site-wide /404.html', () => {
    expect(winoraPage('/unknown/page')).toBe('/404.html');
    expect(winoraPage('/fr-frx/page')).toBe('/404.html');
  });

  it('slash-separated markets (sparta /nl/nl/)', () => {
    const spartaPage = notFoundPageFor(createLocales(resolveBrandConfig('sparta', sparta)));
    expect(spartaPage('/nl/nl/fietsen-weg')).toBe('/nl/nl/404/');
  });
});
