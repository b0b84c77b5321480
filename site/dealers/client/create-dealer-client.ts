/**
 * The dealer service's client (issue 11; TEAM contract: `GET /v1/dealers`, `/v1/dealers/<id>`, `/v1/places`,
 * `/v1/product-variants/<productNumber>/dealers`). The same code talks to the production dealer shops service
 * and to the local one (`services/dealers/`): only `baseUrl` differs.
 *
 * Every answer is parsed with valibot and mapped into the site's own types (`dealer-types.ts`); expected failures
 * come back as `Result` values, never thrown: no answer (`network`), no answer in time (`timeout`), a non-2xx
 * (`http`, with the service's error detail as message and the body), a 2xx that is not JSON or not the shape
 * (`parse`), the caller's abort (`aborted`). It does not retry by itself: the build's loader hands it the
 * retrying fetch (`load-dealers.server.ts`); the browser's finder asks again when the shopper does.
 */
import * as v from 'valibot';
import { err, ok, type Result } from '@cycle/engine/shared';
import { COUNTRY_CODES } from '../../../brands/brand-constants.ts';
import { isRetryableStatus, type RequestError } from '../../commerce/request/request-error.ts';
import {
  DEALER_SERVICES,
  WEEKDAYS,
  type Dealer,
  type DealerList,
  type DealerQuery,
  type DealerResult,
  type Place,
  type StockedDealer,
  type VariantDealers,
  type VariantDealersQuery,
} from './dealer-types.ts';

/** Why a dealer request failed (the commerce layer's request error: `http`, `network`, `timeout`, `parse`, `aborted`). */
export type DealerClientError = RequestError;
/** A dealer request's outcome. */
export type DealerResultOf<T> = Result<T, DealerClientError>;

export interface DealerClientOptions {
  /** The service's origin (and path prefix, if any), without the `/v1`: `http://127.0.0.1:4210`. */
  readonly baseUrl: string;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** A request without a whole answer after this many ms fails as `timeout`; 0: no limit. @default 10000 */
  readonly timeoutMs?: number;
}

/** Per-call options. */
export interface DealerCallOptions {
  /** Aborts the call; the outcome is an `aborted` failure. */
  readonly signal?: AbortSignal;
}

export interface DealerClient {
  /** Dealers of a brand in a country, optionally near a position, within a radius, with services; one page. */
  listDealers(query: DealerQuery, options?: DealerCallOptions): Promise<DealerResultOf<DealerList>>;
  /** One dealer; an unknown id is an `http` failure with status 404. */
  getDealer(id: string, options?: DealerCallOptions): Promise<DealerResultOf<Dealer>>;
  /** The offline gazetteer of a country: every city and postcode the dealer data covers. */
  listPlaces(country: DealerQuery['country'], options?: DealerCallOptions): Promise<DealerResultOf<readonly Place[]>>;
  /** Dealers with a variant in stock (bidex), nearest first when a position is given. */
  listVariantDealers(query: VariantDealersQuery, options?: DealerCallOptions): Promise<DealerResultOf<VariantDealers>>;
}

/** The client's default per-request time limit. */
export const DEALER_TIMEOUT_MS = 10_000;

// ── Wire shapes (the service's JSON) ──────────────────────────────────────────────────────────────────────────

const TIME = v.pipe(v.string(), v.regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'must be HH:MM'));
const WirePosition = v.object({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});
const WireServices = v.object(Object.fromEntries(DEALER_SERVICES.map((key) => [key, v.boolean()])) as Record<(typeof DEALER_SERVICES)[number], v.BooleanSchema<undefined>>);
const WireDealer = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  addressLine1: v.string(),
  postcode: v.string(),
  city: v.string(),
  country: v.picklist(COUNTRY_CODES),
  position: WirePosition,
  phone: v.string(),
  website: v.string(),
  email: v.string(),
  openingHours: v.array(v.object({ day: v.picklist(WEEKDAYS), opens: TIME, closes: TIME })),
  services: WireServices,
  brands: v.array(v.string()),
});
const WireDealerResult = v.object({ ...WireDealer.entries, distanceKm: v.optional(v.pipe(v.number(), v.minValue(0))) });
const WireDealerList = v.object({ total: v.pipe(v.number(), v.integer(), v.minValue(0)), dealers: v.array(WireDealerResult) });
const WirePlaces = v.object({ places: v.array(v.object({ name: v.string(), postcode: v.string(), position: WirePosition })) });
const WireVariantDealers = v.object({
  productNumber: v.string(),
  dealers: v.array(v.object({ ...WireDealerResult.entries, stock: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
});
/** The service's error body: `{ errors: [{ status, detail }] }`. */
const WireErrors = v.object({ errors: v.array(v.object({ detail: v.optional(v.string()) })) });

type WireDealerResultOut = v.InferOutput<typeof WireDealerResult>;

// ── Mapping into the site's types ─────────────────────────────────────────────────────────────────────────────

const freezeDeep = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) freezeDeep(inner);
    Object.freeze(value);
  }
  return value;
};

