/** A posted field: one value, or several when the name repeats. */
export type FieldValue = string | readonly string[];

/** Something the service changed in a post before storing it, kept with the case so the operator sees it. */
export interface FieldNote {
  readonly field: string;
  readonly note: string;
}

/** The fields of a post as they will be stored, and what was changed to get there. */
export interface CleanedFields {
  /** Every field by name; a repeated name keeps all its values. A null-prototype record (a field may be called `__proto__`). */
  readonly fields: Readonly<Record<string, FieldValue>>;
  readonly notes: readonly FieldNote[];
}

/** Fields a person types several lines into: they keep tab, line feed and carriage return. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(['description']);

/**
 * Control characters no field keeps: C0 but tab, LF and CR; DEL; C1. NUL above all: PostgreSQL text and jsonb
 * cannot hold it, so a NUL used to fail the insert and answer 503 for every resend of the same form.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/gu;
/** Line breaks and tabs in a single-line field (no browser sends them from an input): one space each run. */
const BREAKS = /[\t\r\n]+/gu;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ALL_CONTROL = /[\u0000-\u001f\u007f-\u009f]/gu;

const codePoint = (c: string): string => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

function describeRemoved(removed: readonly string[]): string {
  const kinds = [...new Set(removed.map(codePoint))];
  return `${removed.length} control character${removed.length === 1 ? '' : 's'} removed (${kinds.slice(0, 6).join(', ')}${kinds.length > 6 ? ', …' : ''})`;
}

/**
 * Reads a form body into storable fields: control characters are removed from names and values (single-line
 * fields turn tabs and line breaks into a space), and each change is noted, so a stray NUL no longer loses the
 * case: it is stored without the NUL and with a note saying so.
 */
export function cleanPostedFields(body: URLSearchParams, multiLine: ReadonlySet<string> = MULTI_LINE_FIELDS): CleanedFields {
  const values = new Map<string, string[]>();
  const notes: FieldNote[] = [];
  const noted = new Map<string, { removed: string[]; breaks: number }>();
  const note = (field: string): { removed: string[]; breaks: number } => {
    let entry = noted.get(field);
    if (!entry) noted.set(field, (entry = { removed: [], breaks: 0 }));
    return entry;
  };
  for (const [rawName, rawValue] of body) {
    const removedFromName = rawName.match(ALL_CONTROL) ?? [];
    const name = removedFromName.length > 0 ? rawName.replace(ALL_CONTROL, '') : rawName;
    if (removedFromName.length > 0) note(name).removed.push(...removedFromName);
    let value = rawValue;
    const removed = value.match(CONTROL);
    if (removed) {
      note(name).removed.push(...removed);
      value = value.replace(CONTROL, '');
    }
    const breaks = multiLine.has(name) ? null : value.match(BREAKS);
    if (breaks) {
      note(name).breaks += breaks.length;
      value = value.replace(BREAKS, ' ');
    }
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  }
  const fields: Record<string, FieldValue> = Object.create(null) as Record<string, FieldValue>;
  for (const [name, list] of values) fields[name] = list.length === 1 ? list[0]! : list;
  for (const [field, { removed, breaks }] of noted) {
    const parts = [removed.length > 0 ? describeRemoved(removed) : '', breaks > 0 ? `${breaks} line break${breaks === 1 ? '' : 's'} or tab${breaks === 1 ? '' : 's'} replaced by a space` : ''];
    notes.push({ field, note: parts.filter(Boolean).join('; ') });
  }
  return { fields, notes };
}
