/**
 * The local reviews service over node:http: the Bazaarvoice Conversations API's review query
 * (`GET /data/reviews.json`) and its static content host (`GET /static/<brand>/<locale>/rating-summaries.json`).
 * Read-only JSON over the checked data. A bad parameter is a 400 with the API's envelope (`HasErrors: true`,
 * `Errors: [{ Code, Message }]`), an unknown file or route a 404, a method it does not answer a 405. No request
 * stops it: broken framing and CONNECT are answered by the shared guard, and a bug is a 500.
 * Answers carry `Access-Control-Allow-Origin: *`: the data is public and product pages ask from the site's origin.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardHttpServer } from '../shared/guard-http-server.ts';
import { parseRequestTarget } from '../shared/parse-request-target.ts';
import type { ReviewData } from './load-review-data.ts';
import { DEFAULT_LIMIT, parseReviewQuery, ratingSummaries, runReviewQuery, type ApiError } from './query-reviews.ts';

export interface ReviewServerOptions {
  readonly data: ReviewData;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** 0 picks a free port. @default 4220 */
  readonly port?: number;
  /** Called for every answered request. @default nothing */
  readonly onRequest?: (method: string, url: string, status: number) => void;
  /** Called with one line when a bug answers 500. @default writes to stderr */
  readonly onProblem?: (line: string) => void;
}

export interface ReviewServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Listening failed because another process has the port. */
export class ReviewPortInUseError extends Error {
  override readonly name = 'ReviewPortInUseError';
}

const METHODS = 'GET, HEAD, OPTIONS';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': METHODS, 'access-control-allow-headers': 'accept, content-type', 'access-control-max-age': '600' } as const;
const clip = (text: string, n = 120): string => (text.length > n ? `${text.slice(0, n)}…` : text);

/** Starts the service; resolves once it listens. */
export function startReviewServer(options: ReviewServerOptions): Promise<ReviewServer> {
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
        // Reviews change with a new release of the files; errors are never kept.
        'cache-control': status === 200 ? 'public, max-age=300' : 'no-store',
        'x-content-type-options': 'nosniff',
        ...headers,
      });
      res.end(method === 'HEAD' ? undefined : text);
      return status;
    };
    /** The API's envelope with errors: the same fields as an answer, nothing found. */
    const apiError = (status: number, errors: readonly ApiError[], limit = DEFAULT_LIMIT, offset = 0, headers?: Record<string, string>): number =>
      json(status, { Limit: limit, Offset: offset, TotalResults: 0, Locale: null, Results: [], Includes: {}, HasErrors: true, Errors: errors }, headers);
    const notFound = (message: string): number => json(404, { message });

    // A request body is never read: drain it so that keep-alive stays in step.
    req.resume();
    const target = parseRequestTarget(req.url);
    if (!target.ok) return apiError(400, [{ Code: 'ERROR_BAD_REQUEST', Message: `${target.error}.` }]);
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, allow: METHODS });
      res.end();
      return 204;
    }
    if (method !== 'GET' && method !== 'HEAD') return apiError(405, [{ Code: 'ERROR_UNSUPPORTED', Message: `${clip(method, 20)} is not answered here; use GET.` }], undefined, undefined, { allow: METHODS });

    const { decodedPath, query } = target.value;
    if (decodedPath === '/health') return json(200, { status: 'ok', brands: [...data.byBrand.keys()], reviews: [...data.byBrand.values()].reduce((s, b) => s + b.reviews.length, 0) });
    if (decodedPath === '/data/reviews.json') {
      const parsed = parseReviewQuery(query, data);
      return parsed.ok ? json(200, { ...runReviewQuery(parsed.value), HasErrors: false, Errors: [] }) : apiError(400, parsed.errors, parsed.limit, parsed.offset);
    }
    const segments = decodedPath.split('/').filter(Boolean);
    if (segments[0] === 'static' && segments.length === 4 && segments[3] === 'rating-summaries.json') {
      const brand = data.byBrand.get(segments[1]!);
      if (brand === undefined) return notFound(`No brand ${JSON.stringify(clip(segments[1]!, 40))} on this host.`);
      if (!brand.locales.includes(segments[2]!)) return notFound(`${brand.brand} has no locale ${JSON.stringify(clip(segments[2]!, 40))} (it has ${brand.locales.join(', ')}).`);
      return json(200, ratingSummaries(brand, segments[2]!));
    }
    return notFound(`No such route: ${clip(decodedPath)}`);
  }

  const server = guardHttpServer(
    http.createServer((req, res) => {
      let status: number;
      try {
        status = handle(req, res);
      } catch (bug) {
        onProblem(`reviews: problem: 500 on ${req.method} ${clip(req.url ?? '')}: ${bug instanceof Error ? (bug.stack ?? bug.message) : String(bug)}`);
        if (!res.headersSent) {
          res.writeHead(500, { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
          res.end(JSON.stringify({ HasErrors: true, Errors: [{ Code: 'ERROR_UNKNOWN', Message: 'The reviews service failed on this request; it keeps serving.' }] }));
        } else res.destroy();
        status = 500;
      }
      options.onRequest?.(req.method ?? 'GET', req.url ?? '', status);
    }),
    { allow: METHODS },
  );

  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new ReviewPortInUseError(`port ${options.port ?? 4220} is already in use`) : error);
    });
    server.listen(options.port ?? 4220, options.host ?? '127.0.0.1', () => {
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
