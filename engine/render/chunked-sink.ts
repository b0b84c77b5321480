import { Writable } from 'node:stream';

/** Bytes per write of rendered HTML (spec §9: server rendering chunk size). */
export const RENDER_CHUNK_SIZE = 12_800;

/**
 * Recycles the fixed-size buffers the sink cuts output into. A build renders
 * two or three chunks per page; allocating each afresh costs page faults
 * (the kernel zeroes every new page) and leaves garbage for the GC, so the
 * writers hand buffers back once their bytes are on disk.
 *
 * Only buffers the pool made are taken back (`release` ignores the rest),
 * and a released buffer must not be used by anyone afterwards.
 */
export interface ChunkPool {
  /** Size of every buffer in the pool. */
  readonly size: number;
  /** A buffer of `size` bytes (contents undefined) that owns its whole ArrayBuffer. */
  take(): Buffer;
  /** Whether `buffer` is one this pool made (and may therefore be released). */
  owns(buffer: ArrayBuffer): boolean;
  /**
   * Returns buffers for reuse. Accepts the chunks a sink produced (views such
   * as a shorter last chunk included) or their ArrayBuffers; anything the pool
   * did not make, and anything beyond `max` idle buffers, is left to the GC.
   */
  release(buffers: readonly (ArrayBuffer | Uint8Array)[]): void;
  /** Adopts ArrayBuffers of `size` bytes that come back from a writer thread (transfer makes new objects). */
  adopt(buffers: readonly ArrayBuffer[]): void;
  /** Idle buffers (for tests and reports). */
  readonly idle: number;
}

/** Creates a pool of `size`-byte buffers keeping at most `max` idle ones. */
export function createChunkPool(size: number, max = 256): ChunkPool {
  const free: ArrayBuffer[] = [];
  const mine = new WeakSet<ArrayBuffer>();
  const keep = (ab: ArrayBuffer): void => {
    if (free.length < max && ab.byteLength === size && !isDetached(ab)) free.push(ab);
  };
  return {
    size,
    take() {
      let ab = free.pop();
      if (!ab) {
        ab = new ArrayBuffer(size);
        mine.add(ab);
      }
      return Buffer.from(ab, 0, size);
    },
    owns: (ab) => mine.has(ab),
    release(buffers) {
      for (const b of buffers) {
        const ab = b instanceof ArrayBuffer ? b : (b.buffer as ArrayBuffer);
        if (mine.has(ab)) keep(ab);
      }
    },
    adopt(buffers) {
      for (const ab of buffers) {
        if (ab.byteLength !== size || isDetached(ab)) continue;
        mine.add(ab);
        keep(ab);
      }
    },
    get idle() {
      return free.length;
    },
  };
}

function isDetached(ab: ArrayBuffer): boolean {
  return (ab as ArrayBuffer & { detached?: boolean }).detached === true;
}

const pools = new Map<number, ChunkPool>();

/** The pool that made `buffer`, if any: writers use it to hand written chunks back. */
export function chunkPoolOwning(buffer: ArrayBuffer): ChunkPool | undefined {
  const pool = pools.get(buffer.byteLength);
  return pool?.owns(buffer) ? pool : undefined;
}

/**
 * Returns written chunks to the pool that made them (a no-op for chunks
 * from anywhere else). The caller must not use them afterwards.
 */
export function releaseChunks(chunks: readonly Uint8Array[]): void {
  for (const chunk of chunks) {
    const ab = chunk.buffer;
    if (ab instanceof ArrayBuffer) pools.get(ab.byteLength)?.release([ab]);
  }
}

/**
 * Takes back buffers that a writer thread returns after writing them: each
 * goes to the pool of its size, if there is one. Transfer detached the
 * sender's copy, so nobody else can hold these.
 */
export function adoptChunkBuffers(buffers: readonly ArrayBuffer[]): void {
  for (const ab of buffers) pools.get(ab.byteLength)?.adopt([ab]);
}

/** The process-wide pool for `size`-byte chunks, shared by sinks and output writers. */
export function chunkPoolFor(size: number): ChunkPool {
  let pool = pools.get(size);
  if (!pool) {
    pool = createChunkPool(size);
    pools.set(size, pool);
  }
  return pool;
}

