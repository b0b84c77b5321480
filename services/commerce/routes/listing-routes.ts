import { loadCategoryTree } from '../catalogue/category-tree.ts';
import { matches, parseCriteria, type Criteria, type Filter } from '../catalogue/criteria.ts';
import { readListingQuery, type ListingDefaults, type ListingQuery } from '../catalogue/listing-query.ts';
import { applyIncludes, optionJson, t, type ProductRow } from '../catalogue/product-json.ts';
import { searchScore, searchWords } from '../catalogue/search-text.ts';
import { json, storeApiError, type Reply } from '../http/reply.ts';
import type { Scope } from '../http/scope.ts';
import { hexId } from '../seed/build-catalogue.ts';
import type { Texts } from '../seed/seed-types.ts';
import { loadChannelProductRows, reader, searchProducts } from './products.ts';

/** One listed product: a parent (or a product without variants) with what filters, facets and sorting read. */
interface Unit {
  readonly row: ProductRow;
  /** The cheapest variant's gross price in the channel's currency (the product's own without variants). */
  readonly price: number | null;
  /** Its properties and its variants' options and properties: what the `properties` filter matches. */
  readonly optionIds: ReadonlySet<string>;
  readonly manufacturerId: string;
  readonly name: string;
  /** Search relevance (0 outside a search). */
  readonly score: number;
}

interface Sorting { readonly key: string; readonly priority: number; readonly label: Texts; readonly compare: (a: Unit, b: Unit) => number }

const byPrice = (a: Unit, b: Unit): number => (a.price ?? Number.POSITIVE_INFINITY) - (b.price ?? Number.POSITIVE_INFINITY);
const byName = (a: Unit, b: Unit): number => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

/** Shopware's default product sortings (`product_sorting`); `score` only where there is a search. */
const SORTINGS: readonly Sorting[] = [
  { key: 'score', priority: 6, label: { en: 'Top results', de: 'Beste Ergebnisse' }, compare: (a, b) => b.score - a.score },
  { key: 'topseller', priority: 5, label: { en: 'Topseller', de: 'Topseller' }, compare: (a, b) => Number(b.row.doc.markAsTopseller) - Number(a.row.doc.markAsTopseller) },
  { key: 'name-asc', priority: 4, label: { en: 'Name A-Z', de: 'Name A-Z' }, compare: byName },
  { key: 'name-desc', priority: 3, label: { en: 'Name Z-A', de: 'Name Z-A' }, compare: (a, b) => byName(b, a) },
  { key: 'price-asc', priority: 2, label: { en: 'Price ascending', de: 'Preis aufsteigend' }, compare: byPrice },
  { key: 'price-desc', priority: 1, label: { en: 'Price descending', de: 'Preis absteigend' }, compare: (a, b) => byPrice(b, a) },
];

/** What distinguishes the three routes. */
interface ListingKind {
  readonly defaults: ListingDefaults;
  /** Default sorting key (Shopware: `name-asc` for listings, `score` for searches). */
  readonly defaultOrder: string;
  /** Suggestions carry no aggregations (Shopware's suggest route sets `no-aggregations`). */
  readonly aggregations: boolean;
}

const LISTING: ListingKind = { defaults: { limit: 24 }, defaultOrder: 'name-asc', aggregations: true };
const SEARCH: ListingKind = { defaults: { limit: 24 }, defaultOrder: 'score', aggregations: true };
const SUGGEST: ListingKind = { defaults: { limit: 10 }, defaultOrder: 'score', aggregations: false };

/** `POST|GET /product-listing/{categoryId}`: the category's products (with those of its subcategories) as a ProductListingResult. */
export async function productListingRoute(scope: Scope, categoryId: string): Promise<Reply> {
  const tree = await loadCategoryTree(scope.db, scope.channel.brand);
  if (!tree.nodes.has(categoryId)) return storeApiError(404, 'CONTENT__CATEGORY_NOT_FOUND', `Category "${categoryId}" not found.`, { id: categoryId });
  const inCategory = tree.descendantsOf(categoryId);
  return listing(scope, LISTING, { navigationId: categoryId, search: undefined, base: (row) => row.doc.categoryIds.some((id) => inCategory.has(id)) });
}

/** `POST|GET /search`: the products matching `search` as a ProductListingResult (400 without a search). */
export const searchRoute = (scope: Scope): Promise<Reply> => searchLike(scope, SEARCH);

