/**
 * Page data of the commerce pages: plain JSON made at build time from our domain types (never Shopware's).
 * Browser-safe: the pages import these types.
 */
import type { StockStatus } from '../types.ts';
import type { CommerceSettings } from './commerce-settings.ts';
import type { EditorialParts } from '../../content/render/content-page-data.ts';
import type { FitTable } from '../../fit/fit-table.ts';
import type { ProductReviewsData, TileRating } from '../../reviews/review-types.ts';

/** Added by the build when a content story shares the page's path (DECISIONS "Page ownership"). */
export interface WithEditorial {
  readonly editorial?: EditorialParts;
}

export interface Crumb {
  readonly label: string;
  readonly href: string;
}

export interface ImageRef {
  readonly url: string;
  readonly alt: string;
  /** Smallest thumbnail at least 400 px wide, else the original. */
  readonly thumb: string;
  /** The backend's thumbnails as a `srcset` (`<url> <width>w, …`); absent when it has none. */
  readonly srcSet?: string;
}

/** An option value a shopper can pick or filter by. */
export interface OptionValue {
  readonly id: string;
  readonly name: string;
  readonly hex: string | null;
}

export interface Facet {
  /** Attribute code (`UB-BATCAP`). */
  readonly code: string;
  /** Display key (`batteryCapacity`), translated by the page. */
  readonly key: string;
  readonly values: readonly string[];
}

export interface ListingTile {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly subtitle: string | null;
  readonly href: string;
  readonly image: ImageRef | null;
  readonly price: number | null;
  readonly listPrice: number | null;
  readonly badges: readonly string[];
  readonly label: string | null;
  readonly colours: readonly OptionValue[];
  /** Values per facet code. */
  readonly facets: Readonly<Record<string, readonly string[]>>;
  readonly stockStatus: StockStatus;
  readonly createdAt: string | null;
  /** Shop order (position in the answer; top sellers first). */
  readonly rank: number;
  readonly variantIds: readonly string[];
  /** Per frame size: rider heights, stand-over, seat tube (the size advice); null without frame sizes. */
  readonly fit?: FitTable | null;
  /** Stars `[average, count]` from the reviews service's summaries (site/reviews); absent: no stars. */
  readonly rating?: TileRating;
}

export interface CategoryPageData extends WithEditorial {
  readonly title: string;
  /** Key under which the listing history stores this listing. */
  readonly listingKey: string;
  readonly breadcrumbs: readonly Crumb[];
  readonly tiles: readonly ListingTile[];
  readonly facets: readonly Facet[];
  readonly pageSize: number;
  readonly columnsXxl: number;
  readonly legalNotes: readonly string[];
  readonly subcategories: readonly Crumb[];
  readonly commerce: CommerceSettings;
}

export interface VariantView {
  readonly id: string;
  readonly sku: string;
  /** Option id per dimension code (`attrFrameShape`, `attrFrameSize`, `attrMarketingColor`, `UB-BATCAP`). */
  readonly options: Readonly<Record<string, string>>;
  readonly price: number | null;
  readonly listPrice: number | null;
  readonly regulationPrice: number | null;
  readonly stockStatus: StockStatus;
  readonly stock: number;
  readonly image: ImageRef | null;
  /** Battery product numbers this bundle requires (preferred first). */
  readonly requiredBatteries: readonly string[];
  /** Geometry row values of this variant by code. */
  readonly geometry: Readonly<Record<string, string>>;
}

export interface Dimension {
  readonly code: string;
  readonly key: string;
  readonly values: readonly OptionValue[];
}

export interface BatteryView {
  readonly sku: string;
  readonly name: string;
  readonly position: number | null;
}

export interface ProductPageData {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly subtitle: string | null;
  readonly description: string | null;
  readonly brand: string | null;
  readonly keyFeatures: readonly string[];
  readonly images: readonly ImageRef[];
  readonly hero: ImageRef | null;
  readonly geometryImage: ImageRef | null;
  readonly legalNotes: readonly string[];
  readonly specs: readonly { readonly key: string; readonly value: string }[];
  /** Geometry row codes in the spec's order (values per variant). */
  readonly geometryRows: readonly string[];
  readonly dimensions: readonly Dimension[];
  readonly variants: readonly VariantView[];
  /** Colour option id of this page (its child slug), or null on the parent's page. */
  readonly selectedColour: string | null;
  /** Child slug path per colour option id. */
  readonly colourPaths: Readonly<Record<string, string>>;
  readonly batteries: readonly BatteryView[];
  readonly badges: readonly string[];
  readonly label: string | null;
  readonly breadcrumbs: readonly Crumb[];
  readonly line: Crumb | null;
  readonly commerce: CommerceSettings;
  /** Per frame size: rider heights, stand-over, seat tube (the size advice); null without frame sizes. */
  readonly fit?: FitTable | null;
  /** Stars and the review list (site/reviews); absent where the brand shows no reviews. */
  readonly reviews?: ProductReviewsData;
}

export interface ProductLineData extends WithEditorial {
  readonly name: string;
  /** The line as the shop spells it (`attrProductLine`, without the brand): the gallery's feed (site/galleries). */
  readonly line?: string;
  readonly intro: string | null;
  readonly hero: ImageRef | null;
  readonly breadcrumbs: readonly Crumb[];
  readonly tiles: readonly ListingTile[];
  readonly commerce: CommerceSettings;
}

export interface ProductLineListingData extends WithEditorial {
  readonly title: string;
  readonly breadcrumbs: readonly Crumb[];
  readonly lines: readonly { readonly name: string; readonly href: string; readonly image: ImageRef | null; readonly models: number; readonly fromPrice: number | null }[];
  readonly commerce: CommerceSettings;
}

/** Basket, checkout, confirmation, newsletter and the dynamic product page: the shop settings only. */
export interface ShopPageData extends WithEditorial {
  readonly commerce: CommerceSettings;
  readonly continueHref: string;
}

/** The dynamic product page: shop data plus the built product-line pages by `attrProductLine` value. */
export interface DynamicProductPageData extends ShopPageData {
  readonly productLines: Readonly<Record<string, Crumb>>;
}
