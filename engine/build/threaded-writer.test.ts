import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkPoolFor } from '../render/chunked-sink.ts';
import { createThreadedWriter } from './threaded-writer.ts';

const dirs: string[] = [];
const tmp = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threaded-writer-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function poolChunks(text: string, size: number): Buffer[] {
  const pool = chunkPoolFor(size);
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    const chunk = pool.take();
    const n = bytes.copy(chunk, 0, offset, Math.min(offset + size, bytes.length));
    chunks.push(n === size ? chunk : chunk.subarray(0, n));
  }
  return chunks;
}

describe.each([1, 2])('createThreadedWriter with %i thread(s)', (threads) => {
  it('writes strings and chunk lists into nested folders and counts them', async () => {
    const out = tmp();
    const writer = createThreadedWriter(out, { threads });
    const html = '<!DOCTYPE html>'.padEnd(1000, 'x');
    await writer.write('de-de/p/bike/index.html', poolChunks(html, 256));
    await writer.write('page-data/de-de/p/bike/page-data.json', '{"path":"/de-de/p/bike/","ü":1}');
    await writer.write('robots.txt', 'User-agent: *\n');
    const result = await writer.close();
    expect(fs.readFileSync(path.join(out, 'de-de/p/bike/index.html'), 'utf8')).toBe(html);
    expect(fs.readFileSync(path.join(out, 'page-data/de-de/p/bike/page-data.json'), 'utf8')).toBe('{"path":"/de-de/p/bike/","ü":1}');
    expect(result.files).toBe(3);
    expect(result.bytes).toBe(1000 + Buffer.byteLength('{"path":"/de-de/p/bike/","ü":1}') + 14);
  });

  it('transfers chunk buffers and takes them back into the chunk pool once written', async () => {
    const out = tmp();
    const pool = chunkPoolFor(512);
    const writer = createThreadedWriter(out, { threads });
    const chunks = poolChunks('y'.repeat(1200), 512);
    const idle = pool.idle;
    await writer.write('a/index.html', chunks);
    await writer.close();
    expect(chunks[0]!.buffer.byteLength).toBe(0); // detached: it was transferred to the writer
    expect(pool.idle).toBe(idle + 3);
    expect(fs.readFileSync(path.join(out, 'a/index.html'), 'utf8')).toBe('y'.repeat(1200));
  });

  it('copies chunks it cannot transfer: views into one ArrayBuffer, small pooled Buffers', async () => {
    const out = tmp();
    const writer = createThreadedWriter(out, { threads });
    const shared = Buffer.from(new ArrayBuffer(20_000));
    shared.fill('a', 0, 10_000).fill('b', 10_000);
    const small = Buffer.from('tail');
    await writer.write('b/index.html', [shared.subarray(0, 10_000), shared.subarray(10_000), small]);
    await writer.close();
    expect(fs.readFileSync(path.join(out, 'b/index.html'), 'utf8')).toBe(`${'a'.repeat(10_000)}${'b'.repeat(10_000)}tail`);
  });

  it('completes under backpressure with a tiny high-water mark', async () => {
    const out = tmp();
    const writer = createThreadedWriter(out, { threads, highWaterMark: 64 });
    for (let i = 0; i < 200; i++) await writer.write(`p/${i}/index.html`, `page ${i}`);
    const result = await writer.close();
    expect(result.files).toBe(200);
    expect(fs.readFileSync(path.join(out, 'p/199/index.html'), 'utf8')).toBe('page 199');
  });

  it('rejects when a write fails', async () => {
    const out = tmp();
    fs.writeFileSync(path.join(out, 'blocker'), '');
    const writer = createThreadedWriter(out, { threads });
    await writer.write('blocker/index.html', 'x').catch(() => {});
    await expect(writer.close()).rejects.toThrow(/Writing output failed/);
  });
});

describe('createThreadedWriter spillover', () => {
  it('uses one thread while it keeps up, even when allowed more', async () => {
    const out = tmp();
    const writer = createThreadedWriter(out, { threads: 2 });
    for (let i = 0; i < 20; i++) await writer.write(`p/${i}/index.html`, `page ${i}`);
    expect(await writer.close()).toMatchObject({ files: 20, threads: 1 });
  });

  it('starts more threads, up to the limit, for files queued behind a busy one', async () => {
    const out = tmp();
    const writer = createThreadedWriter(out, { threads: 3, spillover: 1 });
    for (let i = 0; i < 30; i++) await writer.write(`page-data/p/${i}/page-data.json`, `{"i":${i}}`);
    const result = await writer.close();
    expect(result).toMatchObject({ files: 30, threads: 3 });
    for (let i = 0; i < 30; i++) expect(fs.readFileSync(path.join(out, `page-data/p/${i}/page-data.json`), 'utf8')).toBe(`{"i":${i}}`);
  });
});

