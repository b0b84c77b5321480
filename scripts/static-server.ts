import { headersFor, type HeaderRule } from '@cycle/engine/build';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FaultTable } from './fault-injection.ts';
import { PRECOMPRESSED_EXTENSIONS } from './precompress.ts';
import { guardHttpServer } from '../services/shared/guard-http-server.ts';
import { isSameOriginLocation, parseRequestTarget, type RequestTarget } from '../services/shared/parse-request-target.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Cache policy: files named by their content forever (the bundle's `/assets/`, static-query results
 * `/page-data/sq/d/<hash>.json`); everything that names a build (HTML, page data, app data, the service
 * worker, sitemaps) revalidates on every use.
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/page-data/sq/d/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/** A representation of a file: the file itself or its precompressed copy beside it. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

const CODING_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz', identity: '' };
/** Server preference when the client weighs codings equally. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/**
 * Picks the coding to send (RFC 9110 §12.5.3): the highest q-value among the codings the file has, ties going
 * to br, then gzip; identity comes last unless the header names it with a higher q-value. Without the header anything goes (identity); `*` stands for every coding
 * not named; identity is acceptable unless `identity;q=0` (or `*;q=0` without naming identity). Returns null
 * when nothing the file has is acceptable (the server answers 406).
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly ContentCoding[]): ContentCoding | null {
  if (acceptEncoding === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (name === '') continue;
    let q = 1;
    for (const param of params) {
      const [k = '', v = ''] = param.split('=');
      if (k.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(v.trim());
      q = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  const star = weights.get('*');
  // Identity not named is acceptable but last (any accepted compression beats it); named, its q-value counts.
  const weightOf = (coding: ContentCoding): number => weights.get(coding) ?? (coding === 'identity' ? (star === 0 ? 0 : Number.MIN_VALUE) : (star ?? 0));
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const q = weightOf(coding);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** Strong validators per file version (path, size, mtime), so a file is hashed once, not on every request. */
const etags = new Map<string, string>();

/** A strong ETag from the file's bytes: equal across builds for equal content, distinct per coding. */
function etagFor(file: string, stat: fs.Stats, coding: ContentCoding): string {
  const version = `${file}\0${stat.size}\0${stat.mtimeMs}`;
  let hash = etags.get(version);
  if (!hash) {
    hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64url').slice(0, 27);
    if (etags.size >= 4096) etags.delete(etags.keys().next().value!);
    etags.set(version, hash);
  }
  return coding === 'identity' ? `"${hash}"` : `"${hash}-${coding === 'br' ? 'br' : 'gz'}"`;
}

/** If-None-Match matches (weak comparison, as RFC 9110 §13.1.2 asks): `*` or one of the listed tags. */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//u, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === opaque);
}

export interface StaticServerOptions {
  /** Folder to serve (the build output). */
  readonly root: string;
  /** Locale prefixes without slashes (`at-de`, `nl/nl`); each has a catch-all at `<prefix>/404/`. */
  readonly localePrefixes: readonly string[];
  /** Where `/` redirects: the default locale's path (`/at-de/`). */
  readonly defaultPath: string;
  readonly host?: string;
  /** @default 0 (any free port) */
  readonly port?: number;
  /** Fault injection for the browser tests (`/__faults`); never set it in production. */
  readonly faults?: FaultTable;
  /** Called for every request, e.g. to log. */
  readonly onRequest?: (method: string, url: string, status: number) => void;
  /**
   * The response headers the build wrote for the CDN (`_headers.json`, read by `loadHeaderRules`), applied to
   * every file answer exactly as a CDN applies them (Content-Security-Policy, Referrer-Policy, …). @default none
   */
  readonly headerRules?: readonly HeaderRule[];
}

export interface StaticServer {
  readonly url: string;
  readonly server: http.Server;
  close(): Promise<void>;
}

type Resolution =
  | { readonly kind: 'file'; readonly file: string; readonly status: 200 | 404 }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 301 | 302 }
  | { readonly kind: 'missing' };

/**
 * Maps a URL path to what the server answers, with the real status codes a
 * CDN would give: files as they are; directories through `index.html`
 * (with a 301 to the trailing-slash form); `/` → 302 to the default locale;
 * a path without a locale that exists under the default locale → 302 there;
 * other unknown paths under a locale → that locale's not-found page (404);
 * anything else → `/404.html` (404). Nothing outside the root is ever
 * resolved, and every redirect stays on the origin: its location is rebuilt
 * from the path's segments (`/.//at-de` → `/at-de/`, never `//at-de/`).
 */
