import { Worker } from 'node:worker_threads';
import path from 'node:path';
import { adoptChunkBuffers, chunkPoolOwning } from '../render/chunked-sink.ts';

/**
 * The writer thread's code. It is plain CommonJS in a string (`eval: true`)
 * so it survives bundling the engine into a site's server bundle.
 * Messages: `[{ rel, data: string | ArrayBuffer[], lengths }, ...]`, paths
 * relative to `workerData.outDir`. Each batch is acknowledged with its byte
 * count once written, and the chunk buffers travel back (transferred) so the
 * render chunk pool can reuse them. Joining paths and measuring strings
 * happen here, off the rendering thread.
 */
const WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const root = workerData.outDir;
const made = new Set();
parentPort.on('message', (batch) => {
  let bytes = 0;
  const back = [];
  try {
    for (const item of batch) {
      const file = path.join(root, item.rel);
      const dir = path.dirname(file);
      if (!made.has(dir)) { fs.mkdirSync(dir, { recursive: true }); made.add(dir); }
      if (typeof item.data === 'string') {
        const buffer = Buffer.from(item.data);
        fs.writeFileSync(file, buffer);
        bytes += buffer.length;
        continue;
      }
      const views = item.data.map((buf, i) => new Uint8Array(buf, 0, item.lengths[i]));
      let size = 0;
      for (const view of views) size += view.length;
      const fd = fs.openSync(file, 'w');
      try {
        let written = fs.writevSync(fd, views);
        if (written < size) {
          const whole = Buffer.concat(views);
          while (written < size) written += fs.writeSync(fd, whole, written, size - written, written);
        }
      } finally { fs.closeSync(fd); }
      for (const buf of item.data) back.push(buf);
      bytes += size;
    }
    parentPort.postMessage({ ok: true, bytes, count: batch.length, buffers: back }, back);
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error && error.stack || error) });
  }
});
`;

export interface ThreadedWriterOptions {
  /**
   * Most writer threads. One thread writes everything while it keeps up;
   * another starts only when the busiest one falls `spillover` bytes behind
   * (a slow disk), and takes the overflow. @default 2
   */
  readonly threads?: number;
  /** Bytes queued before `write` waits for the writers (bounds memory). @default 16 MiB */
  readonly highWaterMark?: number;
  /** Backlog of a writer thread (bytes queued or being written) above which files go to another thread. @default 4 MiB */
  readonly spillover?: number;
}

/** Writes files on background threads while the caller keeps rendering. */
export interface ThreadedWriter {
  /** Queues a file. Chunk buffers are transferred to the writer and must not be used afterwards. */
  write(rel: string, content: readonly Buffer[] | string): Promise<void>;
  /** Waits for every queued file, then stops the threads. Rejects if any write failed. */
  close(): Promise<{ bytes: number; files: number; threads: number }>;
}

interface Item {
  rel: string;
  data: string | ArrayBuffer[];
  lengths?: number[];
}

type Ack = { ok: boolean; bytes?: number; count?: number; buffers?: ArrayBuffer[]; message?: string };

/**
 * Creates the writer. Rendering is CPU work and file creation is kernel
 * work: the rendering thread hands files over and keeps rendering.
 *
 * Measured at 10,000 pages on 2 cores (decisions/0002-build-write-path.md):
 * the rendering thread is the bottleneck and one writer thread keeps up with
 * it using about a quarter of a core; a second thread that always takes half
 * the files (page data on one, HTML on the other) made the render phase about
 * 8 % slower (twice the messages, two threads competing with the renderer
 * and the GC for two cores). So extra threads only take overflow.
 */
export function createThreadedWriter(outDir: string, options: ThreadedWriterOptions = {}): ThreadedWriter {
  const max = Math.max(1, options.threads ?? 2);
  const highWaterMark = options.highWaterMark ?? 16 * 1024 * 1024;
  const spillover = options.spillover ?? 4 * 1024 * 1024;
  const root = path.resolve(outDir);
  let pending = 0;
  let bytes = 0;
  let files = 0;
  let failure: Error | null = null;
  let waiters: (() => void)[] = [];
  const wake = (): void => {
    const list = waiters;
    waiters = [];
    for (const w of list) w();
  };
  const workers: Worker[] = [];
  const queues: Item[][] = [];
  const queuedBytes: number[] = [];
  const inFlight: number[] = [];

  const start = (): number => {
    const index = workers.length;
    const worker = new Worker(WRITER_SOURCE, { eval: true, workerData: { outDir: root } });
    worker.on('message', (msg: Ack) => {
      if (!msg.ok) failure ??= new Error(`Writing output failed: ${msg.message}`);
      else {
        bytes += msg.bytes ?? 0;
        files += msg.count ?? 0;
        if (msg.buffers) adoptChunkBuffers(msg.buffers);
      }
      pending -= inFlight[index] ?? 0;
      inFlight[index] = 0;
      flush(index);
      wake();
    });
    worker.on('error', (error) => {
      failure ??= error;
      wake();
    });
    workers.push(worker);
    queues.push([]);
    queuedBytes.push(0);
    inFlight.push(0);
    return index;
  };
  start();

  const flush = (index: number): void => {
    if ((inFlight[index] ?? 0) > 0) return;
    const queue = queues[index]!;
    if (queue.length === 0) return;
    queues[index] = [];
    inFlight[index] = queuedBytes[index]!;
    queuedBytes[index] = 0;
    const transfer: ArrayBuffer[] = [];
    for (const item of queue) if (typeof item.data !== 'string') transfer.push(...item.data);
    workers[index]!.postMessage(queue, transfer);
  };
  // Items queued in one turn of the event loop go out as one message: a
  // message per file costs the rendering thread more than the copy itself.
  let flushScheduled = false;
  const flushAll = (): void => {
    flushScheduled = false;
    for (let i = 0; i < workers.length; i++) flush(i);
  };
  const scheduleFlush = (): void => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flushAll);
  };
  const backlog = (i: number): number => queuedBytes[i]! + inFlight[i]!;
  /** The first thread whose backlog is under `spillover`, starting one if all are behind; else the least behind. */
  const threadFor = (): number => {
    let least = 0;
    for (let i = 0; i < workers.length; i++) {
      if (backlog(i) < spillover) return i;
      if (backlog(i) < backlog(least)) least = i;
    }
    return workers.length < max ? start() : least;
  };

  return {
    async write(rel, content) {
      if (failure) throw failure;
      let item: Item;
      // Queued size for backpressure: string length approximates bytes (the writer counts the real ones).
      let size: number;
      if (typeof content === 'string') {
        item = { rel, data: content };
        size = content.length;
      } else {
        // Each chunk must own its ArrayBuffer to be transferred; pooled small buffers
        // and chunks sharing an ArrayBuffer with an earlier chunk are copied.
        const data: ArrayBuffer[] = [];
        const lengths: number[] = [];
        size = 0;
        for (const chunk of content) {
          const own = chunk.byteOffset === 0 && !isPooled(chunk) && !data.includes(chunk.buffer as ArrayBuffer);
          const buf = own ? (chunk.buffer as ArrayBuffer) : copy(chunk);
          data.push(buf);
          lengths.push(chunk.length);
          size += chunk.length;
        }
        item = { rel, data, lengths };
      }
      const index = threadFor();
      queues[index]!.push(item);
      queuedBytes[index]! += size;
      pending += size;
      if (pending <= highWaterMark) {
        scheduleFlush();
        return;
      }
      flush(index);
      while (pending > highWaterMark && !failure) await new Promise<void>((resolve) => waiters.push(resolve));
      if (failure) throw failure;
    },
    async close() {
      flushAll();
      while (pending > 0 && !failure) await new Promise<void>((resolve) => waiters.push(resolve));
      await Promise.all(workers.map((w) => w.terminate()));
      if (failure) throw failure;
      return { bytes, files, threads: workers.length };
    },
  };
}

/** Whether the chunk's ArrayBuffer may hold other data (Node's small-Buffer pool) and so must not be transferred. */
function isPooled(chunk: Buffer): boolean {
  const ab = chunk.buffer;
  if (!(ab instanceof ArrayBuffer)) return true; // a SharedArrayBuffer cannot be transferred
  if (chunkPoolOwning(ab)) return false; // a render chunk (perhaps the shorter last one) owns its buffer
  return ab.byteLength !== chunk.length && ab.byteLength <= Buffer.poolSize;
}

function copy(chunk: Buffer): ArrayBuffer {
  const out = new ArrayBuffer(chunk.length);
  new Uint8Array(out).set(chunk);
  return out;
}
