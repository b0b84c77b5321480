/**
 * The test hooks under `/__control/*` (faults, products listed after the build). They exist only when the service
 * is started with `control: true` (`--control`), and answer only requests from the service's own origin: a web
 * page elsewhere must not switch faults on or list products, even on a developer's machine.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { parseFaults, type Faults } from './faults.ts';
import { storeApiError, type Reply } from './reply.ts';

/** Path prefix of the test hooks. */
export const CONTROL_PREFIX = '/__control/';

/** Names and origins that are the service itself. */
export interface OwnOrigins {
  /** Host names (without port) the service answers to: loopback, its listen host, the public origin's host. */
  readonly hostnames: ReadonlySet<string>;
  /** `http://host:port` origins of the service itself (and its public origin). */
  readonly origins: ReadonlySet<string>;
}

/** The loopback names, the listen host and the public origin, as {@link OwnOrigins}. */
export function ownOrigins(listenHost: string, port: number, publicOrigin: string | undefined): OwnOrigins {
  const bracket = (h: string): string => (h.includes(':') && !h.startsWith('[') ? `[${h}]` : h);
  const hostnames = new Set(['127.0.0.1', 'localhost', '[::1]']);
  if (listenHost !== '0.0.0.0' && listenHost !== '::') hostnames.add(bracket(listenHost).toLowerCase());
  const origins = new Set([...hostnames].map((h) => `http://${h}:${port}`));
  if (publicOrigin !== undefined) {
    const url = new URL(publicOrigin);
    hostnames.add(url.hostname.toLowerCase());
    origins.add(url.origin);
  }
  return { hostnames, origins };
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Whether a request comes from the service's own origin: no foreign `Origin` (browsers send it on every
 * cross-origin request and on same-origin writes), no cross-site `Sec-Fetch-Site`, and a `Host` that names the
 * service (a page on a rebound DNS name reaches 127.0.0.1 with its own name in `Host`).
 */
export function isOwnOriginRequest(headers: IncomingHttpHeaders, own: OwnOrigins): boolean {
  const origin = first(headers.origin);
  if (origin !== undefined && !own.origins.has(origin.toLowerCase())) return false;
  const site = first(headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const host = first(headers.host);
  if (host === undefined) return true;
  const hostname = /^(\[[^\]]*\]|[^:]*)(?::\d{1,5})?$/.exec(host.trim().toLowerCase())?.[1];
  return hostname !== undefined && own.hostnames.has(hostname);
}

/** What the control routes read and change. */
export interface ControlState {
  faults(): Faults;
  setFaults(next: Faults): void;
  /** Adds a seed model (`POST /__control/products`): the answer, or the reason it was refused. */
  addProduct(input: unknown): Promise<{ readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string }>;
}

/** One control request, its body already read (`undefined` for none). */
export interface ControlRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

const invalid = (detail: string): Reply => storeApiError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', detail);

/** Answers `GET|PUT|POST /__control/faults` and `POST /__control/products` (the gate is the caller's). */
export async function handleControl(state: ControlState, request: ControlRequest): Promise<Reply> {
  const { method, path, body } = request;
  if (path === '/__control/faults' && method === 'GET') return { status: 200, body: state.faults() };
  if (path === '/__control/faults' && (method === 'PUT' || method === 'POST')) {
    const next = parseFaults(body);
    if (next === undefined) return invalid('Expected {"mode":"none"|"down"} or {"mode":"slow","delayMs":n} or {"mode":"error","status":5xx}.');
    state.setFaults(next);
    return { status: 200, body: next };
  }
  if (path === '/__control/products' && method === 'POST') {
    const added = await state.addProduct(body);
    return added.ok ? { status: 201, body: added.value } : invalid(added.error);
  }
  return storeApiError(404, '0', `No route found for "${method} ${path}"`);
}
