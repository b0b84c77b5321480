import type { Json } from '@cycle/engine';
import type { CommerceSettings } from '../../commerce/catalogue/commerce-settings.ts';
import type { ComparisonData } from './comparison-page-data.ts';

/** A loaded page (the loaders' shape). */
interface LoadedPage {
  readonly data: Json;
  readonly head: { readonly title: string; readonly description?: string; readonly robots?: string };
}

/** The bike-comparison story's page with the comparison's data added (`data.comparison`). */
export function withComparisonData(page: LoadedPage, commerce: CommerceSettings | null, productPaths: Readonly<Record<string, string>>): LoadedPage {
  if (page.data === null || typeof page.data !== 'object' || Array.isArray(page.data)) throw new Error('The bike-comparison page has no content data to add the comparison to');
  const comparison: ComparisonData = { commerce, productPaths };
  return { ...page, data: { ...page.data, comparison: comparison as unknown as Json } };
}
