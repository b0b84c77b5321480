/**
 * Content-coding negotiation for the local services' answers. Shopware and Storyblok sit behind web servers and
 * CDNs that compress text answers by the request's `Accept-Encoding`; the local services stand in for them, so they
 * do the same (Lighthouse's `uses-text-compression` measured the difference on the built pages). Brotli is
 * preferred, then gzip; q-values, `identity` and `*` follow RFC 9110 §12.5.3. Only text types (JSON, SVG, HTML, JS,
 * CSS, XML, plain text) above a small size are encoded; every answer of such a type says `Vary: Accept-Encoding`,
 * because a cache in front of the service would otherwise hand a gzip body to a client that did not ask for one.
 */
import type http from 'node:http';
import zlib from 'node:zlib';

/** A content coding this module can send; `identity` is the body as it is. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * How hard to compress. `fast` for answers made per request (brotli quality 4, gzip level 6: about the ratio of
 * gzip -9 at a fraction of its time); `best` for bodies whose encoded copies are kept (`copies`) and so are made once.
 */
export type CompressionEffort = 'fast' | 'best';

/** Encoded copies of bodies sent again and again (a drawn picture, a cached search answer), keyed by the body. */
export interface EncodedCopies {
  get(body: Buffer, coding: Exclude<ContentCoding, 'identity'>): Buffer | undefined;
  set(body: Buffer, coding: Exclude<ContentCoding, 'identity'>, encoded: Buffer): void;
}

export interface WriteEncodedOptions {
  /** @default 'fast' */
  readonly effort?: CompressionEffort;
  /**
   * Where encoded copies are kept, by the identity of the body's Buffer (so only bodies the caller itself keeps are
   * worth it). @default none: every answer is encoded anew
   */
  readonly copies?: EncodedCopies;
}

/** Bodies smaller than this go as they are when the client accepts that: framing and CPU cost more than they save. */
const MIN_ENCODED_BYTES = 1024;

/** Media types worth encoding: text, JSON, XML and their `+json`/`+xml` kinds, SVG, JavaScript. */
const COMPRESSIBLE = /^(?:text\/[^;]+|application\/(?:json|javascript|ecmascript|xml|[^;]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

/** Preference among codings of the same q: brotli is smaller at the same speed, identity costs the most bytes. */
const ORDER: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/**
 * The codings the client accepts, best first (RFC 9110 §12.5.3): highest q first, ties in the order br, gzip,
 * identity. No header means identity only (what clients that send none, such as curl without `--compressed`,
 * can read); `x-gzip` is gzip; `*` stands for every coding not named; `identity` is acceptable unless `identity;q=0`,
 * or `*;q=0` without an `identity` entry, excludes it, and comes last unless named. A q that is not a qvalue
 * (`q=2`, `q=abc`) counts as 0.
 */
export function acceptedCodings(acceptEncoding: string | readonly string[] | undefined): readonly ContentCoding[] {
  if (acceptEncoding === undefined) return ['identity'];
  const named = new Map<string, number>();
  for (const part of (typeof acceptEncoding === 'string' ? acceptEncoding : acceptEncoding.join(',')).split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*(\S*)\s*$/i.exec(param);
      if (m) q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(m[1] ?? '') ? Number(m[1]) : 0;
    }
    const coding = name === 'x-gzip' ? 'gzip' : name;
    // A coding named twice keeps its best q: lenient to clients that repeat themselves.
    named.set(coding, Math.max(q, named.get(coding) ?? 0));
  }
  const star = named.get('*');
  // Identity not named is acceptable but last: a client that names only `gzip;q=0.5` still wants gzip (as
  // scripts/static-server.ts and the npm `negotiator` read it); named, its q counts like any other.
  const qOf = (coding: ContentCoding): number => named.get(coding) ?? (coding === 'identity' ? (star === 0 ? 0 : Number.MIN_VALUE) : (star ?? 0));
  return ORDER.filter((coding) => qOf(coding) > 0).sort((a, b) => qOf(b) - qOf(a) || ORDER.indexOf(a) - ORDER.indexOf(b));
}

/** Whether an answer of this `Content-Type` is encoded when the client accepts it. */
export function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType.trim());
}

/**
 * Bodies up to this size are encoded on the spot (well under a millisecond at the fast setting), so their answer is
 * written before `writeEncoded` returns; larger ones (catalogue pages of megabytes) in libuv's thread pool, so that
 * other requests go on meanwhile.
 */
