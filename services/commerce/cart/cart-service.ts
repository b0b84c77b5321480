import type { ProductRow } from '../catalogue/product-json.ts';
import { json, storeApiError, violation, type Reply } from '../http/reply.ts';
import type { Scope } from '../http/scope.ts';
import { loadProductRows, renderScopeOf } from '../routes/products.ts';
import { cartError, cartJson, findPromotion, promotionDiscountId, purchaseLimit, type CartError, type CartLine } from './cart-json.ts';
import { MAX_LINE_QUANTITY, parseAddItems, parseUpdateItems } from './line-item-input.ts';
import { createKeyedMutex } from './keyed-mutex.ts';

/** One cart per context token: every cart-changing call for a token runs alone (no lost updates). */
const cartLocks = createKeyedMutex();
export const withCartLock = <T>(scope: Scope, task: () => Promise<T>): Promise<T> => cartLocks.run(scope.token, task);

export async function readLines(scope: Scope): Promise<CartLine[]> {
  const result = await scope.db.query<{ id: string; referenced_id: string; type: 'product' | 'promotion'; quantity: number }>(
    'select id, referenced_id, type, quantity from cart_line_item where token = $1 order by added_at',
    [scope.token],
  );
  return result.rows.map((r) => ({ id: r.id, referencedId: r.referenced_id, type: r.type, quantity: r.quantity }));
}

/** Persists the context so the cart's token is known (an empty guest context until then lives in memory). */
export async function ensureContext(scope: Scope): Promise<void> {
  if (scope.context.persisted) return;
  await scope.db.query(
    `insert into context (token, access_key, customer_id, shipping_method, payment_method, language_code) values ($1, $2, $3, $4, $5, $6) on conflict (token) do nothing`,
    [scope.token, scope.channel.accessKey, scope.context.customerId, scope.context.shippingMethod, scope.context.paymentMethod, scope.languageCode],
  );
}

/**
 * Recalculates the cart (reference §5.3): unknown or unbuyable products are removed (`product-not-found`),
 * sold-out closeouts removed (`product-out-of-stock`), quantities above the product's limit clamped
 * (`product-stock-reached`), the limit counted over all lines of one product in line order (a later line is cut
 * down or removed); the fixes are written back; the errors go to this response only.
 */
export async function calculateCart(scope: Scope, extraErrors: readonly CartError[] = []): Promise<Record<string, unknown>> {
  const lines = await readLines(scope);
  const productIds = lines.filter((l) => l.type === 'product').map((l) => l.referencedId);
  const rows = productIds.length === 0 ? [] : await loadProductRows(scope, ' and p.id = any($4::text[])', [productIds]);
  const products = new Map<string, ProductRow>(rows.map((r) => [r.id, r]));
  const errors: CartError[] = [...extraErrors];
  const kept: CartLine[] = [];
  // Quantity already kept per product: lines with different ids may name one product, and the limit is the product's.
  const held = new Map<string, number>();
  const drop = (line: CartLine): Promise<unknown> => scope.db.query('delete from cart_line_item where token = $1 and id = $2', [scope.token, line.id]);
  for (const line of lines) {
    if (line.type === 'promotion') {
      kept.push(line);
      continue;
    }
    const row = products.get(line.referencedId);
    if (row === undefined || row.childCount > 0 || row.gross === null) {
      await drop(line);
      errors.push(cartError('product-not-found', line.referencedId, 20, `The product ${line.referencedId} could not be found.`, { id: line.referencedId }, true));
      continue;
    }
    if (row.doc.isCloseout && row.stock <= 0) {
      await drop(line);
      errors.push(cartError('product-out-of-stock', row.id, 20, `The product ${row.doc.productNumber} is no longer available.`, { id: row.id, name: row.doc.name.en }, true));
      continue;
    }
    const limit = purchaseLimit(row);
    const left = limit - (held.get(row.id) ?? 0);
    if (line.quantity > left) {
      if (left <= 0) await drop(line);
      else await scope.db.query('update cart_line_item set quantity = $3 where token = $1 and id = $2', [scope.token, line.id, left]);
      errors.push(cartError('product-stock-reached', row.id, 10, `The product ${row.doc.productNumber} is only available ${limit} times.`, { name: row.doc.name.en, quantity: limit }, true));
      if (left > 0) {
        kept.push({ ...line, quantity: left });
        held.set(row.id, limit);
      }
      continue;
    }
    held.set(row.id, (held.get(row.id) ?? 0) + line.quantity);
    kept.push(line);
  }
  return cartJson({
    token: scope.token, lines: kept, products, errors, render: renderScopeOf(scope), currency: scope.channel.currency, country: scope.channel.country,
    shippingMethod: scope.context.shippingMethod, paymentMethod: scope.context.paymentMethod,
  });
}

