import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCaptchaTokens, type CaptchaTokens } from './captcha-tokens.ts';
import type { CaseStore } from './case-store.ts';
import { parseCasePost, type PostProblem } from './parse-case-post.ts';

/** The path production posts to; the local endpoint answers on the same one. */
export const WEB_TO_CASE_PATH = '/servlet/servlet.WebToCase';
/** Largest accepted post: a long description fits many times over. */
export const MAX_BODY_BYTES = 256 * 1024;

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
}

export interface WebToCaseServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const widgetSource = fs.readFileSync(new URL('./captcha-widget.js', import.meta.url), 'utf8');

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function problemPage(status: number, title: string, problems: readonly PostProblem[]): string {
  const items = problems.map((p) => `<li><code>${escapeHtml(p.field)}</code> ${escapeHtml(p.problem)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} ${escapeHtml(title)}</title></head>` +
    `<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>` +
    `<p>The case was not created. Nothing you sent was lost: go back, correct it and send it again.</p><ul>${items}</ul>` +
    `<p><a href="javascript:history.back()">Back to the form</a></p></body></html>`;
}

function readBody(req: http.IncomingMessage): Promise<{ ok: true; body: string } | { ok: false }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? { ok: false } : { ok: true, body: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', reject);
  });
}

/**
 * The local web-to-case service (DECISIONS.md: contact, captcha): the
 * form-encoded case endpoint, which stores every valid case in PostgreSQL
 * before it redirects to `retURL` (303) and refuses anything else with a
 * status and a page naming each problem; the captcha widget script and its
 * answers; and `GET /cases` to inspect what was stored.
 */
export async function startWebToCaseServer(options: WebToCaseServerOptions): Promise<WebToCaseServer> {
  const captcha = options.captcha ?? createCaptchaTokens();
  const { store } = options;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      res.end(body);
    };
    const refuse = async (status: number, title: string, problems: readonly PostProblem[], fields: Record<string, string | readonly string[]> = {}): Promise<void> => {
      await store.addRejected(status, problems, fields);
      send(status, 'text/html; charset=utf-8', problemPage(status, title, problems));
    };
    if (url.pathname === WEB_TO_CASE_PATH) {
      if (req.method !== 'POST') return send(405, 'text/plain; charset=utf-8', 'Use POST with a form-encoded body.\n', { allow: 'POST' });
      const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/x-www-form-urlencoded') {
        req.resume();
        return refuse(415, 'Unsupported form encoding', [{ field: 'content-type', problem: `is ${type || 'missing'}; send application/x-www-form-urlencoded` }]);
      }
      const read = await readBody(req);
      if (!read.ok) return refuse(413, 'The request is too large', [{ field: 'body', problem: `is over ${MAX_BODY_BYTES} bytes` }]);
      const parsed = parseCasePost(new URLSearchParams(read.body), { returnHosts: options.returnHosts, checkCaptcha: captcha.check });
      if (!parsed.ok) return refuse(400, 'The case could not be created', parsed.problems, parsed.fields);
      // Stored (committed) before the answer: a redirect means the case exists.
      await store.addCase(parsed.value);
      captcha.consume(parsed.value.captchaToken);
      res.writeHead(303, { location: parsed.value.returnUrl, 'cache-control': 'no-store' });
      return void res.end();
    }
    if (url.pathname === '/recaptcha/api.js' && req.method === 'GET') {
      return send(200, 'text/javascript; charset=utf-8', widgetSource, { 'access-control-allow-origin': '*' });
    }
    if (url.pathname === '/recaptcha/token') {
      if (req.method === 'OPTIONS') return send(204, 'text/plain', '', { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST' });
      if (req.method !== 'POST') return send(405, 'text/plain; charset=utf-8', 'Use POST.\n', { allow: 'POST' });
      const { token, expiresAt } = captcha.issue();
      return send(200, 'application/json', JSON.stringify({ token, expiresInMs: captcha.ttlMs, expiresAt }), { 'access-control-allow-origin': '*' });
    }
    if (url.pathname === '/cases' && req.method === 'GET') {
      return send(200, 'application/json', JSON.stringify({ cases: await store.listCases(), rejected: await store.listRejected() }, null, 2));
    }
    if (url.pathname === '/health') return send(200, 'application/json', '{"ok":true,"service":"web-to-case"}');
    return send(404, 'text/plain; charset=utf-8', `No such route: ${req.method} ${url.pathname}\n`);
  }

  const server = http.createServer((req, res) => {
    handle(req, res)
      .catch((error: unknown) => {
        // The store failed: no redirect, so the shopper's browser keeps the form; say so plainly.
        if (!res.headersSent) {
          res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
          res.end(`The case store is unavailable (${error instanceof Error ? error.message : String(error)}). Nothing was stored; go back and send again.\n`);
        } else res.destroy();
      })
      .finally(() => options.onRequest?.(req.method ?? 'GET', req.url ?? '/', res.statusCode));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4400, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}`,
    port,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
