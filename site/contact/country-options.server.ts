import countries from 'i18n-iso-countries';
import cs from 'i18n-iso-countries/langs/cs.json' with { type: 'json' };
import da from 'i18n-iso-countries/langs/da.json' with { type: 'json' };
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fi from 'i18n-iso-countries/langs/fi.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import it from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import nl from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };
import pl from 'i18n-iso-countries/langs/pl.json' with { type: 'json' };
import sv from 'i18n-iso-countries/langs/sv.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { Language } from '../../brands/brand-schema.ts';
import type { CountryOption } from './contact-page-data.ts';

for (const locale of [cs, da, de, en, es, fi, fr, it, nl, pl, sv]) countries.registerLocale(locale);

const cache = new Map<Language, readonly CountryOption[]>();

/**
 * Every ISO 3166-1 country (about 250) with its name in `language`
 * (i18n-iso-countries) and its dial code (libphonenumber-js), sorted by
 * name in that language. Built once per language per build, server-side,
 * so the browser gets data, not the libraries.
 */
export function countryOptions(language: Language): readonly CountryOption[] {
  const hit = cache.get(language);
  if (hit) return hit;
  const collator = new Intl.Collator(language);
  const list = Object.keys(countries.getAlpha2Codes())
    .map((code): CountryOption => ({
      code,
      name: countries.getName(code, language, { select: 'official' }) ?? countries.getName(code, 'en') ?? code,
      dialCode: isSupportedCountry(code) ? getCountryCallingCode(code) : null,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, list);
  return list;
}
