/**
 * Product copy in every language a brand sells in: a subtitle, three to five highlights and a description of
 * at least 120 words, written from the model's own facts (who it is for, drive, battery, frame, equipment), so
 * that no page shows English copy in a German market or a one-line description. Hand-written seed copy wins
 * where the seed has it in that language (a subtitle; three or more highlights).
 */
import type { Lang, SeedModel } from '../seed-types.ts';
import { copyFacts } from './copy-facts.ts';
import type { CopyLanguage } from './copy-language.ts';
import { cs } from './languages/cs.ts';
import { da } from './languages/da.ts';
import { de } from './languages/de.ts';
import { en } from './languages/en.ts';
import { es } from './languages/es.ts';
import { fi } from './languages/fi.ts';
import { fr } from './languages/fr.ts';
import { it } from './languages/it.ts';
import { nl } from './languages/nl.ts';
import { pl } from './languages/pl.ts';
import { sv } from './languages/sv.ts';

/** Every language the brands sell in, with its way of writing copy. */
export const COPY_LANGUAGES: Readonly<Record<Lang, CopyLanguage>> = { cs, da, de, en, es, fi, fr, it, nl, pl, sv };

/** Languages that have accessory copy (XLC sells parts in these markets only). */
const ACCESSORY_LANGUAGES: ReadonlySet<Lang> = new Set(['en', 'de', 'fr', 'es', 'nl']);

export interface ProductCopy {
  readonly subtitle: string;
  /** Three to five. */
  readonly highlights: readonly string[];
  /** Paragraphs separated by a blank line. */
  readonly description: string;
}

/**
 * The copy of one model in one language, or null for an accessory in a language without accessory copy (no
 * brand sells parts there; `product-copy.test.ts` fails when one starts to, naming the language file to write).
 */
export function composeProductCopy(model: SeedModel, manufacturer: string, lang: Lang): ProductCopy | null {
  const language = COPY_LANGUAGES[lang];
  const facts = copyFacts(model, manufacturer);
  if (facts.kind === 'accessory' && !ACCESSORY_LANGUAGES.has(lang)) return null;
  const ownSubtitle = (model.subtitle as Readonly<Partial<Record<Lang, string>>>)[lang];
  const ownHighlights = (model.keyFeatures as Readonly<Partial<Record<Lang, readonly string[]>>>)[lang] ?? [];
  const written = [...new Set(language.highlights(facts))];
  return {
    subtitle: ownSubtitle ?? language.subtitle(facts),
    highlights: ownHighlights.length >= 3 ? ownHighlights.slice(0, 5) : written.slice(0, 5),
    description: language.description(facts).join('\n\n'),
  };
}

/**
 * A spec value in a language: the English words inside it translated (`Aluminium` → `Aluminio`,
 * `Shimano MT200 hydraulic disc` → `Shimano MT200 disco hidráulico`, `Shimano Deore 10-speed` → `… 10-fach`);
 * brand and model names stay as they are.
 */
export function translateSpecValue(value: string, lang: Lang): string {
  let out = value;
  for (const [english, translated] of COPY_LANGUAGES[lang].specWords) {
    out = out.replace(new RegExp(english.startsWith('-') ? `(?<=\\d)${escape(english)}\\b` : `\\b${escape(english)}\\b`, 'g'), translated);
  }
  return out;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
