import fs from 'node:fs';
import path from 'node:path';
import type { Json } from '../shared/json.ts';
import type { ExtraFile, PageRoute, SiteDefinition, SliceRef } from '../site/define-site.ts';
import { engineError } from '../shared/errors-catalogue.ts';
import { checkHreflangReciprocity, createRouteManifest, type AlternateLink } from '../routes/create-route-manifest.ts';
import { RENDER_CHUNK_SIZE } from '../render/chunked-sink.ts';
import { contentHash } from './build-hash.ts';
import { checkSitemapUrls } from './check-sitemaps.ts';
import { assetsFor, EMPTY_CLIENT_MANIFEST, firstLoadJs, type ClientManifest } from './client-manifest.ts';
import { createPageWriter } from './create-page-writer.ts';
import { renderRoutes, staticQueryKey, type RenderInputs } from './render-routes.ts';
import { startRenderWorker, type RenderWorker, type SiteModule } from './render-threads.ts';
import type { BuildProgress } from './progress.ts';
import { renderRobots, renderSitemap, renderSitemapIndex, sitemapFileName, SITEMAP_INDEX_FILE, type SitemapGroup } from './sitemaps.ts';
import type { BuildReport } from './build-report.ts';
import { checkCachedFile, createCacheRecorder, hashBytes, hashParts, linkOrCopy, loadPageCache, PAGE_CACHE_FORMAT, savePageCache, summariseCache, type CachedFile, type CacheRecorder, type PageCacheEntry, type PageCacheManifest, withFileIds } from './page-cache.ts';
import type { RenderWorkerResult } from './render-threads.ts';
import { createPageCheckRecorder, mergePageChecks, type PageCheckRecorder } from './page-checks.ts';

export interface BuildSiteOptions {
  readonly site: SiteDefinition;
  /** Output folder. Client assets may already be in it; pages are added beside them. */
  readonly outDir: string;
  /**
   * The client build. @default no client JavaScript
   * A promise lets the crawl run while the client is still being bundled: it is awaited after the crawl, before
   * anything is written to `outDir` (the bundler may still be writing there until then).
   */
  readonly client?: ClientManifest | PromiseLike<ClientManifest>;
  /** Pages loaded and rendered at once (data loading overlaps rendering). @default 8 */
  readonly concurrency?: number;
  /** Bytes per HTML write. @default 12800 */
  readonly chunkSize?: number;
  /** Write sitemaps and robots.txt. @default true */
  readonly sitemaps?: boolean;
  /**
   * Where files are written: `threads` hands them to a writer thread (another
   * starts only if it falls behind) while the thread renders; `sync` writes inline.
   * With one render thread the writer thread frees it for rendering; with
   * several, both cores already render and writing inline costs less memory.
   * Measured in bench/RESULTS.md. @default 'threads' with one render thread, else 'sync'
   */
  readonly writer?: 'threads' | 'sync';
  /** Most writer threads per render thread when `writer` is `threads`. @default 2 */
  readonly writerThreads?: number;
  /**
   * Threads rendering pages, the main thread included. More than one needs
   * `siteModule`, since a thread must import the site itself. @default 1
   */
  readonly renderThreads?: number;
  /** Where render threads import the site from (normally the site's server bundle). @default none */
  readonly siteModule?: SiteModule;
  /** Fewest pages per render thread: small sites render on the main thread only. @default 500 */
  readonly minPagesPerThread?: number;
  /** Called as pages complete. @default none */
  readonly onProgress?: (progress: BuildProgress) => void;
  /** Clock in milliseconds, injectable for tests. @default performance.now */
  readonly now?: () => number;
  /** Incremental builds: reuse every page whose inputs did not change (see page-cache.ts). @default off */
  readonly cache?: BuildCacheOptions;
}

