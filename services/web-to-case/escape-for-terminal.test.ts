import { describe, expect, it } from 'vitest';
import { escapeForTerminal, escapeJsonForTerminal } from './escape-for-terminal.ts';

describe('escapeForTerminal', () => {
  it('shows escape sequences, C1, DEL and bidi controls as text instead of letting them act', () => {
    expect(escapeForTerminal('a\u001b[2Jb\u009b31m\u007f\u202eevil\u2066')).toBe('a\\x1b[2Jb\\x9b31m\\x7f\\u202eevil\\u2066');
    expect(escapeForTerminal('one\ntwo\r\tthree')).toBe('one\\x0atwo\\x0d\tthree');
    expect(escapeForTerminal('one\ntwo', { keepNewlines: true })).toBe('one\ntwo');
    expect(escapeForTerminal('Ärger mit €, 😀')).toBe('Ärger mit €, 😀');
  });

  it('keeps JSON valid and equal when read back', () => {
    const value = { description: 'x\u001b[2J\u009b\u202ey', list: ['\u007f'] };
    const json = escapeJsonForTerminal(JSON.stringify(value, null, 2));
    // eslint-disable-next-line no-control-regex -- none may be left
    expect(json).not.toMatch(/[\u001b\u007f-\u009f\u202e]/u);
    expect(JSON.parse(json)).toEqual(value);
  });
});
