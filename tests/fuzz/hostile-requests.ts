/**
 * Hostile raw HTTP requests for the fuzz suites of every local server (static, content, commerce, web-to-case),
 * and a raw-socket sender: the requests are written byte for byte, so nothing a client library would refuse
 * or normalise (`//`, `//[`, NUL, bare CR, huge headers) is lost on the way.
 */
import net from 'node:net';

/** One raw request and what it probes. */
export interface HostileRequest {
  readonly name: string;
  /** The bytes sent, request line and headers (and body) included. */
  readonly raw: string | Buffer;
}

const request = (target: string, method = 'GET', headers: readonly string[] = [], body = ''): string =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}${body === '' ? '' : `Content-Length: ${Buffer.byteLength(body)}\r\n`}\r\n${body}`;

/** Paths that have broken servers before, or break naive URL handling. */
export const HOSTILE_PATHS: readonly string[] = [
  '//', '///', '//[', '//:99999', '/.//at-de', '//evil.example/', '///evil.example/%2e%2e', '/\\evil.example', '/%5cevil.example',
  '/../../../../etc/passwd', '/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/%252e%252e/%252e%252e/etc/passwd',
  '/.%2e/.%2e/etc/passwd', '/..\\..\\windows\\win.ini', '/at-de/%00', '/%00', '/at-de/%00.html', '/a%00b', '/%',
  '/%E0%A4%A', '/%ff%fe', '/%c0%af', '/%uFFFF', '/at-de/%zz', '/ü', '/%F0%9F%9A%B2/', '/\u{1F6B2}', '/at-de/\u202e',
  `/${'a'.repeat(8_000)}`, `/${'%2e'.repeat(3_000)}`, `/${'/'.repeat(2_000)}`, `/${'../'.repeat(1_000)}`, '/?', '/??', '/#frag',
  '/?q=%', '/?q=%E0%A4%A', `/?${'a=1&'.repeat(3_000)}`, '/page-data/../../package.json', '/page-data/%2e%2e/app-data.json',
  '/assets/..%2f..%2fpackage.json', '/.git/config', '/.env', '/node_modules/.bin/vite', '*', 'http://evil.example/', 'https://127.0.0.1/',
  '//%2e%2e', '/.', '/..', '/./', '/;/', '/at-de;x=1/', '/at-de/.%2e/', '/at-de//', '/at-de/index.html/', '/index.html%00.js',
  '/v2/cdn/stories?token=%', '/v2/cdn/stories/%', '/v2/cdn/stories?per_page=-1', '/v2/cdn/stories?per_page=1e308&page=NaN',
  '/v2/cdn/stories?starts_with=../../', '/store-api/product?limit=-1', '/store-api/%', '/store-api/../__control/faults',
  '/servlet/servlet.WebToCase?encoding=%', '/recaptcha/api.js?onload=%3Cscript%3E',
];

const methods = ['DELETE', 'PUT', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT', 'PROPFIND', 'BREW', 'X'.repeat(200)] as const;

/** At least 100 hostile requests: the paths above under GET and HEAD, odd methods, broken framing and headers, bodies. */
export const HOSTILE_REQUESTS: readonly HostileRequest[] = [
  ...HOSTILE_PATHS.map((p) => ({ name: `GET ${p.slice(0, 60)}`, raw: request(p) })),
  ...HOSTILE_PATHS.slice(0, 20).map((p) => ({ name: `HEAD ${p.slice(0, 60)}`, raw: request(p, 'HEAD') })),
  ...methods.map((m) => ({ name: `${m.slice(0, 20)} /`, raw: request('/', m) })),
  { name: 'CONNECT authority form', raw: 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' },
  { name: 'HTTP/0.9 line', raw: 'GET /\r\n\r\n' },
  { name: 'HTTP/9.9', raw: 'GET / HTTP/9.9\r\nHost: x\r\n\r\n' },
  { name: 'no Host', raw: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n' },
  { name: 'empty Host', raw: 'GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n' },
  { name: 'Host with path', raw: 'GET / HTTP/1.1\r\nHost: evil.example/x\r\nConnection: close\r\n\r\n' },
  { name: 'Host [', raw: 'GET //x HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n' },
  { name: 'Host :99999', raw: 'GET / HTTP/1.1\r\nHost: 127.0.0.1:99999\r\nConnection: close\r\n\r\n' },
  { name: 'two Hosts', raw: 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n' },
  { name: 'NUL in request line', raw: Buffer.from('GET /\u0000 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'latin1') },
  { name: 'bare LF framing', raw: 'GET / HTTP/1.1\nHost: x\nConnection: close\n\n' },
  { name: 'bare CR in header', raw: 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\nConnection: close\r\n\r\n' },
  { name: 'header without colon', raw: 'GET / HTTP/1.1\r\nHost: x\r\nnonsense\r\nConnection: close\r\n\r\n' },
  { name: 'obs-fold header', raw: 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n  b\r\nConnection: close\r\n\r\n' },
  { name: 'huge header (64 KB)', raw: request('/', 'GET', [`X-Big: ${'a'.repeat(65_536)}`]) },
  { name: '500 headers', raw: request('/', 'GET', Array.from({ length: 500 }, (_, i) => `X-H${i}: ${i}`)) },
  { name: 'huge cookie', raw: request('/', 'GET', [`Cookie: ${'k=v; '.repeat(4_000)}`]) },
  { name: 'malformed cookie', raw: request('/', 'GET', ['Cookie: OptanonConsent=%E0%A4%A; sw-context-token=%; =; ;;']) },
  { name: 'Range garbage', raw: request('/', 'GET', ['Range: bytes=999999999-1']) },
  { name: 'Range many', raw: request('/', 'GET', [`Range: bytes=${Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(',')}`]) },
  { name: 'If-None-Match garbage', raw: request('/', 'GET', ['If-None-Match: "\u0001"', 'If-Modified-Since: yesterday']) },
  { name: 'Accept-Encoding garbage', raw: request('/', 'GET', ['Accept-Encoding: br;q=NaN, gzip;q=-1, *;q=2']) },
  { name: 'Origin evil', raw: request('/', 'GET', ['Origin: http://evil.example']) },
  { name: 'Content-Length lies (short body)', raw: 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\nConnection: close\r\n\r\nabc' },
  { name: 'Content-Length negative', raw: 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\nConnection: close\r\n\r\n' },
  { name: 'Content-Length twice', raw: 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab' },
  { name: 'chunked garbage', raw: 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nabc\r\n0\r\n\r\n' },
  { name: 'TE and CL (smuggling)', raw: 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\nGET /x HTTP/1.1\r\n\r\n' },
  { name: 'JSON body to /', raw: request('/', 'POST', ['Content-Type: application/json'], '{"a":') },
  { name: 'form body with NUL', raw: request('/', 'POST', ['Content-Type: application/x-www-form-urlencoded'], 'a=%00&b=\u0000') },
  { name: 'store-api JSON null', raw: request('/store-api/checkout/cart/line-item', 'POST', ['Content-Type: application/json', 'sw-access-key: x'], 'null') },
  { name: 'store-api JSON deep', raw: request('/store-api/product', 'POST', ['Content-Type: application/json'], `${'['.repeat(5_000)}${']'.repeat(5_000)}`) },
  { name: 'store-api quantity 1e308', raw: request('/store-api/checkout/cart/line-item', 'POST', ['Content-Type: application/json'], '{"items":[{"id":"x","referencedId":"x","quantity":1e308,"type":"product"}]}') },
  { name: 'web-to-case NUL', raw: request('/servlet/servlet.WebToCase?encoding=UTF-8', 'POST', ['Content-Type: application/x-www-form-urlencoded'], 'description=a%00b&captcha_settings=null') },
  { name: 'web-to-case garbage retURL', raw: request('/servlet/servlet.WebToCase?encoding=UTF-8', 'POST', ['Content-Type: application/x-www-form-urlencoded'], 'retURL=%2F%2Fevil.example&subject=%') },
];

/** What a server answered to one raw request: its status, or null when it closed without a response. */
export interface RawAnswer {
  readonly status: number | null;
  /** The response head (status line and headers), for assertions on Location and the like. */
  readonly head: string;
}

/** Writes `raw` to host:port and reads the status line of the answer (at most `timeoutMs`, @default 5000). */
export function sendRaw(port: number, raw: string | Buffer, o: { readonly host?: string; readonly timeoutMs?: number } = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: o.host ?? '127.0.0.1', port });
    let data = '';
    const done = (): void => {
      socket.destroy();
      const head = data.split('\r\n\r\n')[0] ?? '';
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({ status: m ? Number(m[1]) : null, head });
    };
    socket.setTimeout(o.timeoutMs ?? 5_000, done);
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n\r\n')) done();
    });
    socket.on('error', done);
    socket.on('end', done);
    socket.on('connect', () => socket.write(raw));
  });
}

export interface FuzzServerOptions {
  readonly port: number;
  /** Whether a `Location` an answer carries stays where it may. @default a path on the server's own origin (`/x`, not `//x` or `/\x`) */
  readonly allowLocation?: (location: string) => boolean;
}

