import { brandConfig } from '../../brands/winora/brand.config.ts';
import { de, type WinoraCopy } from './winora-de.ts';
import { en } from './winora-en.ts';
import { es } from './winora-es.ts';
import { fr } from './winora-fr.ts';
import { it } from './winora-it.ts';

/** winora's copy tables by language (markets: AT de,en · CH de,fr,en · CZ en · DE de,en · ES es,en · FR fr,en · IT it,en · NL en · PL en). */
export const WINORA_COPY: Record<string, WinoraCopy> = { de, en, fr, es, it };

/** The countries (upper case) whose winora sites are in `language`, from the brand configuration. */
export function winoraMarkets(language: string): string[] {
  return brandConfig.countries.filter((country) => (country.languages as readonly string[]).includes(language)).map((country) => country.code);
}
