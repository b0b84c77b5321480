import { describe, expect, it } from 'vitest';
import { cleanPostedFields } from './clean-posted-fields.ts';

const body = (pairs: readonly (readonly [string, string])[]): URLSearchParams => new URLSearchParams(pairs.map(([k, v]) => [k, v]));

describe('cleanPostedFields', () => {
  it('removes a NUL (which PostgreSQL cannot store) and notes it, keeping the rest of the text', () => {
    const { fields, notes } = cleanPostedFields(new URLSearchParams('description=a%00b&subject=Rack%00'));
    expect(fields).toEqual({ description: 'ab', subject: 'Rack' });
    expect(notes).toEqual([
      { field: 'description', note: '1 control character removed (U+0000)' },
      { field: 'subject', note: '1 control character removed (U+0000)' },
    ]);
  });

  it('keeps tab, line feed and carriage return in the description and turns them into a space in single-line fields', () => {
    const { fields, notes } = cleanPostedFields(body([['description', 'one\r\n\ttwo\u001b[2J'], ['subject', 'Cracked\r\nrack'], ['email', 'a@b.de']]));
    expect(fields).toEqual({ description: 'one\r\n\ttwo[2J', subject: 'Cracked rack', email: 'a@b.de' });
    expect(notes).toEqual([
      { field: 'description', note: '1 control character removed (U+001B)' },
      { field: 'subject', note: '1 line break or tab replaced by a space' },
    ]);
  });

  it('removes DEL and C1 controls, keeps ordinary text (accents, emoji, bidi marks are text) and notes nothing for a clean post', () => {
    expect(cleanPostedFields(body([['subject', 'a\u007fb\u009bc']])).fields).toEqual({ subject: 'abc' });
    const clean = cleanPostedFields(body([['description', 'Ärger mit €, ß, 😀\nZeile 2'], ['subject', 'x\u202ey']]));
    expect(clean).toEqual({ fields: { description: 'Ärger mit €, ß, 😀\nZeile 2', subject: 'x\u202ey' }, notes: [] });
  });

  it('cleans field names, merges names that become equal, and keeps a field called __proto__', () => {
    const { fields, notes } = cleanPostedFields(body([['na\u0000me', '1'], ['name', '2'], ['__proto__', 'p'], ['__proto__', 'q']]));
    expect(fields['name']).toEqual(['1', '2']);
    expect(Object.getOwnPropertyDescriptor(fields, '__proto__')?.value).toEqual(['p', 'q']);
    expect(JSON.parse(JSON.stringify(fields))).toEqual(JSON.parse('{"name":["1","2"],"__proto__":["p","q"]}'));
    expect(notes).toEqual([{ field: 'name', note: '1 control character removed (U+0000)' }]);
  });
});