/** The build cache's options. */
export interface BuildCacheOptions {
  /** Folder of the cache's manifest (outside the output folder). */
  readonly dir: string;
  /** The folder the output is published into once the build succeeded (a staging build's final name). @default outDir */
  readonly publishDir?: string;
  /** Version of the site's server-side code (a hash of its server bundle): a change rebuilds every page. @default '' */
  readonly codeVersion?: string;
  /** Stores the new manifest; a caller that publishes later (after checks, a folder swap) saves it then. @default savePageCache into `dir` now */
  readonly save?: (manifest: PageCacheManifest) => void;
  /** Warnings (a corrupt entry, an unreadable cache). @default console.warn */
  readonly warn?: (line: string) => void;
}

/**
 * Builds a static site: crawl → static data → load and render every page →
 * sitemaps and checks. Returns the build report (with what the site's
 * `checkPage` found on the pages it rendered); writes no timing into the
 * output, so identical input gives an identical folder.
 */
export async function buildSite(o: BuildSiteOptions): Promise<BuildReport> {
  // Render threads start now and import the site while the main thread crawls (startRenderWorker says why); those the
  // page count does not need, and all of them on a failure, are stopped.
  const ahead = o.siteModule ? Array.from({ length: Math.max(1, o.renderThreads ?? 1) - 1 }, () => startRenderWorker(o.siteModule!)) : [];
  try {
    return await buildWith(o, ahead);
  } finally {
    for (const w of ahead) w.stop();
  }
}

