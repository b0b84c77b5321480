/**
 * The local reviews service over node:http: the Bazaarvoice Conversations API's review query
 * (`GET /data/reviews.json`) and its static content host (`GET /static/<brand>/<locale>/rating-summaries.json`).
 * Read-only JSON over the checked data. A bad parameter is a 400 with the API's envelope (`HasErrors: true`,
 * `Errors: [{ Code, Message }]`), an unknown file or route a 404, a method it does not answer a 405. No request
 * stops it: broken framing and CONNECT are answered by the shared guard, and a bug is a 500.
 * Answers carry `Access-Control-Allow-Origin: *`: the data is public and product pages ask from the site's origin.
 */
import { clip, startReadOnlyJsonService, type JsonRequest } from '../shared/start-read-only-json-service.ts';
import type { ListeningService } from '../shared/listen-on-loopback.ts';
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

export type ReviewServer = ListeningService;

/** The API's envelope with errors: the same fields as an answer, nothing found. */
const apiErrors = (errors: readonly ApiError[], limit = DEFAULT_LIMIT, offset = 0) =>
  ({ Limit: limit, Offset: offset, TotalResults: 0, Locale: null, Results: [], Includes: {}, HasErrors: true, Errors: errors });
const FRAME_CODES = { 'bad-target': 'ERROR_BAD_REQUEST', method: 'ERROR_UNSUPPORTED', bug: 'ERROR_UNKNOWN' } as const;

/** Starts the service; resolves once it listens. */
export function startReviewServer(options: ReviewServerOptions): Promise<ReviewServer> {
  const { data } = options;

  function route(r: JsonRequest): number {
    const { decodedPath, query } = r;
    const notFound = (message: string): number => r.json(404, { message });
    if (decodedPath === '/health') return r.json(200, { status: 'ok', brands: [...data.byBrand.keys()], reviews: [...data.byBrand.values()].reduce((s, b) => s + b.reviews.length, 0) });
    if (decodedPath === '/data/reviews.json') {
      const parsed = parseReviewQuery(query, data);
      return parsed.ok ? r.json(200, { ...runReviewQuery(parsed.value), HasErrors: false, Errors: [] }) : r.json(400, apiErrors(parsed.errors, parsed.limit, parsed.offset));
    }
    const segments = decodedPath.split('/').filter(Boolean);
    if (segments[0] === 'static' && segments.length === 4 && segments[3] === 'rating-summaries.json') {
      const brand = data.byBrand.get(segments[1]!);
      if (brand === undefined) return notFound(`No brand ${JSON.stringify(clip(segments[1]!, 40))} on this host.`);
      if (!brand.locales.includes(segments[2]!)) return notFound(`${brand.brand} has no locale ${JSON.stringify(clip(segments[2]!, 40))} (it has ${brand.locales.join(', ')}).`);
      return r.json(200, ratingSummaries(brand, segments[2]!));
    }
    return notFound(`No such route: ${clip(decodedPath)}`);
  }

  return startReadOnlyJsonService({
    name: 'reviews',
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 4220,
    route,
    errorBody: (f) => apiErrors([{ Code: FRAME_CODES[f.kind], Message: f.message }]),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.onProblem ? { onProblem: options.onProblem } : {}),
  });
}
