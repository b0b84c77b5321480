import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadCatalogueRefs } from './catalogue/catalogue-refs.ts';
import { openDatabase, type Database } from './database/open-database.ts';
import { NO_FAULTS, parseFaults, type Faults } from './http/faults.ts';
import { handleStoreApi } from './http/handle-store-api.ts';
import { storeApiError, type Reply } from './http/reply.ts';
import { setPaymentState } from './routes/checkout-routes.ts';
import { clearProductSearchCache } from './routes/products.ts';
import { addSeedProduct } from './seed/add-product.ts';
import { drawMedia } from './media/draw-media.ts';

export interface CommerceServiceOptions {
  /** @default 0 (any free port) */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** Database folder (persistent); `undefined` keeps the data in memory. */
  readonly dataDir?: string;
  /** @default NO_FAULTS */
  readonly faults?: Faults;
  /**
   * The origin written into media and payment URLs, when the service that answers the browser is not this one
   * (the build reads the catalogue from a short-lived service; its pages must point at the one `pnpm start` runs).
   * @default the request's own host
   */
  readonly publicOrigin?: string;
}

/** A running service. */
export interface CommerceService {
  /** `http://127.0.0.1:PORT` (the store-api is under `/store-api`). */
  readonly url: string;
  readonly port: number;
  readonly db: Database;
  setFaults(faults: Faults): void;
  close(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'sw-context-token, sw-access-key, sw-language-id, sw-include-seo-urls, content-type, authorization, accept',
  'access-control-expose-headers': 'sw-context-token, sw-language-id',
};

const MAX_BODY = 1024 * 1024;
/** Base paths the store-api answers under: Shopware 6 and the legacy sales-channel API the brand option selects. */
const STORE_API_BASES = ['/store-api', '/sales-channel-api/v3'] as const;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('Body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, reply: Reply, extra: Readonly<Record<string, string>> = {}): void {
  const body = reply.body === undefined || reply.status === 204 ? '' : (reply.serialized ?? JSON.stringify(reply.body));
  res.writeHead(reply.status, {
    ...CORS,
    'cache-control': 'no-store',
    ...(body === '' ? {} : { 'content-type': 'application/json' }),
    'content-length': String(Buffer.byteLength(body)),
    ...extra,
    ...reply.headers,
  });
  res.end(body);
}

/**
 * Starts the local commerce service: the Shopware store-api routes of the spec on a real embedded
 * PostgreSQL (PGlite), plus `/media/*` drawn pictures (media/draw-media.ts), the fake payment provider and `/__control/faults`.
 */
export async function startCommerceService(options: CommerceServiceOptions = {}): Promise<CommerceService> {
  const db = await openDatabase(options.dataDir === undefined ? {} : { dataDir: options.dataDir });
  let refs = await loadCatalogueRefs(db);
  let faults: Faults = options.faults ?? NO_FAULTS;

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const origin = options.publicOrigin ?? `http://${req.headers.host ?? '127.0.0.1'}`;
      const method = req.method ?? 'GET';
      if (method === 'OPTIONS') return send(res, { status: 200 });
      if (url.pathname === '/__control/faults') {
        if (method === 'PUT' || method === 'POST') {
          const next = parseFaults(JSON.parse((await readBody(req)) || 'null') as unknown);
          if (next === undefined) return send(res, { status: 400, body: { error: 'Expected {"mode":"none"|"down"} or {"mode":"slow","delayMs":n} or {"mode":"error","status":5xx}' } });
          faults = next;
        }
        return send(res, { status: 200, body: faults });
      }
      // Test hook: a product listed after the build (`{brand, model}` in the seed's format; README "Test hooks").
      if (url.pathname === '/__control/products' && method === 'POST') {
        let input: unknown;
        try {
          input = JSON.parse(await readBody(req)) as unknown;
        } catch {
          return send(res, { status: 400, body: { error: 'The request body is not valid JSON.' } });
        }
        const added = await addSeedProduct(db, input);
        if (!added.ok) return send(res, { status: 400, body: { error: added.error } });
        refs = await loadCatalogueRefs(db);
        clearProductSearchCache();
        return send(res, { status: 201, body: added.value });
      }
      if (url.pathname.startsWith('/media/')) {
        const svg = drawMedia(url.pathname);
        res.writeHead(200, { ...CORS, 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'content-length': String(Buffer.byteLength(svg)) });
        return res.end(svg);
      }
      if (url.pathname === '/payment/provider') {
        const orderId = url.searchParams.get('orderId') ?? '';
        await setPaymentState({ db }, orderId, 'paid');
        const target = url.searchParams.get('finishUrl') ?? '/';
        res.writeHead(302, { location: target, 'cache-control': 'no-store' });
        return res.end();
      }
      // `/sales-channel-api/v3` is the legacy base the client selects with the brand's option: same routes.
      const base = STORE_API_BASES.find((b) => url.pathname.startsWith(`${b}/`));
      if (base === undefined) return send(res, storeApiError(404, '0', `No route found for "${method} ${url.pathname}"`));

      if (faults.mode === 'down') return req.socket.destroy();
      if (faults.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, faults.mode === 'slow' ? faults.delayMs : 0));
      if (faults.mode === 'error') return send(res, storeApiError(faults.status, 'FRAMEWORK__SERVICE_UNAVAILABLE', 'The commerce service is unavailable (injected fault).'));

      const raw = method === 'GET' || method === 'DELETE' ? '' : await readBody(req);
      let body: unknown;
      try {
        body = raw === '' ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return send(res, storeApiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'The request body is not valid JSON.'));
      }
      const answer = await handleStoreApi(db, refs, { method, path: url.pathname.slice(base.length), query: url.searchParams, headers: req.headers, body, origin });
      const echo: Record<string, string> = {};
      if (answer.token !== undefined) echo['sw-context-token'] = answer.token;
      if (answer.languageId !== undefined) echo['sw-language-id'] = answer.languageId;
      send(res, answer.reply, echo);
    })().catch((error: unknown) => {
      // A bug in a route: answer 500 in Shopware's shape and keep serving.
      process.stderr.write(`commerce service: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      if (!res.headersSent) send(res, storeApiError(500, 'FRAMEWORK__INTERNAL_ERROR', 'Internal error in the local commerce service.'));
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    db,
    setFaults(next) {
      faults = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
