import type { Language } from '../../brands/brand-schema.ts';
import type { Messages } from './messages/en.ts';
import { en } from './messages/en.ts';
import { de } from './messages/de.ts';
import { fr } from './messages/fr.ts';
import { es } from './messages/es.ts';
import { it } from './messages/it.ts';
import { nl } from './messages/nl.ts';
import { da } from './messages/da.ts';
import { cs } from './messages/cs.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';
import { pl } from './messages/pl.ts';
import { compareEn } from './messages/compare/en.ts';
import { compareDe } from './messages/compare/de.ts';
import { compareFr } from './messages/compare/fr.ts';
import { compareEs } from './messages/compare/es.ts';
import { compareIt } from './messages/compare/it.ts';
import { compareNl } from './messages/compare/nl.ts';
import { compareDa } from './messages/compare/da.ts';
import { compareCs } from './messages/compare/cs.ts';
import { compareFi } from './messages/compare/fi.ts';
import { compareSv } from './messages/compare/sv.ts';
import { comparePl } from './messages/compare/pl.ts';

/** Every UI dictionary by language. Server-only: the browser gets them as static-query data. */
// The compare copy (site/compare) rides along in every dictionary; compare components read it with useCompareMessages.
export const dictionaries: Readonly<Record<Language, Messages>> = {
  en: { ...en, ...compareEn }, de: { ...de, ...compareDe }, fr: { ...fr, ...compareFr }, es: { ...es, ...compareEs }, it: { ...it, ...compareIt }, nl: { ...nl, ...compareNl },
  da: { ...da, ...compareDa }, cs: { ...cs, ...compareCs }, fi: { ...fi, ...compareFi }, sv: { ...sv, ...compareSv }, pl: { ...pl, ...comparePl },
};
