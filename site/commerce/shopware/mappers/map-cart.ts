import type { Cart, CartError, CartLineItem } from '../../types.ts';
import type { WireCart } from '../shopware-schemas.ts';
import { mapImage } from './map-product.ts';

/** Maps a store-api cart (reference §5) to our Cart; cart errors become a list (`[]` or an object on the wire). */
export function mapCart(cart: WireCart): Cart {
  const errors: CartError[] = Array.isArray(cart.errors)
    ? []
    : Object.values(cart.errors).map((e) => ({
        key: e.key,
        messageKey: e.messageKey,
        message: e.message,
        level: e.level,
        blocksOrder: e.block,
        parameters: Array.isArray(e.parameters) || e.parameters == null ? {} : e.parameters,
      }));
  const lineItems: CartLineItem[] = cart.lineItems.map((item) => ({
    id: item.id,
    productId: item.referencedId ?? item.id,
    type: item.type === 'product' || item.type === 'promotion' ? item.type : 'other',
    label: item.label ?? '',
    quantity: item.quantity,
    unitPrice: item.price?.unitPrice ?? 0,
    totalPrice: item.price?.totalPrice ?? 0,
    listPrice: item.price?.listPrice?.price ?? null,
    sku: item.payload?.productNumber ?? null,
    image: item.cover ? mapImage(item.cover) : null,
    options: (item.payload?.options ?? []).map((o) => ({ group: o.group ?? '', option: o.option ?? '' })),
    maxQuantity: item.quantityInformation?.maxPurchase ?? null,
    stock: item.deliveryInformation?.stock ?? null,
    removable: item.removable,
    stackable: item.stackable,
    code: item.type === 'promotion' ? (item.payload?.code ?? item.referencedId ?? null) : null,
  }));
  return {
    token: cart.token,
    lineItems,
    positionPrice: cart.price.positionPrice,
    totalPrice: cart.price.totalPrice,
    netPrice: cart.price.netPrice,
    shippingCosts: cart.deliveries.reduce((sum, d) => sum + (d.shippingCosts?.totalPrice ?? 0), 0),
    taxes: cart.price.calculatedTaxes.map((t) => ({ tax: t.tax, taxRate: t.taxRate })),
    errors,
    promotionCodes: lineItems.filter((l) => l.type === 'promotion').map((l) => l.code ?? '').filter((c) => c !== ''),
  };
}
