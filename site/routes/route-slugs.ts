import type { Language } from '../../brands/brand-schema.ts';

/** Localised paths (after the locale prefix) of the site's sections, from the spec's route list. */
export interface RouteSlugs {
  readonly ebikes: string;
  readonly bikes: string;
  readonly city: string;
  readonly trekking: string;
  readonly comfort: string;
  readonly contact: string;
  readonly faq: string;
  readonly warranty: string;
  readonly manuals: string;
  readonly company: string;
  readonly imprint: string;
  readonly privacy: string;
  readonly cookies: string;
  readonly dealers: string;
  readonly newsletter: string;
  readonly news: string;
  /** The "all models" page (product line listing). */
  readonly models: string;
  /**
   * Where a category listing lives, by language-neutral category key (slug path of the category's English names,
   * `e-bikes/cargo`): its path after the locale, or `null` where the language has no such page (spec §2's localised
   * route list: a range the language does not list is not built). A key not listed here takes the path of its names.
   */
  readonly categories: Readonly<Record<string, string | null>>;
}

/**
 * Category keys of the ranges (spec §2: comfort, lifestyle, sportive, touring, ladies, the top-level trekking and
 * urban pages). They are listings beside the top categories, not shop sections: the header menu leaves them out.
 */
export const RANGE_KEYS = [
  'comfort', 'sportive', 'touring', 'leisure', 'trekking', 'urban',
  'comfort-collection', 'touring-collection', 'lifestyle-collection', 'sportive-collection',
  'womens-e-bikes', 'womens-bikes',
] as const;

/** Ranges every language shows at the same path (spec §2 "top-level range pages"). */
const SHARED_RANGES = { trekking: 'trekking', urban: 'urban' } as const;

const de: RouteSlugs = {
  ebikes: 'ebikes', bikes: 'fahrraeder', city: 'ebikes/city', trekking: 'ebikes/trekking', comfort: 'komfort',
  contact: 'service/kontakt', faq: 'service/faqs', warranty: 'service/gewaehrleistung-garantie', manuals: 'service/downloads',
  company: 'ueber-uns', imprint: 'ueber-uns/impressum', privacy: 'ueber-uns/datenschutz', cookies: 'ueber-uns/cookie-richtlinie',
  dealers: 'haendler-finden', newsletter: 'newsletter', news: 'news', models: 'modelle',
  categories: {
    ...SHARED_RANGES, 'e-bikes/cargo': 'elastenraeder', comfort: 'komfort', sportive: null, touring: null, leisure: null,
    'comfort-collection': null, 'touring-collection': 'touring', 'lifestyle-collection': 'lifestyle', 'sportive-collection': 'sportive',
    'womens-e-bikes': 'damen/ebikes', 'womens-bikes': 'damen/bikes',
    // xlc's German accessories page is spelt with oe (its content's path).
    'parts-and-accessories/accessories': 'teile-und-zubehor/zubehoer',
  },
};
const en: RouteSlugs = {
  ebikes: 'ebikes', bikes: 'bikes', city: 'ebikes/city', trekking: 'ebikes/trekking', comfort: 'comfort',
  contact: 'service/contact-us', faq: 'service/faqs', warranty: 'service/warranty', manuals: 'service/manuals',
  company: 'about-us', imprint: 'about-us/legal-notice', privacy: 'about-us/privacy-policy', cookies: 'about-us/cookie-policy',
  dealers: 'dealer-locator', newsletter: 'newsletter', news: 'news', models: 'models',
  categories: {
    ...SHARED_RANGES, comfort: 'comfort', sportive: null, touring: null, leisure: null,
    'comfort-collection': null, 'touring-collection': 'touring', 'lifestyle-collection': 'lifestyle', 'sportive-collection': 'sportive',
    'womens-e-bikes': 'ladies/ebikes', 'womens-bikes': 'ladies/bikes',
  },
};
const fr: RouteSlugs = {
  ebikes: 'velos-electriques', bikes: 'velos', city: 'velos-electriques/ville', trekking: 'velos-electriques/trekking', comfort: 'confort',
  contact: 'service/contact', faq: 'service/questions-frequentes', warranty: 'service/garantie-commerciale', manuals: 'service/manuels',
  company: 'a-propos-de-nous', imprint: 'a-propos-de-nous/mentions-legales', privacy: 'a-propos-de-nous/politique-de-confidentialite',
  cookies: 'a-propos-de-nous/politique-cookies', dealers: 'revendeurs', newsletter: 'newsletter', news: 'news', models: 'modeles',
  categories: {
    ...SHARED_RANGES, comfort: 'confort', sportive: 'sportif', touring: 'randonnee', leisure: null,
    'comfort-collection': 'comfort', 'touring-collection': 'touring', 'lifestyle-collection': 'lifestyle', 'sportive-collection': null,
    'womens-e-bikes': 'femmes/velos-electriques', 'womens-bikes': 'femmes/velos',
  },
};
const es: RouteSlugs = {
  ebikes: 'bicicletas-electricas', bikes: 'bicicletas', city: 'bicicletas-electricas/ciudad', trekking: 'bicicletas-electricas/trekking', comfort: 'confort',
  contact: 'servicio/contacto', faq: 'servicio/preguntas-frequentes', warranty: 'servicio/warranty', manuals: 'servicio/manuales',
  company: 'sobre-nosotros', imprint: 'sobre-nosotros/aviso-legal', privacy: 'sobre-nosotros/politica-de-privacidad',
  cookies: 'sobre-nosotros/politica-de-cookies', dealers: 'distribuidor', newsletter: 'newsletter', news: 'news', models: 'modelos',
  categories: {
    ...SHARED_RANGES, comfort: 'confort', sportive: 'deportivo', touring: 'cicloturismo', leisure: 'paseo',
    'comfort-collection': null, 'touring-collection': 'touring', 'lifestyle-collection': null, 'sportive-collection': 'sportive',
    'womens-e-bikes': null, 'womens-bikes': null,
  },
};
/** Italian: the spec names none; chosen in the same pattern as French and Spanish (winora's it-it content uses them). */
const it: RouteSlugs = {
  ebikes: 'e-bike', bikes: 'biciclette', city: 'e-bike/citta', trekking: 'e-bike/trekking', comfort: 'comfort',
  contact: 'assistenza/contatti', faq: 'assistenza/domande-frequenti', warranty: 'assistenza/garanzia', manuals: 'assistenza/manuali',
  company: 'chi-siamo', imprint: 'chi-siamo/note-legali', privacy: 'chi-siamo/informativa-privacy',
  cookies: 'chi-siamo/cookie-policy', dealers: 'rivenditori', newsletter: 'newsletter', news: 'news', models: 'modelli',
  categories: {
    ...SHARED_RANGES, comfort: 'comfort', sportive: 'sportive', touring: 'cicloturismo', leisure: null,
    'comfort-collection': null, 'touring-collection': 'touring', 'lifestyle-collection': 'lifestyle', 'sportive-collection': null,
    'womens-e-bikes': 'donna/e-bike', 'womens-bikes': 'donna/biciclette',
  },
};

/**
 * Slugs per language. The spec names German, English, French and Spanish
 * slugs, Italian ones are ours; other languages use the English ones until their content defines own.
 */
export function routeSlugs(language: Language): RouteSlugs {
  switch (language) {
    case 'de':
      return de;
    case 'fr':
      return fr;
    case 'es':
      return es;
    case 'it':
      return it;
    default:
      return en;
  }
}
