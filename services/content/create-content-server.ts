/**
 * The local content service: Storyblok's Content Delivery API v2 (`/v2/cdn/stories`,
 * `/v2/cdn/stories/{full_slug}`, `/v2/cdn/spaces/me`) over the story files of every brand, and the image
 * service (`/f/<space>/<W>x<H>/<hash>/<file>[/m/<operations>]`) resized with sharp. One space per brand;
 * the token picks it. See README.md for the contract.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerStories, spaceForToken, UNAUTHORIZED, type ContentReply, type SpaceTokens } from './answer-stories.ts';
import { brandDefaultLanguages } from './brand-default-languages.ts';
import { createFaultState, parseContentFaults, type ContentFaults } from './content-faults.ts';
import { parseImageOperations } from './image/parse-image-operations.ts';
import { transformImage, type TransformedImage } from './image/transform-image.ts';
import { loadContentStore, type ContentStore } from './load-content-store.ts';
import { loadKeptContentStore } from './kept-content-store.ts';
import { createLruCache } from './create-lru-cache.ts';
import { guardHttpServer } from '../shared/guard-http-server.ts';
import { parseRequestTarget } from '../shared/parse-request-target.ts';
import { writeEncoded } from '../shared/write-encoded.ts';

export interface ContentServiceOptions {
  /** Folder with one subfolder per brand. */
  readonly contentDir: string;
  /** @default 0 (any free port) */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** Tokens per brand. @default `<brand>-public` / `<brand>-preview` */
  readonly tokens?: SpaceTokens;
  /** Default language per brand. @default from brand config (`defaultLanguageTag`) */
  readonly defaultLanguages?: Readonly<Record<string, string>>;
  /** Origin written into asset URLs (the build points them at the service `pnpm start` runs). @default the service's own URL */
  readonly assetBaseUrl?: string;
  /**
   * Folder where the loaded content is kept between runs, found again by the files' identities and the options
   * (kept-content-store.ts). @default none: the files are read at every start
   */
  readonly storeCache?: string;
  /** Resolved relations/links per answer before `rel_uuids`/`link_uuids`. @default 50 */
  readonly resolveLimit?: number;
  /** @default none */
  readonly faults?: ContentFaults;
  /** Called for every request (tests count them). */
  readonly onRequest?: (request: { readonly method: string; readonly path: string; readonly query: URLSearchParams; readonly status: number }) => void;
}

/** A running service. */
export interface ContentService {
  /** `http://127.0.0.1:PORT`; the API is under `/v2`. */
  readonly url: string;
  readonly port: number;
  readonly store: ContentStore;
  setFaults(faults: ContentFaults): void;
  /** Re-reads the files (the cache version changes when they did). */
  reload(): Promise<ContentStore>;
  close(): Promise<void>;
}

const ALLOW = 'GET, HEAD, OPTIONS';
/** The fault-control body is a few numbers; anything longer is not one. */
const MAX_CONTROL_BODY = 64 * 1024;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
  'access-control-expose-headers': 'per-page, total',
};

