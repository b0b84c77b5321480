import { Writable } from 'node:stream';

/** Bytes per write of rendered HTML (spec §9: server rendering chunk size). */
export const RENDER_CHUNK_SIZE = 12_800;

export interface ChunkedSink {
  /** The Writable React pipes into. */
  readonly writable: Writable;
  /** Resolves with the output cut into chunks of exactly `chunkSize` bytes (the last may be shorter). */
  readonly done: Promise<Buffer[]>;
}

/**
 * A Writable that re-cuts whatever it receives into fixed-size buffers, so
 * every write the engine makes is `chunkSize` bytes regardless of how React
 * flushes internally. `prefix` and `suffix` frame the stream (the document
 * shell around React's body).
 */
export function createChunkedSink(chunkSize = RENDER_CHUNK_SIZE, frame: { prefix?: string; suffix?: string } = {}): ChunkedSink {
  const chunks: Buffer[] = [];
  let current = Buffer.allocUnsafe(chunkSize);
  let filled = 0;
  let resolve!: (chunks: Buffer[]) => void;
  let reject!: (error: Error) => void;
  const done = new Promise<Buffer[]>((res, rej) => {
    resolve = res;
    reject = rej;
  });

  const push = (input: Uint8Array): void => {
    let offset = 0;
    while (offset < input.length) {
      const take = Math.min(chunkSize - filled, input.length - offset);
      current.set(input.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === chunkSize) {
        chunks.push(current);
        current = Buffer.allocUnsafe(chunkSize);
        filled = 0;
      }
    }
  };

  if (frame.prefix) push(Buffer.from(frame.prefix));
  const writable = new Writable({
    decodeStrings: true,
    write(chunk: Buffer, _encoding, callback) {
      push(chunk);
      callback();
    },
    writev(entries, callback) {
      for (const entry of entries) push(entry.chunk as Buffer);
      callback();
    },
    final(callback) {
      if (frame.suffix) push(Buffer.from(frame.suffix));
      if (filled > 0) chunks.push(current.subarray(0, filled));
      resolve(chunks);
      callback();
    },
    destroy(error, callback) {
      if (error) reject(error);
      callback(error);
    },
  });
  return { writable, done };
}