/** Maps one wire dealer; unknown extra fields of the service are dropped (valibot's `object` strips them). */
function toDealer(wire: WireDealerResultOut): DealerResult {
  const dealer: DealerResult = {
    id: wire.id,
    name: wire.name.trim(),
    addressLine1: wire.addressLine1.trim(),
    postcode: wire.postcode.trim(),
    city: wire.city.trim(),
    country: wire.country,
    position: { lat: wire.position.lat, lng: wire.position.lng },
    phone: wire.phone.trim(),
    website: wire.website.trim(),
    email: wire.email.trim(),
    openingHours: wire.openingHours.map((span) => ({ day: span.day, opens: span.opens, closes: span.closes })),
    services: { ...wire.services },
    brands: [...wire.brands],
    ...(wire.distanceKm === undefined ? {} : { distanceKm: wire.distanceKm }),
  };
  return dealer;
}

// ── Requests ──────────────────────────────────────────────────────────────────────────────────────────────────

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Creates the client; see the module comment for the outcomes. */
export function createDealerClient(options: DealerClientOptions): DealerClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const timeoutMs = options.timeoutMs ?? DEALER_TIMEOUT_MS;

  async function getJson<S extends v.GenericSchema, T>(path: string, query: Readonly<Record<string, string | undefined>>, schema: S, map: (wire: v.InferOutput<S>) => T, call: DealerCallOptions = {}): Promise<DealerResultOf<T>> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
    const search = params.toString();
    const url = `${base}${path}${search === '' ? '' : `?${search}`}`;
    const fail = (type: DealerClientError['type'], message: string, extra: { status?: number; body?: unknown } = {}): DealerResultOf<never> =>
      err({ type, message, url, retryable: type === 'network' || type === 'timeout' || (extra.status !== undefined && isRetryableStatus(extra.status)), ...extra });

    const controller = new AbortController();
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs) : undefined;
    const onAbort = (): void => controller.abort();
    if (call.signal?.aborted) return fail('aborted', `GET ${url} aborted`);
    call.signal?.addEventListener('abort', onAbort, { once: true });
    let status: number;
    let text: string;
    try {
      const response = await doFetch(url, { headers: { accept: 'application/json' }, signal: controller.signal });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (call.signal?.aborted) return fail('aborted', `GET ${url} aborted`);
      if (timedOut) return fail('timeout', `GET ${url}: no answer within ${timeoutMs} ms`);
      return fail('network', `GET ${url} failed: ${messageOf(error)}`);
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onAbort);
    }

    let body: unknown;
    let isJson = true;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      isJson = false;
      body = text;
    }
    if (status < 200 || status > 299) {
      const errors = v.safeParse(WireErrors, body);
      const detail = errors.success ? errors.output.errors.map((e) => e.detail).filter(Boolean).join('; ') : '';
      return fail('http', `GET ${url} answered ${status}${detail ? `: ${detail}` : ''}`, { status, body });
    }
    if (!isJson) return fail('parse', `GET ${url} answered ${status} with a body that is not JSON`, { status });
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const where = issue ? v.getDotPath(issue) : null;
      return fail('parse', `GET ${url} answered an unexpected shape${where ? ` at ${where}` : ''}: ${issue?.message ?? 'invalid'}`, { status });
    }
    return ok(freezeDeep(map(parsed.output)));
  }

  const position = (near: { lat: number; lng: number } | undefined): Record<string, string | undefined> =>
    near ? { lat: String(near.lat), lng: String(near.lng) } : {};

  return {
    listDealers(query, call) {
      return getJson('/v1/dealers', {
        brand: query.brand,
        country: query.country,
        ...position(query.near),
        radius: query.radiusKm === undefined ? undefined : String(query.radiusKm),
        filters: query.filters && query.filters.length > 0 ? query.filters.join(',') : undefined,
        limit: query.limit === undefined ? undefined : String(query.limit),
        offset: query.offset === undefined ? undefined : String(query.offset),
      }, WireDealerList, (wire): DealerList => ({ total: wire.total, dealers: wire.dealers.map(toDealer) }), call);
    },
    getDealer(id, call) {
      return getJson(`/v1/dealers/${encodeURIComponent(id)}`, {}, WireDealer, (wire): Dealer => toDealer(wire), call);
    },
    listPlaces(country, call) {
      return getJson('/v1/places', { country }, WirePlaces, (wire): readonly Place[] => wire.places.map((p) => ({ name: p.name, postcode: p.postcode, position: { ...p.position } })), call);
    },
    listVariantDealers(query, call) {
      return getJson(`/v1/product-variants/${encodeURIComponent(query.productNumber)}/dealers`, {
        brand: query.brand,
        country: query.country,
        ...position(query.near),
        limit: query.limit === undefined ? undefined : String(query.limit),
      }, WireVariantDealers, (wire): VariantDealers => ({
        productNumber: wire.productNumber,
        dealers: wire.dealers.map((d): StockedDealer => ({ ...toDealer(d), stock: d.stock })),
      }), call);
    },
  };
}
