import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createCaptchaTokens, type CaptchaTokens } from '../shared/captcha-tokens.ts';
import { guardHttpServer } from '../shared/guard-http-server.ts';
import { listenOnLoopback, type ListeningService } from '../shared/listen-on-loopback.ts';
import { parseRequestTarget } from '../shared/parse-request-target.ts';
import { writeEncoded } from '../shared/write-encoded.ts';
import { DuplicateEntryError, type EntryStore, type StoredEntry } from './entry-store.ts';
import { CAMPAIGN_ID, type Campaign } from './load-campaigns.ts';
import { parseEntryFields, publicName, type FieldProblem } from './parse-entry.ts';
import { MAX_PHOTO_BYTES, photoFileName, storePhoto } from './photo.ts';

/** Largest JSON entry (an answer, a name, an email, a token). */
export const MAX_JSON_BYTES = 64 * 1024;
/** Largest multipart entry: the photo and its fields. */
export const MAX_MULTIPART_BYTES = MAX_PHOTO_BYTES + 256 * 1024;
/** Most published entries one page lists. */
export const MAX_LIMIT = 100;

export interface EntriesServerOptions {
  readonly store: EntryStore;
  readonly campaigns: ReadonlyMap<string, Campaign>;
  /** @default createCaptchaTokens() */
  readonly captcha?: CaptchaTokens;
  /** @default Date.now */
  readonly clock?: () => number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** 0 picks a free port. @default 4240 */
  readonly port?: number;
  /** Called for every request (status known). */
  readonly onRequest?: (method: string, url: string, status: number) => void;
  /** One line when something fails inside the service. @default writes to stderr */
  readonly onProblem?: (line: string) => void;
}

export type EntriesServer = ListeningService;

const SERVICE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
const ENTRIES_PATH = /^\/v1\/campaigns\/([^/]+)\/entries$/;
const PHOTO_PATH = /^\/v1\/photos\/([0-9a-f-]{36}-\d{2,4}\.webp)$/;
const widgetSource = fs.readFileSync(new URL('../shared/captcha-widget.js', import.meta.url), 'utf8');
const CORS = { 'access-control-allow-origin': '*' } as const;
const clip = (s: string, n = 120): string => (s.length > n ? `${s.slice(0, n)}…` : s);
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

type BodyRead = { readonly kind: 'body'; readonly body: Buffer } | { readonly kind: 'too-large' } | { readonly kind: 'aborted' };

/** Reads at most `limit` bytes; a larger body is drained (so the client reads the 413) up to 4× the limit, then cut. */
function readBody(req: http.IncomingMessage, limit: number): Promise<BodyRead> {
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
      if (size <= limit) chunks.push(chunk);
      else if (size > 4 * limit) {
        req.pause();
        settle({ kind: 'too-large' });
      }
    });
    req.on('end', () => settle(size > limit ? { kind: 'too-large' } : { kind: 'body', body: Buffer.concat(chunks) }));
    req.on('error', () => settle({ kind: 'aborted' }));
    req.on('close', () => settle({ kind: 'aborted' }));
  });
}

/** The published form of an entry: first name and initial, the photo's widths as URLs; never the email. */
function publishedEntry(entry: StoredEntry, base: string): Record<string, unknown> {
  const photo = entry.photo;
  return {
    id: entry.id,
    name: publicName(entry.name),
    createdAt: entry.createdAt,
    ...(photo
      ? {
          photo: {
            width: photo.width,
            height: photo.height,
            sources: photo.widths.map((w) => ({ width: w, url: `${base}/v1/photos/${photoFileName(entry.id, w)}` })),
          },
        }
      : {}),
  };
}

const intParam = (query: URLSearchParams, name: string, fallback: number, max: number): number | FieldProblem => {
  const raw = query.get(name);
  if (raw === null) return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) > max) return { field: 'body', message: `${name} must be a whole number from 0 to ${max}` };
  return Number(raw);
};

/**
 * The local raffle and contest entries service: `POST /v1/campaigns/<id>/entries` (JSON, or multipart with a
 * photo) stores one entry per email and campaign and answers 201 with its id, 409 for a second entry of an email,
 * 400 naming each field's problem, 410 after the campaign's end; `GET` lists the published entries (first name and
 * initial, photo widths) and `/v1/photos/…` serves the photos. It also serves the captcha widget and its one-time
 * answers, checked as the web-to-case service checks them. No request stops it: bad input gets a 4xx.
 */
