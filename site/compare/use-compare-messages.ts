import { useStaticQuery } from '@cycle/engine/react';
import type { Messages } from '../i18n/messages/en.ts';
import type { compareEn } from '../i18n/messages/compare/en.ts';
import { format } from '../i18n/use-messages.ts';

/** The dictionary with the compare copy (site/i18n/dictionaries.ts adds it to every language). */
export type CompareMessages = Messages & { readonly [K in keyof typeof compareEn]: string };

/** The page language's dictionary including the compare copy, and a formatter. */
export function useCompareMessages(): { readonly m: CompareMessages; t(key: keyof CompareMessages, values?: Readonly<Record<string, string | number>>): string } {
  const m = useStaticQuery<CompareMessages>('dictionary');
  return { m, t: (key, values) => format(m[key], values) };
}
