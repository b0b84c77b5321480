import fs from 'node:fs';
import path from 'node:path';
import type { Json } from '../shared/json.ts';
import type { PageData } from '../shared/page-data-schema.ts';
import type { PageRoute, SiteDefinition, SliceRef, StaticQueryRef } from '../site/define-site.ts';
import type { PageRuntime } from '../react/page-context.tsx';
import { engineError, serializeError } from '../shared/errors-catalogue.ts';
import { htmlFilePath, pageDataSegment } from '../shared/page-data-url.ts';
import { checkHreflangReciprocity, createRouteManifest, type AlternateLink } from '../routes/create-route-manifest.ts';
import { renderPage } from '../render/render-page.ts';
import { RENDER_CHUNK_SIZE } from '../render/chunked-sink.ts';
import { contentHash } from './build-hash.ts';
import { checkSitemapUrls } from './check-sitemaps.ts';
import { assetsFor, EMPTY_CLIENT_MANIFEST, firstLoadJs, type ClientManifest } from './client-manifest.ts';
import { createOutputWriter } from './output-writer.ts';
import { createThreadedWriter } from './threaded-writer.ts';
import type { BuildProgress } from './progress.ts';
import { runPool } from './run-pool.ts';
import { renderRobots, renderSitemap, renderSitemapIndex, sitemapFileName, SITEMAP_INDEX_FILE, type SitemapGroup } from './sitemaps.ts';
import type { BuildReport } from './build-report.ts';

export interface BuildSiteOptions {
  readonly site: SiteDefinition;
  /** Output folder. Client assets may already be in it; pages are added beside them. */
  readonly outDir: string;
  /** The client build. @default no client JavaScript */
  readonly client?: ClientManifest;
  /** Pages loaded and rendered at once (data loading overlaps rendering). @default 8 */
  readonly concurrency?: number;
  /** Bytes per HTML write. @default 12800 */
  readonly chunkSize?: number;
  /** Write sitemaps and robots.txt. @default true */
  readonly sitemaps?: boolean;
  /**
   * Where files are written: `threads` hands them to writer threads (one per
   * output tree) while the main thread renders; `sync` writes inline.
   * Measured in bench/RESULTS.md. @default 'threads'
   */
  readonly writer?: 'threads' | 'sync';
  /** Writer threads when `writer` is `threads`. @default 2 */
  readonly writerThreads?: number;
  /** Called as pages complete. @default none */
  readonly onProgress?: (progress: BuildProgress) => void;
  /** Clock in milliseconds, injectable for tests. @default performance.now */
  readonly now?: () => number;
}

const sqKey = (ref: StaticQueryRef): string => `${ref.name}\u0000${ref.scope}`;

/**
 * Builds a static site: crawl → static data → load and render every page →
 * sitemaps and checks. Returns the build report; writes no timing into the
 * output, so identical input gives an identical folder.
 */
