import { applyIncludes, groupJson, optionEntityJson, productJson, type Associations, type ProductRow, type RenderScope } from '../catalogue/product-json.ts';
import { matches, parseCriteria, searchResult, type AssociationTree, type Criteria, type EntityAggregation, type Filter } from '../catalogue/criteria.ts';
import { json, storeApiError, type Reply } from '../http/reply.ts';
import type { Scope } from '../http/scope.ts';
import type { ProductDoc } from '../seed/build-catalogue.ts';
import { TAX_RATES } from '../seed/reference-data.ts';

// Without the document: it comes from the catalogue refs (read once), not parsed again for every row of every request.
const SELECT = `select p.id, to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"') as updated_at, pr.gross::float8 as gross, pr.list_price::float8 as list, pr.regulation_price::float8 as regulation, coalesce(s.stock, 0) as stock,
  (select count(*)::int from product c where c.parent_id = p.id and c.active) as child_count
  from product p
  left join product_price pr on pr.product_id = p.id and pr.currency = $2
  left join product_stock s on s.product_id = p.id and s.country = $3
  where p.brand = $1 and p.active`;

interface RawRow { id: string; updated_at: string; gross: number | null; list: number | null; regulation: number | null; stock: number; child_count: number }

/** Reads product rows of the channel's brand with price and stock; `where` adds SQL conditions on `p`. */
export async function loadProductRows(scope: Scope, where = '', params: readonly unknown[] = []): Promise<ProductRow[]> {
  const result = await scope.db.query<RawRow>(`${SELECT}${where}`, [scope.channel.brand, scope.channel.currency, scope.channel.country, ...params]);
  // A product the test hook added after these refs were read (they are read again right after): its document from the row.
  const missing = result.rows.filter((r) => !scope.refs.products.has(r.id)).map((r) => r.id);
  const late = missing.length === 0 ? new Map<string, ProductDoc>() : new Map((await scope.db.query<{ id: string; doc: ProductDoc }>('select id, doc from product where id = any($1::text[])', [missing])).rows.map((r) => [r.id, r.doc]));
  return result.rows.flatMap((r) => {
    const doc = scope.refs.products.get(r.id) ?? late.get(r.id);
    return doc === undefined ? [] : [{ id: r.id, doc, gross: r.gross, list: r.list, regulation: r.regulation, stock: r.stock, childCount: r.child_count, updatedAt: r.updated_at }];
  });
}

export const renderScopeOf = (scope: Scope): RenderScope => ({
  refs: scope.refs,
  lang: scope.languageCode,
  languageId: scope.languageId,
  salesChannelId: scope.channel.accessKey,
  taxRate: TAX_RATES[scope.channel.country] ?? 0,
  origin: scope.origin,
  seoUrls: scope.seoUrls,
});

function associationsOf(tree: AssociationTree | undefined): Associations {
  const t = tree ?? {};
  return {
    media: 'media' in t,
    options: 'options' in t,
    properties: 'properties' in t,
    manufacturer: 'manufacturer' in t,
    categories: 'categories' in t,
    children: 'children' in t ? associationsOf(t['children']?.associations) : null,
  };
}

/** Field reader over a product row for filters and sorting (`product.` prefix allowed). */
export function reader(row: ProductRow, scope: Scope): (field: string) => unknown {
  const doc = row.doc;
  return (raw) => {
    const field = raw.startsWith('product.') ? raw.slice('product.'.length) : raw;
    switch (field) {
      case 'id': return doc.id;
      case 'parentId': return doc.parentId;
      case 'productNumber': return doc.productNumber;
      case 'ean': return doc.ean;
      case 'active': return true;
      case 'available': return !doc.isCloseout || row.stock > 0;
      case 'isCloseout': return doc.isCloseout;
      case 'markAsTopseller': return doc.markAsTopseller;
      case 'stock': case 'availableStock': return row.stock;
      case 'price': case 'cheapestPrice': return row.gross;
      case 'name': return (doc.name as Record<string, string | undefined>)[scope.languageCode] ?? doc.name.en;
      case 'createdAt': case 'releaseDate': return doc.createdAt;
      case 'updatedAt': return row.updatedAt;
      case 'childCount': return row.childCount;
      case 'manufacturer.name': return doc.manufacturer;
      case 'optionIds': case 'options.id': return doc.optionIds;
      case 'propertyIds': case 'properties.id': return doc.propertyIds;
      case 'categoryIds': case 'categories.id': case 'categoryTree': return doc.categoryIds;
      case 'properties.name': case 'options.name':
        return (field === 'options.name' ? doc.optionIds : doc.propertyIds).map((id) => scope.refs.options.get(id)?.name.en);
      case 'properties.group.name': case 'properties.group.code':
        return doc.propertyIds.map((id) => scope.refs.groups.get(scope.refs.options.get(id)?.groupId ?? '')?.code);
      default:
        if (field.startsWith('customFields.')) return doc.customFields[field.slice('customFields.'.length)] ?? doc.translatedCustomFields[scope.languageCode]?.[field.slice('customFields.'.length)];
        return undefined;
    }
  };
}

