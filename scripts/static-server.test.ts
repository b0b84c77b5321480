import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultTable } from './fault-injection.ts';
import { precompressTree } from './precompress.ts';
import { cacheControlFor, negotiateEncoding, resolveRequest, startStaticServer, type StaticServer } from './static-server.ts';

let tmp: string;
let root: string;
let spartaRoot: string;

function write(base: string, rel: string, body: string): void {
  const file = path.join(base, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

const winora = () => ({ root, localePrefixes: ['at-de', 'at-en', 'de-de'], defaultPath: '/at-de/' });
const sparta = () => ({ root: spartaRoot, localePrefixes: ['nl/nl', 'nl/en', 'be/nl'], defaultPath: '/nl/nl/' });

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  root = path.join(tmp, 'out');
  write(root, 'at-de/index.html', '<h1>at-de home</h1>');
  write(root, 'at-de/basket/index.html', '<h1>at-de basket</h1>');
  write(root, 'at-de/404/index.html', '<h1>at-de not found</h1>');
  write(root, 'de-de/index.html', '<h1>de-de home</h1>');
  write(root, '404.html', '<h1>site not found</h1>');
  write(root, 'assets/app-abc123.js', 'console.log("app");');
  write(root, 'page-data/index/page-data.json', '{"path":"/"}');
  // Files beside the output folder that must never be served.
  write(tmp, 'secret.txt', 'TOP SECRET');
  write(tmp, 'out-sibling/secret.txt', 'SIBLING SECRET');

  spartaRoot = path.join(tmp, 'sparta');
  write(spartaRoot, 'nl/nl/index.html', '<h1>nl/nl home</h1>');
  write(spartaRoot, 'nl/nl/basket/index.html', '<h1>nl/nl basket</h1>');
  write(spartaRoot, 'nl/nl/404/index.html', '<h1>nl/nl not found</h1>');
  write(spartaRoot, '404.html', '<h1>sparta not found</h1>');
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('resolveRequest', () => {
  it('redirects / to the default locale with 302, keeping the query', () => {
    expect(resolveRequest(winora(), '/')).toEqual({ kind: 'redirect', location: '/at-de/', status: 302 });
    expect(resolveRequest(winora(), '/', '?utm=1')).toEqual({ kind: 'redirect', location: '/at-de/?utm=1', status: 302 });
  });

  it('serves a directory through its index.html', () => {
    expect(resolveRequest(winora(), '/at-de/')).toEqual({ kind: 'file', file: path.join(root, 'at-de', 'index.html'), status: 200 });
    expect(resolveRequest(winora(), '/at-de/basket/')).toEqual({ kind: 'file', file: path.join(root, 'at-de', 'basket', 'index.html'), status: 200 });
  });

  it('redirects a directory without trailing slash permanently, keeping the query', () => {
    expect(resolveRequest(winora(), '/at-de/basket', '?q=1')).toEqual({ kind: 'redirect', location: '/at-de/basket/?q=1', status: 301 });
  });

  it("answers an unknown page under a locale with that locale's not-found page and 404", () => {
    expect(resolveRequest(winora(), '/at-de/unknown/')).toEqual({ kind: 'file', file: path.join(root, 'at-de', '404', 'index.html'), status: 404 });
    expect(resolveRequest(winora(), '/AT-DE/unknown/x')).toMatchObject({ file: path.join(root, 'at-de', '404', 'index.html'), status: 404 });
  });

  it('answers a locale without its own not-found page with /404.html', () => {
    expect(resolveRequest(winora(), '/de-de/unknown/')).toEqual({ kind: 'file', file: path.join(root, '404.html'), status: 404 });
  });

  it('answers an unknown locale with /404.html and 404', () => {
    expect(resolveRequest(winora(), '/xx-yy/foo/')).toEqual({ kind: 'file', file: path.join(root, '404.html'), status: 404 });
  });

  it('sends a path without locale to the default locale when the page exists there (302)', () => {
    expect(resolveRequest(winora(), '/basket/')).toEqual({ kind: 'redirect', location: '/at-de/basket/', status: 302 });
    expect(resolveRequest(winora(), '/basket', '?a=b')).toEqual({ kind: 'redirect', location: '/at-de/basket/?a=b', status: 302 });
  });

  it('does not send a missing file to the default locale', () => {
    expect(resolveRequest(winora(), '/favicon.ico')).toEqual({ kind: 'file', file: path.join(root, '404.html'), status: 404 });
    expect(resolveRequest(winora(), '/nowhere/')).toEqual({ kind: 'file', file: path.join(root, '404.html'), status: 404 });
  });

  it.each([
    '/../secret.txt',
    '/../../etc/passwd',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/../out-sibling/secret.txt',
    '/at-de/../../secret.txt',
    '/secret.txt%00.html',
  ])('never resolves %s to a file outside the root', (pathname) => {
    const resolution = resolveRequest(winora(), pathname);
    expect(resolution).toEqual({ kind: 'file', file: path.join(root, '404.html'), status: 404 });
  });

  it.each([
    ['/.//at-de', '/at-de/'],
    ['//at-de', '/at-de/'],
    ['/./at-de', '/at-de/'],
    ['/at-de/./basket', '/at-de/basket/'],
    ['/xx/../at-de', '/at-de/'],
  ])('redirects %s on the origin, to %s (never to //…)', (pathname, location) => {
    expect(resolveRequest(winora(), pathname)).toEqual({ kind: 'redirect', location, status: 301 });
  });

  it('rebuilds fallback redirects from the segments and encodes what could change their shape', () => {
    expect(resolveRequest(winora(), '//basket')).toEqual({ kind: 'redirect', location: '/at-de/basket/', status: 302 });
    expect(resolveRequest(winora(), '//', '?a=b')).toEqual({ kind: 'redirect', location: '/at-de/?a=b', status: 302 });
    expect(resolveRequest(winora(), '/at-de/basket', '?q=a b\u0001')).toEqual({ kind: 'redirect', location: '/at-de/basket/?q=a%20b%01', status: 301 });
  });

  it('answers a malformed percent-encoding with the not-found page', () => {
    expect(resolveRequest(winora(), '/at-de/%E0%A4%A')).toEqual({ kind: 'file', file: path.join(root, '404.html'), status: 404 });
  });

  it('reports "missing" when there is not even a /404.html', () => {
    const bare = path.join(tmp, 'bare');
    write(bare, 'at-de/index.html', 'x');
    expect(resolveRequest({ root: bare, localePrefixes: ['at-de'], defaultPath: '/at-de/' }, '/nope/')).toEqual({ kind: 'missing' });
  });

  it('handles slash-separated prefixes (sparta nl/nl)', () => {
    expect(resolveRequest(sparta(), '/')).toEqual({ kind: 'redirect', location: '/nl/nl/', status: 302 });
    expect(resolveRequest(sparta(), '/nl/nl/')).toEqual({ kind: 'file', file: path.join(spartaRoot, 'nl', 'nl', 'index.html'), status: 200 });
    expect(resolveRequest(sparta(), '/nl/nl/basket')).toEqual({ kind: 'redirect', location: '/nl/nl/basket/', status: 301 });
    expect(resolveRequest(sparta(), '/nl/nl/unknown/')).toEqual({ kind: 'file', file: path.join(spartaRoot, 'nl', 'nl', '404', 'index.html'), status: 404 });
    expect(resolveRequest(sparta(), '/basket/')).toEqual({ kind: 'redirect', location: '/nl/nl/basket/', status: 302 });
    // `/nl/` alone is not a locale: it is not the nl/nl home and not under its catch-all.
    expect(resolveRequest(sparta(), '/nl/')).toEqual({ kind: 'file', file: path.join(spartaRoot, '404.html'), status: 404 });
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets forever and makes everything else revalidate', () => {
    expect(cacheControlFor('/assets/app-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/at-de/index.html')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/page-data/index/page-data.json')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('startStaticServer', () => {
  let server: StaticServer;
  let spartaServer: StaticServer;
  const log: [string, string, number][] = [];

  beforeAll(async () => {
    server = await startStaticServer({ ...winora(), port: 0, onRequest: (m, u, s) => log.push([m, u, s]) });
    spartaServer = await startStaticServer({ ...sparta(), port: 0 });
  });

  afterAll(async () => {
    await server?.close();
    await spartaServer?.close();
  });

  const get = (url: string, init: RequestInit = {}) => fetch(`${server.url}${url}`, { redirect: 'manual', ...init });

  /** Sends the path exactly as written (fetch would normalise `..`). */
  function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
      const req = http.request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('listens on a free port on loopback', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);
  });

  it('redirects / to the default locale with 302 and keeps the query', async () => {
    const res = await get('/?utm_source=x');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/at-de/?utm_source=x');
  });

  it('serves a locale home as revalidating HTML', async () => {
    const res = await get('/at-de/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await res.text()).toBe('<h1>at-de home</h1>');
  });

  it('redirects a page without trailing slash with 301', async () => {
    const res = await get('/at-de/basket');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/at-de/basket/');
  });

  it("answers an unknown page under a locale with 404 and the locale's not-found page", async () => {
    const res = await get('/at-de/unknown/');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('<h1>at-de not found</h1>');
  });

  it('answers an unknown locale with 404 and /404.html', async () => {
    const res = await get('/xx-yy/foo/');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>site not found</h1>');
  });

  it('sends a page without locale to the default locale with 302', async () => {
    const res = await get('/basket/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/at-de/basket/');
  });

  it('serves hashed assets as immutable JavaScript', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("app");');
  });

  it('serves page data as revalidating JSON', async () => {
    const res = await get('/page-data/index/page-data.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await res.json()).toEqual({ path: '/' });
  });

  it.each(['/../secret.txt', '/../../etc/passwd', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/..%2f..%2fetc%2fpasswd', '/..%2fout-sibling%2fsecret.txt'])(
    'does not serve %s from outside the root',
    async (rawPath) => {
      const res = await rawGet(server.url, rawPath);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('SECRET');
      expect(res.body).toBe('<h1>site not found</h1>');
    },
  );

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/at-de/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength('<h1>at-de home</h1>')));
    expect(await res.text()).toBe('');
  });

  it('refuses POST with 405 and names the allowed methods', async () => {
    const res = await get('/at-de/', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  /** Writes raw bytes and reads the whole answer (the request closes the connection). */
  function rawSend(base: string, raw: string): Promise<{ status: number; head: string; body: string }> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(raw));
      let data = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('error', reject);
      socket.on('end', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
      });
    });
  }
  const rawRequest = (target: string, method = 'GET') => rawSend(server.url, `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);

  it.each([
    ['//', 302, '/at-de/'],
    ['///', 302, '/at-de/'],
    ['/.//at-de', 301, '/at-de/'],
    ['//at-de/basket', 301, '/at-de/basket/'],
    ['/\\evil.example', 404, undefined],
    ['//[', 404, undefined],
    ['//:99999', 404, undefined],
  ])('answers %s with %i and never a Location off the origin (it crashed or redirected to //…)', async (target, status, location) => {
    const res = await rawRequest(target);
    expect(res.status).toBe(status);
    expect(/\r\nlocation: ([^\r]*)/i.exec(res.head)?.[1]).toBe(location);
    expect((await get('/at-de/')).status).toBe(200);
  });

  it.each(['/%', '/at-de/%zz', '/%ff%fe', '/%00', '/at-de/%00.html', '*', 'http://evil.example/'])('answers the unreadable target %s with 400', async (target) => {
    const res = await rawRequest(target);
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/^Bad request: /);
  });

  it('answers broken framing with 400 and CONNECT with 405, and keeps serving', async () => {
    expect((await rawSend(server.url, 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\nConnection: close\r\n\r\n')).status).toBe(400);
    expect((await rawSend(server.url, 'GET / HTTP/1.1\r\nHost: x\r\nnonsense\r\nConnection: close\r\n\r\n')).status).toBe(400);
    const connect = await rawSend(server.url, 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(connect.status).toBe(405);
    expect(connect.head).toMatch(/\r\nAllow: GET, HEAD\r\n/);
    expect((await get('/at-de/')).status).toBe(200);
  });

  it('answers a handler exception with 500 and keeps serving', async () => {
    let broken = true;
    const faults = {
      handleControl: () => false,
      decide: () => {
        if (broken) throw new Error('rule table corrupt');
        return { kind: 'pass', delayMs: 0 } as const;
      },
    } as unknown as FaultTable;
    const failing = await startStaticServer({ ...winora(), port: 0, faults });
    try {
      const res = await fetch(`${failing.url}/at-de/`);
      expect([res.status, await res.text()]).toEqual([500, 'Internal server error: rule table corrupt\n']);
      broken = false;
      const again = await fetch(`${failing.url}/at-de/`);
      expect([again.status, await again.text()]).toEqual([200, '<h1>at-de home</h1>']);
    } finally {
      await failing.close();
    }
  });

  it('keeps answering when the request logger throws', async () => {
    const noisy = await startStaticServer({ ...winora(), port: 0, onRequest: () => { throw new Error('log disk full'); } });
    try {
      const res = await fetch(`${noisy.url}/at-de/`);
      expect([res.status, await res.text()]).toEqual([200, '<h1>at-de home</h1>']);
      expect((await fetch(`${noisy.url}/%`)).status).toBe(400);
    } finally {
      await noisy.close();
    }
  });

  it('answers HEAD of a not-found page, a 405 and a 400 with the GET headers and no body', async () => {
    for (const [target, method, status] of [['/xx-yy/', 'HEAD', 404], ['/%', 'HEAD', 400]] as const) {
      const res = await rawRequest(target, method);
      expect(res.status).toBe(status);
      expect(res.head).toMatch(/\r\ncontent-length: [1-9]\d*\r\n/i);
      expect(res.body).toBe('');
    }
    const put = await rawRequest('/at-de/', 'PUT');
    expect([put.status, /\r\nallow: ([^\r]*)/i.exec(put.head)?.[1]]).toEqual([405, 'GET, HEAD']);
  });

  it('reports each request with method, url and status', async () => {
    log.length = 0;
    await (await get('/at-de/basket/?a=1')).text();
    await (await get('/at-de/nope/')).text();
    expect(log).toEqual([
      ['GET', '/at-de/basket/?a=1', 200],
      ['GET', '/at-de/nope/', 404],
    ]);
  });

  it('serves slash-separated locales (sparta /nl/nl/)', async () => {
    const at = (p: string) => fetch(`${spartaServer.url}${p}`, { redirect: 'manual' });
    const rootRedirect = await at('/');
    expect([rootRedirect.status, rootRedirect.headers.get('location')]).toEqual([302, '/nl/nl/']);
    const home = await at('/nl/nl/');
    expect([home.status, await home.text()]).toEqual([200, '<h1>nl/nl home</h1>']);
    const missing = await at('/nl/nl/unknown/');
    expect([missing.status, await missing.text()]).toEqual([404, '<h1>nl/nl not found</h1>']);
    const noLocale = await at('/basket/');
    expect([noLocale.status, noLocale.headers.get('location')]).toEqual([302, '/nl/nl/basket/']);
    const halfPrefix = await at('/nl/');
    expect([halfPrefix.status, await halfPrefix.text()]).toEqual([404, '<h1>sparta not found</h1>']);
  });
});

describe('the build’s header rules', () => {
  it('are applied to every file answer as a CDN applies _headers, the most specific rule joining the general one', async () => {
    const server = await startStaticServer({
      ...winora(),
      headerRules: [
        { for: '/*', values: { 'content-security-policy': "default-src 'self'", 'referrer-policy': 'strict-origin-when-cross-origin', 'X-Content-Type-Options': 'nosniff' } },
        { for: '/at-de/basket/', values: { 'permissions-policy': 'geolocation=()' } },
      ],
    });
    try {
      const home = await fetch(`${server.url}/at-de/`);
      expect(home.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // A rule naming a header the server also sets gives one header, not two joined.
      expect(home.headers.get('x-content-type-options')).toBe('nosniff');
      expect(home.headers.get('permissions-policy')).toBeNull();
      const basket = await fetch(`${server.url}/at-de/basket/`);
      expect(basket.headers.get('permissions-policy')).toBe('geolocation=()');
      expect(basket.headers.get('content-security-policy')).toBe("default-src 'self'");
      // The market's not-found page is a page too.
      const missing = await fetch(`${server.url}/at-de/no-such-page/`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-security-policy')).toBe("default-src 'self'");
    } finally {
      await server.close();
    }
  });
});

describe('negotiateEncoding', () => {
  const all = ['br', 'gzip', 'identity'] as const;
  it('prefers br, then gzip, then identity when the client weighs them equally', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', all)).toBe('br');
    expect(negotiateEncoding('gzip, deflate', all)).toBe('gzip');
    expect(negotiateEncoding('deflate', all)).toBe('identity');
    expect(negotiateEncoding(undefined, all)).toBe('identity');
    expect(negotiateEncoding('', all)).toBe('identity');
  });
  it('honours q-values: a higher weight wins over the server preference, q=0 refuses', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', all)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip', all)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0', all)).toBe('identity');
    expect(negotiateEncoding('*', all)).toBe('br');
    expect(negotiateEncoding('*;q=0.1, gzip;q=0.5', all)).toBe('gzip');
    // Identity unnamed comes last; named with a higher weight, it wins.
    expect(negotiateEncoding('br;q=0.1', all)).toBe('br');
    expect(negotiateEncoding('gzip;q=0.5, identity', all)).toBe('identity');
  });
  it('only offers what the file has', () => {
    expect(negotiateEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(negotiateEncoding('br', ['identity'])).toBe('identity');
  });
  it('respects identity;q=0 and *;q=0: nothing acceptable is null (406)', () => {
    expect(negotiateEncoding('identity;q=0', ['identity'])).toBeNull();
    expect(negotiateEncoding('gzip, identity;q=0', ['identity'])).toBeNull();
    expect(negotiateEncoding('gzip, identity;q=0', all)).toBe('gzip');
    expect(negotiateEncoding('*;q=0', all)).toBeNull();
    expect(negotiateEncoding('*;q=0, identity', all)).toBe('identity');
  });
});

describe('precompressed files, served like a CDN', () => {
  let site: string;
  let server: StaticServer;
  const page = `<!DOCTYPE html><h1>Startseite</h1>${'<p>E-Bikes von Winora für jeden Weg. </p>'.repeat(200)}`;
  const app = `export const x = ${JSON.stringify('abc '.repeat(2000))};`;
  const data = JSON.stringify({ path: '/at-de/', words: 'Daten '.repeat(1000) });

  /** A raw request with exactly these headers (fetch would add and decode Accept-Encoding itself). */
  function raw(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    const { hostname, port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const req = http.request({ hostname, port, path: pathname, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    site = path.join(tmp, 'compressed');
    write(site, 'at-de/index.html', page);
    write(site, 'at-de/404/index.html', `<h1>Nicht gefunden</h1>${'<p>Diese Seite gibt es nicht. </p>'.repeat(100)}`);
    write(site, '404.html', '<h1>site not found</h1>');
    write(site, 'assets/app-abc123.js', app);
    write(site, 'page-data/at-de/page-data.json', data);
    write(site, 'sw.js', `self.addEventListener('fetch', () => {}); ${'// cache '.repeat(300)}`);
    write(site, 'assets/tiny-abc.css', 'a{}');
    fs.writeFileSync(path.join(site, 'assets', 'photo-abc.jpg'), crypto.randomBytes(4000));
    await precompressTree({ root: site });
    server = await startStaticServer({ root: site, localePrefixes: ['at-de'], defaultPath: '/at-de/', port: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends the brotli copy to a browser that accepts br, with Content-Encoding, Vary and its length', async () => {
    const res = await raw('/at-de/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(page);
  });

  it('sends gzip to a client without br and the file itself to one that names no coding', async () => {
    const gz = await raw('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(app);
    const plain = await raw('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(app);
  });

  it('honours q-values and identity;q=0 (406 when the file has no acceptable coding)', async () => {
    const gz = await raw('/at-de/', { 'accept-encoding': 'br;q=0.1, gzip;q=0.9' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const identityRefused = await raw('/at-de/', { 'accept-encoding': 'gzip, identity;q=0' });
    expect(identityRefused.headers['content-encoding']).toBe('gzip');
    // Too small to compress: only the file itself exists, and the client refuses it.
    const tiny = await raw('/assets/tiny-abc.css', { 'accept-encoding': 'br, identity;q=0' });
    expect(tiny.status).toBe(406);
    expect((await raw('/assets/tiny-abc.css', { 'accept-encoding': 'br' })).body.toString()).toBe('a{}');
  });

  it('gives each representation its own strong ETag and answers If-None-Match with 304 and no body', async () => {
    const br = await raw('/at-de/', { 'accept-encoding': 'br' });
    const gz = await raw('/at-de/', { 'accept-encoding': 'gzip' });
    const id = await raw('/at-de/');
    const tags = [br.headers.etag, gz.headers.etag, id.headers.etag];
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(3);
    const again = await raw('/at-de/', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(again.headers.vary).toBe('Accept-Encoding');
    // The gzip tag does not validate the brotli representation.
    expect((await raw('/at-de/', { 'accept-encoding': 'br', 'if-none-match': `"x", ${gz.headers.etag!}` })).status).toBe(200);
    expect((await raw('/at-de/', { 'accept-encoding': 'br', 'if-none-match': `"x", W/${br.headers.etag!}` })).status).toBe(304);
  });

  it('keeps the ETag across a rebuild that leaves the bytes as they were, and changes it when they change', async () => {
    const before = (await raw('/page-data/at-de/page-data.json', { 'accept-encoding': 'br' })).headers.etag;
    const file = path.join(site, 'page-data', 'at-de', 'page-data.json');
    fs.writeFileSync(file, data);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await raw('/page-data/at-de/page-data.json', { 'accept-encoding': 'br' })).headers.etag).toBe(before);
    fs.writeFileSync(file, data.replace('Daten', 'Neues'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect((await raw('/page-data/at-de/page-data.json')).headers.etag).not.toBe(before?.replace('-br', ''));
  });

  it('answers HEAD with the headers of the negotiated GET and no body', async () => {
    const get = await raw('/at-de/', { 'accept-encoding': 'br' });
    const head = await raw('/at-de/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'cache-control', 'content-type']) expect(head.headers[name]).toBe(get.headers[name]);
  });

  it('caches hashed assets for a year and makes HTML, page data and the service worker revalidate', async () => {
    expect((await raw('/assets/app-abc123.js', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw('/at-de/', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await raw('/page-data/at-de/page-data.json', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await raw('/sw.js', { 'accept-encoding': 'br' })).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('serves a compressed not-found page with its real 404 status and never a 304 for it', async () => {
    const res = await raw('/at-de/no-such-page/', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('Nicht gefunden');
    expect((await raw('/at-de/no-such-page/', { 'accept-encoding': 'br', 'if-none-match': res.headers.etag! })).status).toBe(404);
  });

  it('sends pictures as they are, without Vary', async () => {
    const res = await raw('/assets/photo-abc.jpg', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body.length).toBe(4000);
  });
});