export async function startEntriesServer(options: EntriesServerOptions): Promise<EntriesServer> {
  const captcha = options.captcha ?? createCaptchaTokens();
  const clock = options.clock ?? Date.now;
  const { store, campaigns } = options;
  const onProblem = options.onProblem ?? ((line: string) => void process.stderr.write(`${line}\n`));
  let base = '';

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void => {
      // Text answers (JSON, the widget script) are encoded by Accept-Encoding, photos go as they are: write-encoded.ts.
      writeEncoded(req, res, status, { 'content-type': type, 'cache-control': 'no-store', ...CORS, ...headers }, body);
    };
    const json = (status: number, body: unknown, headers: Record<string, string> = {}): void => send(status, 'application/json; charset=utf-8', `${JSON.stringify(body)}\n`, headers);
    const fail = (status: number, code: string, message: string, errors?: readonly FieldProblem[], headers: Record<string, string> = {}): void =>
      json(status, { error: { status, code, message }, ...(errors ? { errors } : {}) }, headers);

    const method = req.method ?? 'GET';
    const target = parseRequestTarget(req.url);
    if (!target.ok) return fail(400, 'bad-request', `Bad request: ${target.error}.`);
    const { pathname, query } = target.value;
    if (!(SERVICE_METHODS as readonly string[]).includes(method)) return fail(405, 'method', `${clip(method, 20)} is not a method this service answers.`, undefined, { allow: SERVICE_METHODS.join(', ') });
    const only = (...allowed: string[]): boolean => {
      if (allowed.includes(method) || (method === 'HEAD' && allowed.includes('GET'))) return true;
      fail(405, 'method', `Use ${allowed.join(' or ')} on ${clip(pathname)}.`, undefined, { allow: allowed.join(', ') });
      return false;
    };

    if (pathname === '/health') return only('GET') ? json(200, { ok: true, service: 'entries', campaigns: [...campaigns.keys()] }) : undefined;
    if (pathname === '/recaptcha/api.js') return only('GET') ? send(200, 'text/javascript; charset=utf-8', widgetSource) : undefined;
    if (pathname === '/recaptcha/token') {
      if (!only('POST', 'OPTIONS')) return undefined;
      if (method === 'OPTIONS') return send(204, 'text/plain', '', { 'access-control-allow-methods': 'POST' });
      const { token, expiresAt } = captcha.issue();
      return json(200, { token, expiresInMs: captcha.ttlMs, expiresAt });
    }
    const photo = PHOTO_PATH.exec(pathname);
    if (photo) {
      if (!only('GET')) return undefined;
      const file = path.join(store.photoDir, photo[1] ?? '');
      let bytes: Buffer;
      try {
        bytes = await fs.promises.readFile(file);
      } catch {
        return fail(404, 'not-found', 'No such photo.');
      }
      return send(200, 'image/webp', bytes, { 'cache-control': 'public, max-age=31536000, immutable', 'cross-origin-resource-policy': 'cross-origin' });
    }
    const entries = ENTRIES_PATH.exec(pathname);
    if (!entries) return fail(404, 'not-found', `No such route: ${clip(method, 20)} ${clip(pathname)}`);
    if (!only('GET', 'POST', 'OPTIONS')) return undefined;
    // Campaign ids are plain a-z, 0-9 and hyphens: anything else (encoded or not) names no campaign, undecoded.
    const id = entries[1] ?? '';
    const campaign = CAMPAIGN_ID.test(id) ? campaigns.get(id) : undefined;
    if (method === 'OPTIONS') return send(204, 'text/plain', '', { 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' });
    if (!campaign) {
      req.resume();
      return fail(404, 'unknown-campaign', `There is no campaign ${JSON.stringify(clip(id, 64))}.`);
    }

    if (method === 'GET' || method === 'HEAD') {
      const limit = intParam(query, 'limit', 24, MAX_LIMIT);
      const offset = intParam(query, 'offset', 0, 1_000_000);
      const bad = [limit, offset].filter((p): p is FieldProblem => typeof p === 'object');
      if (bad.length > 0) return fail(400, 'bad-query', bad.map((p) => p.message).join('; '), bad);
      // Newest first: a new entry appears at the top of the gallery.
      const all = store.list(campaign.id).filter((e) => !campaign.photo || e.photo !== undefined).toReversed();
      const page = all.slice(offset as number, (offset as number) + (limit as number));
      return json(200, { campaign: { id: campaign.id, endsAt: new Date(campaign.endsAt).toISOString() }, total: all.length, limit, offset, entries: page.map((e) => publishedEntry(e, base)) }, { 'cache-control': 'no-cache' });
    }

    // POST
    if (clock() >= campaign.endsAt) {
      req.resume();
      return fail(410, 'campaign-ended', `The campaign ${campaign.id} ended on ${new Date(campaign.endsAt).toISOString()}; entries are closed.`);
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const wanted = campaign.photo ? 'multipart/form-data' : 'application/json';
    if (type !== 'application/json' && type !== 'multipart/form-data') {
      req.resume();
      return fail(415, 'unsupported-type', `Send ${wanted} (got ${clip(type || 'no content-type', 60)}).`);
    }
    const limit = type === 'application/json' ? MAX_JSON_BYTES : MAX_MULTIPART_BYTES;
    if (Number(req.headers['content-length']) > 4 * limit) return fail(413, 'too-large', `The entry is larger than ${limit} bytes.`, [{ field: 'body', message: `is larger than ${limit} bytes` }], { connection: 'close' });
    const read = await readBody(req, limit);
    if (read.kind === 'aborted') return void res.destroy();
    if (read.kind === 'too-large') return fail(413, 'too-large', `The entry is larger than ${limit} bytes.`, [{ field: campaign.photo ? 'photo' : 'body', message: `is larger than ${limit} bytes` }], { connection: 'close' });

    let fields: Record<string, unknown>;
    let upload: Uint8Array | undefined;
    if (type === 'application/json') {
      try {
        const parsed: unknown = JSON.parse(read.body.toString('utf8'));
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        fields = parsed as Record<string, unknown>;
      } catch {
        return fail(400, 'bad-body', 'The body is not a JSON object.', [{ field: 'body', message: 'is not a JSON object' }]);
      }
    } else {
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(read.body), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
      } catch {
        return fail(400, 'bad-body', 'The body is not valid multipart/form-data.', [{ field: 'body', message: 'is not valid multipart/form-data' }]);
      }
      fields = {};
      for (const [key, value] of form) {
        if (typeof value === 'string') fields[key] = value;
        else if (key === 'photo') upload = new Uint8Array(await value.arrayBuffer());
      }
    }

    const parsed = parseEntryFields(fields, captcha.check);
    const problems: FieldProblem[] = parsed.ok ? [] : [...parsed.problems];
    if (campaign.photo && (upload === undefined || upload.length === 0)) problems.push({ field: 'photo', message: 'is required: choose a JPEG, PNG or WebP picture' });
    if (!parsed.ok || problems.length > 0) return fail(400, 'invalid-entry', `The entry was not stored: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}.`, problems);
    const value = parsed.value;
    const alreadyEntered = (): void => fail(409, 'already-entered', 'This email address has already entered this campaign: one entry per person.', [{ field: 'email', message: 'has already entered this campaign' }]);
    if (store.has(campaign.id, value.email)) return alreadyEntered();

    const entryId = randomUUID();
    let stored: StoredEntry['photo'];
    if (campaign.photo && upload) {
      const written = await storePhoto(upload, entryId, store.photoDir);
      if ('problem' in written) return fail(400, 'invalid-entry', `The entry was not stored: photo ${written.problem}.`, [{ field: 'photo', message: written.problem }]);
      stored = written;
    }
    const now = new Date(clock()).toISOString();
    try {
      store.add({ id: entryId, campaignId: campaign.id, email: value.email, name: value.name, answer: value.answer, consentAt: now, createdAt: now, ...(stored ? { photo: stored } : {}) });
    } catch (error) {
      if (error instanceof DuplicateEntryError) return alreadyEntered();
      throw error;
    }
    captcha.consume(value.captchaToken);
    return json(201, { id: entryId, campaignId: campaign.id }, { location: `/v1/campaigns/${campaign.id}/entries/${entryId}` });
  }

  const server = http.createServer((req, res) => {
    handle(req, res)
      .catch((error: unknown) => {
        onProblem(`entries: failed on ${req.method} ${clip(req.url ?? '')}: ${messageOf(error)}`);
        if (res.headersSent) return void res.destroy();
        writeEncoded(req, res, 503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5', ...CORS }, `${JSON.stringify({ error: { status: 503, code: 'unavailable', message: 'The entry could not be stored; nothing was kept. Send it again in a moment.' } })}\n`);
      })
      .finally(() => options.onRequest?.(req.method ?? 'GET', req.url ?? '/', res.statusCode));
  });
  guardHttpServer(server, { allow: SERVICE_METHODS.join(', ') });

  const service = await listenOnLoopback(server, options.host ?? '127.0.0.1', options.port ?? 4240);
  base = service.url;
  return service;
}
