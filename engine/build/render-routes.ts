import type { Json } from '../shared/json.ts';
import type { PageData } from '../shared/page-data-schema.ts';
import type { PageRoute, SiteDefinition, StaticQueryRef } from '../site/define-site.ts';
import type { PageRuntime } from '../react/page-context.tsx';
import type { AlternateLink } from '../routes/create-route-manifest.ts';
import { engineError, serializeError } from '../shared/errors-catalogue.ts';
import { htmlFilePath, pageDataSegment } from '../shared/page-data-url.ts';
import { renderPage } from '../render/render-page.ts';
import { assetsFor, type ClientManifest } from './client-manifest.ts';
import { runQueue } from './run-queue.ts';
import { checkWrittenPage, type PageCheckRecorder } from './page-checks.ts';
import { hashBytes, hashParts, rebuildReason, restoreFiles, sameInputs, type CacheRecorder, type CachedFile, type PageCacheEntry, type PageInputHashes, type RebuildReason } from './page-cache.ts';

/** Writes output files; the threaded and the sync writer both fit. */
export interface PageWriter {
  write(rel: string, content: readonly Buffer[] | string): Promise<void>;
  close(): Promise<{ bytes: number; files: number }>;
}

/**
 * Everything rendering a page needs besides the page itself, computed once
 * per build on the main thread and handed to render threads as data.
 */
export interface RenderInputs {
  readonly client: ClientManifest;
  readonly buildHash: string;
  readonly chunkSize: number;
  readonly concurrency: number;
  /** Static-query results by `name\u0000scope`. */
  readonly staticQueries: ReadonlyMap<string, { readonly hash: string; readonly data: Json }>;
  /** Slice data by slice name. */
  readonly slices: ReadonlyMap<string, { readonly data: Json }>;
  /** hreflang alternates by route path (absent: none). */
  readonly alternates: ReadonlyMap<string, readonly AlternateLink[]>;
  /** Absolute URL of a path (canonical). */
  readonly origin: string;
  /** The build cache, when on: pages whose inputs are unchanged are taken from the previous output. @default off */
  readonly cache?: RenderCache;
  /**
   * A counter shared by the render threads, which all get every route and each take the next one unclaimed: no
   * thread waits with its share done while another still has pages (a thread that started late, a slower one).
   * @default none: this thread renders all of `routes`
   */
  readonly claim?: Int32Array;
  /** Where the site's `checkPage` results of this thread's rendered pages go. @default not checked */
  readonly checks?: PageCheckRecorder;
}

/** What a render thread needs of the build cache. */
export interface RenderCache {
  /** The previous build's entries of this thread's pages. */
  readonly previous: ReadonlyMap<string, PageCacheEntry>;
  /** Where the previous build's files are. */
  readonly sourceDir: string;
  /** Where this build writes (links go here). */
  readonly outDir: string;
  /** Hash of the engine's cache format, the client bundle and the site's code. */
  readonly code: string;
  /** Filled as pages complete. */
  readonly recorder: CacheRecorder;
}

export const staticQueryKey = (ref: StaticQueryRef): string => `${ref.name}\u0000${ref.scope}`;

/**
 * Loads, renders and writes `routes` with at most `concurrency` pages in
 * flight, calling `onPage` after each page is handed to the writer. Fails
 * with a catalogue error naming the page whose data or render failed.
 */
