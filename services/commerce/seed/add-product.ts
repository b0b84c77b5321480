import * as v from 'valibot';
import type { Database } from '../database/open-database.ts';
import { insertRows } from '../database/seed-database.ts';
import { brandConfigs } from '../../../brands/registry.ts';
import { BRAND_SEEDS } from './brand-seeds.ts';
import { buildCatalogue } from './build-catalogue.ts';
import type { SeedModel } from './seed-types.ts';

/** What `POST /__control/products` accepts: a brand and one seed model (the seed's own format). */
const ADD_PRODUCT = v.object({
  brand: v.string(),
  model: v.looseObject({
    sku: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{3,40}$/)),
    name: v.pipe(v.string(), v.minLength(1)),
    line: v.string(),
    type: v.picklist(['ebike', 'bike']),
    priceEur: v.number(),
    shapes: v.array(v.string()),
    sizes: v.array(v.string()),
    colours: v.array(v.string()),
    batteries: v.array(v.number()),
    categories: v.array(v.string()),
  }),
});

export interface AddedProduct {
  readonly parentId: string;
  readonly productNumber: string;
  readonly variants: readonly { readonly id: string; readonly productNumber: string }[];
}

/**
 * Test hook: adds one model (parent and variants, prices in every currency of the brand, stock in every country)
 * to a running service, as if the shop had listed it after the build. Ids are the seed's deterministic ones, so a
 * repeat replaces the model; shared options and media are kept. The catalogue tables are rebuilt on the next
 * seed-version change, which drops it again.
 */
export async function addSeedProduct(db: Database, input: unknown): Promise<{ ok: true; value: AddedProduct } | { ok: false; error: string }> {
  const parsed = v.safeParse(ADD_PRODUCT, input);
  if (!parsed.success) return { ok: false, error: `Expected {brand, model: SeedModel}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? ''} ${i.message}`).join('; ')}` };
  const { brand } = parsed.output;
  const config = (brandConfigs as Readonly<Record<string, (typeof brandConfigs)[keyof typeof brandConfigs] | undefined>>)[brand];
  const seed = BRAND_SEEDS[brand];
  if (config === undefined || seed === undefined) return { ok: false, error: `Unknown brand ${brand}` };
  const model = parsed.output.model as unknown as SeedModel;
  const unknownCategory = model.categories.find((c) => !seed.categories.some((s) => s.key === c));
  if (unknownCategory !== undefined) return { ok: false, error: `Unknown category ${unknownCategory} of ${brand}` };
  const countries = config.countries.map((c) => c.code);
  const currencies = [...new Set(config.countries.map((c) => c.currency as string))];
  let catalogue;
  try {
    catalogue = buildCatalogue(brand, { ...seed, models: [model] }, countries, currencies);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const parent = catalogue.products.find((p) => p.productNumber === model.sku && p.parentId === null);
  if (parent === undefined) return { ok: false, error: 'The model made no parent product' };
  const products = catalogue.products.filter((p) => p.id === parent.id || p.parentId === parent.id);
  const ids = new Set(products.map((p) => p.id));
  await db.transaction(async (tx) => {
    const list = [...ids];
    await tx.query('delete from product_price where product_id = any($1)', [list]);
    await tx.query('delete from product_stock where product_id = any($1)', [list]);
    await tx.query('delete from product where id = any($1)', [list]);
    await insertRows(tx, 'property_option', 'id text, group_id text, position int, name jsonb, color_hex text',
      catalogue.options.map((o) => ({ id: o.id, group_id: o.groupId, position: o.position, name: o.name, color_hex: o.colorHex })), 'on conflict (id) do nothing');
    await insertRows(tx, 'media', 'id text, brand text, path text, alt jsonb, width int, height int', catalogue.media, 'on conflict (id) do nothing');
    await insertRows(tx, 'product', 'id text, brand text, parent_id text, product_number text, active boolean, created_at timestamptz, doc jsonb',
      products.map((p) => ({ id: p.id, brand, parent_id: p.parentId, product_number: p.productNumber, active: true, created_at: new Date().toISOString(), doc: p })));
    await insertRows(tx, 'product_price', 'product_id text, currency text, gross numeric, list_price numeric, regulation_price numeric',
      catalogue.prices.filter((p) => ids.has(p.productId)).map((p) => ({ product_id: p.productId, currency: p.currency, gross: p.gross, list_price: p.list, regulation_price: p.regulation })));
    await insertRows(tx, 'product_stock', 'product_id text, country text, stock int', catalogue.stock.filter((s) => ids.has(s.productId)).map((s) => ({ product_id: s.productId, country: s.country, stock: s.stock })));
  });
  return { ok: true, value: { parentId: parent.id, productNumber: parent.productNumber, variants: products.filter((p) => p.parentId !== null).map((p) => ({ id: p.id, productNumber: p.productNumber })) } };
}
