import * as v from 'valibot';
import { json, storeApiError, type Reply } from '../http/reply.ts';

/** A Shopware criteria filter (reference §3). */
export type Filter =
  | { readonly type: 'equals'; readonly field: string; readonly value: unknown }
  | { readonly type: 'equalsAny' | 'equalsAll'; readonly field: string; readonly value: readonly unknown[] | string }
  | { readonly type: 'contains' | 'prefix' | 'suffix'; readonly field: string; readonly value: string }
  | { readonly type: 'range'; readonly field: string; readonly parameters: { readonly gte?: number | string; readonly gt?: number | string; readonly lte?: number | string; readonly lt?: number | string } }
  | { readonly type: 'multi' | 'and' | 'or' | 'nand' | 'nor'; readonly operator?: string; readonly queries: readonly Filter[] }
  | { readonly type: 'not'; readonly operator?: string; readonly queries: readonly Filter[] };

const FilterSchema: v.GenericSchema<Filter> = v.lazy(() =>
  v.variant('type', [
    v.object({ type: v.literal('equals'), field: v.string(), value: v.unknown() }),
    v.object({ type: v.picklist(['equalsAny', 'equalsAll']), field: v.string(), value: v.union([v.array(v.unknown()), v.string()]) }),
    v.object({ type: v.picklist(['contains', 'prefix', 'suffix']), field: v.string(), value: v.string() }),
    v.object({ type: v.literal('range'), field: v.string(), parameters: v.object({ gte: v.optional(v.union([v.number(), v.string()])), gt: v.optional(v.union([v.number(), v.string()])), lte: v.optional(v.union([v.number(), v.string()])), lt: v.optional(v.union([v.number(), v.string()])) }) }),
    v.object({ type: v.picklist(['multi', 'and', 'or', 'nand', 'nor']), operator: v.optional(v.string()), queries: v.array(FilterSchema) }),
    v.object({ type: v.literal('not'), operator: v.optional(v.string()), queries: v.array(FilterSchema) }),
  ]) as v.GenericSchema<Filter>,
);

/** Nested associations: `{ options: { associations: { group: {} } } }`. */
export interface AssociationTree { readonly [name: string]: { readonly associations?: AssociationTree } }
const AssociationSchema: v.GenericSchema<AssociationTree> = v.lazy(() => v.record(v.string(), v.object({ associations: v.optional(AssociationSchema) }))) as v.GenericSchema<AssociationTree>;

const CriteriaSchema = v.object({
  ids: v.optional(v.union([v.array(v.string()), v.string()])),
  limit: v.optional(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])),
  page: v.optional(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])),
  p: v.optional(v.union([v.number(), v.pipe(v.string(), v.transform(Number))])),
  term: v.optional(v.string()),
  filter: v.optional(v.array(FilterSchema)),
  'post-filter': v.optional(v.array(FilterSchema)),
  sort: v.optional(v.array(v.object({ field: v.string(), order: v.optional(v.string()), naturalSorting: v.optional(v.boolean()) }))),
  associations: v.optional(AssociationSchema),
  includes: v.optional(v.record(v.string(), v.array(v.string()))),
  'total-count-mode': v.optional(v.union([v.picklist(['none', 'exact', 'next-pages']), v.picklist([0, 1, 2])])),
  aggregations: v.optional(v.array(v.looseObject({ name: v.pipe(v.string(), v.minLength(1)), type: v.pipe(v.string(), v.minLength(1)), field: v.optional(v.string()), definition: v.optional(v.string()) }))),
});

/**
 * An entity aggregation (reference §3, Shopware's `EntityAggregation`): the entities of `definition` whose ids
 * `field` holds over every product the filters match (not only the page), answered under `aggregations[name]`.
 */
export interface EntityAggregation {
  readonly name: string;
  readonly field: string;
  readonly definition: string;
}

/** Parsed, checked criteria. */
export interface Criteria {
  readonly ids: readonly string[] | undefined;
  readonly limit: number;
  readonly page: number;
  readonly term: string | undefined;
  readonly filters: readonly Filter[];
  readonly sort: readonly { readonly field: string; readonly order: 'ASC' | 'DESC' }[];
  readonly associations: AssociationTree;
  readonly includes: Readonly<Record<string, readonly string[]>> | undefined;
  readonly totalCountMode: 'none' | 'exact' | 'next-pages';
  /** The entity aggregations asked for; other aggregation types are not answered on `/product` (README). */
  readonly entityAggregations: readonly EntityAggregation[];
}

