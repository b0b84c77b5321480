import { cs } from './brand-lang-cs.ts';
import { da } from './brand-lang-da.ts';
import { de } from './brand-lang-de.ts';
import { en } from './brand-lang-en.ts';
import { es } from './brand-lang-es.ts';
import { fi } from './brand-lang-fi.ts';
import { fr } from './brand-lang-fr.ts';
import { it } from './brand-lang-it.ts';
import { lapierre } from './brand-lapierre.ts';
import { nl } from './brand-lang-nl.ts';
import { pl } from './brand-lang-pl.ts';
import { sv } from './brand-lang-sv.ts';
import { ghost } from './brand-ghost.ts';
import { haibike } from './brand-haibike.ts';
import { raleigh } from './brand-raleigh.ts';
import { sparta } from './brand-sparta.ts';
import type { BrandProfile, LangCopy } from './brand-types.ts';
import { whitelabel } from './brand-whitelabel.ts';
import { xlc } from './brand-xlc.ts';

/** The shared words by language. */
export const LANG_COPY: Record<string, LangCopy> = { cs, da, de, en, es, fi, fr, it, nl, pl, sv };

/** The brands whose content is generated from these tables (winora has its own). */
export const BRAND_PROFILES: Record<string, BrandProfile> = { ghost, haibike, lapierre, raleigh, sparta, whitelabel, xlc };