/** `POST /checkout/cart/line-item`: products stack by id; promotions by code (or `promotion-not-found`). */
export async function addLineItems(scope: Scope): Promise<Reply> {
  const parsed = parseAddItems(scope.body);
  if (!parsed.ok) return parsed.reply;
  return withCartLock(scope, async () => {
    await ensureContext(scope);
    const notices: CartError[] = [];
    for (const item of parsed.items) {
      if (item.type === 'promotion') {
        const promotion = findPromotion(item.code);
        if (promotion === undefined) {
          notices.push(cartError('promotion-not-found', '', 20, `Promotion with code ${item.code} not found!`, { promotionCode: item.code }, false));
          continue;
        }
        const discountId = promotionDiscountId(promotion.code);
        await scope.db.query(`insert into cart_line_item (token, id, referenced_id, type, quantity) values ($1, $2, $3, 'promotion', 1) on conflict (token, id) do nothing`, [scope.token, discountId, promotion.code]);
        notices.push(cartError('promotion-discount-added', `-${discountId}`, 0, `Discount ${promotion.name} has been added`, { name: promotion.name, discountId }, false));
        continue;
      }
      // Stacking is capped like a single request, so two huge adds cannot overflow the column before the cart clamps.
      await scope.db.query(
        `insert into cart_line_item (token, id, referenced_id, type, quantity) values ($1, $2, $3, 'product', $4)
         on conflict (token, id) do update set quantity = least(cart_line_item.quantity + excluded.quantity, $5)`,
        [scope.token, item.id, item.referencedId, item.quantity, MAX_LINE_QUANTITY],
      );
    }
    return json(await calculateCart(scope, notices));
  });
}

/** `PATCH /checkout/cart/line-item`: unknown id → 404, promotion → not stackable, a bad quantity → 400. */
export async function updateLineItems(scope: Scope): Promise<Reply> {
  const parsed = parseUpdateItems(scope.body);
  if (!parsed.ok) return parsed.reply;
  return withCartLock(scope, async () => {
    const lines = new Map((await readLines(scope)).map((l) => [l.id, l]));
    for (const item of parsed.items) {
      const line = lines.get(item.id);
      if (line === undefined) return storeApiError(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${item.id} not found.`, { identifier: item.id });
      if (line.type !== 'product') return storeApiError(400, 'CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE', `Line item with identifier ${line.id} is not stackable and the quantity cannot be changed.`, { identifier: line.id });
    }
    for (const item of parsed.items) {
      if (item.quantity !== undefined) await scope.db.query('update cart_line_item set quantity = $3 where token = $1 and id = $2', [scope.token, item.id, item.quantity]);
    }
    return json(await calculateCart(scope));
  });
}

/** `POST /checkout/cart/line-item/delete {ids}` and `DELETE /checkout/cart/line-item?ids[]=`: any unknown id → 404, nothing removed. */
export async function removeLineItems(scope: Scope, ids: unknown): Promise<Reply> {
  if (!Array.isArray(ids) || ids.length === 0) return violation('/ids', 'This value should not be blank.');
  return withCartLock(scope, async () => {
    const lines = new Set((await readLines(scope)).map((l) => l.id));
    const unknown = (ids as unknown[]).find((id) => typeof id !== 'string' || !lines.has(id));
    if (unknown !== undefined) return storeApiError(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', `Line item with identifier ${String(unknown)} not found.`, { identifier: unknown });
    await scope.db.query('delete from cart_line_item where token = $1 and id = any($2::text[])', [scope.token, ids]);
    return json(await calculateCart(scope));
  });
}

/** `DELETE /checkout/cart`: 204. */
export async function deleteCart(scope: Scope): Promise<Reply> {
  return withCartLock(scope, async () => {
    await scope.db.query('delete from cart_line_item where token = $1', [scope.token]);
    return { status: 204 };
  });
}
