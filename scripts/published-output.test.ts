import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkPublished, forgetPublished, publishedKey, readPublished, recordPublished, type PublishedRecord } from './published-output.ts';

let tmp = '';
let out = '';
let cache = '';
const SOURCES = { content: '1732000000', 'commerce:AT': '120 2026-11-28T10:00:00.000+00:00 2026-01-01T00:00:00.000+00:00' };

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'published-'));
  out = path.join(tmp, 'dist');
  cache = path.join(tmp, 'cache');
  fs.mkdirSync(path.join(out, 'de-de'), { recursive: true });
  fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(out, 'de-de', 'index.html'), '<!doctype html><title>Start</title>');
  fs.writeFileSync(path.join(out, 'de-de', 'index.html.br'), 'br');
  recordPublished(cache, { key: 'k1', outDir: out, sources: SOURCES, report: { pages: 2 } });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function record(): PublishedRecord {
  const found = readPublished(cache, { key: 'k1', outDir: out });
  if (!found.ok) throw new Error(found.reason);
  return found.record;
}

describe('the published output record', () => {
  it('lets the output stand when the key, the sources and every file are as recorded', () => {
    const check = checkPublished(record(), { ...SOURCES });
    expect(check).toMatchObject({ kind: 'unchanged', files: 3 });
    expect(record().report).toEqual({ pages: 2 });
  });

  it('names the source whose version moved', () => {
    expect(checkPublished(record(), { ...SOURCES, 'commerce:AT': '121 2026-11-29T08:00:00.000+00:00 2026-01-01T00:00:00.000+00:00' })).toEqual({ kind: 'changed', reason: 'source changed: commerce:AT' });
    // A source the last build did not read (a new country) or no longer reads is a change too.
    expect(checkPublished(record(), { ...SOURCES, 'commerce:CH': '1 - -' })).toEqual({ kind: 'changed', reason: 'source changed: commerce:CH' });
    expect(checkPublished(record(), { content: SOURCES.content })).toEqual({ kind: 'changed', reason: 'source changed: commerce:AT' });
  });

  it('sees a file rewritten with the same bytes, touched, added or removed', () => {
    const page = path.join(out, 'de-de', 'index.html');
    fs.writeFileSync(page, fs.readFileSync(page));
    fs.utimesSync(page, new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(checkPublished(record(), SOURCES)).toEqual({ kind: 'changed', reason: `output changed: ${path.join('de-de', 'index.html')} rewritten` });

    recordPublished(cache, { key: 'k1', outDir: out, sources: SOURCES, report: {} });
    fs.writeFileSync(path.join(out, 'robots.txt'), 'User-agent: *');
    expect(checkPublished(record(), SOURCES)).toEqual({ kind: 'changed', reason: 'output changed: robots.txt added' });

    fs.rmSync(path.join(out, 'robots.txt'));
    fs.rmSync(path.join(out, 'de-de', 'index.html.br'));
    expect(checkPublished(record(), SOURCES)).toEqual({ kind: 'changed', reason: `output changed: ${path.join('de-de', 'index.html.br')} removed` });
  });

  it('keeps a file that was only renamed with its folder (a swap) or hard-linked in place', () => {
    const moved = path.join(tmp, 'moved');
    fs.renameSync(out, moved);
    fs.renameSync(moved, out);
    expect(checkPublished(record(), SOURCES).kind).toBe('unchanged');
  });

  it('finds no record for other code or settings, another folder, none or a damaged one, and forgets it', () => {
    expect(readPublished(cache, { key: 'k2', outDir: out })).toEqual({ ok: false, reason: 'code or settings changed' });
    expect(readPublished(cache, { key: 'k1', outDir: path.join(tmp, 'other') })).toEqual({ ok: false, reason: 'the last build went into another folder' });
    fs.writeFileSync(path.join(cache, 'published.json'), '{"format":1,"files":');
    expect(readPublished(cache, { key: 'k1', outDir: out })).toMatchObject({ ok: false, reason: expect.stringMatching(/^record unreadable/) });
    fs.writeFileSync(path.join(cache, 'published.json'), '{"format":2}');
    expect(readPublished(cache, { key: 'k1', outDir: out })).toEqual({ ok: false, reason: 'record unreadable (unknown format)' });
    forgetPublished(cache);
    expect(readPublished(cache, { key: 'k1', outDir: out })).toEqual({ ok: false, reason: 'no build recorded' });
  });

  it('keys on every part of the code and settings', () => {
    expect(publishedKey({ code: 'a', options: { year: 2026 } })).toBe(publishedKey({ code: 'a', options: { year: 2026 } }));
    expect(publishedKey({ code: 'a', options: { year: 2027 } })).not.toBe(publishedKey({ code: 'a', options: { year: 2026 } }));
  });
});