/** `POST|GET /search-suggest`: like `/search` with 10 products and no aggregations (the header's suggestions). */
export const searchSuggestRoute = (scope: Scope): Promise<Reply> => searchLike(scope, SUGGEST);

async function searchLike(scope: Scope, kind: ListingKind): Promise<Reply> {
  const search = (scope.query.get('search') ?? (scope.body as { search?: unknown } | undefined)?.search) as unknown;
  if (typeof search !== 'string' || search.trim() === '') return storeApiError(400, 'FRAMEWORK__MISSING_REQUEST_PARAMETER', 'Parameter "search" is missing.', { parameterName: 'search' }, '/search');
  const tree = await loadCategoryTree(scope.db, scope.channel.brand);
  return listing(scope, kind, { navigationId: tree.rootId, search, base: () => true });
}

interface Selection {
  readonly navigationId: string;
  readonly search: string | undefined;
  /** Products of the route before any filter (the category, or everything for a search). */
  readonly base: (row: ProductRow) => boolean;
}

/** A listing filter the shopper sets, with the aggregation it leaves out under `reduce-aggregations`. */
interface PostFilter { readonly name: 'manufacturer' | 'price' | 'properties' | 'rating' | 'shipping-free' | 'criteria'; readonly test: (unit: Unit) => boolean }

async function listing(scope: Scope, kind: ListingKind, selection: Selection): Promise<Reply> {
  const read = readListingQuery(scope.body, scope.query, kind.defaults);
  if (!read.ok) return read.reply;
  const q = read.query;
  const body = (scope.body ?? {}) as Record<string, unknown>;
  const parsed = parseCriteria({ ...body, limit: q.limit, page: q.page, p: undefined });
  if (!parsed.ok) return parsed.reply;
  const baseFilters = parseCriteria({ filter: body['filter'] });
  const postCriteria = parseCriteria({ filter: body['post-filter'] });
  if (!baseFilters.ok) return baseFilters.reply;
  if (!postCriteria.ok) return postCriteria.reply;

  const sortings = SORTINGS.filter((s) => s.key !== 'score' || selection.search !== undefined);
  const orderKey = q.order ?? (parsed.criteria.sort.length > 0 ? undefined : kind.defaultOrder);
  const sorting = orderKey === undefined ? undefined : sortings.find((s) => s.key === orderKey);
  if (orderKey !== undefined && sorting === undefined) return storeApiError(400, 'PRODUCT__SORTING_NOT_FOUND', `Could not find sorting with key "${orderKey}"`, { key: orderKey }, '/order');

  const words = selection.search === undefined ? [] : searchWords(selection.search);
  const units = await loadUnits(scope, words);
  const base = units.filter((u) => selection.base(u.row) && (words.length === 0 || u.score > 0) && baseFilters.criteria.filters.every((f) => matches(f, reader(u.row, scope))));

  const filters = postFilters(scope, q, postCriteria.criteria.filters);
  const shown = base.filter((u) => filters.every((f) => f.test(u)));
  if (sorting !== undefined) shown.sort((a, b) => sorting.compare(a, b) || byName(a, b) || a.row.doc.productNumber.localeCompare(b.row.doc.productNumber));
  else shown.sort((a, b) => compareBy(parsed.criteria, scope, a, b));

  const pageUnits = q.onlyAggregations ? [] : shown.slice((q.page - 1) * q.limit, q.page * q.limit);
  const criteria: Criteria = { ...parsed.criteria, ids: pageUnits.map((u) => u.row.id), filters: [], term: undefined };
  const elements = pageUnits.length === 0 ? [] : (await searchProducts(scope, criteria)).elements;
  const aggregations = kind.aggregations && !q.noAggregations ? aggregate(scope, q, base, filters) : {};

  const result = {
    entity: 'product',
    total: q.onlyAggregations ? 0 : shown.length,
    aggregations,
    page: q.page,
    limit: q.limit,
    elements,
    states: [],
    sorting: orderKey ?? null,
    currentFilters: {
      navigationId: selection.navigationId,
      manufacturer: q.manufacturer,
      price: { min: q.minPrice ?? 0, max: q.maxPrice ?? 0 },
      rating: q.rating,
      'shipping-free': q.shippingFree,
      properties: q.properties,
      ...(selection.search === undefined ? {} : { search: selection.search }),
    },
    availableSortings: sortings.map((s) => {
      const label = t(s.label, scope.languageCode) ?? s.key;
      return { key: s.key, priority: s.priority, label, translated: { key: s.key, label }, apiAlias: 'product_sorting' };
    }),
    apiAlias: 'product_listing',
  };
  return json(applyIncludes(result, parsed.criteria.includes));
}

