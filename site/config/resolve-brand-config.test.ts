import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../brands/registry.ts';
import { createLocales } from '../locale/locales.ts';
import { BRAND_IDS, type BrandConfig } from '../../brands/brand-schema.ts';
import { BrandConfigError, resolveBrandConfig } from './resolve-brand-config.ts';

/** A config being broken on purpose: any shape goes. */
type Draft = any;

const resolved = Object.fromEntries(
  Object.entries(brandConfigs).map(([id, raw]) => [id, resolveBrandConfig(id, raw)]),
) as Record<keyof typeof brandConfigs, BrandConfig>;

/** A deep copy of a real configuration, broken by `breakIt`. */
function broken(brand: keyof typeof brandConfigs, breakIt: (c: Draft) => void): unknown {
  const copy: Draft = structuredClone(brandConfigs[brand]);
  breakIt(copy);
  return copy;
}

function errorOf(brand: string, input: unknown): BrandConfigError {
  try {
    resolveBrandConfig(brand, input);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError);
    return error as BrandConfigError;
  }
  throw new Error(`expected brand config "${brand}" to be rejected`);
}

describe('resolveBrandConfig with the real brands', () => {
  it('registers exactly the eight brands, each under its own id', () => {
    expect(Object.keys(brandConfigs).sort()).toEqual([...BRAND_IDS].sort());
    for (const id of BRAND_IDS) expect(resolved[id].id).toBe(id);
  });

  it.each(BRAND_IDS)('%s validates', (id) => {
    expect(() => resolveBrandConfig(id, brandConfigs[id])).not.toThrow();
  });

  it('returns a deeply frozen config: mutating any level throws', () => {
    const config = resolveBrandConfig('winora', structuredClone(brandConfigs.winora));
    expect(() => {
      (config as { name: string }).name = 'Other';
    }).toThrow(TypeError);
    expect(() => {
      config.countries[0]!.currency = 'CHF';
    }).toThrow(TypeError);
    expect(() => {
      config.countries.push({ code: 'GB', languages: ['en'], currency: 'GBP' });
    }).toThrow(TypeError);
    expect(() => {
      config.countries[0]!.languages.push('fr');
    }).toThrow(TypeError);
    expect(() => {
      config.theme.header.byKind['Home'] = 'light';
    }).toThrow(TypeError);
    expect(() => {
      config.features.bidexCountries.length = 0;
    }).toThrow(TypeError);
    expect(config.countries[0]!.currency).toBe('EUR');
    expect(config.theme.header.byKind['Home']).toBe('dark');
  });
});

