/**
 * @cycle/engine/build: the Node side of the engine. Builds a site (crawl, data, render threads, output,
 * sitemaps), reports on it and reads Vite's client manifest. Never imported by browser code: the
 * dependency rules (.dependency-cruiser.cjs) and the client-bundle check (scripts/check-client-bundle.ts)
 * keep it out of every client bundle.
 */
export { buildSite } from './build-site.ts';
export type { BuildSiteOptions } from './build-site.ts';
export { formatBuildReport, writeBuildReport } from './build-report.ts';
export type { BuildReport } from './build-report.ts';
export { createProgressPrinter, formatProgress } from './progress.ts';
export type { BuildProgress } from './progress.ts';
export { EMPTY_CLIENT_MANIFEST } from './client-manifest.ts';
export type { ClientManifest } from './client-manifest.ts';
export { runRenderWorker } from './render-threads.ts';
export type { SiteModule } from './render-threads.ts';
export { createRouteManifest } from '../routes/create-route-manifest.ts';
export { renderPage } from '../render/render-page.ts';
export { renderToChunks } from '../render/render-to-chunks.ts';
export { RENDER_CHUNK_SIZE, createChunkedSink } from '../render/chunked-sink.ts';
export { clientManifestFromVite } from '../vite/client-manifest-from-vite.ts';
export type { ClientManifestFromViteOptions } from '../vite/client-manifest-from-vite.ts';
export { HEADERS_FILE, HEADERS_JSON_FILE, headerPatternMatches, headersFor, loadHeaderRules, parseHeadersFile, renderHeadersFile } from './header-rules.ts';
export type { HeaderRule } from './header-rules.ts';
export { findMissingSitemapPages } from './check-sitemaps.ts';
export { savePageCache } from './page-cache.ts';
export type { PageCacheManifest } from './page-cache.ts';
export type { BuildCacheOptions } from './build-site.ts';
export { measureRenderFloor } from './render-floor.ts';