async function buildWith(o: BuildSiteOptions, ahead: readonly RenderWorker[]): Promise<BuildReport> {
  const now = o.now ?? (() => performance.now());
  const { site } = o;
  const phases: Record<string, number> = {};
  const started = now();
  let mark = started;
  const phase = (name: string): void => {
    const t = now();
    phases[name] = Math.round(t - mark);
    mark = t;
  };
  const report = (p: Omit<BuildProgress, 'rate' | 'remainingSeconds'>, rateBase = started): void => {
    if (!o.onProgress) return;
    const seconds = Math.max((now() - rateBase) / 1000, 1e-3);
    const rate = p.done / seconds;
    o.onProgress({ ...p, rate, remainingSeconds: rate > 0 ? (p.total - p.done) / rate : 0 });
  };

  // 1. Crawl and validate.
  const manifest = createRouteManifest(site, await site.crawl());
  const routes = manifest.routes;
  const dataVersion = site.dataVersion ? await site.dataVersion() : '';
  report({ phase: 'crawl', done: 0, total: routes.length });
  phase('crawl');
  // The client bundle, when it was still being made during the crawl: the time the crawl did not cover.
  const pendingClient = o.client !== undefined && 'then' in o.client;
  const client = (await o.client) ?? EMPTY_CLIENT_MANIFEST;
  if (pendingClient) phase('client bundle wait');
  const buildHash = contentHash(client.fingerprint, dataVersion, JSON.stringify(routes));

  fs.mkdirSync(o.outDir, { recursive: true });
  const cacheWarnings: string[] = [];
  const loadedCache = o.cache ? loadPageCache(o.cache.dir) : null;
  if (loadedCache && loadedCache.manifest === null && loadedCache.warning) cacheWarnings.push(loadedCache.warning);
  const previousCache = loadedCache?.manifest ?? null;
  const cacheCode = hashParts(String(PAGE_CACHE_FORMAT), client.fingerprint, o.cache?.codeVersion ?? '');
  const sideFiles: Record<string, CachedFile> = {};
  const sideCount = { reused: 0, written: 0 };
  /** Writes a file beside the pages, or links the previous output's copy when its bytes are the same. */
  const writeSide = async (rel: string, content: string): Promise<void> => {
    if (!o.cache) return writer.write(rel, content);
    const file: CachedFile = { rel, sha: hashBytes(content), size: Buffer.byteLength(content) };
    sideFiles[rel] = file;
    const before = previousCache?.files[rel];
    if (previousCache && before && before.sha === file.sha && before.size === file.size) {
      const src = path.join(previousCache.outDir, rel);
      const dst = path.join(o.outDir, rel);
      // Gone from the previous output or changed there: written below.
      const check = checkCachedFile(src, before);
      if (check.ok) {
        if (path.resolve(src) !== path.resolve(dst)) linkOrCopy(src, dst, check.bytes);
        sideCount.reused += 1;
        return;
      }
    }
    sideCount.written += 1;
    return writer.write(rel, content);
  };
  // Render threads actually used: more than one only with a site module and enough pages for each.
  const threads = o.siteModule ? Math.max(1, Math.min(o.renderThreads ?? 1, Math.floor(routes.length / (o.minPagesPerThread ?? 500)))) : 1;
  const writerKind = o.writer ?? (threads > 1 ? 'sync' : 'threads');
  const writer = createPageWriter({ outDir: o.outDir, writer: writerKind, writerThreads: o.writerThreads });

  // 2. Static queries and slices: loaded once each, written under their names.
  const staticQueries = new Map<string, { hash: string; data: Json }>();
  const slices = new Map<string, { ref: SliceRef; data: Json }>();
  for (const route of routes) {
    for (const ref of route.staticQueries ?? []) {
      const key = staticQueryKey(ref);
      if (staticQueries.has(key)) continue;
      if (!site.loadStaticQuery) throw engineError('InvalidEngineOption', 'loadStaticQuery', `${route.path} declares static queries but the site cannot load them`);
      const data = await site.loadStaticQuery(ref);
      const hash = contentHash(ref.name, ref.scope, JSON.stringify(data)).slice(0, 12);
      staticQueries.set(key, { hash, data });
      await writeSide(`page-data/sq/d/${hash}.json`, JSON.stringify({ data }));
    }
    for (const ref of Object.values(route.slices ?? {})) {
      const known = slices.get(ref.name);
      if (known) {
        if (JSON.stringify(known.ref) !== JSON.stringify(ref)) {
          throw engineError('InvalidEngineOption', 'slices', `slice "${ref.name}" is used with two different contexts`);
        }
        continue;
      }
      if (!site.loadSlice) throw engineError('InvalidEngineOption', 'loadSlice', `${route.path} uses slices but the site cannot load them`);
      const data = await site.loadSlice(ref);
      slices.set(ref.name, { ref, data });
      await writeSide(
        `slice-data/${ref.name}.json`,
        JSON.stringify({ componentChunkName: ref.component, result: { data, sliceContext: ref.context }, staticQueryHashes: [] }),
      );
    }
  }
  phase('data');

  // 3. Pages: the main thread renders its share while render workers (if any) render theirs.
  const renderStarted = now();
  const alternatesByPath = new Map<string, readonly AlternateLink[]>();
  for (const route of routes) {
    const alternates = manifest.alternatesOf(route);
    if (alternates.length > 0) alternatesByPath.set(route.path, alternates);
  }
  const inputs: RenderInputs = {
    client,
    buildHash,
    chunkSize: o.chunkSize ?? RENDER_CHUNK_SIZE,
    concurrency: o.concurrency ?? 8,
    origin: site.origin,
    staticQueries,
    slices,
    alternates: alternatesByPath,
  };
  const recorders: CacheRecorder[] = [];
  const cacheFor = (share: readonly PageRoute[]): { previous: Map<string, PageCacheEntry>; sourceDir: string; outDir: string; code: string } | undefined => {
    if (!o.cache) return undefined;
    const previous = new Map<string, PageCacheEntry>();
    for (const r of share) {
      const entry = previousCache?.pages[r.path];
      if (entry) previous.set(r.path, entry);
    }
    return { previous, sourceDir: previousCache?.outDir ?? o.outDir, outDir: o.outDir, code: cacheCode };
  };
  // Every thread gets every route and takes the next unclaimed one from this counter (RenderInputs.claim).
  const claim = threads > 1 ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
  const allCache = cacheFor(routes);
  let done = 0;
  const pagesDone = (count: number): void => {
    done += count;
    report({ phase: 'render', done, total: routes.length }, renderStarted);
  };
  const shared: unknown = threads > 1 ? await site.shareWithRenderThreads?.() : undefined;
  for (const w of ahead.slice(threads - 1)) w.stop();
  const workers = ahead.slice(0, threads - 1).map((w) =>
    w.run(
      {
        routes,
        claim: claim!,
        client,
        buildHash,
        chunkSize: inputs.chunkSize,
        concurrency: inputs.concurrency,
        origin: site.origin,
        staticQueries: [...staticQueries].map(([k, v]) => [k, { hash: v.hash, data: v.data }] as const),
        slices: [...slices].map(([k, v]) => [k, { data: v.data }] as const),
        alternates: [...alternatesByPath],
        writer: { outDir: o.outDir, writer: writerKind, writerThreads: o.writerThreads },
        ...(shared === undefined ? {} : { shared }),
        ...(allCache ? { cache: { ...allCache, previous: [...allCache.previous] } } : {}),
      },
      pagesDone,
    ),
  );
  const mainCache = allCache;
  const mainRecorder = createCacheRecorder();
  if (mainCache) recorders.push(mainRecorder);
  // The site's page checks run where each page is rendered (its check reads the HTML in memory), on every thread.
  const mainChecks = site.checkPage ? createPageCheckRecorder() : undefined;
  const mainInputs: RenderInputs = { ...inputs, ...(claim ? { claim } : {}), ...(mainCache ? { cache: { ...mainCache, recorder: mainRecorder } } : {}), ...(mainChecks ? { checks: mainChecks } : {}) };
  const mainShare = renderRoutes(site, mainInputs, routes, writer, () => pagesDone(1));
  const settled = await Promise.allSettled([mainShare, ...workers]);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await writer.close().catch(() => undefined);
    throw failed.reason;
  }
  const workerResults = settled.slice(1).map((r) => (r as PromiseFulfilledResult<RenderWorkerResult>).value);
  const workerWrites = workerResults.map((w) => ({ bytes: w.bytes, files: w.files }));
  for (const w of workerResults) if (w.cache) recorders.push(w.cache);
  const pageChecks = mainChecks ? mergePageChecks([mainChecks, ...workerResults.map((w) => w.checks).filter((c): c is PageCheckRecorder => c !== undefined)]) : undefined;
  await writeSide('page-data/app-data.json', JSON.stringify({ webpackCompilationHash: buildHash }));
  const renderMs = now() - renderStarted;
  phase('render');

  // 4. SEO: reciprocal hreflang, sitemaps listing only built pages, robots.txt.
  checkHreflangReciprocity(alternatesByPath, manifest.absolute);
  const sitemapFiles: string[] = [];
  const sitemapUrls: string[] = [];
  if (o.sitemaps !== false) {
    const groups = new Map<string, SitemapGroup['urls'][number][]>();
    for (const route of routes) {
      const listed = route.sitemap ?? (route.locale !== undefined && route.matchPath === undefined);
      if (!listed || route.locale === undefined) continue;
      const list = groups.get(route.locale) ?? [];
      list.push({ loc: manifest.absolute(route.path), alternates: manifest.alternatesOf(route) });
      sitemapUrls.push(manifest.absolute(route.path));
      groups.set(route.locale, list);
    }
    if (groups.size > 0) {
      for (const [name, urls] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const file = sitemapFileName(name);
        await writeSide(file, renderSitemap({ name, urls }));
        sitemapFiles.push(file);
      }
      await writeSide(SITEMAP_INDEX_FILE, renderSitemapIndex(sitemapFiles.map((f) => manifest.absolute(`/${f}`))));
      await writeSide('robots.txt', renderRobots(manifest.absolute(`/${SITEMAP_INDEX_FILE}`)));
    }
  }
  const ownWrites = await writer.close();
  phase('sitemaps');
  const extra = site.extraFiles ? writeExtraFiles(o.outDir, await site.extraFiles(routes), o.cache ? { previous: previousCache, record: sideFiles, count: sideCount } : null) : { bytes: 0, files: 0 };
  phase('extra files');
  const written = [...workerWrites, extra].reduce((sum, w) => ({ bytes: sum.bytes + w.bytes, files: sum.files + w.files }), ownWrites);
  checkSitemapUrls(sitemapUrls, site.origin, o.outDir);
  phase('checks');
  let cacheReport;
  if (o.cache) {
    const pages: Record<string, PageCacheEntry> = {};
    // Every file is written and linked by now: its identity lets the next build skip reading it (CachedFile.id).
    for (const r of recorders) for (const [p, entry] of Object.entries(r.entries)) pages[p] = { ...entry, files: withFileIds(entry.files, o.outDir) };
    const files = Object.fromEntries(withFileIds(Object.values(sideFiles), o.outDir).map((f) => [f.rel, f]));
    const next: PageCacheManifest = { format: PAGE_CACHE_FORMAT, outDir: path.resolve(o.cache.publishDir ?? o.outDir), pages: sortRecord(pages), files: sortRecord(files) };
    (o.cache.save ?? ((m: PageCacheManifest) => savePageCache(o.cache!.dir, m)))(next);
    cacheReport = summariseCache(true, recorders, sideCount, cacheWarnings);
    const warn = o.cache.warn ?? ((line: string) => void process.stderr.write(`${line}\n`));
    for (const w of cacheReport.warnings) warn(`Build cache: ${w}`);
  }
  report({ phase: 'done', done: routes.length, total: routes.length }, renderStarted);

  const perLocale: Record<string, number> = {};
  const perKind: Record<string, number> = {};
  const kindAssets = new Map<string, ReturnType<typeof assetsFor>>();
  for (const route of routes) {
    const kind = route.kind ?? route.component;
    perKind[kind] = (perKind[kind] ?? 0) + 1;
    const locale = route.locale ?? '(none)';
    perLocale[locale] = (perLocale[locale] ?? 0) + 1;
    if (!kindAssets.has(kind)) kindAssets.set(kind, assetsFor(client, route.component, route.serverOnly === true));
  }
  const firstLoad: Record<string, { raw: number; gzip: number }> = {};
  for (const [kind, assets] of [...kindAssets].sort(([a], [b]) => (a < b ? -1 : 1))) {
    firstLoad[kind] = firstLoadJs(client, assets);
  }
  const totalMs = now() - started;
  return {
    buildHash,
    pages: routes.length,
    perLocale: sortRecord(perLocale),
    perKind: sortRecord(perKind),
    files: written.files,
    pageBytes: written.bytes,
    outputBytes: directoryBytes(o.outDir),
    firstLoadJs: firstLoad,
    phasesMs: phases,
    renderPagesPerSecond: Math.round(routes.length / Math.max(renderMs / 1000, 1e-3)),
    renderThreads: threads,
    totalMs: Math.round(totalMs),
    sitemaps: sitemapFiles,
    ...(cacheReport ? { cache: cacheReport } : {}),
    ...(pageChecks ? { pageChecks } : {}),
  };
}