describe('resolveBrandConfig rejects broken configs naming brand, field and problem', () => {
  it('a currency that is not a sales-channel currency', () => {
    const error = errorOf('winora', broken('winora', (c) => (c.countries[2].currency = 'USD')));
    expect(error.brand).toBe('winora');
    expect(error.issues.map((i) => i.field)).toEqual(['countries.2.currency']);
    expect(error.message).toContain('"winora"');
    expect(error.message).toContain('countries.2.currency');
    expect(error.message).toContain('"USD"');
  });

  it('an unknown country code, naming the value', () => {
    const error = errorOf('ghost', broken('ghost', (c) => (c.countries[1].code = 'XX')));
    expect(error.message).toContain('"ghost"');
    expect(error.message).toContain('countries.1.code');
    expect(error.message).toContain('"XX"');
  });

  it('a country listed twice', () => {
    const error = errorOf('sparta', broken('sparta', (c) => c.countries.push(structuredClone(c.countries[0]))));
    expect(error.message).toContain('"sparta"');
    expect(error.message).toMatch(/countries: lists a country twice/);
  });

  it('a language listed twice in one country', () => {
    const error = errorOf('winora', broken('winora', (c) => (c.countries[1].languages = ['de', 'fr', 'de'])));
    expect(error.message).toContain('"winora"');
    expect(error.message).toMatch(/countries\.1\.languages: lists a language twice/);
  });

  it('a country without languages', () => {
    const error = errorOf('raleigh', broken('raleigh', (c) => (c.countries[0].languages = [])));
    expect(error.message).toMatch(/countries\.0\.languages: needs at least one language/);
  });

  it('a missing top-level field', () => {
    const error = errorOf('haibike', broken('haibike', (c) => delete c.name));
    expect(error.message).toContain('"haibike"');
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]!.field).toBe('name');
    expect(error.issues[0]!.problem).toMatch(/name/);
    expect(error.issues[0]!.problem).not.toMatch(/unknown field/);
  });

  it('a missing nested field', () => {
    const error = errorOf('winora', broken('winora', (c) => delete c.listing.pageSize));
    expect(error.issues.map((i) => i.field)).toEqual(['listing.pageSize']);
    expect(error.message).toContain('listing.pageSize');
  });

  it('an unknown extra field, at the top and nested', () => {
    const top = errorOf('xlc', broken('xlc', (c) => (c.colour = 'red')));
    expect(top.message).toContain('"xlc"');
    expect(top.message).toMatch(/colour: unknown field/);
    const nested = errorOf('xlc', broken('xlc', (c) => (c.features.reviews.stars = 5)));
    expect(nested.message).toMatch(/features\.reviews\.stars: unknown field/);
  });

  it('a section of the wrong type is reported as a wrong type, not as an unknown field', () => {
    const error = errorOf('winora', broken('winora', (c) => (c.listing = 'big')));
    expect(error.issues.map((i) => i.field)).toEqual(['listing']);
    expect(error.issues[0]!.problem).not.toMatch(/unknown field/);
    expect(error.issues[0]!.problem).toMatch(/Object/);
  });

  it.each([
    ['with a path', 'https://www.winora.com/de'],
    ['with a trailing slash', 'https://www.winora.com/'],
    ['over http', 'http://www.winora.com'],
    ['not a URL', 'www.winora.com'],
  ])('an origin %s', (_label, origin) => {
    const error = errorOf('winora', broken('winora', (c) => (c.origin = origin)));
    expect(error.message).toContain('"winora"');
    expect(new Set(error.issues.map((i) => i.field))).toEqual(new Set(['origin']));
  });

  it('a defaultLanguageTag naming a locale the brand lacks, naming field and value', () => {
    // winora sells in PL in English only, so pl-pl is not one of its locales.
    const error = errorOf('winora', broken('winora', (c) => (c.defaultLanguageTag = 'pl-pl')));
    expect(error.issues.map((i) => i.field)).toEqual(['defaultLanguageTag']);
    expect(error.message).toContain('"winora"');
    expect(error.message).toContain('defaultLanguageTag');
    expect(error.message).toContain('pl-pl');
  });

  it('a defaultLanguageTag that is not language-country shaped', () => {
    const error = errorOf('winora', broken('winora', (c) => (c.defaultLanguageTag = 'de_DE')));
    expect(error.message).toMatch(/defaultLanguageTag: must look like de-de/);
  });

  it('bidexCountries naming a country the brand does not sell in, naming field and value', () => {
    const error = errorOf('winora', broken('winora', (c) => c.features.bidexCountries.push('GB')));
    expect(error.issues.map((i) => i.field)).toEqual(['features.bidexCountries']);
    expect(error.message).toContain('"winora"');
    expect(error.message).toContain('GB');
  });

  it('an id that does not match the folder', () => {
    const error = errorOf('winora', structuredClone(brandConfigs.ghost));
    expect(error.brand).toBe('winora');
    expect(error.issues.map((i) => i.field)).toEqual(['id']);
    expect(error.message).toContain('"ghost"');
    expect(error.message).toContain('"winora"');
  });

  it('reports every problem at once, one line each', () => {
    const error = errorOf(
      'lapierre',
      broken('lapierre', (c) => {
        c.countries[0].currency = 'USD';
        c.listing.pageSize = 25;
      }),
    );
    expect(error.issues.map((i) => i.field).sort()).toEqual(['countries.0.currency', 'listing.pageSize']);
    expect(error.message.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(2);
  });
});

/** Spec §9 "Supported countries per brand" (winora is the spec's {product}); whitelabel from DECISIONS.md. */
const SPEC_COUNTRIES: Record<keyof typeof brandConfigs, string[]> = {
  raleigh: ['GB', 'IE'],
  lapierre: ['FR', 'GB', 'NL', 'ES', 'BE', 'IE', 'DE', 'IT', 'LU', 'CH', 'INT'],
  sparta: ['NL', 'DK', 'BE'],
  xlc: ['GB', 'NL', 'DE', 'ES', 'FR', 'INT'],
  ghost: ['DE', 'FI', 'IT', 'AT', 'SE', 'CH', 'ES', 'INT', 'GB', 'IE', 'FR'],
  winora: ['AT', 'CH', 'CZ', 'DE', 'ES', 'FR', 'IT', 'NL', 'PL'],
  haibike: ['DE', 'AT', 'CH', 'CZ', 'ES', 'FR', 'BE', 'IT', 'PL', 'FI', 'SE', 'GB', 'IE', 'NL'],
  whitelabel: ['DE', 'INT'],
};

