import type { Transaction } from '@electric-sql/pglite';
import { brandConfigs } from '../../../brands/registry.ts';
import { BRAND_SEEDS } from '../seed/brand-seeds.ts';
import { buildCatalogue } from '../seed/build-catalogue.ts';

/** Inserts `rows` through one `jsonb_to_recordset` statement (one round trip per table, not per row). */
export async function insertRows(tx: Transaction, table: string, columns: string, rows: readonly unknown[], onConflict = ''): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.split(',').map((c) => c.trim().split(' ')[0]).join(', ');
  await tx.query(`insert into ${table} (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${columns}) ${onConflict}`, [JSON.stringify(rows)]);
}

/**
 * Fills the catalogue tables: every brand (or only `brands`), every country's sales channel, prices per currency,
 * stock per country.
 */
export async function seedDatabase(tx: Transaction, brands?: readonly string[]): Promise<void> {
  for (const [brand, config] of Object.entries(brandConfigs)) {
    if (brands !== undefined && !brands.includes(brand)) continue;
    const seed = BRAND_SEEDS[brand];
    if (seed === undefined) throw new Error(`No commerce seed for brand ${brand}`);
    const countries = config.countries.map((c) => c.code);
    const currencies = [...new Set(config.countries.map((c) => c.currency as string))];
    const catalogue = buildCatalogue(brand, seed, countries, currencies);
    const accessKeys = config.commerce.accessKeys as Readonly<Partial<Record<string, string>>>;
    const channels = config.countries.flatMap((country) => {
      const key = accessKeys[country.code];
      if (key === undefined) return [];
      const prefixes = country.languages.map((l) => `${country.code.toLowerCase()}${config.separator}${l}`);
      return [{ access_key: key, brand, country: country.code, currency: country.currency, language_codes: country.languages, domains: prefixes.map((p) => `${config.origin}/${p}`) }];
    });
    await insertRows(tx, 'sales_channel', 'access_key text, brand text, country text, currency text, language_codes jsonb, domains jsonb', channels);
    await insertRows(tx, 'property_group', 'id text, brand text, code text, position int, display_type text, filterable boolean, visible boolean, name jsonb',
      catalogue.groups.map((g) => ({ id: g.id, brand, code: g.code, position: g.position, display_type: g.displayType, filterable: g.filterable, visible: g.visible, name: g.name })));
    await insertRows(tx, 'property_option', 'id text, group_id text, position int, name jsonb, color_hex text',
      catalogue.options.map((o) => ({ id: o.id, group_id: o.groupId, position: o.position, name: o.name, color_hex: o.colorHex })));
    await insertRows(tx, 'media', 'id text, brand text, path text, alt jsonb, width int, height int', catalogue.media);
    await insertRows(tx, 'category', 'id text, brand text, parent_id text, name jsonb, legal_notes jsonb',
      catalogue.categories.map((c) => ({ id: c.id, brand, parent_id: c.parentId, name: c.name, legal_notes: c.legalNotes })));
    // updated_at (the column's default): the moment of the seed, as an import stamps the rows it writes. A start from
    // a kept snapshot keeps it, so what a build reads as the catalogue's version stays the same until the seed changes.
    await insertRows(tx, 'product', 'id text, brand text, parent_id text, product_number text, active boolean, created_at timestamptz, doc jsonb',
      catalogue.products.map((p) => ({ id: p.id, brand, parent_id: p.parentId, product_number: p.productNumber, active: true, created_at: p.createdAt, doc: p })));
    await insertRows(tx, 'product_price', 'product_id text, currency text, gross numeric, list_price numeric, regulation_price numeric',
      catalogue.prices.map((p) => ({ product_id: p.productId, currency: p.currency, gross: p.gross, list_price: p.list, regulation_price: p.regulation })));
    await insertRows(tx, 'product_stock', 'product_id text, country text, stock int', catalogue.stock.map((s) => ({ product_id: s.productId, country: s.country, stock: s.stock })));
  }
}
