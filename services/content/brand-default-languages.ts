import { brandConfigs } from '../../brands/registry.ts';

/** Each brand's default content language: the language of its `defaultLanguageTag` (winora `de-de` → `de`). */
export function brandDefaultLanguages(): Record<string, string> {
  return Object.fromEntries(Object.entries(brandConfigs).map(([brand, config]) => [brand, config.defaultLanguageTag.slice(0, 2)]));
}