/** Writes the site's extra files; a path outside the output folder is a site bug. */
function writeExtraFiles(
  outDir: string,
  files: readonly ExtraFile[],
  cache: { readonly previous: PageCacheManifest | null; readonly record: Record<string, CachedFile>; readonly count: { reused: number; written: number } } | null,
): { bytes: number; files: number } {
  let bytes = 0;
  for (const file of files) {
    const parts = file.path.split('/');
    if (file.path === '' || file.path.startsWith('/') || parts.some((p) => p === '' || p === '.' || p === '..') || file.path.includes('\\')) {
      throw engineError('InvalidEngineOption', 'extraFiles', `"${file.path}" is not a relative path inside the output folder`);
    }
    const target = path.join(outDir, ...parts);
    const size = typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength;
    bytes += size;
    if (cache) {
      const sha = hashBytes(file.contents);
      cache.record[file.path] = { rel: file.path, sha, size };
      const before = cache.previous?.files[file.path];
      if (cache.previous && before?.sha === sha && before.size === size) {
        const src = path.join(cache.previous.outDir, ...parts);
        // Gone from the previous output or changed there: written below.
        const check = checkCachedFile(src, before);
        if (check.ok) {
          if (path.resolve(src) !== path.resolve(target)) linkOrCopy(src, target, check.bytes);
          cache.count.reused += 1;
          continue;
        }
      }
      cache.count.written += 1;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.contents);
  }
  return { bytes, files: files.length };
}

function sortRecord<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}