const ENCODE_INLINE_BYTES = 64 * 1024;

function encode(body: Buffer, coding: Exclude<ContentCoding, 'identity'>, effort: CompressionEffort, done: (error: Error | null, encoded: Buffer) => void): void {
  const gzip: zlib.ZlibOptions = { level: effort === 'best' ? 9 : 6 };
  const brotli: zlib.BrotliOptions = {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 4,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  if (body.length > ENCODE_INLINE_BYTES) return coding === 'gzip' ? zlib.gzip(body, gzip, done) : zlib.brotliCompress(body, brotli, done);
  let encoded: Buffer;
  try {
    encoded = coding === 'gzip' ? zlib.gzipSync(body, gzip) : zlib.brotliCompressSync(body, brotli);
  } catch (error) {
    return done(error instanceof Error ? error : new Error(String(error)), Buffer.alloc(0));
  }
  done(null, encoded);
}

/** The value of `name` in `headers` whatever its case, and the key it is under. */
function findHeader(headers: Readonly<Record<string, string>>, name: string): { readonly key: string; readonly value: string } | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : { key, value: headers[key] ?? '' };
}

/**
 * Writes an answer with the content coding `req`'s `Accept-Encoding` asks for: `Content-Encoding` and the encoded
 * body's `Content-Length` when encoded, `Vary: Accept-Encoding` on every answer of a compressible type (merged into
 * a `Vary` the caller gives), and for HEAD the same headers without a body. 1xx, 204 and 304 answers, bodies the
 * caller already encoded and types that are not text go unchanged. A body over 64 KB is encoded after this returns
 * (`res.statusCode` is set at once); a failure to encode (a bug) destroys the connection rather than sending a body
 * that does not match its headers.
 */
export function writeEncoded(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>>,
  body: Buffer | string,
  options: WriteEncodedOptions = {},
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const head = req.method === 'HEAD';
  // Known at once even when the encoding finishes later: request logs read it when the handler returns.
  res.statusCode = status;
  const write = (coding: ContentCoding, sent: Buffer, vary: boolean): void => {
    const given = findHeader(headers, 'vary');
    const out: Record<string, string> = { ...headers };
    for (const name of ['content-length', 'content-encoding', 'vary']) {
      const found = findHeader(out, name);
      if (found) delete out[found.key];
    }
    if (vary) out.vary = given === undefined || given.value.trim() === '' ? 'Accept-Encoding' : /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(given.value) ? given.value : `${given.value}, Accept-Encoding`;
    else if (given !== undefined) out.vary = given.value;
    if (coding !== 'identity') out['content-encoding'] = coding;
    out['content-length'] = String(sent.length);
    res.writeHead(status, out);
    res.end(head ? undefined : sent);
  };

  const bodiless = status < 200 || status === 204 || status === 304;
  if (bodiless) {
    res.writeHead(status, headers);
    return void res.end();
  }
  if (findHeader(headers, 'content-encoding') !== undefined || !isCompressible(findHeader(headers, 'content-type')?.value)) return write('identity', bytes, false);

  const accepted = acceptedCodings(req.headers['accept-encoding']);
  // Small bodies go as they are, unless the client refused identity itself (then it gets what it accepts).
  const coding = bytes.length < MIN_ENCODED_BYTES && accepted.includes('identity') ? 'identity' : (accepted[0] ?? 'identity');
  if (coding === 'identity') return write('identity', bytes, true);

  const kept = options.copies?.get(bytes, coding);
  if (kept !== undefined) return write(coding, kept, true);
  encode(bytes, coding, options.effort ?? 'fast', (error, encoded) => {
    if (error !== null) return void res.destroy(error);
    options.copies?.set(bytes, coding, encoded);
    write(coding, encoded, true);
  });
}

/** Encoded copies keyed by the body Buffer's identity: a copy lives as long as the caller keeps the body. */
export function createEncodedCopies(): EncodedCopies {
  const copies = new WeakMap<Buffer, Partial<Record<Exclude<ContentCoding, 'identity'>, Buffer>>>();
  return {
    get: (body, coding) => copies.get(body)?.[coding],
    set(body, coding, encoded) {
      copies.set(body, { ...copies.get(body), [coding]: encoded });
    },
  };
}
