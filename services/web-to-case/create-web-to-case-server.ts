import fs from 'node:fs';
import http from 'node:http';
import { guardHttpServer } from '../shared/guard-http-server.ts';
import { listenOnLoopback, type ListeningService } from '../shared/listen-on-loopback.ts';
import { parseRequestTarget } from '../shared/parse-request-target.ts';
import { createCaptchaTokens, type CaptchaTokens } from '../shared/captcha-tokens.ts';
import { writeEncoded } from '../shared/write-encoded.ts';
import { CaseStoreError, type CaseStore } from './case-store.ts';
import { parseCasePost, type FieldValue, type PostProblem } from './parse-case-post.ts';

/** The path production posts to; the local endpoint answers on the same one. */
export const WEB_TO_CASE_PATH = '/servlet/servlet.WebToCase';
/** Largest accepted post: a long description fits many times over. */
export const MAX_BODY_BYTES = 256 * 1024;
/** A larger body is read to its end and refused (413) so the browser sees the answer; past this much the connection is closed instead. */
const MAX_DRAIN_BYTES = 4 * MAX_BODY_BYTES;

export interface WebToCaseServerOptions {
  readonly store: CaseStore;
  /** Host names `retURL` may point to. */
  readonly returnHosts: readonly string[];
  /** @default createCaptchaTokens() */
  readonly captcha?: CaptchaTokens;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** 0 picks a free port. @default 4400 */
  readonly port?: number;
  /** Called for every request (status known). */
  readonly onRequest?: (method: string, url: string, status: number) => void;
  /** Called with one line when something fails inside the service (the store, a bug). @default writes to stderr */
  readonly onProblem?: (line: string) => void;
}

export type WebToCaseServer = ListeningService;

/** Methods per route; HEAD goes wherever GET does. */
const ROUTES: ReadonlyMap<string, readonly string[]> = new Map([
  [WEB_TO_CASE_PATH, ['POST']],
  ['/recaptcha/api.js', ['GET', 'HEAD']],
  ['/recaptcha/token', ['POST', 'OPTIONS']],
  ['/cases', ['GET', 'HEAD']],
  ['/health', ['GET', 'HEAD']],
]);
/** Every method the service answers somewhere; anything else (PUT, TRACE, BREW, CONNECT) is 405 everywhere. */
const SERVICE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

const widgetSource = fs.readFileSync(new URL('../shared/captcha-widget.js', import.meta.url), 'utf8');

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const clip = (s: string, n = 200): string => (s.length > n ? `${s.slice(0, n)}…` : s);
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function problemPage(status: number, title: string, problems: readonly PostProblem[]): string {
  const items = problems.map((p) => `<li><code>${escapeHtml(p.field)}</code> ${escapeHtml(p.problem)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} ${escapeHtml(title)}</title></head>` +
    `<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>` +
    `<p>The case was not created. Nothing you sent was lost: go back, correct it and send it again.</p><ul>${items}</ul>` +
    `<p><a href="javascript:history.back()">Back to the form</a></p></body></html>`;
}

type BodyRead = { readonly kind: 'body'; readonly body: string } | { readonly kind: 'too-large'; readonly close: boolean } | { readonly kind: 'aborted' };

function readBody(req: http.IncomingMessage): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyRead): void => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) {
        req.pause();
        settle({ kind: 'too-large', close: true });
      }
    });
    req.on('end', () => settle(size > MAX_BODY_BYTES ? { kind: 'too-large', close: false } : { kind: 'body', body: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => settle({ kind: 'aborted' }));
    req.on('close', () => settle({ kind: 'aborted' }));
  });
}

/**
 * The local web-to-case service (DECISIONS.md: contact, captcha): the
 * form-encoded case endpoint, which stores every valid case in PostgreSQL
 * before it redirects to `retURL` (303) and refuses anything else with a
 * status and a page naming each problem; the captcha widget script and its
 * answers; and `GET /cases` to inspect what was stored. No request stops it:
 * malformed requests get a 4xx, a failing store 503, a bug 500, and it keeps serving.
 */
