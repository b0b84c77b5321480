/**
 * Commerce domain types: what the storefront works with. Shopware's JSON is mapped into these at the edge
 * (`shopware/mappers/`) and never leaks past the client.
 */

export interface Thumbnail {
  readonly id: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export interface ProductImage {
  readonly id: string;
  readonly alt: string | null;
  readonly url: string;
  readonly thumbnails: readonly Thumbnail[];
  readonly metaData: { readonly width: number; readonly height: number } | null;
  readonly position: number;
}

/** A property group (attribute) with its attribute code (spec §3, `attrFrameSize`, `UB-BATCAP`, …). */
export interface AttributeGroup {
  readonly id: string;
  readonly name: string;
  /** Attribute code; falls back to the group name when the shop has none. */
  readonly code: string;
  readonly position: number;
  readonly displayType: string;
  readonly filterable: boolean;
}

/** A property or variant option value. */
export interface ProductAttribute {
  readonly id: string;
  readonly name: string;
  readonly position: number;
  readonly displayType: string;
  readonly colorHexCode: string | null;
  readonly group: AttributeGroup;
}

export interface Money {
  readonly total: number;
  readonly calculatedTaxes: readonly { readonly tax: number; readonly taxRate: number; readonly price: number }[];
}

export interface Badge {
  readonly id: string;
  readonly name: string;
  readonly mediaId: string | null;
  readonly priority: number;
  readonly active: boolean;
  readonly media: ProductImage | null;
}

export interface Label {
  readonly id: string;
  readonly active: boolean;
  readonly priority: number;
  readonly freeText: string;
  readonly colourway: string;
}

/**
 * Derived from the active flag and the available stock: inactive products are `inactive`; products with
 * available stock are `in-stock`; without, `out-of-stock` (closeouts cannot be bought then, others can be ordered).
 */
export type StockStatus = 'inactive' | 'in-stock' | 'out-of-stock';

/** A variant as listed under its parent (children with cover, media, options). */
export interface ProductVariant {
  readonly id: string;
  readonly sku: string;
  readonly name: string;
  readonly cover: ProductImage | null;
  readonly images: readonly ProductImage[];
  readonly options: readonly ProductAttribute[];
  readonly price: Money | null;
  readonly listPrice: number | null;
  readonly regulationPrice: number | null;
  readonly stockStatus: StockStatus;
  readonly stock: number;
  /** Properties of the variant (geometry rows per frame size, filter keys); empty unless loaded. */
  readonly properties: readonly ProductAttribute[];
  /** Required battery product numbers of this bundle (custom field). */
  readonly requiredBatteries: readonly string[];
}

/** A product with every field of spec §3 "Product (commerce)". */
export interface Product {
  readonly id: string;
  /** Same as `id` (the search-index object id). */
  readonly objectID: string;
  readonly sku: string;
  readonly ean: string | null;
  readonly name: string;
  /** Manufacturer name. */
  readonly brand: string | null;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
  readonly metaKeywords: string | null;
  readonly price: Money | null;
  readonly listPrice: number | null;
  /** Tax included in the price. */
  readonly taxPrice: number | null;
  readonly regulationPrice: number | null;
  /** Category names. */
  readonly categories: readonly string[];
  /** Categories as id and name (read-only references for breadcrumbs). */
  readonly categoriesRo: readonly { readonly id: string; readonly name: string; readonly parentId?: string | null }[];
  /** Category ids. */
  readonly categoryTree: readonly string[];
  /** `ebike`, `bike`, `battery`, … (custom field). */
  readonly type: string | null;
  /** From the categories' custom fields. */
  readonly legalNotes: readonly string[];
  readonly img: string | null;
  readonly imgThumbnails: readonly Thumbnail[];
  readonly imgAlt: string | null;
  readonly customFields: Readonly<Record<string, unknown>>;
  readonly description: string | null;
  readonly keyFeatures: readonly string[];
  readonly hero: string | null;
  readonly heroAlt: string | null;
  readonly heroThumbnails: readonly Thumbnail[];
  /** Geometry drawing. */
  readonly geometry: string | null;
  readonly geometryAlt: string | null;
  readonly modelLogo: string | null;
  readonly bikeLogo: string | null;
  readonly halfords: boolean;
  readonly subtitle: string | null;
  readonly images: readonly ProductImage[];
  /** `!active`. */
  readonly inactive: boolean;
  readonly stockStatus: StockStatus;
  readonly stock: number;
  readonly createdAt: string | null;
  readonly updatedAt: string | null;
  /** Parent product id (variants), else null. */
  readonly product: string | null;
  /** Properties shown on the product page. */
  readonly attributes: readonly ProductAttribute[];
  /** Properties the shop hides on the product page (filter and listing keys). */
  readonly attributesHidden: readonly ProductAttribute[];
  readonly variantIds: readonly string[];
  readonly variants: readonly ProductVariant[];
  readonly variantsOnlyOptions: readonly { readonly id: string; readonly options: readonly ProductAttribute[] }[];
  readonly badges: readonly Badge[];
  readonly labels: readonly Label[];
  /** Extensions other than badges and labels, opaque. */
  readonly extensions: Readonly<Record<string, unknown>>;
  /** Variant options (variants only). */
  readonly options: readonly ProductAttribute[];
  /** Variant-only: frame shape option (attrFrameShape / FRAMETYPE). */
  readonly shape: ProductAttribute | null;
  /** Variant-only: marketing colour option (attrMarketingColor / COLORCOM). */
  readonly color: ProductAttribute | null;
  /** Variant-only: secondary colour (COLOR2ND). */
  readonly secondaryColor: ProductAttribute | null;
  /** Required battery product numbers for bundles (custom field), in the shop's order. */
  readonly requiredBatteries: readonly string[];
  /** Battery products carry a position: lower is preferred. */
  readonly batteryPosition: number | null;
}

export interface CartError {
  readonly key: string;
  readonly messageKey: string;
  readonly message: string;
  /** 0 notice, 10 warning, 20 error. */
  readonly level: 0 | 10 | 20;
  readonly blocksOrder: boolean;
  readonly parameters: Readonly<Record<string, unknown>>;
}

export interface CartLineItem {
  readonly id: string;
  readonly productId: string;
  readonly type: 'product' | 'promotion' | 'other';
  readonly label: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly totalPrice: number;
  readonly listPrice: number | null;
  readonly sku: string | null;
  readonly image: ProductImage | null;
  readonly options: readonly { readonly group: string; readonly option: string }[];
  readonly maxQuantity: number | null;
  readonly stock: number | null;
  readonly removable: boolean;
  readonly stackable: boolean;
  /** Promotion code (promotion lines only). */
  readonly code: string | null;
}

export interface Cart {
  /** The context token this cart belongs to. */
  readonly token: string;
  readonly lineItems: readonly CartLineItem[];
  readonly positionPrice: number;
  readonly totalPrice: number;
  readonly netPrice: number;
  readonly shippingCosts: number;
  readonly taxes: readonly { readonly tax: number; readonly taxRate: number }[];
  readonly errors: readonly CartError[];
  readonly promotionCodes: readonly string[];
}

export interface StockEntry {
  readonly productId: string;
  readonly sku: string;
  readonly stock: number;
  readonly available: boolean;
  /** Cart stock only: the line item and whether its quantity is covered. */
  readonly lineItemId?: string;
  readonly sufficient?: boolean;
}

export interface Customer {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly guest: boolean;
}

export interface Order {
  readonly id: string;
  readonly orderNumber: string;
  readonly totalPrice: number;
  readonly state: string;
  readonly paymentState: string | null;
  readonly lineItems: readonly { readonly productId: string | null; readonly label: string; readonly quantity: number; readonly totalPrice: number }[];
  /** ISO code of the currency the order was placed in; `null` when the backend does not say. */
  readonly currency: string | null;
}

export interface FreeProductsPromotion {
  readonly eligible: boolean;
  readonly threshold: number;
  readonly missingAmount: number;
  readonly products: readonly { readonly productId: string; readonly sku: string; readonly name: string }[];
}

export interface KlarnaSession {
  readonly sessionId: string;
  readonly clientToken: string;
  readonly categories: readonly { readonly identifier: string; readonly name: string }[];
}

/** A language of the sales channel (`sw-language-id`). */
export interface ShopLanguage {
  readonly id: string;
  /** `de`, `en`, … */
  readonly code: string;
}

export interface ShopCountry {
  readonly id: string;
  /** Upper-case ISO code. */
  readonly iso: string;
  readonly name: string;
}

export interface ShippingMethod {
  readonly id: string;
  readonly name: string;
  /** `homeDelivery` (the spec's default home delivery key), `dealerPickup`, … */
  readonly technicalName: string;
  readonly deliveryDays: { readonly min: number; readonly max: number } | null;
}

export interface PaymentMethod {
  readonly id: string;
  readonly name: string;
  /** `invoice`, `klarna`, … */
  readonly shortName: string;
  /** False when the shopper finishes the payment at a provider (Klarna). */
  readonly synchronous: boolean;
}

/** The session context: currency and the chosen methods. */
export interface SessionContext {
  readonly currency: { readonly id: string; readonly isoCode: string; readonly symbol: string };
  readonly paymentMethodId: string | null;
  readonly shippingMethodId: string | null;
  readonly countryId: string | null;
}
