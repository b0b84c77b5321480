import type { ContentPageData } from '../content/render/content-page-data.ts';
import type { DealerFinderData } from './dealer-finder-data.ts';

/** The dealer finder page's data: its content story and the country's dealers (null: a build without a dealer service). */
export type StoreLocatorPageData = ContentPageData & { readonly dealerFinder: DealerFinderData | null };