export function resolveRequest(o: Pick<StaticServerOptions, 'root' | 'localePrefixes' | 'defaultPath'>, pathname: string, search = ''): Resolution {
  const root = path.resolve(o.root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound(root);
  }
  if (decoded.includes('\0')) return notFound(root);
  const query = safeSearch(search);
  const segments = pathSegments(decoded);
  if (segments.length === 0) return { kind: 'redirect', location: `${o.defaultPath}${query}`, status: 302 };
  const target = path.resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return notFound(root);
  const stat = statOrNull(target);
  if (stat?.isFile()) return { kind: 'file', file: target, status: 200 };
  if (stat?.isDirectory()) {
    const index = path.join(target, 'index.html');
    if (statOrNull(index)?.isFile()) {
      if (!decoded.endsWith('/')) return { kind: 'redirect', location: `${urlPathOf(segments)}${query}`, status: 301 };
      return { kind: 'file', file: index, status: 200 };
    }
  }
  const prefix = o.localePrefixes.find((p) => {
    const parts = p.split('/');
    return parts.every((part, i) => segments[i]?.toLowerCase() === part);
  });
  if (prefix) {
    const catchAll = path.join(root, prefix, '404', 'index.html');
    if (statOrNull(catchAll)?.isFile()) return { kind: 'file', file: catchAll, status: 404 };
  } else if (!segments[0]!.includes('.')) {
    // Missing locale: fall back to the default locale when the page exists there.
    const fallback = `${o.defaultPath}${urlPathOf(segments).slice(1)}`;
    const fallbackTarget = path.resolve(root, `.${o.defaultPath}`, ...segments);
    if (fallbackTarget.startsWith(`${root}${path.sep}`) && statOrNull(path.join(fallbackTarget, 'index.html'))?.isFile()) return { kind: 'redirect', location: `${fallback}${query}`, status: 302 };
  }
  return notFound(root);
}

