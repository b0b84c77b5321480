import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FaultTable } from './fault-injection.ts';

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

/** Cache policy: hashed assets forever, everything that names a build must revalidate. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
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
 * anything else → `/404.html` (404).
 */
export function resolveRequest(o: Pick<StaticServerOptions, 'root' | 'localePrefixes' | 'defaultPath'>, pathname: string, search = ''): Resolution {
  const root = path.resolve(o.root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  if (decoded.includes('\0')) return notFound(root);
  if (decoded === '/') return { kind: 'redirect', location: `${o.defaultPath}${search}`, status: 302 };
  const target = path.resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return notFound(root);
  const stat = statOrNull(target);
  if (stat?.isFile()) return { kind: 'file', file: target, status: 200 };
  if (stat?.isDirectory()) {
    const index = path.join(target, 'index.html');
    if (statOrNull(index)?.isFile()) {
      if (!decoded.endsWith('/')) return { kind: 'redirect', location: `${pathname}/${search}`, status: 301 };
      return { kind: 'file', file: index, status: 200 };
    }
  }
  const segments = decoded.split('/').filter(Boolean);
  const prefix = o.localePrefixes.find((p) => {
    const parts = p.split('/');
    return parts.every((part, i) => segments[i]?.toLowerCase() === part);
  });
  if (prefix) {
    const catchAll = path.join(root, prefix, '404', 'index.html');
    if (statOrNull(catchAll)?.isFile()) return { kind: 'file', file: catchAll, status: 404 };
  } else if (segments.length > 0 && !segments[0]!.includes('.')) {
    // Missing locale: fall back to the default locale when the page exists there.
    const fallback = `${o.defaultPath}${segments.join('/')}/`;
    if (statOrNull(path.join(root, `.${fallback}`, 'index.html'))?.isFile()) return { kind: 'redirect', location: `${fallback}${search}`, status: 302 };
  }
  return notFound(root);
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

/** Starts the static server; resolves once it listens. */
export function startStaticServer(o: StaticServerOptions): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    if (o.faults?.handleControl(req, res)) return;
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://localhost');
    const action = o.faults?.decide(method, url.pathname + url.search);
    if (!action || action.delayMs === 0) serve(req, res, method, url, action);
    else setTimeout(() => serve(req, res, method, url, action), action.delayMs);
  });

  function serve(req: http.IncomingMessage, res: http.ServerResponse, method: string, url: URL, action: ReturnType<FaultTable['decide']> | undefined): void {
    const finish = (status: number): void => o.onRequest?.(method, url.pathname + url.search, status);
    if (action?.kind === 'drop') {
      req.socket.destroy();
      return finish(0);
    }
    if (action?.kind === 'respond') {
      res.writeHead(action.status, { 'content-type': action.body.startsWith('<') ? 'text/html; charset=utf-8' : 'application/json', 'cache-control': 'no-store' });
      res.end(method === 'HEAD' ? undefined : action.body);
      return finish(action.status);
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
      return finish(405);
    }
    const resolution = resolveRequest(o, url.pathname, url.search);
    if (resolution.kind === 'redirect') {
      res.writeHead(resolution.status, { location: resolution.location, 'cache-control': 'no-cache' }).end();
      return finish(resolution.status);
    }
    if (resolution.kind === 'missing') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return finish(404);
    }
    const stat = fs.statSync(resolution.file);
    const rel = `/${path.relative(path.resolve(o.root), resolution.file).split(path.sep).join('/')}`;
    res.writeHead(resolution.status, {
      'content-type': TYPES[path.extname(resolution.file)] ?? 'application/octet-stream',
      'content-length': stat.size,
      'cache-control': resolution.status === 404 ? 'no-cache' : cacheControlFor(rel),
      'x-content-type-options': 'nosniff',
    });
    if (method === 'HEAD') res.end();
    else if (action?.kind === 'truncate') {
      // Headers promise the whole file; the connection closes after a part of it.
      res.write(fs.readFileSync(resolution.file).subarray(0, action.bytes), () => req.socket.destroy());
    } else fs.createReadStream(resolution.file).pipe(res);
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
