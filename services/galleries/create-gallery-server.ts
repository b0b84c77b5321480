/**
 * The local gallery service over node:http (issue 15.3), with the request shape of a social/UGC feed API (a
 * Curator-style `GET /v1/feeds/<feedId>/posts?limit=&offset=&locale=`; README "Routes"): read-only JSON over the
 * checked data and the pictures as WebP in several widths. Every bad query value is a 400 naming the parameter,
 * an unknown feed, post, width or route a 404, a method it does not answer a 405, all as
 * `{ "errors": [{ "status", "title", "detail", "source": { "parameter" } }] }`. No request stops it: broken
 * framing and CONNECT are answered by the shared guard, and a bug is a 500. Answers carry
 * `Access-Control-Allow-Origin: *`: the data is public and the gallery section asks from the site's origin.
 */
import { jsonApiError, jsonApiProblems } from '../shared/json-api-errors.ts';
import { clip, startReadOnlyJsonService, type JsonRequest } from '../shared/start-read-only-json-service.ts';
import type { ListeningService } from '../shared/listen-on-loopback.ts';
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

export type GalleryServer = ListeningService;


/** Starts the service; resolves once it listens. */
export async function startGalleryServer(options: GalleryServerOptions): Promise<GalleryServer> {
  const { data } = options;
  const media = options.media ?? createMediaRenderer();
  let base = options.publicUrl?.replace(/\/+$/, '') ?? '';

  async function route(r: JsonRequest): Promise<number> {
    const { decodedPath, query } = r;
    const error = (status: number, detail: string, parameter?: string): number => r.json(status, jsonApiError(status, detail, parameter));
    const badRequest = (problems: readonly QueryProblem[]): number => r.json(400, jsonApiProblems(problems));
    const noQuery = (): number | null => {
      const first = [...query.keys()][0];
      return first === undefined ? null : error(400, `${clip(first, 40)} is not a parameter here (a picture takes none)`, clip(first, 40));
    };

    const segments = decodedPath.split('/').filter(Boolean);
    if (decodedPath === '/health') return r.json(200, { status: 'ok', brands: data.brands.size, feeds: data.feeds.size, posts: data.posts.size });
    if (segments[0] !== 'v1') return error(404, `No such route: ${clip(decodedPath)}`);

    if (segments[1] === 'feeds' && segments.length === 2) {
      const q = parseFeedsQuery(query, data);
      if (!q.ok) return badRequest(q.problems);
      const feeds = [...data.feeds.values()].filter((f) => q.value.brand === undefined || f.brand === q.value.brand);
      return r.json(200, { feeds: feeds.map((f) => feedJson(f, q.value.locale)), total: feeds.length });
    }
    if (segments[1] === 'feeds' && (segments.length === 3 || (segments.length === 4 && segments[3] === 'posts'))) {
      const feed = data.feeds.get(segments[2]!);
      const q = segments.length === 3 ? parseFeedQuery(query) : parsePostsQuery(query);
      if (!q.ok) return badRequest(q.problems);
      if (feed === undefined) return error(404, `No feed has the id ${JSON.stringify(clip(segments[2]!, 60))}.`);
      if (segments.length === 3) return r.json(200, feedJson(feed, q.value.locale));
      return r.json(200, feedPage(feed, q.value as Parameters<typeof feedPage>[1], base));
    }
    if (segments[1] === 'media' && segments.length === 4) {
      const post = data.posts.get(segments[2]!);
      const match = /^(\d{1,5})\.webp$/.exec(segments[3]!);
      if (post === undefined) return error(404, `No post has the id ${JSON.stringify(clip(segments[2]!, 60))}.`);
      const widths = mediaWidthsOf(post);
      if (match === null || !widths.includes(Number(match[1]))) return error(404, `${JSON.stringify(clip(segments[3]!, 40))} is not a size of this picture (${widths.map((w) => `${w}.webp`).join(', ')}).`, 'width');
      const extra = noQuery();
      if (extra !== null) return extra;
      const bytes = await media.render(post, Number(match[1]));
      // The picture of a post id and width never changes.
      return r.send(200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'cross-origin-resource-policy': 'cross-origin' }, bytes);
    }
    return error(404, `No such route: ${clip(decodedPath)}`);
  }

  const service = await startReadOnlyJsonService({
    name: 'galleries',
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 4230,
    route,
    errorBody: (f) => jsonApiError(f.status, f.message),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.onProblem ? { onProblem: options.onProblem } : {}),
  });
  if (base === '') base = service.url;
  return service;
}
