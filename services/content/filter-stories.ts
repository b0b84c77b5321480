/**
 * List filters and sorting of `/v2/cdn/stories` (reference §3, §4): starts_with, by_slugs and
 * excluding_slugs with `*`, by_uuids(_ordered), by_ids/excluding_ids, content_type, with_tag,
 * is_startpage, level, filter_query (incl. `__or`), sort_by.
 */
import type { WireStory } from './wire-story.ts';

const list = (value: string | null): string[] => (value ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');

const slugMatcher = (patterns: readonly string[]) => {
  const regexes = patterns.map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
  return (slug: string): boolean => regexes.some((r) => r.test(slug));
};

const fieldAt = (content: Record<string, unknown>, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), content);

type Condition = { readonly field: string; readonly op: string; readonly value: string };

function matches(story: WireStory, c: Condition): boolean {
  const actual = fieldAt(story.content, c.field);
  const values = c.value.split(',');
  const asStrings = Array.isArray(actual) ? actual.map(String) : actual === undefined || actual === null ? [] : [String(actual)];
  switch (c.op) {
    case 'in': return asStrings.length > 0 && values.includes(asStrings[0] ?? '');
    case 'not_in': return !values.includes(asStrings[0] ?? '');
    case 'like': return values.some((p) => slugMatcher([p])(asStrings[0] ?? ''));
    case 'not_like': return !values.some((p) => slugMatcher([p])(asStrings[0] ?? ''));
    case 'any_in_array': return values.some((val) => asStrings.includes(val));
    case 'all_in_array': return values.every((val) => asStrings.includes(val));
    case 'in_array': return values.some((val) => asStrings.includes(val));
    case 'exists': return actual !== undefined;
    case 'gt_int': case 'gt_float': return Number(actual) > Number(c.value);
    case 'lt_int': case 'lt_float': return Number(actual) < Number(c.value);
    case 'gt_date': return String(actual ?? '') > c.value;
    case 'lt_date': return String(actual ?? '') < c.value;
    case 'is': {
      switch (c.value) {
        case 'empty': return actual === undefined || actual === null || actual === '';
        case 'not_empty': return !(actual === undefined || actual === null || actual === '');
        case 'empty_array': return Array.isArray(actual) && actual.length === 0;
        case 'not_empty_array': return Array.isArray(actual) && actual.length > 0;
        case 'true': return actual === true || actual === 'true';
        case 'false': return actual === false || actual === 'false';
        case 'null': return actual === null;
        case 'not_null': return actual !== null && actual !== undefined;
        default: return false;
      }
    }
    default: return true;
  }
}

/** `filter_query[field][op]=v` → AND list; `filter_query[__or][i?][field][op]=v` → one OR group. */
function filterQuery(query: URLSearchParams): { and: Condition[]; or: Condition[] } {
  const and: Condition[] = [];
  const or: Condition[] = [];
  for (const [key, value] of query) {
    const orMatch = /^filter_query\[__or\]\[\d*\]\[([^\]]+)\]\[([^\]]+)\]$/.exec(key);
    if (orMatch) {
      or.push({ field: orMatch[1] ?? '', op: orMatch[2] ?? '', value });
      continue;
    }
    const m = /^filter_query\[([^\]]+)\]\[([^\]]+)\]$/.exec(key);
    if (m) and.push({ field: m[1] ?? '', op: m[2] ?? '', value });
  }
  return { and, or };
}

/** The stories the list parameters select, in `sort_by` order (default: full slug). */
export function filterStories(stories: readonly WireStory[], query: URLSearchParams): WireStory[] {
  let out = [...stories];
  const startsWith = query.get('starts_with');
  if (startsWith) out = out.filter((s) => s.full_slug.startsWith(startsWith.replace(/^\[default\]\//, '')));
  const bySlugs = list(query.get('by_slugs'));
  if (bySlugs.length > 0) out = out.filter((s) => slugMatcher(bySlugs)(s.full_slug));
  const excludingSlugs = list(query.get('excluding_slugs'));
  if (excludingSlugs.length > 0) out = out.filter((s) => !slugMatcher(excludingSlugs)(s.full_slug));
  const byIds = list(query.get('by_ids'));
  if (byIds.length > 0) out = out.filter((s) => byIds.includes(String(s.id)));
  const excludingIds = list(query.get('excluding_ids'));
  if (excludingIds.length > 0) out = out.filter((s) => !excludingIds.includes(String(s.id)));
  const contentType = query.get('content_type');
  if (contentType) out = out.filter((s) => s.content.component === contentType);
  const tags = list(query.get('with_tag'));
  if (tags.length > 0) out = out.filter((s) => s.tag_list.some((t) => tags.includes(t)));
  const startpage = query.get('is_startpage');
  if (startpage === '1' || startpage === 'true') out = out.filter((s) => s.is_startpage);
  if (startpage === '0' || startpage === 'false') out = out.filter((s) => !s.is_startpage);
  const level = Number(query.get('level'));
  if (Number.isInteger(level) && level > 0) out = out.filter((s) => s.full_slug.split('/').length === level);
  const fq = filterQuery(query);
  if (fq.and.length > 0) out = out.filter((s) => fq.and.every((c) => matches(s, c)));
  if (fq.or.length > 0) out = out.filter((s) => fq.or.some((c) => matches(s, c)));
  const ordered = list(query.get('by_uuids_ordered'));
  const byUuids = list(query.get('by_uuids'));
  if (ordered.length > 0) return ordered.flatMap((uuid) => out.filter((s) => s.uuid === uuid));
  if (byUuids.length > 0) out = out.filter((s) => byUuids.includes(s.uuid));
  return sortStories(out, query.get('sort_by'));
}

function sortValue(story: WireStory, attr: string): unknown {
  if (attr.startsWith('content.')) return fieldAt(story.content, attr.slice('content.'.length));
  return (story as unknown as Record<string, unknown>)[attr];
}

/** `attr:asc|desc[:int|float]`, several comma-separated; nulls last. */
export function sortStories(stories: WireStory[], sortBy: string | null): WireStory[] {
  const keys = list(sortBy).map((spec) => {
    const [attr = 'full_slug', dir = 'asc', type = 'string'] = spec.split(':');
    return { attr, desc: dir === 'desc', numeric: type === 'int' || type === 'float' || attr === 'position' || attr === 'id' };
  });
  keys.push({ attr: 'full_slug', desc: false, numeric: false });
  return stories.sort((a, b) => {
    for (const key of keys) {
      const x = sortValue(a, key.attr);
      const y = sortValue(b, key.attr);
      if (x === y) continue;
      if (x === undefined || x === null) return 1;
      if (y === undefined || y === null) return -1;
      const order = key.numeric ? Number(x) - Number(y) : String(x).localeCompare(String(y));
      if (order !== 0) return key.desc ? -order : order;
    }
    return 0;
  });
}
