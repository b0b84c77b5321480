import * as v from 'valibot';

/** Wire shapes of the store-api, as far as the client reads them (reference §4-§8). Unknown fields pass. */

const str = v.nullish(v.string());
const num = v.nullish(v.number());

export const WireThumbnail = v.looseObject({ id: v.optional(v.string(), ''), url: v.string(), width: v.number(), height: v.optional(v.number(), 0) });
export const WireMedia = v.looseObject({
  id: v.string(),
  url: v.string(),
  alt: str,
  translated: v.nullish(v.looseObject({ alt: str })),
  metaData: v.nullish(v.looseObject({ width: num, height: num })),
  thumbnails: v.optional(v.array(WireThumbnail), []),
});
export const WireProductMedia = v.looseObject({ id: v.string(), mediaId: v.optional(v.string()), position: v.optional(v.number(), 0), media: v.nullish(WireMedia) });
export const WireGroup = v.looseObject({
  id: v.string(),
  name: str,
  translated: v.nullish(v.looseObject({ name: str })),
  position: v.optional(v.number(), 0),
  displayType: v.optional(v.string(), 'text'),
  filterable: v.optional(v.boolean(), false),
  visibleOnProductDetailPage: v.optional(v.boolean(), true),
  customFields: v.nullish(v.record(v.string(), v.unknown())),
});
export const WireOption = v.looseObject({
  id: v.string(),
  name: str,
  translated: v.nullish(v.looseObject({ name: str })),
  position: v.optional(v.number(), 0),
  colorHexCode: str,
  group: v.nullish(WireGroup),
});
export const WireTax = v.looseObject({ tax: v.number(), taxRate: v.number(), price: v.number() });
export const WirePrice = v.looseObject({
  unitPrice: v.number(),
  totalPrice: v.number(),
  calculatedTaxes: v.optional(v.array(WireTax), []),
  listPrice: v.nullish(v.looseObject({ price: v.number() })),
  regulationPrice: v.nullish(v.looseObject({ price: v.number() })),
});
export const WireCategory = v.looseObject({ id: v.string(), parentId: str, name: str, translated: v.nullish(v.looseObject({ name: str, customFields: v.nullish(v.record(v.string(), v.unknown())) })), customFields: v.nullish(v.record(v.string(), v.unknown())) });

export interface WireProductShape {
  readonly [key: string]: unknown;
  readonly id: string;
  readonly parentId?: string | null | undefined;
  readonly children?: readonly WireProductShape[] | undefined;
}

const productEntries = {
  id: v.string(),
  parentId: str,
  productNumber: v.string(),
  ean: str,
  name: str,
  description: str,
  metaTitle: str,
  metaDescription: str,
  keywords: str,
  translated: v.nullish(v.looseObject({ name: str, description: str, metaTitle: str, metaDescription: str, keywords: str, customFields: v.nullish(v.record(v.string(), v.unknown())) })),
  active: v.optional(v.boolean(), true),
  available: v.optional(v.boolean(), true),
  isCloseout: v.optional(v.boolean(), false),
  stock: v.optional(v.number(), 0),
  availableStock: v.optional(v.number()),
  childCount: v.nullish(v.number()),
  calculatedPrice: v.nullish(WirePrice),
  calculatedCheapestPrice: v.nullish(WirePrice),
  calculatedMaxPurchase: num,
  cover: v.nullish(WireProductMedia),
  media: v.optional(v.array(WireProductMedia), []),
  options: v.optional(v.array(WireOption), []),
  properties: v.optional(v.array(WireOption), []),
  manufacturer: v.nullish(v.looseObject({ name: str, translated: v.nullish(v.looseObject({ name: str })) })),
  categories: v.optional(v.array(WireCategory), []),
  categoryIds: v.nullish(v.array(v.string())),
  customFields: v.nullish(v.record(v.string(), v.unknown())),
  createdAt: str,
  updatedAt: str,
  extensions: v.nullish(v.record(v.string(), v.unknown())),
};
export const WireVariant = v.looseObject(productEntries);
export const WireProduct = v.looseObject({ ...productEntries, children: v.optional(v.array(WireVariant), []) });
export type WireProduct = v.InferOutput<typeof WireProduct>;
export type WireVariant = v.InferOutput<typeof WireVariant>;
export type WireOption = v.InferOutput<typeof WireOption>;
export type WireMedia = v.InferOutput<typeof WireMedia>;

export const WireProductSearch = v.looseObject({ elements: v.array(WireProduct), total: v.optional(v.number()) });
/** The answer to the `listingPrices` field list: prices and stock of each product, nothing else. */
export const WireListingPrices = v.looseObject({
  elements: v.array(v.looseObject({
    id: v.string(),
    available: v.optional(v.boolean(), true),
    stock: v.optional(v.number(), 0),
    availableStock: v.optional(v.number()),
    calculatedPrice: v.nullish(WirePrice),
    calculatedCheapestPrice: v.nullish(WirePrice),
  })),
});

