import { MAX_COMPARE_ITEMS } from './compare-limit.ts';

/** What the comparison page keeps in its URL: shareable, restored when the link is opened anywhere. */
export interface ComparisonQuery {
  /** Parent product numbers in column order (at most four). */
  readonly skus: readonly string[];
  /** Chosen frame size name per sku (`M`, `53`); a bike without an entry shows its first size. */
  readonly sizes: Readonly<Record<string, string>>;
  /** "Show only differences" is on. */
  readonly differencesOnly: boolean;
}

/** A parsed query and what was left out of it. */
export interface ParsedComparisonQuery extends ComparisonQuery {
  /** Values that were dropped: not a product number, repeated, or beyond the fourth bike. */
  readonly ignored: readonly string[];
}

export const EMPTY_COMPARISON_QUERY: ComparisonQuery = Object.freeze({ skus: Object.freeze([]), sizes: Object.freeze({}), differencesOnly: false });

/** Product numbers of the shop: letters, digits, dot, dash, underscore (`WIN-SINUS-IX12`, `4550125`). */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Frame size names (`M`, `XL`, `53`, `S/M`). */
const SIZE = /^[\p{L}\p{N} ./-]{1,20}$/u;

/**
 * Reads `?skus=a,b,c&size=a:M,b:L&diff=1`. Bad values are dropped and listed in `ignored`, never thrown:
 * the page shows what it can and says what it left out.
 */
export function parseComparisonQuery(search: string): ParsedComparisonQuery {
  const params = new URLSearchParams(search);
  const ignored: string[] = [];
  const skus: string[] = [];
  for (const raw of (params.get('skus') ?? '').split(',')) {
    const sku = raw.trim();
    if (sku === '') continue;
    if (!SKU.test(sku) || skus.includes(sku) || skus.length >= MAX_COMPARE_ITEMS) ignored.push(sku.slice(0, 64));
    else skus.push(sku);
  }
  const sizes: Record<string, string> = {};
  for (const raw of (params.get('size') ?? '').split(',')) {
    if (raw.trim() === '') continue;
    const at = raw.indexOf(':');
    const sku = raw.slice(0, at).trim();
    const size = raw.slice(at + 1).trim();
    if (at <= 0 || !skus.includes(sku) || !SIZE.test(size) || sizes[sku] !== undefined) ignored.push(raw.trim().slice(0, 64));
    else sizes[sku] = size;
  }
  const diff = params.get('diff');
  if (diff !== null && diff !== '1' && diff !== '0') ignored.push(`diff=${diff.slice(0, 20)}`);
  return { skus, sizes, differencesOnly: diff === '1', ignored };
}

/** Writes the query (without `?`): `skus=a,b&size=a:M&diff=1`; commas and colons stay readable. */
export function formatComparisonQuery(query: ComparisonQuery): string {
  const parts = [`skus=${query.skus.map(encodeURIComponent).join(',')}`];
  const sizes = query.skus.flatMap((sku) => (query.sizes[sku] === undefined ? [] : [`${encodeURIComponent(sku)}:${encodeURIComponent(query.sizes[sku])}`]));
  if (sizes.length > 0) parts.push(`size=${sizes.join(',')}`);
  if (query.differencesOnly) parts.push('diff=1');
  return parts.join('&');
}