/** Reads a criteria body (POST) or its bracket-query twin (GET); a bad one is a Store API 400. */
export function parseCriteria(input: unknown): { readonly ok: true; readonly criteria: Criteria } | { readonly ok: false; readonly reply: Reply } {
  const parsed = v.safeParse(CriteriaSchema, input ?? {});
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join('/') ?? '';
    return { ok: false, reply: storeApiError(400, 'FRAMEWORK__INVALID_CRITERIA', `Invalid criteria: ${issue.message}`, {}, `/${path}`) };
  }
  const c = parsed.output;
  const limit = c.limit ?? 100;
  if (!Number.isInteger(limit) || limit < 1) return { ok: false, reply: storeApiError(400, 'FRAMEWORK__INVALID_LIMIT_QUERY', 'The limit parameter must be a positive integer greater or equals than 1.', {}, '/limit') };
  if (limit > 100) return { ok: false, reply: storeApiError(400, 'FRAMEWORK__QUERY_LIMIT_EXCEEDED', 'The limit must be lower than or equal to MAX_LIMIT(given: ' + limit + ').', { maxLimit: 100, limit }, '/limit') };
  const page = c.page ?? c.p ?? 1;
  if (!Number.isInteger(page) || page < 1) return { ok: false, reply: storeApiError(400, 'FRAMEWORK__INVALID_PAGE_QUERY', 'The page parameter must be a positive integer.', {}, '/page') };
  const mode = c['total-count-mode'];
  return {
    ok: true,
    criteria: {
      ids: typeof c.ids === 'string' ? c.ids.split('|').filter((id) => id !== '') : c.ids,
      limit,
      page,
      term: c.term,
      filters: [...(c.filter ?? []), ...(c['post-filter'] ?? [])],
      sort: (c.sort ?? []).map((s) => ({ field: s.field, order: s.order?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' })),
      associations: c.associations ?? {},
      includes: c.includes,
      totalCountMode: mode === 1 || mode === 'exact' ? 'exact' : mode === 2 || mode === 'next-pages' ? 'next-pages' : 'none',
      entityAggregations: (c.aggregations ?? []).flatMap((a) => (a.type === 'entity' && a.field !== undefined && a.field !== '' && a.definition !== undefined ? [{ name: a.name, field: a.field, definition: a.definition }] : [])),
    },
  };
}

/** Field access for filters and sorting; to-many fields are arrays and match when any element matches. */
export type FieldReader = (field: string) => unknown;

const same = (a: unknown, b: unknown): boolean => (Array.isArray(a) ? a.some((x) => same(x, b)) : a === b || (a != null && b != null && String(a) === String(b)));
const asNumber = (x: unknown): number => (typeof x === 'number' ? x : typeof x === 'string' ? (Number.isNaN(Number(x)) ? Date.parse(x) : Number(x)) : Number.NaN);

/** Evaluates one filter against a product (reference §3 semantics). */
export function matches(filter: Filter, read: FieldReader): boolean {
  switch (filter.type) {
    case 'equals':
      return same(read(filter.field), filter.value);
    case 'equalsAny': {
      const values = typeof filter.value === 'string' ? filter.value.split('|') : filter.value;
      const actual = read(filter.field);
      return values.some((value) => same(actual, value));
    }
    case 'equalsAll': {
      const values = typeof filter.value === 'string' ? filter.value.split('|') : filter.value;
      const actual = read(filter.field);
      return values.every((value) => same(actual, value));
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const needle = filter.value.toLowerCase();
      const actual = read(filter.field);
      const test = (x: unknown): boolean => {
        const s = String(x ?? '').toLowerCase();
        return filter.type === 'contains' ? s.includes(needle) : filter.type === 'prefix' ? s.startsWith(needle) : s.endsWith(needle);
      };
      return Array.isArray(actual) ? actual.some(test) : test(actual);
    }
    case 'range': {
      const actual = asNumber(read(filter.field));
      const p = filter.parameters;
      return (
        !Number.isNaN(actual) &&
        (p.gte === undefined || actual >= asNumber(p.gte)) &&
        (p.gt === undefined || actual > asNumber(p.gt)) &&
        (p.lte === undefined || actual <= asNumber(p.lte)) &&
        (p.lt === undefined || actual < asNumber(p.lt))
      );
    }
    case 'multi':
      return filter.operator?.toUpperCase() === 'OR' ? filter.queries.some((q) => matches(q, read)) : filter.queries.every((q) => matches(q, read));
    case 'and':
      return filter.queries.every((q) => matches(q, read));
    case 'or':
      return filter.queries.some((q) => matches(q, read));
    case 'nand':
      return !filter.queries.every((q) => matches(q, read));
    case 'nor':
      return !filter.queries.some((q) => matches(q, read));
    case 'not':
      return filter.operator?.toUpperCase() === 'OR' ? !filter.queries.some((q) => matches(q, read)) : !filter.queries.every((q) => matches(q, read));
  }
}

/** The search result envelope (reference §3); `aggregations` by name, `[]` without any (as Shopware serialises it). */
export function searchResult(entity: string, elements: readonly unknown[], total: number, criteria: Criteria, aggregations: Readonly<Record<string, unknown>> = {}): Reply {
  return json({ entity, total, aggregations: Object.keys(aggregations).length === 0 ? [] : aggregations, page: criteria.page, limit: criteria.limit, elements, apiAlias: 'dal_entity_search_result' });
}
