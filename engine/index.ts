/**
 * @cycle/engine: a route list with data loaders and React components in, a
 * static site out. See README.md for the flow and the API.
 */
export { defineSite } from './site/define-site.ts';
export type {
  SiteDefinition,
  PageRoute,
  LoadedPage,
  PageProps,
  SliceProps,
  SliceRef,
  StaticQueryRef,
  AlternateRef,
} from './site/define-site.ts';
export { buildSite } from './build/build-site.ts';
export type { BuildSiteOptions } from './build/build-site.ts';
export { formatBuildReport, writeBuildReport } from './build/build-report.ts';
export type { BuildReport } from './build/build-report.ts';
export { createProgressPrinter, formatProgress } from './build/progress.ts';
export type { BuildProgress } from './build/progress.ts';
export { EMPTY_CLIENT_MANIFEST } from './build/client-manifest.ts';
export type { ClientManifest } from './build/client-manifest.ts';
export { createRouteManifest } from './routes/create-route-manifest.ts';
export { renderPage } from './render/render-page.ts';
export { renderToChunks } from './render/render-to-chunks.ts';
export { RENDER_CHUNK_SIZE, createChunkedSink } from './render/chunked-sink.ts';
export { useStaticQuery, usePage, Slice } from './react/page-context.tsx';
export { PageShell, PAGE_WRAPPER_ID, ROUTE_ANNOUNCER_ID } from './react/page-shell.tsx';
export * from './shared/index.ts';
export { clientManifestFromVite } from './vite/client-manifest-from-vite.ts';
export type { ClientManifestFromViteOptions } from './vite/client-manifest-from-vite.ts';
export { runRenderWorker } from './build/render-threads.ts';
export type { SiteModule } from './build/render-threads.ts';
