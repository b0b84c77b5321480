import { calculateCart, readLines, withCartLock } from '../cart/cart-service.ts';
import { convertEur, quantitiesByProduct } from '../cart/cart-json.ts';
import { json, noContent, violation, type Reply } from '../http/reply.ts';
import type { Scope } from '../http/scope.ts';
import { FREE_PRODUCT_THRESHOLD_EUR } from '../seed/reference-data.ts';
import { loadProductRows } from './products.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const list = (query: URLSearchParams, name: string): string[] => [...query.getAll(`${name}[]`), ...query.getAll(name)].flatMap((v) => v.split('|')).filter((v) => v !== '');

/** Core `POST /newsletter/subscribe`: 204; 400 when email, option or storefrontUrl is missing. */
export async function newsletterSubscribeRoute(scope: Scope): Promise<Reply> {
  const body = (scope.body ?? {}) as Record<string, unknown>;
  for (const field of ['email', 'option', 'storefrontUrl']) if (typeof body[field] !== 'string' || body[field] === '') return violation(`/${field}`, 'This value should not be blank.');
  return storeRecipient(scope, String(body['email']), String(body['option']), body);
}

/** Custom `POST /newsletter/signup {email, firstName?, lastName?}`: 204; 400 on a missing or invalid email. */
export async function newsletterSignupRoute(scope: Scope): Promise<Reply> {
  const body = (scope.body ?? {}) as Record<string, unknown>;
  return storeRecipient(scope, typeof body['email'] === 'string' ? body['email'] : '', 'subscribe', body);
}

async function storeRecipient(scope: Scope, rawEmail: string, option: string, doc: Record<string, unknown>): Promise<Reply> {
  const email = rawEmail.trim().toLowerCase();
  if (email === '') return violation('/email', 'This value should not be blank.');
  if (!EMAIL.test(email)) return violation('/email', 'This value is not a valid email address.', 'bd79c0ab-ddba-46cc-a703-a7a4b08de310');
  await scope.db.query(
    `insert into newsletter_recipient (access_key, email, option, doc) values ($1, $2, $3, $4) on conflict (access_key, email) do update set option = excluded.option, doc = excluded.doc`,
    [scope.channel.accessKey, email, option, JSON.stringify(doc)],
  );
  return noContent();
}

const stockEntry = (row: { id: string; doc: { productNumber: string; isCloseout: boolean }; stock: number }) => ({
  productId: row.id, productNumber: row.doc.productNumber, stock: row.stock, availableStock: row.stock, available: !row.doc.isCloseout || row.stock > 0, isCloseout: row.doc.isCloseout,
});

/** Custom `GET /stock/product?ids[]=…&productNumbers[]=…`: `{stocks:[{productId, productNumber, stock, availableStock, available, isCloseout}]}`. */
export async function stockProductRoute(scope: Scope): Promise<Reply> {
  const ids = list(scope.query, 'ids');
  const numbers = list(scope.query, 'productNumbers');
  if (ids.length === 0 && numbers.length === 0) return violation('/ids', 'Give ids[] or productNumbers[].');
  const rows = await loadProductRows(scope, ' and (p.id = any($4::text[]) or p.product_number = any($5::text[])) order by p.product_number', [ids, numbers]);
  return json({ stocks: rows.map(stockEntry), apiAlias: 'stock_product_response' });
}

/** Custom `GET /stock/cart`: stock of every product in the current cart, keyed by line-item id. */
export async function stockCartRoute(scope: Scope): Promise<Reply> {
  const lines = (await readLines(scope)).filter((l) => l.type === 'product');
  const rows = lines.length === 0 ? [] : await loadProductRows(scope, ' and p.id = any($4::text[])', [lines.map((l) => l.referencedId)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Enough stock means enough for every line of the product together, not for each line alone.
  const inCart = quantitiesByProduct(lines);
  return json({
    stocks: lines.flatMap((line) => {
      const row = byId.get(line.referencedId);
      return row === undefined ? [] : [{ lineItemId: line.id, quantity: line.quantity, sufficient: !row.doc.isCloseout || row.stock >= (inCart.get(row.id) ?? line.quantity), ...stockEntry(row) }];
    }),
    apiAlias: 'stock_cart_response',
  });
}

/**
 * Custom `GET /checkout/cart/check`: the free-product promotion. From a goods total of 2,500 EUR (converted) the
 * brand's preferred battery (lowest position) is offered for free: `{eligible, threshold, missingAmount, freeProducts}`.
 */
export async function cartCheckRoute(scope: Scope): Promise<Reply> {
  const cart = await withCartLock(scope, () => calculateCart(scope));
  const goods = (cart['lineItems'] as { type: string; price: { totalPrice: number } }[]).filter((i) => i.type === 'product').reduce((s, i) => s + i.price.totalPrice, 0);
  const threshold = convertEur(FREE_PRODUCT_THRESHOLD_EUR, scope.channel.currency);
  const batteries = (await loadProductRows(scope, ` and p.doc->'customFields'->>'cycle_product_type' = 'battery'`)).sort(
    (a, b) => Number(a.doc.customFields['cycle_battery_position']) - Number(b.doc.customFields['cycle_battery_position']),
  );
  const free = batteries[0];
  return json({
    eligible: goods >= threshold && free !== undefined,
    threshold,
    missingAmount: Math.max(0, Math.round((threshold - goods) * 100) / 100),
    freeProducts: free === undefined ? [] : [{ productId: free.id, productNumber: free.doc.productNumber, name: free.doc.name.en }],
    errors: cart['errors'],
    apiAlias: 'cart_check_response',
  });
}
