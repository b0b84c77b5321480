/**
 * The local gallery service over node:http (issue 15.3), with the request shape of a social/UGC feed API (a
 * Curator-style `GET /v1/feeds/<feedId>/posts?limit=&offset=&locale=`; README "Routes"): read-only JSON over the
 * checked data and the pictures as WebP in several widths. Every bad query value is a 400 naming the parameter,
 * an unknown feed, post, width or route a 404, a method it does not answer a 405, all as
 * `{ "errors": [{ "status", "title", "detail", "source": { "parameter" } }] }`. No request stops it: broken
 * framing and CONNECT are answered by the shared guard, and a bug is a 500. Answers carry
 * `Access-Control-Allow-Origin: *`: the data is public and the gallery section asks from the site's origin.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardHttpServer } from '../shared/guard-http-server.ts';
import { parseRequestTarget } from '../shared/parse-request-target.ts';
import { feedJson, feedPage, parseFeedQuery, parseFeedsQuery, parsePostsQuery, type QueryProblem } from './feed-queries.ts';
import type { GalleryData } from './load-gallery-data.ts';
import { createMediaRenderer, mediaWidthsOf, type MediaRenderer } from './render-media.ts';

export interface GalleryServerOptions {
  readonly data: GalleryData;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** 0 picks a free port. @default 4230 */
  readonly port?: number;
  /** The origin written into picture URLs. @default the address it listens on */
  readonly publicUrl?: string;
  /** @default a sharp renderer with a memory cache */
  readonly media?: MediaRenderer;
  /** Called for every answered request. @default nothing */
  readonly onRequest?: (method: string, url: string, status: number) => void;
  /** Called with one line when a bug answers 500. @default writes to stderr */
  readonly onProblem?: (line: string) => void;
}

export interface GalleryServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Listening failed because another process has the port. */
export class GalleryPortInUseError extends Error {
  override readonly name = 'GalleryPortInUseError';
}

const METHODS = 'GET, HEAD, OPTIONS';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': METHODS, 'access-control-allow-headers': 'accept, content-type', 'access-control-max-age': '600' } as const;
const clip = (text: string, n = 120): string => (text.length > n ? `${text.slice(0, n)}…` : text);

/** Starts the service; resolves once it listens. */
export function startGalleryServer(options: GalleryServerOptions): Promise<GalleryServer> {
  const { data } = options;
  const media = options.media ?? createMediaRenderer();
  const onProblem = options.onProblem ?? ((line: string) => void process.stderr.write(`${line}\n`));
  let base = options.publicUrl?.replace(/\/+$/, '') ?? '';

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<number> {
    const method = req.method ?? 'GET';
    const json = (status: number, body: unknown, headers: Record<string, string> = {}): number => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        ...CORS,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(text)),
        // Feeds change with a new release of the files; errors are never kept.
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
    const noQuery = (query: URLSearchParams): number | null => {
      const first = [...query.keys()][0];
      return first === undefined ? null : error(400, 'Bad Request', `${clip(first, 40)} is not a parameter here (a picture takes none)`, clip(first, 40));
    };

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
    if (decodedPath === '/health') return json(200, { status: 'ok', brands: data.brands.size, feeds: data.feeds.size, posts: data.posts.size });
    if (segments[0] !== 'v1') return error(404, 'Not Found', `No such route: ${clip(decodedPath)}`);

    if (segments[1] === 'feeds' && segments.length === 2) {
      const q = parseFeedsQuery(query, data);
      if (!q.ok) return badRequest(q.problems);
      const feeds = [...data.feeds.values()].filter((f) => q.value.brand === undefined || f.brand === q.value.brand);
      return json(200, { feeds: feeds.map((f) => feedJson(f, q.value.locale)), total: feeds.length });
    }
    if (segments[1] === 'feeds' && (segments.length === 3 || (segments.length === 4 && segments[3] === 'posts'))) {
      const feed = data.feeds.get(segments[2]!);
      const q = segments.length === 3 ? parseFeedQuery(query) : parsePostsQuery(query);
      if (!q.ok) return badRequest(q.problems);
      if (feed === undefined) return error(404, 'Not Found', `No feed has the id ${JSON.stringify(clip(segments[2]!, 60))}.`);
      if (segments.length === 3) return json(200, feedJson(feed, q.value.locale));
      return json(200, feedPage(feed, q.value as Parameters<typeof feedPage>[1], base));
    }
    if (segments[1] === 'media' && segments.length === 4) {
      const post = data.posts.get(segments[2]!);
      const match = /^(\d{1,5})\.webp$/.exec(segments[3]!);
      if (post === undefined) return error(404, 'Not Found', `No post has the id ${JSON.stringify(clip(segments[2]!, 60))}.`);
      const widths = mediaWidthsOf(post);
      if (match === null || !widths.includes(Number(match[1]))) return error(404, 'Not Found', `${JSON.stringify(clip(segments[3]!, 40))} is not a size of this picture (${widths.map((w) => `${w}.webp`).join(', ')}).`, 'width');
      const extra = noQuery(query);
      if (extra !== null) return extra;
      const bytes = await media.render(post, Number(match[1]));
      res.writeHead(200, {
        ...CORS,
        'content-type': 'image/webp',
        'content-length': String(bytes.length),
        // The picture of a post id and width never changes.
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
      });
      res.end(method === 'HEAD' ? undefined : bytes);
      return 200;
    }
    return error(404, 'Not Found', `No such route: ${clip(decodedPath)}`);
  }

  const server = guardHttpServer(
    http.createServer((req, res) => {
      const fail = (bug: unknown): number => {
        onProblem(`galleries: problem: 500 on ${req.method} ${clip(req.url ?? '')}: ${bug instanceof Error ? (bug.stack ?? bug.message) : String(bug)}`);
        if (!res.headersSent) {
          res.writeHead(500, { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
          res.end(JSON.stringify({ errors: [{ status: '500', title: 'Internal Server Error', detail: 'The gallery service failed on this request; it keeps serving.' }] }));
        } else res.destroy();
        return 500;
      };
      let answered: Promise<number>;
      try {
        answered = handle(req, res).catch(fail);
      } catch (bug) {
        answered = Promise.resolve(fail(bug));
      }
      void answered.then((status) => options.onRequest?.(req.method ?? 'GET', req.url ?? '', status));
    }),
    { allow: METHODS },
  );

  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new GalleryPortInUseError(`port ${options.port ?? 4230} is already in use`) : error);
    });
    server.listen(options.port ?? 4230, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const host = options.host ?? '127.0.0.1';
      const url = `http://${host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
      if (base === '') base = url;
      resolve({
        url,
        port,
        close: () => new Promise<void>((done) => {
          server.close(() => done());
          server.closeAllConnections();
        }),
      });
    });
  });
}