/** Top-level filters the database can answer (parent-only, product numbers, ids), moved into SQL. */
function sqlPrefilter(filters: readonly Filter[], ids: readonly string[] | undefined): { where: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length + 3}`;
  };
  if (ids !== undefined) parts.push(`p.id = any(${param(ids)}::text[])`);
  for (const f of filters) {
    if (f.type === 'equals' && (f.field === 'parentId' || f.field === 'product.parentId')) parts.push(f.value === null ? 'p.parent_id is null' : `p.parent_id = ${param(String(f.value))}`);
    if (f.type === 'equalsAny' && (f.field === 'productNumber' || f.field === 'product.productNumber')) parts.push(`p.product_number = any(${param(typeof f.value === 'string' ? f.value.split('|') : f.value.map(String))}::text[])`);
    if (f.type === 'equalsAny' && (f.field === 'id' || f.field === 'product.id')) parts.push(`p.id = any(${param(typeof f.value === 'string' ? f.value.split('|') : f.value.map(String))}::text[])`);
  }
  return { where: parts.map((p) => ` and ${p}`).join(''), params };
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { numeric: true });
}

/** Runs a criteria search over the channel's products and renders the page of results. */
export async function searchProducts(scope: Scope, criteria: Criteria): Promise<{ elements: unknown[]; total: number }> {
  const found = await findProducts(scope, criteria);
  return { elements: found.rows.map(found.render), total: found.total };
}

/** A criteria search's page of rows, its total, how to render one row (after includes) and its entity aggregations. */
interface FoundProducts {
  readonly rows: readonly ProductRow[];
  readonly total: number;
  readonly render: (row: ProductRow) => unknown;
  /** By aggregation name, after includes. */
  readonly aggregations: Readonly<Record<string, unknown>>;
}

async function findProducts(scope: Scope, criteria: Criteria): Promise<FoundProducts> {
  const pre = sqlPrefilter(criteria.filters, criteria.ids);
  let rows = await loadProductRows(scope, pre.where, pre.params);
  rows = rows.filter((row) => criteria.filters.every((f) => matches(f, reader(row, scope))));
  if (criteria.term !== undefined && criteria.term.trim() !== '') {
    const words = criteria.term.toLowerCase().split(/\s+/).filter((w) => w !== '');
    rows = rows.filter((row) => {
      const haystack = `${String(reader(row, scope)('name'))} ${row.doc.productNumber} ${row.doc.keywords}`.toLowerCase();
      return words.every((w) => haystack.includes(w));
    });
  }
  if (criteria.ids !== undefined) {
    const order = new Map(criteria.ids.map((id, i) => [id, i]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  } else if (criteria.sort.length > 0) {
    rows.sort((a, b) => {
      for (const s of criteria.sort) {
        const d = compare(reader(a, scope)(s.field), reader(b, scope)(s.field));
        if (d !== 0) return s.order === 'DESC' ? -d : d;
      }
      return 0;
    });
  } else rows.sort((a, b) => a.doc.productNumber.localeCompare(b.doc.productNumber));
  const total = rows.length;
  const pageRows = criteria.ids !== undefined ? rows : rows.slice((criteria.page - 1) * criteria.limit, criteria.page * criteria.limit);
  const associations = associationsOf(criteria.associations);
  // Variants are read for the page's parents, or for every matched parent when an aggregation reads `children.…`.
  const variantsOf = associations.children !== null ? pageRows : [];
  const aggregationVariantsOf = criteria.entityAggregations.some((a) => stripProduct(a.field).startsWith('children.')) ? rows : [];
  const childrenByParent = new Map<string, ProductRow[]>();
  const parentIds = [...new Set([...variantsOf, ...aggregationVariantsOf].filter((r) => r.childCount > 0).map((r) => r.id))];
  if (parentIds.length > 0) {
    for (const child of await loadProductRows(scope, ' and p.parent_id = any($4::text[]) order by p.product_number', [parentIds])) {
      const list = childrenByParent.get(child.doc.parentId ?? '') ?? [];
      list.push(child);
      childrenByParent.set(child.doc.parentId ?? '', list);
    }
  }
  const render = renderScopeOf(scope);
  const trimmed = new WeakMap<object, unknown>();
  const aggregations: Record<string, unknown> = {};
  for (const aggregation of criteria.entityAggregations) {
    const result = entityAggregation(aggregation, rows, childrenByParent, render);
    if (result !== null) aggregations[aggregation.name] = applyIncludes(result, criteria.includes, trimmed);
  }
  return {
    rows: pageRows,
    total: criteria.totalCountMode === 'none' ? pageRows.length : total,
    // Variants read only for an aggregation do not change the product (its cheapest price and availability).
    render: (row) => applyIncludes(productJson(row, render, associations, associations.children === null ? [] : (childrenByParent.get(row.id) ?? [])), criteria.includes, trimmed),
    aggregations,
  };
}

const stripProduct = (field: string): string => (field.startsWith('product.') ? field.slice('product.'.length) : field);

/** The option ids or group ids a product holds in an aggregation's field (`options.id`, `properties.groupId`…). */
function attributeIdsOf(row: ProductRow, field: string, render: RenderScope): readonly string[] | null {
  const groupOf = (ids: readonly string[]): string[] => ids.flatMap((id) => {
    const groupId = render.refs.options.get(id)?.groupId;
    return groupId === undefined ? [] : [groupId];
  });
  switch (field) {
    case 'options.id': case 'optionIds': return row.doc.optionIds;
    case 'properties.id': case 'propertyIds': return row.doc.propertyIds;
    case 'options.groupId': case 'options.group.id': return groupOf(row.doc.optionIds);
    case 'properties.groupId': case 'properties.group.id': return groupOf(row.doc.propertyIds);
    default: return null;
  }
}

/**
 * Shopware's entity aggregation over the matched products (their variants for a `children.` field): the property
 * options (`property_group_option`, without their group, as Shopware loads no association there) or property groups
 * (`property_group`) the field names, each once, in the order first met. `null` for a definition or field this
 * service does not aggregate (README: left out of the answer).
 */
function entityAggregation(aggregation: EntityAggregation, rows: readonly ProductRow[], childrenByParent: ReadonlyMap<string, readonly ProductRow[]>, render: RenderScope): Record<string, unknown> | null {
  let field = stripProduct(aggregation.field);
  let over = rows;
  if (field.startsWith('children.')) {
    field = field.slice('children.'.length);
    over = rows.flatMap((r) => childrenByParent.get(r.id) ?? []);
  }
  const ids = new Set<string>();
  for (const row of over) {
    const held = attributeIdsOf(row, field, render);
    if (held === null) return null;
    for (const id of held) ids.add(id);
  }
  const entities: Record<string, unknown>[] = [];
  for (const id of ids) {
    if (aggregation.definition === 'property_group_option') {
      const option = render.refs.options.get(id);
      if (option !== undefined) entities.push(optionEntityJson(option, render));
    } else if (aggregation.definition === 'property_group') {
      const group = render.refs.groups.get(id);
      if (group !== undefined) entities.push(groupJson(group, render));
    } else return null;
  }
  return { entities, apiAlias: `${aggregation.name}_aggregation` };
}

/** Between the envelope's parts: where the serialised elements go. */
const ELEMENTS_SLOT = '"elements":[]';

/**
 * The search answer's bytes, one product at a time: a catalogue page (100 parents with 372 variants, 11 MB) never
 * exists as one object tree or one string (as UTF-16, twice its bytes), only as the bytes sent. The same bytes as
 * `JSON.stringify` of the whole answer.
 */
function serializeSearch(envelope: unknown, found: FoundProducts): Buffer {
  const [head, tail] = JSON.stringify(envelope).split(ELEMENTS_SLOT) as [string, string];
  const parts: Buffer[] = [Buffer.from(`${head}"elements":[`)];
  found.rows.forEach((row, i) => parts.push(Buffer.from(`${i === 0 ? '' : ','}${JSON.stringify(found.render(row))}`)));
  parts.push(Buffer.from(`]${tail}`));
  return Buffer.concat(parts);
}

/**
 * Rendered search answers per channel, language, SEO flag and criteria, like Shopware's store-api cache: kept for
 * `SEARCH_CACHE_MS`, dropped at once when stock changes (an order). Bounded to `SEARCH_CACHE_ENTRIES`.
 */
const SEARCH_CACHE_MS = 5000;
const SEARCH_CACHE_ENTRIES = 500;
/** Longest cache key kept (a search is a few hundred bytes of criteria). */
const SEARCH_CACHE_MAX_KEY = 16 * 1024;
/**
 * Largest answer kept: what the cache is for (a storefront's listings and price refreshes, some KB) stays; a catalogue
 * page of a build (11 MB, read once per country and language) would only hold memory for its 5 seconds.
 */
const SEARCH_CACHE_MAX_ANSWER = 2 * 1024 * 1024;
const searchCache = new Map<string, { readonly reply: Reply; readonly at: number }>();
/** Every product row of a channel (listings and searches read them all), kept like the search answers. */
const channelRows = new Map<string, { readonly rows: Promise<ProductRow[]>; readonly at: number }>();
/** Drops every cached search answer and product rows (stock or prices changed, a product was added). */
export const clearProductSearchCache = (): void => {
  searchCache.clear();
  channelRows.clear();
};

/** Every active product row of the channel's brand with its price and stock, read at most every `SEARCH_CACHE_MS`. */
export function loadChannelProductRows(scope: Scope): Promise<ProductRow[]> {
  // The origin tells apart services of one process (tests), like the search answers' key.
  const key = `${scope.origin}|${scope.channel.accessKey}`;
  const hit = channelRows.get(key);
  if (hit !== undefined && performance.now() - hit.at < SEARCH_CACHE_MS) return hit.rows;
  const rows = loadProductRows(scope);
  channelRows.set(key, { rows, at: performance.now() });
  // A failed read is not kept: the next request tries again.
  rows.catch(() => channelRows.delete(key));
  return rows;
}

/** `POST|GET /product`. */
export async function productSearchRoute(scope: Scope): Promise<Reply> {
  const input = scope.body ?? criteriaFromQuery(scope.query);
  const key = JSON.stringify([scope.channel.accessKey, scope.languageCode, scope.seoUrls, scope.origin, input]);
  const hit = searchCache.get(key);
  if (hit !== undefined && performance.now() - hit.at < SEARCH_CACHE_MS) return hit.reply;
  const parsed = parseCriteria(input);
  if (!parsed.ok) return parsed.reply;
  const found = await findProducts(scope, parsed.criteria);
  // The envelope without its elements (they are serialised one by one into its slot).
  const result = searchResult('product', [], found.total, parsed.criteria, found.aggregations);
  const serialized = serializeSearch(result.body, found);
  const reply: Reply = { ...result, serialized };
  // A huge criteria body (up to 1 MB) is answered but not kept: 500 of them would hold half a gigabyte of keys.
  if (key.length > SEARCH_CACHE_MAX_KEY || serialized.length > SEARCH_CACHE_MAX_ANSWER) return reply;
  const now = performance.now();
  // Expired answers go at once, not when 500 have piled up: a catalogue page is 11 MB (the build's 16 reads kept
  // 180 MB). The map is in insertion order, oldest first (a key is deleted before it is set again).
  for (const [old, entry] of searchCache) {
    if (now - entry.at < SEARCH_CACHE_MS) break;
    searchCache.delete(old);
  }
  searchCache.delete(key);
  if (searchCache.size >= SEARCH_CACHE_ENTRIES) searchCache.delete(searchCache.keys().next().value as string);
  searchCache.set(key, { reply, at: now });
  return reply;
}

/** `POST /product/{productId}`: `{product, configurator}`; 404 CONTENT__PRODUCT_NOT_FOUND. */
export async function productDetailRoute(scope: Scope, productId: string): Promise<Reply> {
  const parsed = parseCriteria(scope.body ?? {});
  if (!parsed.ok) return parsed.reply;
  const criteria: Criteria = { ...parsed.criteria, ids: [productId], filters: [] };
  const { elements } = await searchProducts(scope, { ...criteria, associations: { ...criteria.associations, children: criteria.associations['children'] ?? { associations: { options: {} } } } });
  const product = elements[0] as Record<string, unknown> | undefined;
  if (product === undefined) return storeApiError(404, 'CONTENT__PRODUCT_NOT_FOUND', `Product for id ${productId} not found.`, { productId });
  const groups = new Map<string, { group: Record<string, unknown>; options: Map<string, Record<string, unknown>> }>();
  const rows = await loadProductRows(scope, ' and p.parent_id = $4', [productId]);
  const render = renderScopeOf(scope);
  for (const row of rows) {
    for (const optionId of row.doc.optionIds) {
      const option = render.refs.options.get(optionId);
      const group = option === undefined ? undefined : render.refs.groups.get(option.groupId);
      if (option === undefined || group === undefined) continue;
      const entry = groups.get(group.id) ?? { group: { id: group.id, name: group.name.en, displayType: group.displayType, position: group.position, customFields: { cycle_attribute_code: group.code }, apiAlias: 'property_group' }, options: new Map() };
      entry.options.set(option.id, { id: option.id, name: (option.name as Record<string, string | undefined>)[render.lang] ?? option.name.en, colorHexCode: option.colorHex, position: option.position, apiAlias: 'property_group_option' });
      groups.set(group.id, entry);
    }
  }
  const configurator = [...groups.values()].map((g) => ({ ...g.group, options: [...g.options.values()] }));
  return json({ product, configurator, apiAlias: 'product_detail' });
}

/** GET criteria as PHP-bracket query parameters (`limit=10&ids=a|b`); only flat keys are read. */
function criteriaFromQuery(query: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['ids', 'limit', 'page', 'p', 'term', 'total-count-mode']) {
    const value = query.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}