/** What {@link fuzzServer} saw. */
export interface FuzzSummary {
  /** How many answers had each status (`null`: closed without an answer), for the failure message. */
  readonly byStatus: Readonly<Record<string, number>>;
  /** One line per broken promise: `name: 5xx`, `name: no answer` (the server closed or crashed), `name: Location x`. */
  readonly failures: readonly string[];
}

/**
 * Sends every {@link HOSTILE_REQUESTS} request to the server on `port`, one after another, and lists every answer
 * that is 500 or above, missing (the server crashed or dropped the connection: every request here can be
 * answered, CONNECT included) or redirecting where it may not.
 */
export async function fuzzServer(o: FuzzServerOptions): Promise<FuzzSummary> {
  const allowLocation = o.allowLocation ?? ((location: string): boolean => /^\/[^/\\]/.test(location));
  const byStatus: Record<string, number> = {};
  const failures: string[] = [];
  for (const hostile of HOSTILE_REQUESTS) {
    const answer = await sendRaw(o.port, hostile.raw);
    byStatus[String(answer.status)] = (byStatus[String(answer.status)] ?? 0) + 1;
    if (answer.status === null || answer.status >= 500) failures.push(`${hostile.name}: ${answer.status ?? 'no answer'}`);
    const location = /\r\nlocation:[ \t]*([^\r\n]*)/i.exec(answer.head)?.[1]?.trim();
    if (location !== undefined && !allowLocation(location)) failures.push(`${hostile.name}: Location ${location}`);
  }
  return { byStatus, failures };
}