const NON_EURO: Record<string, string> = { CH: 'CHF', CZ: 'CZK', PL: 'PLN', GB: 'GBP', DK: 'DKK', SE: 'SEK' };

describe('the brand data matches the spec and DECISIONS.md', () => {
  it.each(BRAND_IDS)("%s sells in the spec's countries, in the spec's order", (id) => {
    expect(resolved[id].countries.map((c) => c.code)).toEqual(SPEC_COUNTRIES[id]);
  });

  it('winora has exactly the 16 prefixes of the spec, default at-de, x-default de-de', () => {
    const locales = createLocales(resolved.winora);
    expect(locales.map((l) => l.prefix).sort()).toEqual([
      'at-de', 'at-en', 'ch-de', 'ch-en', 'ch-fr', 'cz-en', 'de-de', 'de-en',
      'es-en', 'es-es', 'fr-en', 'fr-fr', 'it-en', 'it-it', 'nl-en', 'pl-en',
    ]);
    expect(locales.filter((l) => l.isDefault).map((l) => l.prefix)).toEqual(['at-de']);
    expect(locales.filter((l) => l.isXDefault).map((l) => l.prefix)).toEqual(['de-de']);
  });

  it('winora lists each country\'s languages with the default first', () => {
    expect(Object.fromEntries(resolved.winora.countries.map((c) => [c.code, c.languages]))).toEqual({
      AT: ['de', 'en'], CH: ['de', 'fr', 'en'], CZ: ['en'], DE: ['de', 'en'], ES: ['es', 'en'],
      FR: ['fr', 'en'], IT: ['it', 'en'], NL: ['en'], PL: ['en'],
    });
  });

  it('every brand but sparta uses "-" as separator; sparta uses "/"', () => {
    for (const id of BRAND_IDS) expect([id, resolved[id].separator]).toEqual([id, id === 'sparta' ? '/' : '-']);
  });

  it('default language tags are the decided ones, and sparta alone has dealer pages', () => {
    expect(Object.fromEntries(BRAND_IDS.map((id) => [id, resolved[id].defaultLanguageTag]))).toEqual({
      raleigh: 'en-gb', lapierre: 'en-fr', sparta: 'nl-nl', xlc: 'de-de',
      ghost: 'de-de', winora: 'de-de', haibike: 'de-de', whitelabel: 'de-de',
    });
    expect(BRAND_IDS.filter((id) => resolved[id].features.dealerPages)).toEqual(['sparta']);
  });

  it.each(BRAND_IDS)('%s: CH CHF, CZ CZK, PL PLN, GB GBP, DK DKK, SE SEK, every other country EUR', (id) => {
    for (const c of resolved[id].countries) expect([c.code, c.currency]).toEqual([c.code, NON_EURO[c.code] ?? 'EUR']);
  });

  it.each(BRAND_IDS)('%s: the international channel is English only', (id) => {
    for (const c of resolved[id].countries.filter((k) => k.code === 'INT')) expect(c.languages).toEqual(['en']);
  });

  it('lapierre has product marker "o", ghost listing marker "v", the others the shared p/c', () => {
    expect(resolved.lapierre.urls.productMarker).toBe('o');
    expect(resolved.ghost.urls.listingMarker).toBe('v');
    for (const id of BRAND_IDS) {
      if (id !== 'lapierre') expect([id, resolved[id].urls.productMarker]).toEqual([id, 'p']);
      if (id !== 'ghost') expect([id, resolved[id].urls.listingMarker]).toEqual([id, 'c']);
    }
  });

  it('winora lists 20 per page, 3 columns at xxl, breadcrumb depth 3, bidex in DE/AT/CH', () => {
    expect(resolved.winora.listing).toEqual({ pageSize: 20, columnsXxl: 3, breadcrumbDepth: 3 });
    expect([...resolved.winora.features.bidexCountries].sort()).toEqual(['AT', 'CH', 'DE']);
  });

  it('whitelabel sells in DE (de, en) and INT (en) with the winora contact form', () => {
    expect(resolved.whitelabel.countries.map((c) => [c.code, c.languages])).toEqual([
      ['DE', ['de', 'en']],
      ['INT', ['en']],
    ]);
    expect(resolved.whitelabel.contactForm.variant).toBe('winora');
  });
});
