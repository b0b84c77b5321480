import type { StoryOut } from './winora-structure.ts';

/** Languages of the other brands whose content is generated (filled brand by brand). */
export const BRAND_LANGUAGES: Record<string, readonly string[]> = {};

/** The other brands' stories of one language: home, ranges, service, company pages, newsletter. */
export function brandStories(_brand: string, _language: string): StoryOut[] {
  return [];
}
