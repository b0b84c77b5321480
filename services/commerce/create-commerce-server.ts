import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { lockDataFolder, type DataFolderLock } from '../shared/lock-data-folder.ts';
import { createEncodedCopies, writeEncoded, type EncodedCopies } from '../shared/write-encoded.ts';
import { loadCatalogueRefs } from './catalogue/catalogue-refs.ts';
import { startCatalogueRefs } from './catalogue/kept-catalogue-refs.ts';
import { openDatabase, type Database, type DatabaseOrigin, type OpenedDatabase } from './database/open-database.ts';
import { CONTROL_PREFIX, handleControl, isOwnOriginRequest, ownOrigins, type ControlState } from './http/control-routes.ts';
import { NO_FAULTS, type Faults } from './http/faults.ts';
import { handleStoreApi } from './http/handle-store-api.ts';
import { paymentProvider } from './http/payment-provider.ts';
import { readJsonBody } from './http/read-json-body.ts';
import { storeApiError, type Reply } from './http/reply.ts';
import { clearProductSearchCache } from './routes/products.ts';
import { addSeedProduct } from './seed/add-product.ts';
import { drawMedia } from './media/draw-media.ts';
import { thumbnail, thumbnailFormat, thumbnailWidth, type ThumbnailFormat } from './media/thumbnail.ts';

export interface CommerceServiceOptions {
  /** @default 0 (any free port) */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** Database folder (persistent, created with its parents, one service at a time); `undefined`: a throwaway one, removed on close. */
  readonly dataDir?: string;
  /** @default NO_FAULTS */
  readonly faults?: Faults;
  /**
   * The origin written into media and payment URLs, when the service that answers the browser is not this one
   * (the build reads the catalogue from a short-lived service; its pages must point at the one `pnpm start` runs).
   * @default the request's own host
   */
  readonly publicOrigin?: string;
  /**
   * Serve the test hooks `/__control/faults` and `/__control/products` (same-origin requests only). Tests only:
   * without it they do not exist (404).
   * @default false
   */
  readonly control?: boolean;
  /** Seed only these brands' catalogues (the build's service reads one brand). @default every brand */
  readonly brands?: readonly string[];
  /**
   * Folder of seeded database snapshots: a new database starts as a copy of its seed's snapshot instead of running
   * initdb and the seed (database/seed-snapshot.ts). @default none (every new database is seeded)
   */
  readonly seedCache?: string;
}

/** A running service. */
export interface CommerceService {
  /** `http://127.0.0.1:PORT` (the store-api is under `/store-api`). */
  readonly url: string;
  readonly port: number;
  readonly db: Database;
  /** How its database started: a copy of the seed's snapshot, seeded now, or an existing data folder. */
  readonly database: DatabaseOrigin;
  setFaults(faults: Faults): void;
  close(): Promise<void>;
}

/** The service could not start for a reason the person starting it can fix (folder in use, port in use): one line. */
export class CommerceStartError extends Error {
  override readonly name = 'CommerceStartError';
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'sw-context-token, sw-access-key, sw-language-id, sw-include-seo-urls, content-type, authorization, accept',
  'access-control-expose-headers': 'sw-context-token, sw-language-id',
};

/** Base paths the store-api answers under: Shopware 6 and the legacy sales-channel API the brand option selects. */
const STORE_API_BASES = ['/store-api', '/sales-channel-api/v3'] as const;

const EMPTY = Buffer.alloc(0);

/** Drawn pictures kept per service (about 8 KB each, with their encoded copies about 11 KB). */
const MEDIA_KEPT = 512;

/**
 * `make`, with its last `max` results kept by key (the oldest made goes first). A promise that rejects (a bug) is
 * not kept: the next call makes it again.
 */
function keepLast<V>(max: number, make: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const value = make(key);
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(key, value);
    if (value instanceof Promise) value.catch(() => kept.delete(key));
    return value;
  };
}

/**
 * Writes a reply, encoded as the request's `Accept-Encoding` asks (Shopware's web server does the same; see
 * shared/write-encoded.ts); `cors: false` for the routes a web page elsewhere must not read (control, payment provider).
 */
