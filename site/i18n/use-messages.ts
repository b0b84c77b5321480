import { useStaticQuery } from '@cycle/engine/react';
import type { Messages } from './messages/en.ts';

/** Fills `{name}` placeholders. */
export function format(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** The page language's dictionary (static query `dictionary`) and a formatter. */
export function useMessages(): { readonly m: Messages; t(key: keyof Messages, values?: Readonly<Record<string, string | number>>): string } {
  const m = useStaticQuery<Messages>('dictionary');
  return { m, t: (key, values) => format(m[key], values) };
}
