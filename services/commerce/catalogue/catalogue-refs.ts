import type { Database } from '../database/open-database.ts';
import type { ProductDoc } from '../seed/build-catalogue.ts';
import type { Texts } from '../seed/seed-types.ts';

export interface GroupRef { readonly id: string; readonly code: string; readonly position: number; readonly displayType: string; readonly filterable: boolean; readonly visible: boolean; readonly name: Texts }
export interface OptionRef { readonly id: string; readonly groupId: string; readonly position: number; readonly name: Texts; readonly colorHex: string | null }
export interface MediaRef { readonly id: string; readonly path: string; readonly alt: Texts; readonly width: number; readonly height: number }
export interface CategoryRef { readonly id: string; readonly parentId: string | null; readonly name: Texts; readonly legalNotes: Texts | null }

/**
 * Property groups, options, media, categories and product documents: written by the seed (and the test hook that
 * adds a product, which reads them again), so read once at start. Prices and stock change and stay in the database.
 */
export interface CatalogueRefs {
  readonly groups: ReadonlyMap<string, GroupRef>;
  readonly options: ReadonlyMap<string, OptionRef>;
  readonly media: ReadonlyMap<string, MediaRef>;
  readonly categories: ReadonlyMap<string, CategoryRef>;
  /**
   * Product documents by id. Held here rather than read with every search: a listing's read of every row parsed
   * 8 MB of jsonb per request (most of a request's time, and the service's heap).
   */
  readonly products: ReadonlyMap<string, ProductDoc>;
}

export async function loadCatalogueRefs(db: Database): Promise<CatalogueRefs> {
  const groups = await db.query<{ id: string; code: string; position: number; display_type: string; filterable: boolean; visible: boolean; name: Texts }>('select * from property_group');
  const options = await db.query<{ id: string; group_id: string; position: number; name: Texts; color_hex: string | null }>('select * from property_option');
  const media = await db.query<MediaRef>('select id, path, alt, width, height from media');
  const categories = await db.query<{ id: string; parent_id: string | null; name: Texts; legal_notes: Texts | null }>('select * from category');
  const products = await db.query<{ id: string; doc: ProductDoc }>('select id, doc from product');
  return {
    groups: new Map(groups.rows.map((g) => [g.id, { id: g.id, code: g.code, position: g.position, displayType: g.display_type, filterable: g.filterable, visible: g.visible, name: g.name }])),
    options: new Map(options.rows.map((o) => [o.id, { id: o.id, groupId: o.group_id, position: o.position, name: o.name, colorHex: o.color_hex }])),
    media: new Map(media.rows.map((m) => [m.id, m])),
    categories: new Map(categories.rows.map((c) => [c.id, { id: c.id, parentId: c.parent_id, name: c.name, legalNotes: c.legal_notes }])),
    products: shareEqualParts(products.rows),
  };
}

/**
 * The documents by id, with the parts a model's variants repeat (its description and translated custom fields in
 * every language, some 20 KB a variant) held once: a quarter of the memory the parsed rows took.
 */
function shareEqualParts(rows: readonly { readonly id: string; readonly doc: ProductDoc }[]): ReadonlyMap<string, ProductDoc> {
  const seen = new Map<string, unknown>();
  const shared = <T>(value: T): T => {
    const key = JSON.stringify(value);
    const hit = seen.get(key);
    if (hit !== undefined) return hit as T;
    seen.set(key, value);
    return value;
  };
  return new Map(rows.map((r) => [r.id, { ...r.doc, description: shared(r.doc.description), translatedCustomFields: shared(r.doc.translatedCustomFields), customFields: shared(r.doc.customFields), badges: shared(r.doc.badges), labels: shared(r.doc.labels) }]));
}
