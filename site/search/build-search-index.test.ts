import { beforeAll, describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { useTestService } from '../../services/commerce/testing/use-test-service.ts';
import { commercePages } from '../commerce/catalogue/commerce-pages.server.ts';
import { commerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import { createCatalogueSource } from '../commerce/catalogue/load-catalogue.server.ts';
import { resolveShopwareChannels } from '../commerce/shopware/shopware-channels.ts';
import { resolveBrandConfig } from '../config/resolve-brand-config.ts';
import { dictionaries } from '../i18n/dictionaries.ts';
import { createLocales, type Locale } from '../locale/locales.ts';
import { routeSlugs } from '../routes/route-slugs.ts';
import { buildSearchIndex, contentSearchPage } from './build-search-index.server.ts';
import { createSearchEngine } from './search-engine.ts';
import { EMPTY_SEARCH_STATE } from './search-state.ts';
import type { SearchIndexFile, SearchPage } from './search-types.ts';

/** The index over the catalogue the local commerce service gives (what `pnpm build` indexes). */
const service = useTestService();

const winora = resolveBrandConfig('winora', brandConfigs.winora);
const locales = createLocales(winora);
const ARTICLE: SearchPage = { kind: 'page', title: 'Fahrradlicht: Sehen und gesehen werden', text: 'Was die StVZO vorschreibt', href: '/de-de/fahrradlicht/', image: null };

async function indexFor(localeId: string, contentPages: readonly SearchPage[] = []): Promise<SearchIndexFile> {
  const locale = locales.find((l) => l.id === localeId) as Locale;
  const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
  const settings = commerceSettings(winora, locale, channels);
  const catalogue = await createCatalogueSource(winora, channels).forLocale(locale);
  return buildSearchIndex({ brand: winora, locale, catalogue, settings, messages: dictionaries[locale.language], slugs: routeSlugs(locale.language), contentPages });
}

describe('buildSearchIndex (winora)', () => {
  let de: SearchIndexFile;
  let en: SearchIndexFile;
  beforeAll(async () => {
    [de, en] = await Promise.all([indexFor('de-de', [ARTICLE]), indexFor('at-en')]);
  }, 180_000);

  it('holds every bike of the catalogue once, as the listing tile with facet fields, plus lines and content pages', () => {
    expect(de.products.length).toBeGreaterThan(10);
    expect(new Set(de.products.map((p) => p.tile.id)).size).toBe(de.products.length);
    const sinus = de.products.filter((p) => p.line === 'Sinus');
    expect(sinus.length).toBeGreaterThan(0);
    for (const p of de.products) {
      expect(p.tile.href).toMatch(/^\/de-de\//);
      expect(p.facets.frameShape.length).toBeGreaterThan(0);
      expect(p.facets.frameSize.length).toBeGreaterThan(0);
      // Letter sizes (S, M, L) are also the size facet; centimetre frame sizes are not.
      expect(p.facets.size).toEqual(p.facets.frameSize.filter((s) => !s.endsWith('cm')));
      expect(p.facets.colourGroup.length).toBeGreaterThan(0);
    }
    expect(de.pages.filter((p) => p.kind === 'line').map((p) => p.title)).toContain('Winora Sinus');
    expect(de.pages).toContainEqual(ARTICLE);
    expect(de).toMatchObject({ locale: 'de-de', language: 'de', pageSize: winora.listing.pageSize });
    expect(de.commerce?.currency).toBe('EUR');
  });

  it('indexes attribute values in the page language, with the synonyms of a wave frame where the data says wave', () => {
    const wave = de.products.filter((p) => p.facets.frameShape.includes('Wave'));
    const diamondOnly = de.products.filter((p) => !p.facets.frameShape.includes('Wave') && !p.facets.frameShape.includes('Trapez'));
    expect(wave.length).toBeGreaterThan(0);
    for (const p of wave) expect(p.text).toContain('tiefer Einstieg');
    for (const p of diamondOnly) expect(p.text).not.toContain('Damen');
    // The same bikes in English: English values and English synonyms.
    expect(en.products.some((p) => p.facets.frameShape.includes('Wave') && p.text.includes('step-through'))).toBe(true);
    expect(en.products.flatMap((p) => p.facets.colourGroup)).toEqual(expect.arrayContaining(['Black']));
    expect(de.products.flatMap((p) => p.facets.colourGroup)).toEqual(expect.arrayContaining(['Schwarz']));
  });

  it('German words find what the data says: "Damen" and "tiefer Einstieg" give wave or trapeze frames, "sinsu" gives Sinus', () => {
    const engine = createSearchEngine(de);
    const damen = engine.search({ ...EMPTY_SEARCH_STATE, q: 'Damen' });
    expect(damen.total).toBeGreaterThan(0);
    for (const p of engine.search({ ...EMPTY_SEARCH_STATE, q: 'Damen', page: 1 }).products) expect(p.facets.frameShape.some((s) => s === 'Wave' || s === 'Trapez')).toBe(true);
    const low = engine.search({ ...EMPTY_SEARCH_STATE, q: 'tiefer Einstieg' });
    expect(low.total).toBeGreaterThan(0);
    expect(low.products.every((p) => p.facets.frameShape.includes('Wave'))).toBe(true);
    const typo = engine.search({ ...EMPTY_SEARCH_STATE, q: 'sinsu' });
    expect(typo.products[0]?.line).toBe('Sinus');
    expect(typo.contentPages.map((p) => p.title)).toContain('Winora Sinus');
    expect(engine.search({ ...EMPTY_SEARCH_STATE, q: 'Fahrradlict' }).contentPages).toContainEqual(ARTICLE);
    expect(engine.search({ ...EMPTY_SEARCH_STATE, q: 'xylophon' }).total).toBe(0);
  });
});

describe('buildSearchIndex from the crawl\'s commerce pages', () => {
  it('gives the very index it makes from the catalogue alone (the build hands it the pages it crawled)', async () => {
    const locale = locales.find((l) => l.id === 'de-de') as Locale;
    const channels = resolveShopwareChannels(winora, { COMMERCE_URL: service.url }, null);
    const settings = commerceSettings(winora, locale, channels);
    if (settings === null) throw new Error('no shop in de-de');
    const catalogue = await createCatalogueSource(winora, channels).forLocale(locale);
    const input = { brand: winora, locale, catalogue, settings, messages: dictionaries[locale.language], slugs: routeSlugs(locale.language), contentPages: [ARTICLE] };
    const pages = commercePages(input);
    expect(JSON.stringify(buildSearchIndex({ ...input, pages }))).toBe(JSON.stringify(buildSearchIndex(input)));
  }, 180_000);
});

describe('contentSearchPage', () => {
  it('takes the story title, its intro and rich text words, and the teaser image', () => {
    const data = {
      content: {
        component: 'publication', title: 'Fahrradlicht', intro: 'Was die StVZO vorschreibt.',
        body: [{ component: 'rich_text', text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Vorne ein weißer Scheinwerfer.' }] }] } }],
        teaserImage: { filename: 'https://a.example/light.svg', alt: 'Licht' },
      },
    };
    expect(contentSearchPage('/de-de/fahrradlicht/', data, { title: 'Fahrradlicht | Winora' }, 'Winora')).toEqual({
      kind: 'page', title: 'Fahrradlicht', text: 'Was die StVZO vorschreibt. Vorne ein weißer Scheinwerfer.', href: '/de-de/fahrradlicht/', image: { url: 'https://a.example/light.svg', alt: 'Licht' },
    });
  });

  it('falls back to the head title without the brand and to the description', () => {
    expect(contentSearchPage('/de-de/faq/', { content: { component: 'page' } }, { title: 'Häufige Fragen | Winora', description: 'Antworten' }, 'Winora')).toEqual({
      kind: 'page', title: 'Häufige Fragen', text: 'Antworten', href: '/de-de/faq/', image: null,
    });
  });
});
