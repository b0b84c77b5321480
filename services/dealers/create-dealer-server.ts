/**
 * The local dealer shops service over node:http (issue 11; the contract in docs: `GET /v1/dealers`,
 * `/v1/dealers/<id>`, `/v1/places`, `/v1/product-variants/<productNumber>/dealers`, `/health`). Read-only JSON over
 * the checked data: every bad query value is a 400 naming the parameter, an unknown dealer or route a 404, a
 * method it does not answer a 405, all as `{ "errors": [{ "status", "title", "detail", "source": { "parameter" } }] }`.
 * No request stops it: broken framing and CONNECT are answered by the shared guard, and a bug is a 500.
 * Answers carry `Access-Control-Allow-Origin: *`: the data is public and the finder asks from the site's origin.
 */
import { jsonApiError, jsonApiProblems } from '../shared/json-api-errors.ts';
import { clip, startReadOnlyJsonService, type JsonRequest } from '../shared/start-read-only-json-service.ts';
import type { ListeningService } from '../shared/listen-on-loopback.ts';
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

export type DealerServer = ListeningService;


/** Starts the service; resolves once it listens. */
export function startDealerServer(options: DealerServerOptions): Promise<DealerServer> {
  const { data } = options;

  function route(r: JsonRequest): number {
    const { decodedPath, query } = r;
    const error = (status: number, detail: string, parameter?: string): number => r.json(status, jsonApiError(status, detail, parameter));
    const badRequest = (problems: readonly QueryProblem[]): number => r.json(400, jsonApiProblems(problems));
    const segments = decodedPath.split('/').filter(Boolean);
    if (decodedPath === '/health') return r.json(200, { status: 'ok', countries: data.byCountry.size, dealers: data.byId.size });
    if (segments[0] !== 'v1') return error(404, `No such route: ${clip(decodedPath)}`);
    if (segments[1] === 'dealers' && segments.length === 2) {
      const search = parseDealerSearch(query, data);
      return search.ok ? r.json(200, searchDealers(data, search.value)) : badRequest(search.problems);
    }
    if (segments[1] === 'dealers' && segments.length === 3) {
      const id = segments[2]!;
      if ([...query.keys()].length > 0) return error(400, `${clip([...query.keys()][0]!, 40)} is not a parameter here (a dealer takes none)`, clip([...query.keys()][0]!, 40));
      const dealer = data.byId.get(id);
      return dealer ? r.json(200, dealer) : error(404, `No dealer has the id ${JSON.stringify(clip(id, 60))}.`);
    }
    if (segments[1] === 'places' && segments.length === 2) {
      const country = parsePlacesQuery(query, data);
      return country.ok ? r.json(200, { places: placesOf(data, country.value) }) : badRequest(country.problems);
    }
    if (segments[1] === 'product-variants' && segments.length === 4 && segments[3] === 'dealers') {
      const search = parseVariantSearch(segments[2]!, query, data);
      return search.ok ? r.json(200, variantDealers(data, search.value)) : badRequest(search.problems);
    }
    return error(404, `No such route: ${clip(decodedPath)}`);
  }

  return startReadOnlyJsonService({
    name: 'dealers',
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 4210,
    route,
    errorBody: (f) => jsonApiError(f.status, f.message),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.onProblem ? { onProblem: options.onProblem } : {}),
  });
}
