/**
 * The search index file of one locale (`/search/<locale>-<hash>.json`), made at build time and fetched by the
 * browser when a shopper focuses a search field or opens the search page. Plain JSON, browser-safe.
 */
import type { CommerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import type { ListingTile } from '../commerce/catalogue/page-data.ts';

/** Format version of the file: a browser that finds another version ignores the file. */
export const SEARCH_INDEX_VERSION = 1;

/** A listing tile as the index stores it: what the product tile shows (facet lists and variant ids left out). */
export type SearchTile = Omit<ListingTile, 'facets' | 'variantIds'>;

/** Facet fields of a product (spec §3 "Search index facet fields"), over all its variants. */
export interface ProductFacets {
  /** stockForFaceting: some variant can be bought now. */
  readonly inStock: boolean;
  /** price.amount: the cheapest variant's price, or null (price on request). */
  readonly price: number | null;
  /** The colour groups (base colours) of the variants. */
  readonly colourGroup: readonly string[];
  readonly frameShape: readonly string[];
  readonly frameSize: readonly string[];
  /** Letter sizes (S, M, L) where the data has them. */
  readonly size: readonly string[];
}

/** A product (a parent with its variants' colours and sizes). */
export interface SearchProduct {
  readonly tile: SearchTile;
  /** Product line (`Sinus`), or null. */
  readonly line: string | null;
  /** Everything else the product is found by: categories, attribute values in the page's language, synonyms. */
  readonly text: string;
  readonly facets: ProductFacets;
}

/** A product line or content page: title, text, image. */
export interface SearchPage {
  readonly kind: 'line' | 'page';
  readonly title: string;
  readonly text: string;
  readonly href: string;
  readonly image: { readonly url: string; readonly alt: string } | null;
}

/** One locale's index file. */
export interface SearchIndexFile {
  readonly version: typeof SEARCH_INDEX_VERSION;
  readonly locale: string;
  readonly language: string;
  /** The locale's shop (price format, the backend search); null without a shop in this country. */
  readonly commerce: CommerceSettings | null;
  /** Results per page of the search page (the brand's listing page size). */
  readonly pageSize: number;
  readonly products: readonly SearchProduct[];
  readonly pages: readonly SearchPage[];
  /** Suggestions for an empty result: popular product lines and models. */
  readonly suggestions: readonly string[];
}

/** Facet fields a shopper can pick values of (multi-select). */
export const VALUE_FACETS = ['colourGroup', 'frameShape', 'frameSize', 'size'] as const;
export type ValueFacet = (typeof VALUE_FACETS)[number];