export async function renderRoutes(site: SiteDefinition, inputs: RenderInputs, routes: readonly PageRoute[], writer: PageWriter, onPage: () => void): Promise<void> {
  const sliceHashes = new Map<string, string>();
  const sliceHash = (name: string): string => {
    let h = sliceHashes.get(name);
    if (h === undefined) {
      h = hashParts(JSON.stringify(inputs.slices.get(name)?.data ?? null));
      sliceHashes.set(name, h);
    }
    return h;
  };
  const claim = inputs.claim;
  let own = 0;
  const take = (): { item: PageRoute; index: number } | null => {
    const index = claim ? Atomics.add(claim, 0, 1) : own++;
    return index < routes.length ? { item: routes[index]!, index } : null;
  };
  await runQueue(take, inputs.concurrency, async (route) => {
    let loaded;
    try {
      loaded = await site.loadPage(route);
    } catch (error) {
      throw engineError('PageLoadFailed', route.path, serializeError(error).message);
    }
    const { head, pageData, runtime } = preparePage(site, inputs, route, loaded);
    const pageDataJson = JSON.stringify(pageData);
    const headTags = site.headTags || loaded.headHtml ? `${site.headTags?.(route) ?? ''}${loaded.headHtml ?? ''}` : undefined;
    const cache = inputs.cache;
    let hashes: PageInputHashes | null = null;
    let reason: RebuildReason = 'no cache';
    if (cache) {
      hashes = {
        code: cache.code,
        build: inputs.buildHash,
        // The site's head tags for the route; the page's own head HTML (JSON-LD of its data) counts as page data.
        route: hashParts(JSON.stringify(route), JSON.stringify(head.alternates), site.headTags?.(route) ?? ''),
        shared: hashParts(...pageData.staticQueryHashes, ...Object.entries(route.slices ?? {}).map(([slot, ref]) => `${slot}=${sliceHash(ref.name)}`)),
        data: hashParts(pageDataJson, headTags ?? ''),
      };
      const previous = cache.previous.get(route.path);
      reason = rebuildReason(previous?.inputs, hashes);
      if (previous && sameInputs(previous.inputs, hashes)) {
        const restored = restoreFiles(previous.files, cache.sourceDir, cache.outDir);
        if (restored.ok) {
          cache.recorder.entries[route.path] = previous;
          cache.recorder.reused += 1;
          onPage();
          return;
        }
        reason = restored.reason;
        cache.recorder.warnings.push(`${route.path}: ${restored.detail}; rendered anew`);
      }
    }
    let rendered;
    try {
      rendered = await renderPage({
        site,
        pageData,
        runtime,
        assets: assetsFor(inputs.client, route.component, route.serverOnly === true),
        ...(headTags === undefined ? {} : { headTags }),
        chunkSize: inputs.chunkSize,
        pageDataJson,
      });
    } catch (error) {
      throw engineError('PageRenderFailed', route.path, serializeError(error).message);
    }
    // Checked while this thread holds the HTML, before the writer takes its chunks: no file is read again later.
    if (inputs.checks) checkWrittenPage(site, inputs.checks, route.path, rendered.html);
    const segment = pageDataSegment(route.path);
    const files: [string, string | Buffer[]][] = [[`page-data/${segment}/page-data.json`, rendered.pageDataJson]];
    if (rendered.rscJson) files.push([`page-data/${segment}/page-data-rsc.json`, rendered.rscJson]);
    files.push([htmlFilePath(route.path), rendered.html]);
    const cached: CachedFile[] = [];
    for (const [rel, content] of files) {
      // Hashed before the write: the writer hands chunk buffers back to the render pool.
      if (cache) cached.push({ rel, sha: hashBytes(content), size: typeof content === 'string' ? Buffer.byteLength(content) : content.reduce((n, c) => n + c.length, 0) });
      await writer.write(rel, content);
    }
    if (cache && hashes) {
      cache.recorder.entries[route.path] = { kind: route.kind ?? route.component, inputs: hashes, files: cached };
      cache.recorder.rebuilt.push({ path: route.path, kind: route.kind ?? route.component, reason });
    }
    onPage();
  });
}

/** A loaded page as the renderer takes it: its page data (the file) and the runtime its components read. */
export interface PreparedPage {
  readonly head: PageData['head'];
  readonly pageData: PageData;
  readonly runtime: PageRuntime;
}

/** Page data and runtime of a loaded page (shared by the build and the render floor bench). */
export function preparePage(site: SiteDefinition, inputs: Pick<RenderInputs, 'origin' | 'alternates' | 'staticQueries' | 'slices' | 'buildHash'>, route: PageRoute, loaded: Awaited<ReturnType<SiteDefinition['loadPage']>>): PreparedPage {
  const origin = inputs.origin.replace(/\/$/, '');
  const head = {
    title: loaded.head.title,
    ...(loaded.head.description ? { description: loaded.head.description } : {}),
    ...(loaded.head.robots ? { robots: loaded.head.robots } : {}),
    lang: route.lang,
    canonical: `${origin}${route.path}`,
    alternates: [...(inputs.alternates.get(route.path) ?? [])],
  };
  const sqRefs = route.staticQueries ?? [];
  const query = (ref: StaticQueryRef): { hash: string; data: Json } => {
    const found = inputs.staticQueries.get(staticQueryKey(ref));
    if (!found) throw new Error(`Static query ${ref.name}/${ref.scope} was not loaded for ${route.path}`);
    return found;
  };
  const pageData: PageData = {
    componentChunkName: route.component,
    path: route.path,
    result: { data: loaded.data, pageContext: { ...route.context } },
    staticQueryHashes: sqRefs.map((ref) => query(ref).hash),
    staticQueryNames: sqRefs.map((ref) => ref.name),
    slicesMap: Object.fromEntries(Object.entries(route.slices ?? {}).map(([slot, ref]) => [slot, ref.name])),
    ...(route.matchPath ? { matchPath: route.matchPath } : {}),
    webpackCompilationHash: inputs.buildHash,
    head,
    ...(route.serverOnly ? { serverOnly: true } : {}),
  };
  const runtime: PageRuntime = {
    staticQueries: Object.fromEntries(sqRefs.map((ref) => [ref.name, query(ref).data])),
    slices: Object.fromEntries(
      Object.entries(route.slices ?? {}).map(([slot, ref]) => [slot, { component: ref.component, data: inputs.slices.get(ref.name)?.data ?? null, sliceContext: ref.context }]),
    ),
    sliceComponents: site.slices ?? {},
    page: { path: route.path, data: loaded.data, head, pageContext: pageData.result.pageContext ?? {} },
  };
  return { head, pageData, runtime };
}