/** Starts the service; resolves once it listens and the files are loaded. */
export async function startContentService(o: ContentServiceOptions): Promise<ContentService> {
  const faults = createFaultState(o.faults);
  const tokens = o.tokens ?? {};
  const images = createLruCache<string, TransformedImage>(256);
  const rasters = createLruCache<string, Promise<Buffer>>(64);
  /** A drawing's raster twin: the SVG drawn at its own size as a JPEG original (see `AssetFile`), drawn once. */
  const rasterOriginal = (file: string, size: { readonly width: number; readonly height: number }): Promise<Buffer> => {
    const cached = rasters.get(file);
    if (cached) return cached;
    const drawn = sharp(fs.readFileSync(file)).resize(size.width, size.height).flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    rasters.set(file, drawn);
    // A drawing sharp cannot draw fails this request (500 naming it) and is tried again next time, not cached.
    drawn.catch(() => rasters.delete(file));
    return drawn;
  };
  let store: ContentStore = { spaces: new Map(), problems: [] };
  let url = '';

  // Storyblok's CDN encodes its answers by Accept-Encoding; so does this service (shared/write-encoded.ts).
  const reply = (req: http.IncomingMessage, res: http.ServerResponse, r: ContentReply): number => {
    writeEncoded(req, res, r.status, { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...r.headers }, JSON.stringify(r.body));
    return r.status;
  };

  async function image(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<number> {
    const m = /^\/f\/(\d+)\/\d+x\d+\/[0-9a-f]+\/(.+?)(?:\/m(\/.*)?)?$/.exec(pathname);
    const space = m ? [...store.spaces.values()].find((s) => s.id === Number(m[1])) : undefined;
    const asset = m && space ? space.assets.get(decodeOrNull(m[2] ?? '') ?? '') : undefined;
    if (!m || !asset) return reply(req, res, { status: 404, body: { error: 'Not Found' } });
    const original = asset.raster ? await rasterOriginal(asset.file, asset.raster) : fs.readFileSync(asset.file);
    const transformed = pathname.includes('/m/') || pathname.endsWith('/m');
    if (!transformed) {
      // An SVG original is encoded like any text answer; rasters go as they are.
      writeEncoded(req, res, 200, { ...CORS, 'content-type': asset.raster ? 'image/jpeg' : contentTypeOf(asset.file), 'cache-control': 'public, max-age=31536000, immutable' }, original);
      return 200;
    }
    const ops = parseImageOperations(m[3] ?? '');
    if (!ops.ok) return reply(req, res, { status: 400, body: { error: ops.error } });
    const accept = req.headers.accept ?? '';
    const key = `${pathname}|${ops.value.format === undefined && accept.includes('image/webp') ? 'webp' : ''}`;
    const out = images.get(key) ?? (await transformImage(original, ops.value, accept));
    images.set(key, out);
    writeEncoded(req, res, 200, { ...CORS, 'content-type': out.contentType, 'cache-control': 'public, max-age=31536000, immutable', vary: 'accept' }, out.body);
    return 200;
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, query: URLSearchParams): Promise<number> {
    const fault = faults.next();
    if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    if (fault.kind === 'status') return reply(req, res, { status: fault.status, body: fault.body });
    if (pathname === '/v2/cdn/spaces/me') {
      const access = spaceForToken(store, tokens, query.get('token'));
      if (!access) return reply(req, res, UNAUTHORIZED);
      const { space } = access;
      return reply(req, res, { status: 200, body: { space: { id: space.id, name: space.brand, domain: url, version: space.cv, language_codes: [...space.languages.keys()].filter((l) => l !== space.defaultLanguage) } } });
    }
    const stories = /^\/v2\/cdn\/stories(?:\/(.*))?$/.exec(pathname);
    if (!stories) return reply(req, res, { status: 404, body: ['This record could not be found'] });
    return reply(req, res, answerStories({ store, tokens, rest: stories[1] ?? '', query, ...(o.resolveLimit === undefined ? {} : { resolveLimit: o.resolveLimit }) }));
  }

  async function control(req: http.IncomingMessage, res: http.ServerResponse): Promise<number> {
    let body = '';
    for await (const chunk of req) {
      body += String(chunk);
      if (body.length > MAX_CONTROL_BODY) {
        res.setHeader('connection', 'close');
        return reply(req, res, { status: 413, body: { error: `faults must be at most ${MAX_CONTROL_BODY} bytes` } });
      }
    }
    let parsed: ContentFaults | undefined;
    try {
      parsed = parseContentFaults(JSON.parse(body || '{}'));
    } catch {
      parsed = undefined;
    }
    if (!parsed) return reply(req, res, { status: 400, body: { error: 'faults must look like {"rateLimitBurst":3,"errorCount":0,"errorStatus":503,"latencyMs":0}' } });
    faults.set(parsed);
    return reply(req, res, { status: 200, body: parsed });
  }

  /** Reports a request to the caller; the caller's own failure must not fail the answer or the service. */
  const report = (method: string, path: string, query: URLSearchParams, status: number): void => {
    try {
      o.onRequest?.({ method, path, query, status });
    } catch {
      // ignored on purpose
    }
  };

  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const target = parseRequestTarget(req.url);
    if (!target.ok) {
      // Not even a path: answered like any other bad request, in Storyblok's error shape.
      const status = reply(req, res, { status: 400, body: { error: `Bad Request: ${target.error}` } });
      return report(method, req.url ?? '', new URLSearchParams(), status);
    }
    const { pathname, query } = target.value;
    const handle = async (): Promise<number> => {
      if (method === 'OPTIONS') {
        res.writeHead(204, CORS);
        res.end();
        return 204;
      }
      if (pathname === '/__control/faults' && method === 'POST') return control(req, res);
      if (method !== 'GET' && method !== 'HEAD') return reply(req, res, { status: 405, body: { error: 'Method Not Allowed' }, headers: { allow: ALLOW } });
      if (pathname.startsWith('/f/')) return image(req, res, pathname);
      if (pathname.startsWith('/v2/')) return api(req, res, pathname, query);
      return reply(req, res, { status: 404, body: { error: 'Not Found' } });
    };
    handle().then(
      (status) => report(method, pathname, query, status),
      (error: unknown) => {
        // A bug: 500 for this request, and the service goes on serving.
        if (!res.headersSent) reply(req, res, { status: 500, body: { error: error instanceof Error ? error.message : String(error) } });
        else res.destroy();
        report(method, pathname, query, 500);
      },
    );
  });
  guardHttpServer(server, { allow: ALLOW });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://${o.host ?? '127.0.0.1'}:${port}`;
  const load = async (): Promise<ContentStore> => {
    const options = { contentDir: o.contentDir, defaultLanguages: o.defaultLanguages ?? brandDefaultLanguages(), assetBaseUrl: o.assetBaseUrl ?? url };
    store = o.storeCache === undefined ? await loadContentStore(options) : await loadKeptContentStore(options, o.storeCache);
    return store;
  };
  try {
    await load();
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    url,
    port,
    get store() {
      return store;
    },
    setFaults: (f) => faults.set(f),
    reload: load,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function contentTypeOf(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return ({ jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', svg: 'image/svg+xml', avif: 'image/avif' } as Record<string, string>)[ext] ?? 'application/octet-stream';
}
