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
}

const de: RouteSlugs = {
  ebikes: 'ebikes', bikes: 'fahrraeder', city: 'ebikes/city', trekking: 'ebikes/trekking', comfort: 'komfort',
  contact: 'service/kontakt', faq: 'service/faqs', warranty: 'service/gewaehrleistung-garantie', manuals: 'service/downloads',
  company: 'ueber-uns', imprint: 'ueber-uns/impressum', privacy: 'ueber-uns/datenschutz', cookies: 'ueber-uns/cookie-richtlinie',
  dealers: 'haendler-finden', newsletter: 'newsletter', news: 'news',
};
const en: RouteSlugs = {
  ebikes: 'ebikes', bikes: 'bikes', city: 'ebikes/city', trekking: 'ebikes/trekking', comfort: 'comfort',
  contact: 'service/contact-us', faq: 'service/faqs', warranty: 'service/warranty', manuals: 'service/manuals',
  company: 'about-us', imprint: 'about-us/legal-notice', privacy: 'about-us/privacy-policy', cookies: 'about-us/cookie-policy',
  dealers: 'dealer-locator', newsletter: 'newsletter', news: 'news',
};
const fr: RouteSlugs = {
  ebikes: 'velos-electriques', bikes: 'velos', city: 'velos-electriques/ville', trekking: 'velos-electriques/trekking', comfort: 'confort',
  contact: 'service/contact', faq: 'service/questions-frequentes', warranty: 'service/garantie-commerciale', manuals: 'service/manuels',
  company: 'a-propos-de-nous', imprint: 'a-propos-de-nous/mentions-legales', privacy: 'a-propos-de-nous/politique-de-confidentialite',
  cookies: 'a-propos-de-nous/politique-cookies', dealers: 'revendeurs', newsletter: 'newsletter', news: 'news',
};
const es: RouteSlugs = {
  ebikes: 'bicicletas-electricas', bikes: 'bicicletas', city: 'bicicletas-electricas/ciudad', trekking: 'bicicletas-electricas/trekking', comfort: 'confort',
  contact: 'servicio/contacto', faq: 'servicio/preguntas-frequentes', warranty: 'servicio/warranty', manuals: 'servicio/manuales',
  company: 'sobre-nosotros', imprint: 'sobre-nosotros/aviso-legal', privacy: 'sobre-nosotros/politica-de-privacidad',
  cookies: 'sobre-nosotros/politica-de-cookies', dealers: 'distribuidor', newsletter: 'newsletter', news: 'news',
};
/** Italian: the spec names none; chosen in the same pattern as French and Spanish (winora's it-it content uses them). */
const it: RouteSlugs = {
  ebikes: 'e-bike', bikes: 'biciclette', city: 'e-bike/citta', trekking: 'e-bike/trekking', comfort: 'comfort',
  contact: 'assistenza/contatti', faq: 'assistenza/domande-frequenti', warranty: 'assistenza/garanzia', manuals: 'assistenza/manuali',
  company: 'chi-siamo', imprint: 'chi-siamo/note-legali', privacy: 'chi-siamo/informativa-privacy',
  cookies: 'chi-siamo/cookie-policy', dealers: 'rivenditori', newsletter: 'newsletter', news: 'news',
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
