/**
 * Server bundle entry: the brand's site and the engine that builds it, in
 * one module graph so that React contexts are shared.
 */
export { createSite } from './site.tsx';
export { buildSite, formatBuildReport, writeBuildReport, createProgressPrinter, runRenderWorker, measureRenderFloor, savePageCache } from '@cycle/engine/build';
export { brandConfig } from './config/current-brand.ts';
