/**
 * The predefined product field lists (spec §3) as Shopware criteria: which associations to load and which
 * fields to include. Each storefront use asks for what it shows, nothing more.
 */

const MEDIA_FIELDS = ['id', 'url', 'alt', 'translated', 'metaData', 'thumbnails'];
const THUMBNAIL_FIELDS = ['id', 'url', 'width', 'height'];
const OPTION_FIELDS = ['id', 'name', 'translated', 'position', 'colorHexCode', 'group'];
const GROUP_FIELDS = ['id', 'name', 'translated', 'position', 'displayType', 'filterable', 'visibleOnProductDetailPage', 'customFields'];
const PRICE_FIELDS = ['unitPrice', 'totalPrice', 'calculatedTaxes', 'listPrice', 'regulationPrice'];
const BASE_FIELDS = ['id', 'parentId', 'productNumber', 'ean', 'name', 'translated', 'active', 'available', 'isCloseout', 'stock', 'availableStock', 'calculatedPrice', 'calculatedCheapestPrice', 'cover', 'customFields', 'childCount', 'createdAt', 'updatedAt', 'extensions', 'markAsTopseller'];

export type FieldListName = 'productList' | 'productDetails' | 'variantList' | 'variantDetails' | 'listingPrices';

/** A field list: associations to load and `includes` by apiAlias. */
export interface FieldList {
  readonly associations: Readonly<Record<string, unknown>>;
  readonly includes: Readonly<Record<string, readonly string[]>>;
}

const common = (productFields: readonly string[]): Record<string, readonly string[]> => ({
  product: productFields,
  product_media: ['id', 'mediaId', 'position', 'media'],
  media: MEDIA_FIELDS,
  media_thumbnail: THUMBNAIL_FIELDS,
  calculated_price: PRICE_FIELDS,
  calculated_cheapest_price: [...PRICE_FIELDS, 'hasRange', 'variantId'],
  cart_list_price: ['price', 'discount', 'percentage'],
  cart_regulation_price: ['price'],
  cart_tax_calculated: ['tax', 'taxRate', 'price'],
  property_group_option: OPTION_FIELDS,
  property_group: GROUP_FIELDS,
  product_manufacturer: ['id', 'name', 'translated'],
  category: ['id', 'parentId', 'name', 'translated', 'customFields'],
});

/** The predefined field lists. */
export const FIELD_LISTS: Readonly<Record<FieldListName, FieldList>> = {
  /**
   * Listing tiles: parents with their variants' options (colour dots, sizes). No properties: facets come from
   * the listing index, and they would multiply the answer's size (1 MB → about a third for winora's range).
   */
  productList: {
    associations: { manufacturer: {}, children: { associations: { options: { associations: { group: {} } } } } },
    includes: common([...BASE_FIELDS, 'manufacturer', 'children', 'options', 'categoryIds']),
  },
  /** Product page of a parent: media, all properties, categories (legal notes), variants with their media and options. */
  productDetails: {
    associations: {
      manufacturer: {}, media: {}, categories: {}, properties: { associations: { group: {} } },
      children: { associations: { media: {}, options: { associations: { group: {} } } } },
    },
    includes: common([...BASE_FIELDS, 'description', 'metaTitle', 'metaDescription', 'keywords', 'manufacturer', 'media', 'categories', 'categoryIds', 'properties', 'children', 'options']),
  },
  /**
   * A listing's price refresh: each tile's current "from" price (the cheapest variant, which Shopware computes
   * on the parent) and availability, nothing else. No variants, media or options: about 1/250 of `productList`'s
   * answer for winora's e-bikes (2.6 MB → 10 KB for 27).
   */
  listingPrices: {
    associations: {},
    includes: {
      product: ['id', 'productNumber', 'available', 'stock', 'availableStock', 'calculatedPrice', 'calculatedCheapestPrice'],
      calculated_price: ['unitPrice', 'totalPrice', 'listPrice'],
      calculated_cheapest_price: ['unitPrice', 'totalPrice', 'listPrice', 'hasRange'],
      cart_list_price: ['price'],
    },
  },
  /** Variants as a list (variant selection). */
  variantList: {
    associations: { options: { associations: { group: {} } } },
    includes: common([...BASE_FIELDS, 'options']),
  },
  /** One variant with stock, geometry rows (properties) and key features (custom fields). */
  variantDetails: {
    associations: { media: {}, options: { associations: { group: {} } }, properties: { associations: { group: {} } }, manufacturer: {}, categories: {} },
    includes: common([...BASE_FIELDS, 'description', 'metaTitle', 'metaDescription', 'keywords', 'media', 'options', 'properties', 'manufacturer', 'categories', 'categoryIds', 'calculatedMaxPurchase', 'deliveryTime']),
  },
};

/** The three filters of the spec. */
export type ProductFilter =
  /** Parent products only (`parentId` is null). */
  | { readonly kind: 'parents' }
  | { readonly kind: 'productNumbers'; readonly productNumbers: readonly string[] }
  | { readonly kind: 'ids'; readonly ids: readonly string[] };

export function filterCriteria(filter: ProductFilter): readonly Record<string, unknown>[] {
  switch (filter.kind) {
    case 'parents':
      return [{ type: 'equals', field: 'parentId', value: null }];
    case 'productNumbers':
      return [{ type: 'equalsAny', field: 'productNumber', value: filter.productNumbers }];
    case 'ids':
      return [{ type: 'equalsAny', field: 'id', value: filter.ids }];
  }
}

export interface ProductSearchRequest {
  readonly fieldList: FieldListName;
  readonly filter?: ProductFilter;
  /** Product ids (Shopware's `ids`: limit and page are ignored then). */
  readonly ids?: readonly string[];
  /** @default 100 */
  readonly limit?: number;
  /** @default 1 */
  readonly page?: number;
  /** Override request fields merged over the defaults (`sort`, `term`, more `filter`…). */
  readonly overrides?: Readonly<Record<string, unknown>>;
}

/** The JSON body of `POST /product`: optional ids plus the default and override request fields. */
export function productSearchBody(request: ProductSearchRequest): Record<string, unknown> {
  const list = FIELD_LISTS[request.fieldList];
  const filter = request.filter === undefined ? [] : filterCriteria(request.filter);
  const overrides = request.overrides ?? {};
  const extraFilter = Array.isArray(overrides['filter']) ? (overrides['filter'] as readonly unknown[]) : [];
  return {
    ...(request.ids === undefined ? {} : { ids: request.ids }),
    limit: request.limit ?? 100,
    page: request.page ?? 1,
    associations: list.associations,
    includes: list.includes,
    ...overrides,
    filter: [...filter, ...extraFilter],
  };
}