/** The path's segments with empty and `.` segments dropped and `..` applied (never above the root). */
function pathSegments(decoded: string): string[] {
  const out: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

/** `/a/b/` from segments, each percent-encoded, so `\`, `/` or `?` inside a segment cannot change the URL's shape. */
function urlPathOf(segments: readonly string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}/`;
}

/** The query as it may go into a Location header: `?…` with anything outside printable ASCII percent-encoded. */
function safeSearch(search: string): string {
  if (search === '' || search === '?') return '';
  const body = search.startsWith('?') ? search.slice(1) : search;
  return `?${body.replace(/[^\x21-\x7e]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%EF%BF%BD'; // a lone surrogate: U+FFFD
    }
  })}`;
}

function notFound(root: string): Resolution {
  const file = path.join(root, '404.html');
  return statOrNull(file)?.isFile() ? { kind: 'file', file, status: 404 } : { kind: 'missing' };
}

function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

const ALLOW = 'GET, HEAD';

/** A short plain-text answer with its length (HEAD gets the same headers and no body). */
function answerText(res: http.ServerResponse, method: string, status: number, text: string, headers: http.OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store', ...headers });
  res.end(method === 'HEAD' ? undefined : text);
}

/**
 * Starts the static server; resolves once it listens (rejects with the listen error, e.g. EADDRINUSE).
 * No request stops it: a target it cannot read answers 400, broken framing 400 (see guardHttpServer), an
 * exception in the handler 500, and it keeps serving.
 */
export function startStaticServer(o: StaticServerOptions): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    let logged = req.url ?? '';
    try {
      const parsed = parseRequestTarget(req.url);
      if (!parsed.ok) {
        answerText(res, method, 400, `Bad request: ${parsed.error}\n`);
        return report(method, logged, 400);
      }
      const target = parsed.value;
      logged = target.pathname + target.search;
      // The fault table reads req.url itself: give it the canonical form it can always parse.
      req.url = logged;
      if (o.faults?.handleControl(req, res)) return;
      const action = o.faults?.decide(method, logged);
      if (!action || action.delayMs === 0) serve(req, res, method, target, action);
      else setTimeout(() => guarded(req, res, method, logged, () => serve(req, res, method, target, action)), action.delayMs);
    } catch (error) {
      fail(res, method, logged, error);
    }
  });
  guardHttpServer(server, { allow: ALLOW });

  function report(method: string, url: string, status: number): void {
    try {
      o.onRequest?.(method, url, status);
    } catch {
      // The caller's logger failing must not fail the answer or the server.
    }
  }

  function guarded(req: http.IncomingMessage, res: http.ServerResponse, method: string, logged: string, run: () => void): void {
    try {
      run();
    } catch (error) {
      fail(res, method, logged, error);
    }
  }

  /** A bug answers 500 (or cuts a response already under way) and the server goes on. */
  function fail(res: http.ServerResponse, method: string, logged: string, error: unknown): void {
    if (res.headersSent) res.destroy();
    else answerText(res, method, 500, `Internal server error: ${error instanceof Error ? error.message : String(error)}\n`);
    report(method, logged, 500);
  }

  function serve(req: http.IncomingMessage, res: http.ServerResponse, method: string, target: RequestTarget, action: ReturnType<FaultTable['decide']> | undefined): void {
    const finish = (status: number): void => report(method, target.pathname + target.search, status);
    if (action?.kind === 'drop') {
      req.socket.destroy();
      return finish(0);
    }
    if (action?.kind === 'respond') {
      res.writeHead(action.status, { 'content-type': action.body.startsWith('<') ? 'text/html; charset=utf-8' : 'application/json', 'content-length': Buffer.byteLength(action.body), 'cache-control': 'no-store' });
      res.end(method === 'HEAD' ? undefined : action.body);
      return finish(action.status);
    }
    if (method !== 'GET' && method !== 'HEAD') {
      answerText(res, method, 405, 'Method not allowed\n', { allow: ALLOW });
      return finish(405);
    }
    const resolution = resolveRequest(o, target.pathname, target.search);
    if (resolution.kind === 'redirect') {
      // resolveRequest builds locations from segments; this is the last line against an open redirect.
      if (!isSameOriginLocation(resolution.location)) throw new Error(`refusing to redirect off the origin to ${resolution.location}`);
      res.writeHead(resolution.status, { location: resolution.location, 'content-length': 0, 'cache-control': 'no-cache' }).end();
      return finish(resolution.status);
    }
    if (resolution.kind === 'missing') {
      answerText(res, method, 404, 'Not found\n');
      return finish(404);
    }
    const rel = `/${path.relative(path.resolve(o.root), resolution.file).split(path.sep).join('/')}`;
    // The precompressed copies the build wrote beside the file (scripts/precompress.ts), negotiated as a CDN does.
    const available = PREFERENCE.filter((c) => c === 'identity' || statOrNull(`${resolution.file}${CODING_SUFFIX[c]}`)?.isFile());
    const coding = negotiateEncoding(req.headers['accept-encoding'], available);
    const varies = available.length > 1 || PRECOMPRESSED_EXTENSIONS.has(path.extname(resolution.file));
    if (coding === null) {
      answerText(res, method, 406, 'Not acceptable: no content coding of this file is acceptable (Accept-Encoding)\n', { vary: 'Accept-Encoding' });
      return finish(406);
    }
    const file = `${resolution.file}${CODING_SUFFIX[coding]}`;
    const stat = fs.statSync(file);
    const etag = etagFor(resolution.file, fs.statSync(resolution.file), coding);
    const headers: Record<string, string | number> = {
      'content-type': TYPES[path.extname(resolution.file)] ?? 'application/octet-stream',
      'content-length': stat.size,
      'cache-control': resolution.status === 404 ? 'no-cache' : cacheControlFor(rel),
      'x-content-type-options': 'nosniff',
      etag,
    };
    if (coding !== 'identity') headers['content-encoding'] = coding;
    if (varies) headers.vary = 'Accept-Encoding';
    // The build's rules win over the defaults above, whatever the case of their names (one header, never two).
    for (const [name, value] of Object.entries(o.headerRules ? headersFor(o.headerRules, target.pathname) : {})) headers[name.toLowerCase()] = value;
    if (resolution.status === 200 && noneMatch(req.headers['if-none-match'], etag)) {
      // Not modified: the validators and caching headers, no body, no length of a body never sent.
      delete headers['content-length'];
      delete headers['content-type'];
      res.writeHead(304, headers).end();
      return finish(304);
    }
    res.writeHead(resolution.status, headers);
    if (method === 'HEAD') res.end();
    else if (action?.kind === 'truncate') {
      // Headers promise the whole file; the connection closes after a part of it.
      res.write(fs.readFileSync(file).subarray(0, action.bytes), () => req.socket.destroy());
    } else {
      // A file that vanishes or cannot be read after the headers went out: cut the response, keep serving.
      const stream = fs.createReadStream(file);
      stream.on('error', () => res.destroy());
      stream.pipe(res);
    }
    finish(resolution.status);
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolve({
        url: `http://${o.host ?? '127.0.0.1'}:${address.port}`,
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