export async function buildSite(o: BuildSiteOptions): Promise<BuildReport> {
  const now = o.now ?? (() => performance.now());
  const { site } = o;
  const client = o.client ?? EMPTY_CLIENT_MANIFEST;
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
  const buildHash = contentHash(client.fingerprint, dataVersion, JSON.stringify(routes));
  report({ phase: 'crawl', done: 0, total: routes.length });
  phase('crawl');

  fs.mkdirSync(o.outDir, { recursive: true });
  const writer = createWriter(o);

  // 2. Static queries and slices: loaded once each, written under their names.
  const staticQueries = new Map<string, { hash: string; data: Json }>();
  const slices = new Map<string, { ref: SliceRef; data: Json; staticQueryHashes: string[] }>();
  for (const route of routes) {
    for (const ref of route.staticQueries ?? []) {
      const key = sqKey(ref);
      if (staticQueries.has(key)) continue;
      if (!site.loadStaticQuery) throw engineError('InvalidEngineOption', 'loadStaticQuery', `${route.path} declares static queries but the site cannot load them`);
      const data = await site.loadStaticQuery(ref);
      const hash = contentHash(ref.name, ref.scope, JSON.stringify(data)).slice(0, 12);
      staticQueries.set(key, { hash, data });
      await writer.write(`page-data/sq/d/${hash}.json`, JSON.stringify({ data }));
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
      slices.set(ref.name, { ref, data, staticQueryHashes: [] });
      await writer.write(
        `slice-data/${ref.name}.json`,
        JSON.stringify({ componentChunkName: ref.component, result: { data, sliceContext: ref.context }, staticQueryHashes: [] }),
      );
    }
  }
  phase('data');

  // 3. Pages.
  const renderStarted = now();
  const emittedAlternates = new Map<string, readonly AlternateLink[]>();
  const perLocale: Record<string, number> = {};
  const perKind: Record<string, number> = {};
  const kindAssets = new Map<string, ReturnType<typeof assetsFor>>();
  let done = 0;
  await runPool(routes, o.concurrency ?? 8, async (route) => {
    let loaded;
    try {
      loaded = await site.loadPage(route);
    } catch (error) {
      throw engineError('PageLoadFailed', route.path, serializeError(error).message);
    }
    const alternates = manifest.alternatesOf(route);
    const head = {
      title: loaded.head.title,
      ...(loaded.head.description ? { description: loaded.head.description } : {}),
      ...(loaded.head.robots ? { robots: loaded.head.robots } : {}),
      lang: route.lang,
      canonical: manifest.absolute(route.path),
      alternates: [...alternates],
    };
    const sqRefs = route.staticQueries ?? [];
    const pageData: PageData = {
      componentChunkName: route.component,
      path: route.path,
      result: { data: loaded.data, pageContext: { ...route.context } },
      staticQueryHashes: sqRefs.map((ref) => staticQueries.get(sqKey(ref))!.hash),
      staticQueryNames: sqRefs.map((ref) => ref.name),
      slicesMap: Object.fromEntries(Object.entries(route.slices ?? {}).map(([slot, ref]) => [slot, ref.name])),
      ...(route.matchPath ? { matchPath: route.matchPath } : {}),
      webpackCompilationHash: buildHash,
      head,
      ...(route.serverOnly ? { serverOnly: true } : {}),
    };
    const runtime: PageRuntime = {
      staticQueries: Object.fromEntries(sqRefs.map((ref) => [ref.name, staticQueries.get(sqKey(ref))!.data])),
      slices: Object.fromEntries(
        Object.entries(route.slices ?? {}).map(([slot, ref]) => [
          slot,
          { component: ref.component, data: slices.get(ref.name)!.data, sliceContext: ref.context },
        ]),
      ),
      sliceComponents: site.slices ?? {},
      page: { path: route.path, data: loaded.data, head, pageContext: pageData.result.pageContext ?? {} },
    };
    const assets = assetsFor(client, route.component, route.serverOnly === true);
    let rendered;
    try {
      rendered = await renderPage({
        site,
        pageData,
        runtime,
        assets,
        ...(site.headTags ? { headTags: site.headTags(route) } : {}),
        chunkSize: o.chunkSize ?? RENDER_CHUNK_SIZE,
      });
    } catch (error) {
      throw engineError('PageRenderFailed', route.path, serializeError(error).message);
    }
    const segment = pageDataSegment(route.path);
    await writer.write(`page-data/${segment}/page-data.json`, rendered.pageDataJson);
    if (rendered.rscJson) await writer.write(`page-data/${segment}/page-data-rsc.json`, rendered.rscJson);
    await writer.write(htmlFilePath(route.path), rendered.html);

    if (alternates.length > 0) emittedAlternates.set(route.path, alternates);
    const kind = route.kind ?? route.component;
    perKind[kind] = (perKind[kind] ?? 0) + 1;
    if (!kindAssets.has(kind)) kindAssets.set(kind, assets);
    const locale = route.locale ?? '(none)';
    perLocale[locale] = (perLocale[locale] ?? 0) + 1;
    done += 1;
    report({ phase: 'render', done, total: routes.length }, renderStarted);
  });
  await writer.write('page-data/app-data.json', JSON.stringify({ webpackCompilationHash: buildHash }));
  const renderMs = now() - renderStarted;
  phase('render');

  // 4. SEO: reciprocal hreflang, sitemaps listing only built pages, robots.txt.
  checkHreflangReciprocity(emittedAlternates, manifest.absolute);
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
        await writer.write(file, renderSitemap({ name, urls }));
        sitemapFiles.push(file);
      }
      await writer.write(SITEMAP_INDEX_FILE, renderSitemapIndex(sitemapFiles.map((f) => manifest.absolute(`/${f}`))));
      await writer.write('robots.txt', renderRobots(manifest.absolute(`/${SITEMAP_INDEX_FILE}`)));
    }
  }
  const written = await writer.close();
  checkSitemapUrls(sitemapUrls, site.origin, o.outDir);
  phase('seo');
  report({ phase: 'done', done: routes.length, total: routes.length }, renderStarted);

  const firstLoad: Record<string, { raw: number; gzip: number }> = {};
  for (const [kind, assets] of [...kindAssets].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (site.reportKinds && !site.reportKinds.includes(kind)) continue;
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
    totalMs: Math.round(totalMs),
    sitemaps: sitemapFiles,
  };
}

interface PageWriter {
  write(rel: string, content: readonly Buffer[] | string): Promise<void>;
  close(): Promise<{ bytes: number; files: number }>;
}

function createWriter(o: BuildSiteOptions): PageWriter {
  if ((o.writer ?? 'threads') === 'threads') return createThreadedWriter(o.outDir, { threads: o.writerThreads ?? 2 });
  const sync = createOutputWriter(o.outDir);
  return {
    write: async (rel, content) => {
      sync.write(rel, content);
    },
    close: async () => ({ bytes: sync.bytes, files: sync.files }),
  };
}

function sortRecord(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

export type { PageRoute };
