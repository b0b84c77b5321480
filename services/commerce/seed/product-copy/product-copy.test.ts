import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../../brands/registry.ts';
import { BRAND_SEEDS } from '../brand-seeds.ts';
import { buildCatalogue, type Catalogue } from '../build-catalogue.ts';
import type { Lang } from '../seed-types.ts';
import { composeProductCopy, translateSpecValue } from './compose-product-copy.ts';

/**
 * Words that mark a language, chosen so that no word is in two lists (`en`, `de`, `die` are left out). A text is
 * in the language whose list it hits most; English copy in a Spanish market hits the English list.
 */
// 'of' is Dutch too ("or"), so it marks no language.
const MARKERS: Readonly<Record<Lang, readonly string[]>> = {
  en: ['the', 'and', 'with', 'for', 'your', 'you', 'to', 'it', 'which'],
  de: ['der', 'das', 'und', 'mit', 'für', 'ist', 'ein', 'eine', 'auch', 'sich', 'oder'],
  fr: ['le', 'les', 'et', 'avec', 'pour', 'est', 'une', 'des', 'du', 'vous', 'qui', 'sans'],
  es: ['el', 'los', 'las', 'y', 'para', 'es', 'una', 'del', 'que', 'por', 'sin'],
  it: ['il', 'gli', 'e', 'per', 'è', 'della', 'che', 'senza', 'anche', 'ogni'],
  nl: ['het', 'en', 'met', 'voor', 'een', 'van', 'je', 'zonder', 'ook'],
  da: ['og', 'til', 'er', 'af', 'uden', 'hver'],
  sv: ['och', 'till', 'är', 'av', 'utan', 'varje'],
  fi: ['ja', 'on', 'tai', 'myös', 'joka', 'jotta', 'ilman', 'kuin'],
  pl: ['i', 'z', 'się', 'jest', 'dla', 'lub', 'który', 'przez', 'które'],
  cs: ['s', 'je', 'pro', 'nebo', 'který', 'která', 'až', 'také'],
};

/** The language whose marker words a text uses most, with the counts. */
function guessLanguage(text: string): { best: Lang; counts: Record<Lang, number> } {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  const counts = Object.fromEntries(Object.entries(MARKERS).map(([lang, list]) => [lang, words.filter((w) => list.includes(w)).length])) as Record<Lang, number>;
  const best = (Object.keys(counts) as Lang[]).reduce((a, b) => (counts[b] > counts[a] ? b : a));
  return { best, counts };
}

const wordCount = (text: string): number => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

interface Sold { readonly brand: string; readonly lang: Lang; readonly catalogue: Catalogue }

/** Every brand's catalogue as the commerce service seeds it, with each language the brand sells in. */
const sold: readonly Sold[] = Object.values(brandConfigs).flatMap((config) => {
  const seed = BRAND_SEEDS[config.id];
  if (seed === undefined) throw new Error(`no seed for ${config.id}`);
  const catalogue = buildCatalogue(config.id, seed, config.countries.map((c) => c.code), [...new Set(config.countries.map((c) => c.currency as string))]);
  const langs = [...new Set(config.countries.flatMap((c) => c.languages as readonly Lang[]))];
  return langs.map((lang) => ({ brand: config.id, lang, catalogue }));
});

const field = (texts: unknown, lang: string): string => (texts as Record<string, string>)[lang] ?? '';

