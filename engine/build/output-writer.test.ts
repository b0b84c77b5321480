import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkPoolFor } from '../render/chunked-sink.ts';
import { createOutputWriter } from './output-writer.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('createOutputWriter', () => {
  it('writes strings and chunk lists, counting files and bytes', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'output-writer-'));
    dirs.push(out);
    const writer = createOutputWriter(out);
    expect(writer.write('x/y/index.html', [Buffer.from('<p>'), Buffer.from('hi</p>')])).toBe(9);
    expect(writer.write('page-data/x/y/page-data.json', '{"ä":1}')).toBe(8);
    expect(fs.readFileSync(path.join(out, 'x/y/index.html'), 'utf8')).toBe('<p>hi</p>');
    expect(fs.readFileSync(path.join(out, 'page-data/x/y/page-data.json'), 'utf8')).toBe('{"ä":1}');
    expect(writer.files).toBe(2);
    expect(writer.bytes).toBe(17);
  });

  it('returns render-pool chunks to the pool once written', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'output-writer-'));
    dirs.push(out);
    const pool = chunkPoolFor(200);
    const a = pool.take().fill('a');
    const b = pool.take().fill('b').subarray(0, 50);
    const idle = pool.idle;
    createOutputWriter(out).write('index.html', [a, b]);
    expect(pool.idle).toBe(idle + 2);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe(`${'a'.repeat(200)}${'b'.repeat(50)}`);
  });
});
