import type { CommerceSettings } from '../../commerce/catalogue/commerce-settings.ts';
import type { ContentPageData } from '../../content/render/content-page-data.ts';

/**
 * What the comparison page needs besides its story, written at build time and kept small: the shop settings
 * (backend, currency, paths) and the built product pages by parent product number. Everything shown about the
 * bikes (pictures, prices, stock, specs, geometry) is read from the backend in the browser: the chosen bikes are
 * in the URL, and a bike listed after the build compares like a built one.
 */
export interface ComparisonData {
  /** `null`: no shop in this market (the page says so instead of comparing). */
  readonly commerce: CommerceSettings | null;
  /** Built product page per parent product number; other bikes link to the dynamic product page. */
  readonly productPaths: Readonly<Record<string, string>>;
}

/** The bike-comparison page: its content story plus the comparison's data. */
export interface BikeComparisonPageData extends ContentPageData {
  readonly comparison: ComparisonData;
}