describe('product copy of every product of every brand in every language it sells in', () => {
  for (const { brand, lang, catalogue } of sold) {
    const parents = catalogue.products.filter((p) => p.parentId === null && p.customFields['cycle_product_type'] !== 'battery');
    it(`${brand} ${lang}: ${parents.length} products with a subtitle, 3–5 highlights and 120+ words, all in ${lang}`, () => {
      expect(parents.length).toBeGreaterThan(0);
      for (const product of parents) {
        const where = `${brand} ${product.productNumber} ${lang}`;
        const custom = product.translatedCustomFields[lang] as { cycle_subtitle: string; cycle_key_features: readonly string[] };
        const english = product.translatedCustomFields['en'] as { cycle_subtitle: string; cycle_key_features: readonly string[] };
        const description = field(product.description, lang);
        expect(custom.cycle_subtitle.trim(), where).not.toBe('');
        expect(custom.cycle_key_features.length, where).toBeGreaterThanOrEqual(3);
        expect(custom.cycle_key_features.length, where).toBeLessThanOrEqual(5);
        expect(wordCount(description), `${where}: ${description}`).toBeGreaterThanOrEqual(120);
        const guess = guessLanguage(description);
        expect(guess.best, `${where} reads as ${guess.best} ${JSON.stringify(guess.counts)}`).toBe(lang);
        if (lang !== 'en') {
          expect(guess.counts.en, `${where}: English words in the description`).toBeLessThanOrEqual(1);
          expect(custom.cycle_subtitle, `${where}: subtitle is the English one`).not.toBe(english.cycle_subtitle);
          expect(custom.cycle_key_features.join(' · '), `${where}: highlights are the English ones`).not.toBe(english.cycle_key_features.join(' · '));
          expect(description, where).not.toBe(field(product.description, 'en'));
        }
        // Specific to the bike: the description names the model and, for e-bikes, its motor.
        expect(description, where).toContain(product.customFields['cycle_parent_model_name'] as string);
      }
    });
  }

  it('two bikes of one brand get different descriptions', () => {
    const winora = sold.find((s) => s.brand === 'winora' && s.lang === 'de')?.catalogue;
    const texts = (winora?.products ?? []).filter((p) => p.parentId === null).map((p) => field(p.description, 'de'));
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('the language check itself', () => {
  it('catches English copy where Spanish belongs, and reads each language as itself', () => {
    const model = BRAND_SEEDS['winora']?.models[0];
    if (model === undefined) throw new Error('no winora model');
    const english = composeProductCopy(model, 'Winora', 'en')?.description ?? '';
    expect(guessLanguage(english).best).toBe('en');
    for (const lang of ['de', 'fr', 'es', 'it', 'nl', 'da', 'sv', 'fi', 'pl', 'cs'] as const) {
      expect(guessLanguage(composeProductCopy(model, 'Winora', lang)?.description ?? '').best, lang).toBe(lang);
    }
  });
});

describe('spec values in the page language', () => {
  it('translates the words inside a value and keeps names', () => {
    expect(translateSpecValue('Aluminium', 'es')).toBe('Aluminio');
    expect(translateSpecValue('Aluminium', 'it')).toBe('Alluminio');
    expect(translateSpecValue('Steel', 'de')).toBe('Stahl');
    expect(translateSpecValue('Shimano MT200 hydraulic disc', 'fr')).toBe('Shimano MT200 disque hydraulique');
    expect(translateSpecValue('Shimano Deore 10-speed', 'de')).toBe('Shimano Deore 10-fach');
    expect(translateSpecValue('Shimano Nexus 7 freewheel hub', 'nl')).toBe('Shimano Nexus 7 naaf met vrijloop');
    expect(translateSpecValue('Bosch Performance Line CX', 'es')).toBe('Bosch Performance Line CX');
  });

  it('the catalogue names frame material and brakes per language', () => {
    const winora = sold.find((s) => s.brand === 'winora')?.catalogue;
    const material = winora?.options.find((o) => o.name.en === 'Aluminium' && winora.groups.find((g) => g.id === o.groupId)?.code === 'attrFrameMaterial');
    expect(field(material?.name, 'es')).toBe('Aluminio');
    expect(field(material?.name, 'it')).toBe('Alluminio');
    const brake = winora?.options.find((o) => o.name.en === 'Magura MT4 hydraulic disc');
    expect(field(brake?.name, 'de')).toBe('Magura MT4 hydraulische Scheibenbremse');
  });
});