export async function startWebToCaseServer(options: WebToCaseServerOptions): Promise<WebToCaseServer> {
  const captcha = options.captcha ?? createCaptchaTokens();
  const { store } = options;
  const onProblem = options.onProblem ?? ((line: string) => void process.stderr.write(`${line}\n`));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}): void => {
      // Pages, the widget script and JSON are encoded by Accept-Encoding, like the CRM's own web server: write-encoded.ts.
      writeEncoded(req, res, status, { 'content-type': type, 'cache-control': 'no-store', ...headers }, body);
    };
    const text = (status: number, body: string, headers: Record<string, string> = {}): void => send(status, 'text/plain; charset=utf-8', `${body}\n`, headers);
    const refuse = async (status: number, title: string, problems: readonly PostProblem[], fields: Readonly<Record<string, FieldValue>> = {}, close = false): Promise<void> => {
      try {
        await store.addRejected(status, problems, fields);
      } catch (error) {
        // The answer does not depend on keeping the refused post: the shopper still has the form.
        onProblem(`web-to-case: could not keep a refused post (${status}): ${messageOf(error)}`);
      }
      send(status, 'text/html; charset=utf-8', problemPage(status, title, problems), close ? { connection: 'close' } : {});
    };

    const method = req.method ?? 'GET';
    // `new URL(req.url, base)` threw on `//`, `//[`, `//:99999` and the service answered 503 "case store unavailable".
    const target = parseRequestTarget(req.url);
    if (!target.ok) return text(400, `Bad request: ${target.error}.`);
    const { pathname } = target.value;
    const allowed = ROUTES.get(pathname);
    if (!(SERVICE_METHODS as readonly string[]).includes(method)) return text(405, `${clip(method, 20)} is not a method this service answers.`, { allow: (allowed ?? SERVICE_METHODS).join(', ') });
    if (!allowed) return text(404, `No such route: ${method} ${clip(pathname)}`);
    if (!allowed.includes(method)) return text(405, `Use ${allowed.filter((m) => m !== 'HEAD').join(' or ')} on ${pathname}.`, { allow: allowed.join(', ') });

    switch (pathname) {
      case WEB_TO_CASE_PATH: {
        const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (type !== 'application/x-www-form-urlencoded') {
          req.resume();
          return refuse(415, 'Unsupported form encoding', [{ field: 'content-type', problem: `is ${clip(type || 'missing', 80)}; send application/x-www-form-urlencoded` }]);
        }
        const tooLarge = [{ field: 'body', problem: `is over ${MAX_BODY_BYTES} bytes` }];
        if (Number(req.headers['content-length']) > MAX_DRAIN_BYTES) return refuse(413, 'The request is too large', tooLarge, {}, true);
        const read = await readBody(req);
        if (read.kind === 'aborted') return void res.destroy();
        if (read.kind === 'too-large') return refuse(413, 'The request is too large', tooLarge, {}, read.close);
        const parsed = parseCasePost(new URLSearchParams(read.body), { returnHosts: options.returnHosts, checkCaptcha: captcha.check });
        if (!parsed.ok) return refuse(400, 'The case could not be created', parsed.problems, parsed.fields);
        // Stored (committed) before the answer: a redirect means the case exists.
        await store.addCase(parsed.value);
        captcha.consume(parsed.value.captchaToken);
        res.writeHead(303, { location: parsed.value.returnUrl, 'cache-control': 'no-store' });
        return void res.end();
      }
      case '/recaptcha/api.js':
        return send(200, 'text/javascript; charset=utf-8', widgetSource, { 'access-control-allow-origin': '*' });
      case '/recaptcha/token': {
        if (method === 'OPTIONS') return send(204, 'text/plain', '', { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST' });
        const { token, expiresAt } = captcha.issue();
        return send(200, 'application/json', JSON.stringify({ token, expiresInMs: captcha.ttlMs, expiresAt }), { 'access-control-allow-origin': '*' });
      }
      case '/cases':
        return send(200, 'application/json', JSON.stringify({ cases: await store.listCases(), rejected: await store.listRejected() }, null, 2));
      case '/health':
        return send(200, 'application/json', '{"ok":true,"service":"web-to-case"}');
      default:
        throw new Error(`route ${pathname} is listed but not handled`);
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res)
      .catch((error: unknown) => {
        const unavailable = error instanceof CaseStoreError;
        onProblem(`web-to-case: ${unavailable ? 'case store unavailable' : 'internal error'} on ${req.method} ${clip(req.url ?? '', 120)}: ${messageOf(error)}`);
        if (res.headersSent) return void res.destroy();
        // No redirect either way, so the shopper's browser keeps the form; say so plainly.
        writeEncoded(
          req,
          res,
          unavailable ? 503 : 500,
          { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...(unavailable ? { 'retry-after': '5' } : {}) },
          unavailable
            ? 'The case store is unavailable, send again: nothing was stored; go back and send the form again in a moment.\n'
            : 'The service failed on this request: nothing was stored; go back and send the form again.\n',
        );
      })
      .finally(() => options.onRequest?.(req.method ?? 'GET', req.url ?? '/', res.statusCode));
  });
  // Broken framing gets 400/431 and CONNECT 405 instead of a dropped socket.
  guardHttpServer(server, { allow: SERVICE_METHODS.join(', ') });

  return listenOnLoopback(server, options.host ?? '127.0.0.1', options.port ?? 4400);
}
