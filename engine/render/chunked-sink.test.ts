import { describe, expect, it } from 'vitest';
import { adoptChunkBuffers, chunkPoolFor, createChunkPool, createChunkedSink, releaseChunks } from './chunked-sink.ts';

async function feed(parts: (string | Uint8Array)[], chunkSize: number, frame: Parameters<typeof createChunkedSink>[1] = {}): Promise<Buffer[]> {
  const sink = createChunkedSink(chunkSize, frame);
  for (const part of parts) sink.writable.write(part);
  sink.writable.end();
  return sink.done;
}

describe('createChunkedSink', () => {
  it('cuts the framed stream into chunks of exactly chunkSize bytes, the last one shorter', async () => {
    const body = Array.from({ length: 50 }, (_, i) => `<li>item ${i} — größe</li>`);
    const chunks = await feed(
      body.map((s, i) => (i % 2 ? Buffer.from(s) : new TextEncoder().encode(s))),
      64,
      { prefix: '<ul>', suffix: '</ul>' },
    );
    expect(Buffer.concat(chunks).toString()).toBe(`<ul>${body.join('')}</ul>`);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBe(64);
    expect(chunks.at(-1)!.length).toBeGreaterThan(0);
    expect(chunks.at(-1)!.length).toBeLessThanOrEqual(64);
  });

  it('frames the stream with text and byte parts exactly as their UTF-8, characters cut across chunks included', async () => {
    // Two- to four-byte characters (a surrogate pair among them) fall on every offset of a chunk boundary.
    const text = Array.from({ length: 40 }, (_, i) => `${'a'.repeat(i % 5)}ü€😀`).join('');
    const shared = Buffer.from('<style>é{}</style>');
    for (const size of [5, 7, 13, 64]) {
      const chunks = await feed(['body'], size, { prefix: [text, shared, text.slice(3)], suffix: `${text}😀` });
      expect(Buffer.concat(chunks).equals(Buffer.concat([Buffer.from(text), shared, Buffer.from(text.slice(3)), Buffer.from('body'), Buffer.from(`${text}😀`)]))).toBe(true);
      for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBe(size);
    }
    const whole = await feed([], 6, { prefix: text });
    expect(Buffer.concat(whole).toString('utf8')).toBe(text);
  });

  it('gives every chunk its own pool-made ArrayBuffer starting at offset 0', async () => {
    const chunks = await feed([Buffer.alloc(300, 1)], 128);
    const pool = chunkPoolFor(128);
    expect(chunks.map((c) => c.length)).toEqual([128, 128, 44]);
    for (const chunk of chunks) {
      expect(chunk.byteOffset).toBe(0);
      expect(pool.owns(chunk.buffer as ArrayBuffer)).toBe(true);
    }
    expect(new Set(chunks.map((c) => c.buffer)).size).toBe(3);
  });

  it('reuses released chunks for the next render', async () => {
    const first = await feed([Buffer.alloc(200, 7)], 96);
    const buffers = first.map((c) => c.buffer);
    releaseChunks(first);
    const second = await feed([Buffer.alloc(200, 8)], 96);
    expect(second.every((c) => buffers.includes(c.buffer))).toBe(true);
    expect(Buffer.concat(second).equals(Buffer.alloc(200, 8))).toBe(true);
  });

  it('produces no chunk for empty output', async () => {
    expect(await feed([], 80)).toEqual([]);
  });

  it('resolves only after immediates queued during the render have run', async () => {
    const sink = createChunkedSink(32);
    let ran = false;
    setImmediate(() => {
      ran = true;
    });
    sink.writable.end('x');
    await sink.done;
    expect(ran).toBe(true);
  });

  it('rejects when the stream is destroyed with an error', async () => {
    const sink = createChunkedSink(32);
    sink.writable.on('error', () => {});
    sink.writable.destroy(new Error('render failed'));
    await expect(sink.done).rejects.toThrow('render failed');
  });
});

describe('createChunkPool', () => {
  it('takes back only buffers it made, up to max idle', () => {
    const pool = createChunkPool(16, 2);
    const a = pool.take();
    const b = pool.take();
    const c = pool.take();
    pool.release([new ArrayBuffer(16), Buffer.alloc(16)]);
    expect(pool.idle).toBe(0);
    pool.release([a, b.subarray(0, 3), c.buffer as ArrayBuffer]);
    expect(pool.idle).toBe(2);
    expect([a.buffer, b.buffer]).toContain(pool.take().buffer);
  });

  it('adopts buffers of its size coming back from a writer thread', () => {
    const pool = chunkPoolFor(48);
    const before = pool.idle;
    adoptChunkBuffers([new ArrayBuffer(48), new ArrayBuffer(47)]);
    expect(pool.idle).toBe(before + 1);
    const taken = pool.take();
    expect(taken.length).toBe(48);
    expect(pool.owns(taken.buffer as ArrayBuffer)).toBe(true);
  });

  it('ignores detached buffers', () => {
    const pool = createChunkPool(8);
    const buf = pool.take().buffer as ArrayBuffer;
    structuredClone(buf, { transfer: [buf] });
    pool.release([buf]);
    expect(pool.idle).toBe(0);
  });
});