function send(req: http.IncomingMessage, res: http.ServerResponse, reply: Reply, o: { readonly cors?: boolean; readonly extra?: Readonly<Record<string, string>>; readonly copies?: EncodedCopies } = {}): void {
  // Bytes, not a string: Node writes a string of megabytes (a catalogue page) several times slower than its bytes.
  const body = reply.body === undefined || reply.status === 204 ? EMPTY : (reply.serialized ?? Buffer.from(JSON.stringify(reply.body)));
  const headers = {
    ...(o.cors === false ? {} : CORS),
    'cache-control': 'no-store',
    ...(body.length === 0 ? {} : { 'content-type': 'application/json' }),
    ...o.extra,
    ...reply.headers,
  };
  // A search answer the route keeps (`serialized`) keeps its encoded copies as long; any other is encoded anew.
  writeEncoded(req, res, reply.status, headers, body, reply.serialized === undefined || o.copies === undefined ? {} : { copies: o.copies });
}

/** `http://host[:port]` of a well-formed `Host` header; anything else (a path, `[`, port 99999) is `undefined`. */
function hostOrigin(host: string | undefined): string | undefined {
  if (host === undefined || host === '') return undefined;
  try {
    const url = new URL(`http://${host}`);
    return url.host === host.toLowerCase() && url.pathname === '/' && url.username === '' && url.search === '' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The path and query of a request target; `undefined` for anything but origin-form (`*`, `http://…`) or an unparsable one. */
function parseTarget(target: string | undefined): URL | undefined {
  if (target === undefined || !target.startsWith('/')) return undefined;
  try {
    // Prefixed, not resolved against a base: `//evil.example/` is a path here, not another host.
    return new URL(`http://localhost${target}`);
  } catch {
    return undefined;
  }
}

/** Answers a request the HTTP parser refused (bad framing, huge headers) and closes the connection. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Starts the local commerce service: the Shopware store-api routes of the spec on a real embedded
 * PostgreSQL (PGlite), plus `/media/*` drawn pictures (media/draw-media.ts), the fake payment provider and, with
 * `control`, the test hooks under `/__control/`.
 * @throws CommerceStartError when the data folder is held by another live service or the port is in use.
 */
export async function startCommerceService(options: CommerceServiceOptions = {}): Promise<CommerceService> {
  const host = options.host ?? '127.0.0.1';
  let lock: DataFolderLock | undefined;
  if (options.dataDir !== undefined) {
    // commerce-service.lock: the name this service always used, so a folder held by a running older one stays held.
    const locked = lockDataFolder(options.dataDir, { service: 'commerce service', lockFile: 'commerce-service.lock', hint: 'another folder (--data or COMMERCE_DATA)' });
    if (!locked.ok) throw new CommerceStartError(`commerce service: ${locked.message}`);
    lock = locked.lock;
  }
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase({
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.brands === undefined ? {} : { brands: options.brands }),
      ...(options.seedCache === undefined ? {} : { seedCache: options.seedCache }),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = opened.db;
  let refs = await startCatalogueRefs(db, opened.snapshot);
  let faults: Faults = options.faults ?? NO_FAULTS;
  let port = 0;
  let own = ownOrigins(host, 0, options.publicOrigin);
  const control: ControlState = {
    faults: () => faults,
    setFaults: (next) => {
      faults = next;
    },
    async addProduct(input) {
      const added = await addSeedProduct(db, input);
      if (added.ok) {
        refs = await loadCatalogueRefs(db);
        clearProductSearchCache();
      }
      return added;
    },
  };

  // Drawn pictures are deterministic: the last MEDIA_KEPT drawn are kept with their encoded copies (made once, at
  // the best setting); the copies of cached search answers live as long as the search cache keeps the answer.
  const mediaCopies = createEncodedCopies();
  const searchCopies = createEncodedCopies();
  const mediaBody = keepLast(MEDIA_KEPT, (pathname: string): Buffer => Buffer.from(drawMedia(pathname)));

  // Thumbnails made from the drawings, the last MEDIA_KEPT of them (a few KB each), shared while being made.
  const thumbnailBody = keepLast(MEDIA_KEPT, (key: string): Promise<Buffer> => {
    // `<width>|<format>|<pathname>`: the pathname last, as it may hold a `|` itself.
    const [width, format] = key.split('|', 2) as [string, ThumbnailFormat];
    return thumbnail(mediaBody(key.slice(width.length + format.length + 2)), Number(width), format);
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = parseTarget(req.url);
    const method = req.method ?? 'GET';
    if (url === undefined) return send(req, res, storeApiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The request target must be a path.'), { cors: false });
    const origin = options.publicOrigin ?? hostOrigin(req.headers.host) ?? `http://${host}:${port}`;

    if (url.pathname === '/__control' || url.pathname.startsWith(CONTROL_PREFIX)) {
      // Not there at all without the test flag; with it, only for the service's own origin, never with CORS.
      if (options.control !== true) return send(req, res, storeApiError(404, '0', `No route found for "${method} ${url.pathname}"`), { cors: false });
      if (!isOwnOriginRequest(req.headers, own)) return send(req, res, storeApiError(403, 'FRAMEWORK__CROSS_ORIGIN_FORBIDDEN', 'The control routes answer requests of the service\'s own origin only.'), { cors: false });
      let body: unknown;
      if (method === 'PUT' || method === 'POST') {
        const read = await readJsonBody(req);
        if (!read.ok) return read.reply === undefined ? void req.socket.destroy() : send(req, res, read.reply, { cors: false });
        body = read.value;
      }
      return send(req, res, await handleControl(control, { method, path: url.pathname, body }), { cors: false });
    }
    if (method === 'OPTIONS') return send(req, res, { status: 200 });
    if (url.pathname.startsWith('/media/')) {
      const width = thumbnailWidth(url.searchParams);
      if (width !== null) {
        // A thumbnail (the URLs of a media's `thumbnails`): a raster, as Shopware makes them.
        const format = thumbnailFormat(req.headers.accept);
        const body = await thumbnailBody(`${width}|${format}|${url.pathname}`);
        return writeEncoded(req, res, 200, { ...CORS, 'content-type': `image/${format}`, 'cache-control': 'public, max-age=86400', vary: 'Accept' }, body);
      }
      return writeEncoded(req, res, 200, { ...CORS, 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }, mediaBody(url.pathname), { effort: 'best', copies: mediaCopies });
    }
    if (url.pathname === '/payment/provider') return send(req, res, await paymentProvider(db, url.searchParams), { cors: false });

    // `/sales-channel-api/v3` is the legacy base the client selects with the brand's option: same routes.
    const base = STORE_API_BASES.find((b) => url.pathname.startsWith(`${b}/`));
    if (base === undefined) return send(req, res, storeApiError(404, '0', `No route found for "${method} ${url.pathname}"`));

    if (faults.mode === 'down') return void req.socket.destroy();
    if (faults.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, faults.mode === 'slow' ? faults.delayMs : 0));
    if (faults.mode === 'error') return send(req, res, storeApiError(faults.status, 'FRAMEWORK__SERVICE_UNAVAILABLE', 'The commerce service is unavailable (injected fault).'));

    let body: unknown;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE') {
      const read = await readJsonBody(req);
      if (!read.ok) return read.reply === undefined ? void req.socket.destroy() : send(req, res, read.reply);
      body = read.value;
    }
    const answer = await handleStoreApi(db, refs, { method, path: url.pathname.slice(base.length), query: url.searchParams, headers: req.headers, body, origin });
    const echo: Record<string, string> = {};
    if (answer.token !== undefined) echo['sw-context-token'] = answer.token;
    if (answer.languageId !== undefined) echo['sw-language-id'] = answer.languageId;
    send(req, res, answer.reply, { extra: echo, copies: searchCopies });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A bug in a route: answer 500 in Shopware's shape and keep serving.
      process.stderr.write(`commerce service: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      if (!res.headersSent) send(req, res, storeApiError(500, 'FRAMEWORK__INTERNAL_ERROR', 'Internal error in the local commerce service.'));
      else res.destroy();
    });
  });
  server.on('clientError', answerClientError);
  // CONNECT (a proxy tunnel) is nothing this service offers; without a listener Node drops the socket unanswered.
  server.on('connect', (_req: http.IncomingMessage, socket: Socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await opened.close();
    lock?.release();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new CommerceStartError(`commerce service: port ${options.port ?? 0} on ${host} is in use (EADDRINUSE): stop what runs there or choose another port (--port or COMMERCE_PORT).`);
    if (code === 'EACCES' || code === 'EADDRNOTAVAIL') throw new CommerceStartError(`commerce service: cannot listen on ${host}:${options.port ?? 0} (${code}).`);
    throw error;
  }
  port = (server.address() as AddressInfo).port;
  own = ownOrigins(host, port, options.publicOrigin);
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    db,
    database: opened.origin,
    setFaults(next) {
      faults = next;
    },
    close() {
      closing ??= (async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await opened.close();
        lock?.release();
      })();
      return closing;
    },
  };
}
