import { hexId } from '../seed/build-catalogue.ts';
import { CURRENCY_FACTORS } from '../seed/build-catalogue.ts';
import { PAYMENT_METHODS, PROMOTIONS, SHIPPING_METHODS, paymentMethodId, shippingMethodId } from '../seed/reference-data.ts';
import { calculatedPrice, mediaJson, t, type ProductRow, type RenderScope } from '../catalogue/product-json.ts';

/** A stored line of a cart. */
export interface CartLine {
  readonly id: string;
  readonly referencedId: string;
  readonly type: 'product' | 'promotion';
  readonly quantity: number;
}

/** A cart error entry (reference §5.3): keyed by `key`, returned only by the call whose calculation produced it. */
export interface CartError {
  readonly message: string;
  readonly code: 0;
  readonly key: string;
  readonly level: 0 | 10 | 20;
  readonly messageKey: string;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly block: boolean;
  readonly blockResubmit: boolean;
}

export const cartError = (messageKey: string, keySuffix: string, level: 0 | 10 | 20, message: string, parameters: Readonly<Record<string, unknown>>, block: boolean): CartError => ({
  message, code: 0, key: `${messageKey}${keySuffix}`, level, messageKey, parameters, block, blockResubmit: block,
});

/**
 * How many of a product one cart may hold in all its lines together: its maximum purchase (100 unless set), and
 * for a closeout no more than its stock.
 */
export const purchaseLimit = (row: Pick<ProductRow, 'doc' | 'stock'>): number => Math.max(0, Math.min(row.doc.maxPurchase ?? 100, row.doc.isCloseout ? row.stock : 100));