/** Criteria `sort` fields (a request without `order`), then product number. */
function compareBy(criteria: Criteria, scope: Scope, a: Unit, b: Unit): number {
  for (const s of criteria.sort) {
    const x = reader(a.row, scope)(s.field);
    const y = reader(b.row, scope)(s.field);
    const d = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''), undefined, { numeric: true });
    if (d !== 0) return s.order === 'DESC' ? -d : d;
  }
  return a.row.doc.productNumber.localeCompare(b.row.doc.productNumber);
}

const manufacturerIdOf = (row: ProductRow): string => hexId(row.doc.brand, 'manufacturer', row.doc.manufacturer);

/** Every listed product of the channel (parents and products without variants), scored for the search words. */
async function loadUnits(scope: Scope, words: readonly string[]): Promise<Unit[]> {
  const rows = await loadChannelProductRows(scope);
  const children = new Map<string, ProductRow[]>();
  for (const row of rows) {
    if (row.doc.parentId === null) continue;
    const list = children.get(row.doc.parentId) ?? [];
    list.push(row);
    children.set(row.doc.parentId, list);
  }
  const lang = scope.languageCode;
  const optionName = (id: string): string[] => {
    const option = scope.refs.options.get(id);
    return option === undefined ? [] : [t(option.name, lang) ?? '', option.name.en];
  };
  return rows.filter((row) => row.doc.parentId === null).map((row) => {
    const variants = children.get(row.id) ?? [];
    const optionIds = new Set([...row.doc.propertyIds, ...variants.flatMap((v) => [...v.doc.optionIds, ...v.doc.propertyIds])]);
    const prices = variants.map((v) => v.gross).filter((p): p is number => p !== null);
    const name = t(row.doc.name, lang) ?? row.doc.productNumber;
    const score = words.length === 0 ? 0 : searchScore({
      name,
      productNumber: [row.doc.productNumber, ...variants.map((v) => v.doc.productNumber)].join(' '),
      manufacturer: row.doc.manufacturer,
      values: [...[...optionIds].flatMap(optionName), row.doc.keywords, String(row.doc.translatedCustomFields[lang]?.['cycle_subtitle'] ?? '')],
      description: t(row.doc.description, lang) ?? '',
    }, words);
    return { row, price: prices.length > 0 ? Math.min(...prices) : row.gross, optionIds, manufacturerId: manufacturerIdOf(row), name, score };
  });
}

/** The shopper's filters (Shopware's listing filter handlers) and the criteria's `post-filter`. */
function postFilters(scope: Scope, q: ListingQuery, criteriaPost: readonly Filter[]): PostFilter[] {
  const out: PostFilter[] = [];
  if (q.enabled.manufacturer && q.manufacturer.length > 0) out.push({ name: 'manufacturer', test: (u) => q.manufacturer.includes(u.manufacturerId) });
  if (q.enabled.price && (q.minPrice !== undefined || q.maxPrice !== undefined)) {
    out.push({ name: 'price', test: (u) => u.price !== null && (q.minPrice === undefined || u.price >= q.minPrice) && (q.maxPrice === undefined || u.price <= q.maxPrice) });
  }
  if (q.enabled.properties && q.properties.length > 0) {
    // Options of one group are alternatives (OR); groups narrow each other (AND), as in Shopware's property filter.
    const byGroup = new Map<string, string[]>();
    for (const id of q.properties) {
      const group = scope.refs.options.get(id)?.groupId ?? `unknown:${id}`;
      byGroup.set(group, [...(byGroup.get(group) ?? []), id]);
    }
    out.push({ name: 'properties', test: (u) => [...byGroup.values()].every((alternatives) => alternatives.some((id) => u.optionIds.has(id))) });
  }
  // No product of the seed has reviews or ships free: these filters leave nothing, as they would in a shop without them.
  if (q.enabled.rating && q.rating !== null) out.push({ name: 'rating', test: () => false });
  if (q.enabled.shippingFree && q.shippingFree) out.push({ name: 'shipping-free', test: () => false });
  if (criteriaPost.length > 0) out.push({ name: 'criteria', test: (u) => criteriaPost.every((f) => matches(f, reader(u.row, scope))) });
  return out;
}

