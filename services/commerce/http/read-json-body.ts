import type http from 'node:http';
import { storeApiError, type Reply } from './reply.ts';

/** Largest request body the service reads (1 MiB); a larger one is a 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest JSON nesting accepted: real bodies nest a few levels; thousands would overflow the recursive validators. */
export const MAX_JSON_DEPTH = 64;

/** A request body: parsed JSON (`undefined` when empty), the 4xx that refuses it, or nothing (the client went away). */
export type ReadJsonBodyResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reply: Reply }
  | { readonly ok: false; readonly reply: undefined };

/** A raw body, or why there is none. */
export type RawBody = { readonly kind: 'body'; readonly bytes: Buffer } | { readonly kind: 'too-large' } | { readonly kind: 'aborted' };

const tooLarge = (): Reply => ({
  ...storeApiError(413, 'FRAMEWORK__REQUEST_BODY_TOO_LARGE', `The request body is larger than ${MAX_BODY_BYTES} bytes.`, { maxBytes: MAX_BODY_BYTES }),
  // The rest of the body is not read: the connection cannot carry another request.
  headers: { connection: 'close' },
});

/** Reads the raw body up to `limit` bytes: too large is seen on the header first, then while streaming. */
export function readRawBody(req: http.IncomingMessage, limit = MAX_BODY_BYTES): Promise<RawBody> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve({ kind: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      // Too large: keep draining without storing, so the 413 can still be written.
      req.off('data', onData);
      req.resume();
      resolve({ kind: 'too-large' });
    };
    req.on('data', onData);
    req.on('end', () => resolve({ kind: 'body', bytes: Buffer.concat(chunks) }));
    // The client closed before the body was complete (a first settle wins; later ones are no-ops).
    req.on('error', () => resolve({ kind: 'aborted' }));
    req.on('close', () => resolve({ kind: 'aborted' }));
  });
}

/** How deep `value` nests (objects and arrays), counted without recursion; stops counting past `max`. */
export function jsonDepth(value: unknown, max = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > max) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, level]);
  }
  return deepest;
}

/**
 * Reads a JSON request body: 413 over {@link MAX_BODY_BYTES}, 400 when it is not JSON or nests deeper than
 * {@link MAX_JSON_DEPTH}, all in Shopware's error shape; no reply when the client went away mid-body.
 */
export async function readJsonBody(req: http.IncomingMessage): Promise<ReadJsonBodyResult> {
  const raw = await readRawBody(req);
  if (raw.kind === 'aborted') return { ok: false, reply: undefined };
  if (raw.kind === 'too-large') return { ok: false, reply: tooLarge() };
  const text = raw.bytes.toString('utf8');
  if (text.trim() === '') return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, reply: storeApiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The request body is not valid JSON.') };
  }
  if (jsonDepth(value) > MAX_JSON_DEPTH) {
    return { ok: false, reply: storeApiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`, { maxDepth: MAX_JSON_DEPTH }) };
  }
  return { ok: true, value };
}
