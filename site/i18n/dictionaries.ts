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

/** Every UI dictionary by language. Server-only: the browser gets them as static-query data. */
export const dictionaries: Readonly<Record<Language, Messages>> = { en, de, fr, es, it, nl, da, cs, fi, sv, pl };