const encoder = new TextEncoder();
/** Room for one character's UTF-8 bytes. */
const scratch = new Uint8Array(4);

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

/** Cuts text and bytes, in order, into `chunkSize`-byte buffers from the chunk pool (see `createChunkedSink`). */
export interface ChunkCutter {
  /** Appends text as UTF-8 or bytes as they are. */
  add(part: string | Uint8Array): void;
  /** The chunks so far and a last shorter one; the cutter must not be used afterwards. */
  finish(): Buffer[];
}

/** A cutter of output into `chunkSize`-byte chunks (every chunk but the last is full). */
export function createChunkCutter(chunkSize = RENDER_CHUNK_SIZE): ChunkCutter {
  const pool = chunkPoolFor(chunkSize);
  const chunks: Buffer[] = [];
  let current = pool.take();
  let filled = 0;
  const push = (input: Uint8Array): void => {
    let offset = 0;
    while (offset < input.length) {
      const take = Math.min(chunkSize - filled, input.length - offset);
      current.set(offset === 0 && take === input.length ? input : input.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === chunkSize) {
        chunks.push(current);
        current = pool.take();
        filled = 0;
      }
    }
  };

  // Text is encoded straight into the chunks: a document's start is tens of KB, and encoding it into a Buffer of
  // its own first cost an allocation and a copy per page.
  const pushText = (text: string): void => {
    let read = 0;
    while (read < text.length) {
      let end = Math.min(text.length, read + chunkSize - filled);
      // A surrogate pair is never cut (each half alone would encode as U+FFFD); it goes through `push` below.
      if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
      const piece = read === 0 && end === text.length ? text : text.slice(read, end);
      const encoded = encoder.encodeInto(piece, current.subarray(filled));
      read += encoded.read;
      filled += encoded.written;
      if (filled === chunkSize) {
        chunks.push(current);
        current = pool.take();
        filled = 0;
      } else if (encoded.read < piece.length || piece.length === 0) {
        // The next character's bytes do not fit in this chunk: they are split across it and the next, as a byte stream is.
        const units = (text.codePointAt(read) ?? 0) > 0xffff ? 2 : 1;
        push(scratch.subarray(0, encoder.encodeInto(text.slice(read, read + units), scratch).written));
        read += units;
      }
    }
  };
  return {
    add: (part) => (typeof part === 'string' ? pushText(part) : push(part)),
    finish() {
      if (filled > 0) chunks.push(current.subarray(0, filled));
      else pool.release([current]);
      return chunks;
    },
  };
}

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
 *
 * Chunks come from `chunkPoolFor(chunkSize)`; a writer may release them back
 * once written. `done` resolves on the event loop's check phase, not in the
 * stream's `final`: React queues a `setImmediate` per render that holds the
 * whole request, and a build whose page loop never yields to the event loop
 * would keep every page's request alive until the end (about 20 KB a page).
 */
export function createChunkedSink(chunkSize = RENDER_CHUNK_SIZE, frame: { prefix?: string | readonly (string | Uint8Array)[]; suffix?: string } = {}): ChunkedSink {
  const cutter = createChunkCutter(chunkSize);
  let resolve!: (chunks: Buffer[]) => void;
  let reject!: (error: Error) => void;
  const done = new Promise<Buffer[]>((res, rej) => {
    resolve = res;
    reject = rej;
  });

  if (typeof frame.prefix === 'string') cutter.add(frame.prefix);
  else for (const part of frame.prefix ?? []) cutter.add(part);
  const writable = new Writable({
    decodeStrings: true,
    write(chunk: Buffer, _encoding, callback) {
      cutter.add(chunk);
      callback();
    },
    writev(entries, callback) {
      for (const entry of entries) cutter.add(entry.chunk as Buffer);
      callback();
    },
    final(callback) {
      if (frame.suffix) cutter.add(frame.suffix);
      setImmediate(resolve, cutter.finish());
      callback();
    },
    destroy(error, callback) {
      if (error) reject(error);
      callback(error);
    },
  });
  return { writable, done };
}
