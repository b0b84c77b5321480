/**
 * The frame of a read-only JSON service (dealers, reviews, galleries): every answer carries open CORS (the data is
 * public and the site asks from its own origin), OPTIONS is a preflight, any method but GET and HEAD a 405, a
 * request target that cannot be read a 400, a bug a 500 that leaves the service serving. The service gives its
 * routes and the shape of its own error bodies; nothing else differs between them.
 */
import http from 'node:http';
import { guardHttpServer } from './guard-http-server.ts';
import { listenOnLoopback, type ListeningService } from './listen-on-loopback.ts';
import { parseRequestTarget } from './parse-request-target.ts';
import { writeEncoded } from './write-encoded.ts';

const METHODS = 'GET, HEAD, OPTIONS';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': METHODS, 'access-control-allow-headers': 'accept, content-type', 'access-control-max-age': '600' } as const;

/** `text` cut to `n` characters with an ellipsis: request values quoted back in errors stay short. */
export const clip = (text: string, n = 120): string => (text.length > n ? `${text.slice(0, n)}…` : text);

/** One request as a route sees it, with the ways to answer it; each answer returns its status. */
export interface JsonRequest {
  readonly method: 'GET' | 'HEAD';
  readonly decodedPath: string;
  readonly query: URLSearchParams;
  /** A JSON answer: 200s may be kept 5 minutes (the data changes only with a release), errors never. */
  json(status: number, body: unknown, headers?: Record<string, string>): number;
  /**
   * Any other answer (a picture): open CORS, nosniff and the length are added, text types are encoded by the
   * request's Accept-Encoding (with `Vary`); HEAD sends the same headers and no body.
   */
  send(status: number, headers: Record<string, string>, body: Buffer): number;
}

/** What went wrong before or outside a route, for the service's own error body. */
export type FrameFailure =
  | { readonly kind: 'bad-target'; readonly status: 400; readonly message: string }
  | { readonly kind: 'method'; readonly status: 405; readonly message: string }
  | { readonly kind: 'bug'; readonly status: 500; readonly message: string };

export interface ReadOnlyJsonServiceOptions {
  /** `dealers`: names the service in problem lines and in the 500's message. */
  readonly name: string;
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** Answers one request (a thrown error or a rejection is a 500). */
  readonly route: (request: JsonRequest) => number | Promise<number>;
  /** The service's error body for a failure of the frame (its API's error shape). */
  readonly errorBody: (failure: FrameFailure) => unknown;
  /** Called for every answered request. @default nothing */
  readonly onRequest?: (method: string, url: string, status: number) => void;
  /** Called with one line when a bug answers 500. @default writes to stderr */
  readonly onProblem?: (line: string) => void;
}

/** Starts the service; resolves once it listens. */
export function startReadOnlyJsonService(options: ReadOnlyJsonServiceOptions): Promise<ListeningService> {
  const onProblem = options.onProblem ?? ((line: string) => void process.stderr.write(`${line}\n`));

  function answer(req: http.IncomingMessage, res: http.ServerResponse): number | Promise<number> {
    const method = req.method ?? 'GET';
    // Encoded by the request's Accept-Encoding (JSON and other text; pictures as they are): write-encoded.ts.
    const send = (status: number, headers: Record<string, string>, body: Buffer | string): number => {
      writeEncoded(req, res, status, { ...CORS, 'x-content-type-options': 'nosniff', ...headers }, body);
      return status;
    };
    const json = (status: number, body: unknown, headers: Record<string, string> = {}): number =>
      send(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': status === 200 ? 'public, max-age=300' : 'no-store', ...headers }, JSON.stringify(body));

    // A request body is never read: drain it so that keep-alive stays in step.
    req.resume();
    const target = parseRequestTarget(req.url);
    if (!target.ok) return json(400, options.errorBody({ kind: 'bad-target', status: 400, message: `${target.error}.` }));
    if (method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, allow: METHODS });
      res.end();
      return 204;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return json(405, options.errorBody({ kind: 'method', status: 405, message: `${clip(method, 20)} is not answered here; use GET.` }), { allow: METHODS });
    }
    return options.route({ method, decodedPath: target.value.decodedPath, query: target.value.query, json, send });
  }

  const server = guardHttpServer(
    http.createServer((req, res) => {
      const fail = (bug: unknown): number => {
        onProblem(`${options.name}: problem: 500 on ${req.method} ${clip(req.url ?? '')}: ${bug instanceof Error ? (bug.stack ?? bug.message) : String(bug)}`);
        if (!res.headersSent) {
          writeEncoded(req, res, 500, { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, JSON.stringify(options.errorBody({ kind: 'bug', status: 500, message: `The ${options.name} service failed on this request; it keeps serving.` })));
        } else res.destroy();
        return 500;
      };
      let answered: Promise<number>;
      try {
        answered = Promise.resolve(answer(req, res)).catch(fail);
      } catch (bug) {
        answered = Promise.resolve(fail(bug));
      }
      void answered.then((status) => options.onRequest?.(req.method ?? 'GET', req.url ?? '', status));
    }),
    { allow: METHODS },
  );
  return listenOnLoopback(server, options.host, options.port);
}
