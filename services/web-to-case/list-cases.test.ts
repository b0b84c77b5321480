import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StoredCase } from './case-store.ts';
import { formatCases, formatCasesJson, readCases, type Listing } from './list-cases.ts';

const hostile: StoredCase = {
  id: 7,
  receivedAt: '2026-01-01T00:00:00.000Z',
  orgId: '00D5J0000001SPA',
  type: 'Warranty\u001b]0;owned\u0007',
  subject: 'Rack \u202eevil',
  email: 'a@b.de',
  returnUrl: 'http://127.0.0.1/',
  fields: { description: 'first line\u001b[2J\nsecond line\u009b31m', 'x\u001bname': ['a', '\u007f'] },
  notes: [{ field: 'description', note: '1 control character removed (U+0000)' }],
};
const listing: Listing = {
  source: 'http://127.0.0.1:4400',
  cases: [hostile],
  rejected: [{ id: 3, receivedAt: '2026-01-01T00:00:00.000Z', status: 400, problems: [{ field: 'retURL', problem: 'points to \u001b[2J' }], fields: {}, truncatedFromBytes: 90_000 }],
};

describe('pnpm cases', () => {
  it('prints control characters as escapes, so a description cannot clear the operator’s screen', () => {
    const text = formatCases(listing);
    // eslint-disable-next-line no-control-regex -- none may be left
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/u);
    expect(text).toContain('description        first line\\x1b[2J\n                       second line\\x9b31m');
    expect(text).toContain('“Rack \\u202eevil”');
    expect(text).toContain('Warranty\\x1b]0;owned\\x07');
    expect(text).toContain('x\\x1bname');
    expect(text).toContain('note: description 1 control character removed (U+0000)');
    expect(text).toContain('refused #3  2026-01-01T00:00:00.000Z  400: retURL points to \\x1b[2J (cut from 90000 bytes)');
  });

  it('prints JSON with the same escapes, and the same data when read back', () => {
    const json = formatCasesJson(listing);
    // eslint-disable-next-line no-control-regex -- none may be left
    expect(json).not.toMatch(/[\u001b\u007f-\u009f\u202e]/u);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(listing)));
  });

  it('says so when neither a service nor a data folder exists, without creating one', async () => {
    const dir = path.join(os.tmpdir(), `w2c-none-${process.pid}`, 'web-to-case');
    const found = await readCases('http://127.0.0.1:1', dir);
    expect(found).toEqual({ source: `${dir} (no data folder yet, and no service at http://127.0.0.1:1)`, cases: [], rejected: [] });
    expect(fs.existsSync(dir)).toBe(false);
  });
});
