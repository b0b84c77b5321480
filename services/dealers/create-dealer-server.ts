/**
 * The local dealer shops service over node:http (issue 11; the contract in docs: `GET /v1/dealers`,
 * `/v1/dealers/<id>`, `/v1/places`, `/v1/product-variants/<productNumber>/dealers`, `/health`). Read-only JSON over
 * the checked data: every bad query value is a 400 naming the parameter, an unknown dealer or route a 404, a
 * method it does not answer a 405, all as `{ "errors": [{ "status", "title", "detail", "source": { "parameter" } }] }`.
 * No request stops it: broken framing and CONNECT are answered by the shared guard, and a bug is a 500.
 * Answers carry `Access-Control-Allow-Origin: *`: the data is public and the finder asks from the site's origin.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardHttpServer } from '../shared/guard-http-server.ts';
import { parseRequestTarget } from '../shared/parse-request-target.ts';
import type { DealerData } from './load-dealer-data.ts';
import { parseDealerSearch, parsePlacesQuery, parseVariantSearch, placesOf, searchDealers, variantDealers, type QueryProblem } from './search-dealers.ts';

export interface DealerServerOptions {
  readonly data: DealerData;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** 0 picks a free port. @default 4210 */
  readonly port?: number;
  /** Called for every answered request. @default nothing */
  readonly onRequest?: (method: string, url: string, status: number) => void;
  /** Called with one line when a bug answers 500. @default writes to stderr */
  readonly onProblem?: (line: string) => void;
}

export interface DealerServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Listening failed because another process has the port. */
export class DealerPortInUseError extends Error {
  override readonly name = 'DealerPortInUseError';
}

const METHODS = 'GET, HEAD, OPTIONS';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-allow-headers': 'accept, content-type', 'access-control-max-age': '600' } as const;
const clip = (text: string, n = 120): string => (text.length > n ? `${text.slice(0, n)}…` : text);

/** Starts the service; resolves once it listens. */
export function startDealerServer(options: DealerServerOptions): Promise<DealerServer> {
  const { data } = options;
  const onProblem = options.onProblem ?? ((line: string) => void process.stderr.write(`${line}\n`));

  function handle(req: http.IncomingMessage, res: http.ServerResponse): number {
    const method = req.method ?? 'GET';
    const json = (status: number, body: unknown, headers: Record<string, string> = {}): number => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        ...CORS,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(text)),
        // The data changes only with a new release of the files; errors are never kept.
        'cache-control': status === 200 ? 'public, max-age=300' : 'no-store',
        'x-content-type-options': 'nosniff',
        ...headers,
      });
      res.end(method === 'HEAD' ? undefined : text);
      return status;
    };
    const error = (status: number, title: string, detail: string, parameter?: string, headers?: Record<string, string>): number =>
      json(status, { errors: [{ status: String(status), title, detail, ...(parameter ? { source: { parameter } } : {}) }] }, headers);
    const badRequest = (problems: readonly QueryProblem[]): number =>
      json(400, { errors: problems.map((p) => ({ status: '400', title: 'Bad Request', detail: `${p.parameter} ${p.detail}`, source: { parameter: p.parameter } })) });

    // A request body is never read: drain it so that keep-alive stays in step.
    req.resume();
    const target = parseRequestTarget(req.url);
    if (!target.ok) return error(400, 'Bad Request', `${target.error}.`);
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, allow: METHODS });
      res.end();
      return 204;
    }
    if (method !== 'GET' && method !== 'HEAD') return error(405, 'Method Not Allowed', `${clip(method, 20)} is not answered here; use GET.`, undefined, { allow: METHODS });

    const { decodedPath, query } = target.value;
    const segments = decodedPath.split('/').filter(Boolean);
    if (decodedPath === '/health') return json(200, { status: 'ok', countries: data.byCountry.size, dealers: data.byId.size });
    if (segments[0] !== 'v1') return error(404, 'Not Found', `No such route: ${clip(decodedPath)}`);
    if (segments[1] === 'dealers' && segments.length === 2) {
      const search = parseDealerSearch(query, data);
      return search.ok ? json(200, searchDealers(data, search.value)) : badRequest(search.problems);
    }
    if (segments[1] === 'dealers' && segments.length === 3) {
      const id = segments[2]!;
      if ([...query.keys()].length > 0) return error(400, 'Bad Request', `${clip([...query.keys()][0]!, 40)} is not a parameter here (a dealer takes none)`, clip([...query.keys()][0]!, 40));
      const dealer = data.byId.get(id);
      return dealer ? json(200, dealer) : error(404, 'Not Found', `No dealer has the id ${JSON.stringify(clip(id, 60))}.`);
    }
    if (segments[1] === 'places' && segments.length === 2) {
      const country = parsePlacesQuery(query, data);
      return country.ok ? json(200, { places: placesOf(data, country.value) }) : badRequest(country.problems);
    }
    if (segments[1] === 'product-variants' && segments.length === 4 && segments[3] === 'dealers') {
      const search = parseVariantSearch(segments[2]!, query, data);
      return search.ok ? json(200, variantDealers(data, search.value)) : badRequest(search.problems);
    }
    return error(404, 'Not Found', `No such route: ${clip(decodedPath)}`);
  }

  const server = guardHttpServer(
    http.createServer((req, res) => {
      let status: number;
      try {
        status = handle(req, res);
      } catch (bug) {
        onProblem(`dealers: problem: 500 on ${req.method} ${clip(req.url ?? '')}: ${bug instanceof Error ? (bug.stack ?? bug.message) : String(bug)}`);
        if (!res.headersSent) {
          res.writeHead(500, { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
          res.end(JSON.stringify({ errors: [{ status: '500', title: 'Internal Server Error', detail: 'The dealer service failed on this request; it keeps serving.' }] }));
        } else res.destroy();
        status = 500;
      }
      options.onRequest?.(req.method ?? 'GET', req.url ?? '', status);
    }),
    { allow: METHODS },
  );

  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new DealerPortInUseError(`port ${options.port ?? 4210} is already in use`) : error);
    });
    server.listen(options.port ?? 4210, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const host = options.host ?? '127.0.0.1';
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        port,
        close: () => new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        }),
      });
    });
  });
}
