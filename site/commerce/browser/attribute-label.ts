import type { Messages } from '../../i18n/messages/en.ts';

/** An attribute's translated label (`attr_batteryCapacity`, `geo_UB-REACH`), else its key. */
export function attributeLabel(m: Messages, key: string, prefix: 'attr' | 'geo' = 'attr'): string {
  return (m as unknown as Readonly<Record<string, string | undefined>>)[`${prefix}_${key}`] ?? key;
}