export const WireBadge = v.looseObject({ id: v.string(), name: v.string(), mediaId: str, priority: v.optional(v.number(), 0), active: v.optional(v.boolean(), true), media: v.nullish(WireMedia) });
export const WireLabel = v.looseObject({ id: v.string(), active: v.optional(v.boolean(), true), priority: v.optional(v.number(), 0), freeText: v.optional(v.string(), ''), colourway: v.optional(v.string(), '') });

export const WireCartError = v.looseObject({ key: v.string(), messageKey: v.string(), message: v.optional(v.string(), ''), level: v.picklist([0, 10, 20]), block: v.optional(v.boolean(), false), parameters: v.nullish(v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())])) });
export const WireLineItem = v.looseObject({
  id: v.string(),
  referencedId: str,
  type: v.string(),
  label: str,
  quantity: v.number(),
  price: v.nullish(WirePrice),
  cover: v.nullish(WireMedia),
  payload: v.nullish(v.looseObject({ productNumber: str, code: str, options: v.nullish(v.array(v.looseObject({ group: str, option: str }))) })),
  quantityInformation: v.nullish(v.looseObject({ maxPurchase: num })),
  deliveryInformation: v.nullish(v.looseObject({ stock: num })),
  stackable: v.optional(v.boolean(), true),
  removable: v.optional(v.boolean(), true),
});
export const WireCart = v.looseObject({
  token: v.string(),
  price: v.looseObject({ totalPrice: v.number(), netPrice: v.number(), positionPrice: v.number(), calculatedTaxes: v.optional(v.array(WireTax), []) }),
  lineItems: v.array(WireLineItem),
  errors: v.union([v.array(v.unknown()), v.record(v.string(), WireCartError)]),
  deliveries: v.optional(v.array(v.looseObject({ shippingCosts: v.nullish(v.looseObject({ totalPrice: v.number() })) })), []),
});
export type WireCart = v.InferOutput<typeof WireCart>;

export const WireStockEntry = v.looseObject({ productId: v.string(), productNumber: v.string(), stock: v.number(), available: v.boolean(), lineItemId: v.optional(v.string()), sufficient: v.optional(v.boolean()) });
export const WireStock = v.looseObject({ stocks: v.array(WireStockEntry) });
export const WireCustomer = v.looseObject({ id: v.string(), email: v.string(), firstName: v.string(), lastName: v.string(), guest: v.optional(v.boolean(), false) });
export const WireOrder = v.looseObject({
  id: v.string(),
  orderNumber: v.string(),
  amountTotal: v.number(),
  stateMachineState: v.nullish(v.looseObject({ technicalName: v.string() })),
  transactions: v.optional(v.array(v.looseObject({ stateMachineState: v.nullish(v.looseObject({ technicalName: v.string() })) })), []),
  lineItems: v.optional(v.array(v.looseObject({ productId: str, label: str, quantity: v.number(), totalPrice: v.number() })), []),
  currency: v.nullish(v.looseObject({ isoCode: v.string() })),
});
export const WireOrders = v.looseObject({ orders: v.looseObject({ elements: v.array(WireOrder) }) });
export const WirePaymentAnswer = v.looseObject({ redirectUrl: v.nullable(v.string()) });
export const WireFreeProducts = v.looseObject({ eligible: v.boolean(), threshold: v.number(), missingAmount: v.number(), freeProducts: v.array(v.looseObject({ productId: v.string(), productNumber: v.string(), name: v.string() })) });
export const WireKlarnaSession = v.looseObject({ sessionId: v.string(), clientToken: v.string(), paymentMethodCategories: v.array(v.looseObject({ identifier: v.string(), name: v.string() })) });
export const WireErrors = v.looseObject({ errors: v.array(v.looseObject({ status: v.optional(v.string()), code: v.optional(v.string()), title: v.optional(v.string()), detail: v.optional(v.string(), ''), source: v.nullish(v.looseObject({ pointer: v.string() })) })) });

const translatedName = v.nullish(v.looseObject({ name: str }));
const searchResult = <S extends v.GenericSchema>(item: S) => v.looseObject({ elements: v.array(item) });
export const WireLanguages = searchResult(v.looseObject({ id: v.string(), name: str, locale: v.nullish(v.looseObject({ code: v.string() })) }));
export const WireCountries = searchResult(v.looseObject({ id: v.string(), iso: str, name: str, translated: translatedName }));
export const WireShippingMethods = searchResult(
  v.looseObject({ id: v.string(), name: str, technicalName: str, translated: translatedName, deliveryTime: v.nullish(v.looseObject({ min: num, max: num, unit: str })) }),
);
export const WirePaymentMethods = searchResult(v.looseObject({ id: v.string(), name: str, shortName: str, technicalName: str, synchronous: v.optional(v.boolean(), true), translated: translatedName }));
export const WireContext = v.looseObject({
  currency: v.looseObject({ id: v.string(), isoCode: v.string(), symbol: str }),
  paymentMethod: v.nullish(v.looseObject({ id: v.string() })),
  shippingMethod: v.nullish(v.looseObject({ id: v.string() })),
  salesChannel: v.nullish(v.looseObject({ countryId: str, languageId: str })),
});
