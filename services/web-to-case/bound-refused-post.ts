import type { FieldValue } from './clean-posted-fields.ts';
import type { PostProblem } from './parse-case-post.ts';

/** How much of the refused posts the store keeps: they are for the operator to see why posts fail, not a second inbox. */
export interface RefusedPostBounds {
  /** Most refused posts kept; the oldest go first. @default 1000 */
  readonly maxPosts?: number;
  /** Most bytes of refused posts (problems and fields as JSON) kept; the oldest go first. @default 5 MiB */
  readonly maxBytes?: number;
  /** Largest single refused post; longer values are cut (ending in …) and the original size is kept. @default 16 KiB */
  readonly maxPostBytes?: number;
}

/** The bounds with their defaults applied. */
export type ResolvedRefusedPostBounds = Required<RefusedPostBounds>;

export const DEFAULT_REFUSED_POST_BOUNDS: ResolvedRefusedPostBounds = Object.freeze({ maxPosts: 1000, maxBytes: 5 * 1024 * 1024, maxPostBytes: 16 * 1024 });

/** A refused post cut to size. */
export interface BoundedRefusedPost {
  readonly problems: readonly PostProblem[];
  readonly fields: Readonly<Record<string, FieldValue>>;
  /** Bytes of `problems` and `fields` as JSON, as stored. */
  readonly bytes: number;
  /** The size before cutting, or null when nothing was cut. */
  readonly truncatedFromBytes: number | null;
}

const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');
const sizeOf = (problems: readonly PostProblem[], fields: Readonly<Record<string, FieldValue>>): number => jsonBytes(problems) + jsonBytes(fields);

/** The longest prefix of `s` (plus …) whose JSON takes at most `maxBytes`; never splits a surrogate pair. */
export function clipToBytes(s: string, maxBytes: number): string {
  if (jsonBytes(s) <= maxBytes) return s;
  let low = 0;
  let high = s.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (jsonBytes(`${s.slice(0, mid)}…`) <= maxBytes) low = mid;
    else high = mid - 1;
  }
  const last = low > 0 ? s.charCodeAt(low - 1) : 0;
  const end = last >= 0xd800 && last <= 0xdbff ? low - 1 : low;
  return end === 0 && jsonBytes('…') > maxBytes ? '' : `${s.slice(0, end)}…`;
}

/** Per value at most this much while cutting, so one huge field does not crowd out the others. */
const VALUE_SHARE = 4 * 1024;
const PROBLEM_TEXT = 300;
const MAX_PROBLEMS = 30;

/**
 * Cuts a refused post to `maxPostBytes`: problems first (at most 30, 300 characters each), then the fields in
 * the order sent, each value to at most 4 KiB, until the budget is spent; what does not fit is dropped and
 * the original size kept, so the operator sees that the post was cut.
 */
export function boundRefusedPost(problems: readonly PostProblem[], fields: Readonly<Record<string, FieldValue>>, maxPostBytes: number): BoundedRefusedPost {
  const original = sizeOf(problems, fields);
  if (original <= maxPostBytes) return { problems, fields, bytes: original, truncatedFromBytes: null };
  const keptProblems = problems.slice(0, MAX_PROBLEMS).map((p) => ({ field: clipToBytes(p.field, PROBLEM_TEXT), problem: clipToBytes(p.problem, PROBLEM_TEXT) }));
  while (keptProblems.length > 1 && jsonBytes(keptProblems) > maxPostBytes / 2) keptProblems.pop();
  // JSON punctuation per entry: quotes, colon, comma; brackets per array.
  let budget = maxPostBytes - jsonBytes(keptProblems) - 2;
  const kept: Record<string, FieldValue> = Object.create(null) as Record<string, FieldValue>;
  for (const [name, value] of Object.entries(fields)) {
    const key = clipToBytes(name, Math.min(200, budget - 8));
    const room = budget - jsonBytes(key) - 2;
    if (room < 8) break;
    if (typeof value === 'string') {
      const text = clipToBytes(value, Math.min(VALUE_SHARE, room));
      kept[key] = text;
      budget = room - jsonBytes(text);
      continue;
    }
    const items: string[] = [];
    let left = Math.min(VALUE_SHARE, room) - 2;
    for (const item of value) {
      if (left < 4) break;
      const text = clipToBytes(item, Math.min(left - 1, 512));
      items.push(text);
      left -= jsonBytes(text) + 1;
    }
    kept[key] = items;
    budget = room - jsonBytes(items);
  }
  let bytes = sizeOf(keptProblems, kept);
  // The arithmetic above is conservative; should it ever miss, the fields go rather than the bound.
  if (bytes > maxPostBytes) {
    for (const name of Object.keys(kept)) delete kept[name];
    bytes = sizeOf(keptProblems, kept);
  }
  return { problems: keptProblems, fields: kept, bytes, truncatedFromBytes: original };
}