/**
 * Shopware's listing aggregations over the route's products. Filters do not narrow them (they are post-filters)
 * unless `reduce-aggregations` is sent: then each aggregation reflects every other filter, not its own, so a
 * facet keeps offering the alternatives to what is chosen in it.
 */
function aggregate(scope: Scope, q: ListingQuery, base: readonly Unit[], filters: readonly PostFilter[]): Record<string, unknown> {
  const over = (own: PostFilter['name']): Unit[] => (q.reduceAggregations ? base.filter((u) => filters.every((f) => f.name === own || f.test(u))) : [...base]);
  const out: Record<string, unknown> = {};
  if (q.enabled.manufacturer) {
    const seen = new Map<string, Unit>();
    for (const u of over('manufacturer')) if (!seen.has(u.manufacturerId)) seen.set(u.manufacturerId, u);
    out['manufacturer'] = {
      entities: [...seen.values()].map((u) => ({ id: u.manufacturerId, name: u.row.doc.manufacturer, link: null, mediaId: null, media: null, description: null, translated: { name: u.row.doc.manufacturer }, customFields: {}, apiAlias: 'product_manufacturer' })),
      apiAlias: 'manufacturer_aggregation',
    };
  }
  if (q.enabled.price) {
    const prices = over('price').map((u) => u.price).filter((p): p is number => p !== null);
    const sum = prices.reduce((s, p) => s + p, 0);
    out['price'] = prices.length === 0
      ? { min: null, max: null, avg: null, sum: null, apiAlias: 'price_aggregation' }
      : { min: Math.min(...prices), max: Math.max(...prices), avg: Math.round((sum / prices.length) * 100) / 100, sum: Math.round(sum * 100) / 100, apiAlias: 'price_aggregation' };
  }
  if (q.enabled.rating) out['rating'] = { max: null, apiAlias: 'rating_aggregation' };
  if (q.enabled.shippingFree) out['shipping-free'] = { max: over('shipping-free').length === 0 ? null : 0, apiAlias: 'shipping-free_aggregation' };
  if (q.enabled.properties) out['properties'] = { entities: propertyGroups(scope, q, over('properties')), apiAlias: 'properties_aggregation' };
  return out;
}

/** Filterable property groups with the options the products have, in position order (Shopware's merged `properties`). */
function propertyGroups(scope: Scope, q: ListingQuery, units: readonly Unit[]): unknown[] {
  const render = { refs: scope.refs, lang: scope.languageCode, languageId: scope.languageId, salesChannelId: scope.channel.accessKey, taxRate: 0, origin: scope.origin, seoUrls: false };
  const byGroup = new Map<string, Set<string>>();
  for (const u of units) {
    for (const id of u.optionIds) {
      const option = scope.refs.options.get(id);
      const group = option === undefined ? undefined : scope.refs.groups.get(option.groupId);
      if (group === undefined || !group.filterable) continue;
      if (q.propertyWhitelist !== null && !q.propertyWhitelist.includes(group.id)) continue;
      byGroup.set(group.id, (byGroup.get(group.id) ?? new Set()).add(id));
    }
  }
  return [...byGroup.entries()]
    .map(([groupId, ids]) => ({ group: scope.refs.groups.get(groupId), ids }))
    .filter((g) => g.group !== undefined)
    .sort((a, b) => (a.group?.position ?? 0) - (b.group?.position ?? 0))
    .map(({ group, ids }) => {
      const name = t(group?.name, scope.languageCode);
      const options = [...ids].map((id) => scope.refs.options.get(id)).filter((o) => o !== undefined)
        .sort((a, b) => a.position - b.position || (t(a.name, scope.languageCode) ?? '').localeCompare(t(b.name, scope.languageCode) ?? '', undefined, { numeric: true }))
        .map((o) => {
          const { group: _group, ...option } = optionJson(o, render);
          return option;
        });
      return {
        id: group?.id, name, position: group?.position, displayType: group?.displayType, sortingType: 'alphanumeric', filterable: true,
        visibleOnProductDetailPage: group?.visible, description: null, translated: { name }, customFields: { cycle_attribute_code: group?.code }, options, apiAlias: 'property_group',
      };
    });
}