/** The quantity of each product over all of the cart's product lines (lines with different ids may name one product). */
export function quantitiesByProduct(lines: readonly Pick<CartLine, 'referencedId' | 'type' | 'quantity'>[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) if (line.type === 'product') totals.set(line.referencedId, (totals.get(line.referencedId) ?? 0) + line.quantity);
  return totals;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
export const convertEur = (eur: number, currency: string): number => round2(eur * (CURRENCY_FACTORS[currency] ?? 1));

/** Finds a promotion by code (case-insensitive). */
export const findPromotion = (code: string) => PROMOTIONS.find((p) => p.code.toLowerCase() === code.trim().toLowerCase());
export const promotionDiscountId = (code: string): string => hexId('promotion-discount', code.toUpperCase());

/** Renders the cart (reference §5.1/§5.2) from lines whose products are known and valid. */
export function cartJson(input: {
  readonly token: string;
  readonly lines: readonly CartLine[];
  readonly products: ReadonlyMap<string, ProductRow>;
  readonly errors: readonly CartError[];
  readonly render: RenderScope;
  readonly currency: string;
  readonly country: string;
  readonly shippingMethod: string;
  readonly paymentMethod: string;
}): Record<string, unknown> {
  const { render, currency } = input;
  const taxRate = render.taxRate;
  const inCart = quantitiesByProduct(input.lines);
  const productItems = input.lines.filter((l) => l.type === 'product').map((line) => {
    const row = input.products.get(line.referencedId) as ProductRow;
    const unit = row.gross ?? 0;
    const cover = row.doc.coverMediaId === null ? undefined : render.refs.media.get(row.doc.coverMediaId);
    // What this line may grow to: the product's limit less what its other lines already hold.
    const maxPurchase = Math.max(0, purchaseLimit(row) - ((inCart.get(line.referencedId) ?? 0) - line.quantity));
    const options = row.doc.optionIds.map((id) => render.refs.options.get(id)).filter((o) => o !== undefined).map((o) => {
      const group = render.refs.groups.get(o.groupId);
      return { group: t(group?.name, render.lang), option: t(o.name, render.lang), translated: { group: t(group?.name, render.lang), option: t(o.name, render.lang) } };
    });
    return {
      id: line.id,
      referencedId: line.referencedId,
      type: 'product',
      label: t(row.doc.name, render.lang),
      description: null,
      quantity: line.quantity,
      price: calculatedPrice(unit, line.quantity, taxRate, row.list),
      priceDefinition: { type: 'quantity', price: unit, quantity: line.quantity, taxRules: [{ taxRate, percentage: 100 }], isCalculated: true, listPrice: row.list, referencePriceDefinition: null, apiAlias: 'cart_price_quantity' },
      cover: cover === undefined ? null : mediaJson(cover, render),
      payload: {
        productNumber: row.doc.productNumber, isCloseout: row.doc.isCloseout, isNew: row.doc.badges.some((b) => b.name === 'new'), markAsTopseller: row.doc.markAsTopseller,
        customFields: { ...row.doc.customFields, ...row.doc.translatedCustomFields[render.lang] }, createdAt: row.doc.createdAt, releaseDate: row.doc.createdAt,
        manufacturerId: hexId(row.doc.brand, 'manufacturer', row.doc.manufacturer), taxId: hexId('tax', taxRate), tagIds: [], categoryIds: row.doc.categoryIds,
        propertyIds: row.doc.propertyIds, optionIds: row.doc.optionIds, options, streamIds: [], parentId: row.doc.parentId, stock: row.stock, purchasePrices: null, features: [],
      },
      quantityInformation: { minPurchase: 1, maxPurchase, purchaseSteps: 1, apiAlias: 'cart_line_item_quantity_information' },
      deliveryInformation: { stock: row.stock, weight: 25, freeDelivery: false, restockTime: null, deliveryTime: { name: '3-7 days', min: 3, max: 7, unit: 'day' }, height: 1100, width: 650, length: 1850, apiAlias: 'cart_delivery_information' },
      stackable: true, removable: true, good: true, modified: false, states: ['is-physical'], children: [], uniqueIdentifier: line.id, apiAlias: 'cart_line_item',
    };
  });
  const positionGoods = round2(productItems.reduce((sum, item) => sum + (item.price['totalPrice'] as number), 0));
  const promotionItems = input.lines.filter((l) => l.type === 'promotion').flatMap((line) => {
    const promotion = findPromotion(line.referencedId);
    if (promotion === undefined || positionGoods === 0) return [];
    const value = promotion.type === 'percentage' ? round2((positionGoods * promotion.value) / 100) : Math.min(positionGoods, convertEur(promotion.value, currency));
    return [{
      id: line.id, referencedId: promotion.code, type: 'promotion', label: promotion.name, description: promotion.name, quantity: 1,
      price: calculatedPrice(-value, 1, taxRate), priceDefinition: { type: promotion.type === 'percentage' ? 'percentage' : 'absolute', percentage: promotion.type === 'percentage' ? -promotion.value : null, apiAlias: 'cart_price_percentage' },
      cover: null,
      payload: { promotionId: hexId('promotion', promotion.code), discountId: line.id, discountType: promotion.type, value: String(promotion.value), code: promotion.code, discountScope: 'cart', composition: [] },
      quantityInformation: null, deliveryInformation: null, stackable: false, removable: true, good: false, modified: false, states: [], children: [], uniqueIdentifier: line.id, apiAlias: 'cart_line_item',
    }];
  });
  const lineItems = [...productItems, ...promotionItems];
  const positionPrice = round2(lineItems.reduce((sum, item) => sum + (item.price['totalPrice'] as number), 0));
  const shipping = SHIPPING_METHODS.find((m) => m.key === input.shippingMethod) ?? SHIPPING_METHODS[0];
  const shippingCost = productItems.length === 0 || shipping === undefined ? 0 : convertEur(shipping.priceEur, currency);
  const totalPrice = round2(positionPrice + shippingCost);
  const tax = round2(totalPrice - totalPrice / (1 + taxRate / 100));
  const payment = PAYMENT_METHODS.find((m) => m.key === input.paymentMethod) ?? PAYMENT_METHODS[0];
  const errors = input.errors.length === 0 ? [] : Object.fromEntries(input.errors.map((e) => [e.key, e]));
  const today = new Date();
  const day = (n: number): string => new Date(today.getTime() + n * 86_400_000).toISOString();
  return {
    token: input.token,
    price: { netPrice: round2(totalPrice - tax), totalPrice, positionPrice, rawTotal: totalPrice, taxStatus: 'gross', calculatedTaxes: [{ tax, taxRate, price: totalPrice, apiAlias: 'cart_tax_calculated' }], taxRules: [{ taxRate, percentage: 100, apiAlias: 'cart_tax_rule' }], apiAlias: 'cart_price' },
    lineItems,
    errors,
    deliveries: productItems.length === 0 || shipping === undefined ? [] : [{
      shippingMethod: { id: shippingMethodId(shipping.key), name: shipping.name, technicalName: shipping.technicalName, apiAlias: 'shipping_method' },
      shippingCosts: calculatedPrice(shippingCost, 1, taxRate),
      deliveryDate: { earliest: day(shipping.min), latest: day(shipping.max), apiAlias: 'cart_delivery_date' },
      location: { country: { iso: input.country }, state: null, address: null, apiAlias: 'cart_delivery_shipping_location' },
      positions: productItems.map((item) => ({ identifier: item.id, lineItem: item, quantity: item.quantity, price: item.price, deliveryDate: { earliest: day(shipping.min), latest: day(shipping.max) }, apiAlias: 'cart_delivery_position' })),
      apiAlias: 'cart_delivery',
    }],
    transactions: payment === undefined || lineItems.length === 0 ? [] : [{ paymentMethodId: paymentMethodId(payment.key), amount: calculatedPrice(totalPrice, 1, taxRate), apiAlias: 'cart_transaction' }],
    modified: false,
    customerComment: null,
    affiliateCode: null,
    campaignCode: null,
    source: null,
    extensions: { 'cart-promotions': { addedCodes: promotionItems.map((p) => p.referencedId), apiAlias: 'array_struct' } },
    apiAlias: 'cart',
  };
}
