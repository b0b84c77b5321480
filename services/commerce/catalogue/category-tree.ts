import type { Database } from '../database/open-database.ts';
import { BRAND_SEEDS } from '../seed/brand-seeds.ts';
import { hexId } from '../seed/build-catalogue.ts';
import type { Texts } from '../seed/seed-types.ts';

/** One category of a brand, with its place in the tree under the sales channel's navigation root. */
export interface CategoryNode {
  readonly id: string;
  /** The navigation root for top categories; `null` for the root itself. */
  readonly parentId: string | null;
  readonly name: Texts;
  readonly legalNotes: Texts | null;
  /** Position among its siblings (the seed's order; Shopware's `afterCategoryId` chain). */
  readonly position: number;
  /** 1 for the root, 2 for top categories (Shopware's `level`). */
  readonly level: number;
  /** Ids from the root down to the parent, Shopware's `path` without the separators. */
  readonly ancestors: readonly string[];
}

/** The tree of one brand: nodes by id and children in order. */
export interface CategoryTree {
  readonly rootId: string;
  readonly nodes: ReadonlyMap<string, CategoryNode>;
  childrenOf(id: string): readonly CategoryNode[];
  /** The category and every category below it. */
  descendantsOf(id: string): ReadonlySet<string>;
}

/**
 * The sales channel's navigation root (Shopware's `navigationCategoryId`, "main-navigation"): the seed's top
 * categories hang below it. It is not a row: every channel of a brand shares it, like one catalogue root per brand.
 */
export const navigationRootId = (brand: string): string => hexId(brand, 'category', '__navigation-root__');

const ROOT_NAME: Texts = { en: 'Home', de: 'Startseite', fr: 'Accueil', es: 'Inicio', it: 'Home', nl: 'Home', pl: 'Strona główna', cs: 'Domů', da: 'Forside', fi: 'Etusivu', sv: 'Startsida' };

/** Reads a brand's categories (written by the seed only) and arranges them under the navigation root. */
export async function loadCategoryTree(db: Database, brand: string): Promise<CategoryTree> {
  const rows = (await db.query<{ id: string; parent_id: string | null; name: Texts; legal_notes: Texts | null }>('select id, parent_id, name, legal_notes from category where brand = $1', [brand])).rows;
  const rootId = navigationRootId(brand);
  // The seed's order is the shop's order; a category the seed does not know (none today) goes last.
  const seedOrder = new Map((BRAND_SEEDS[brand]?.categories ?? []).map((c, i) => [hexId(brand, 'category', c.key), i]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const nodes = new Map<string, CategoryNode>();
  nodes.set(rootId, { id: rootId, parentId: null, name: ROOT_NAME, legalNotes: null, position: 0, level: 1, ancestors: [] });
  const ancestorsOf = (id: string, seen: Set<string> = new Set()): string[] => {
    const parent = byId.get(id)?.parent_id ?? null;
    // A parent that is not a category of this brand (or a cycle) hangs the category below the root.
    if (parent === null || !byId.has(parent) || seen.has(parent)) return [rootId];
    seen.add(id);
    return [...ancestorsOf(parent, seen), parent];
  };
  for (const row of rows) {
    const ancestors = ancestorsOf(row.id);
    nodes.set(row.id, {
      id: row.id, parentId: ancestors[ancestors.length - 1] ?? rootId, name: row.name, legalNotes: row.legal_notes,
      position: seedOrder.get(row.id) ?? seedOrder.size + rows.indexOf(row), level: ancestors.length + 1, ancestors,
    });
  }
  const children = new Map<string, CategoryNode[]>();
  for (const node of nodes.values()) {
    if (node.parentId === null) continue;
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position);
  return {
    rootId,
    nodes,
    childrenOf: (id) => children.get(id) ?? [],
    descendantsOf(id) {
      const out = new Set<string>();
      const walk = (at: string): void => {
        if (out.has(at)) return;
        out.add(at);
        for (const child of children.get(at) ?? []) walk(child.id);
      };
      walk(id);
      return out;
    },
  };
}