/** The GET requests that try to read a file outside the served folder: `..` and its encodings, passwd, package.json, win.ini. */
const TRAVERSALS = HOSTILE_REQUESTS.filter((r) => r.name.startsWith('GET ') && /\.\.|%2e|%252e|passwd|package\.json|win\.ini/i.test(r.name));

/** Writes `raw` to 127.0.0.1:port and reads the whole answer, head and body, until the server closes (at most 5 s). */
function readWhole(port: number, raw: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let data = '';
    const done = (): void => {
      socket.destroy();
      resolve(data);
    };
    socket.setTimeout(5_000, done);
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('error', done);
    socket.on('end', done);
    socket.on('connect', () => socket.write(raw));
  });
}

/**
 * Sends every traversal request among {@link HOSTILE_REQUESTS} to the server on `port` and lists each answer that
 * carries one of `secrets` (text only a file outside the served folder holds), as `name: secret`.
 */
export async function traversalLeaks(port: number, secrets: readonly string[]): Promise<{ readonly sent: number; readonly leaks: readonly string[] }> {
  const leaks: string[] = [];
  for (const traversal of TRAVERSALS) {
    const answer = await readWhole(port, traversal.raw);
    for (const secret of secrets) if (answer.includes(secret)) leaks.push(`${traversal.name}: ${secret}`);
  }
  return { sent: TRAVERSALS.length, leaks };
}
