import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { Json } from '../shared/json.ts';
import type { PageProps, SiteDefinition } from '../site/define-site.ts';
import { PageShell } from '../react/page-shell.tsx';
import { createRouteManifest, type AlternateLink } from '../routes/create-route-manifest.ts';
import { contentHash } from './build-hash.ts';
import { preparePage, staticQueryKey, type PreparedPage } from './render-routes.ts';

/** What the floor measured. */
export interface RenderFloorResult {
  readonly pages: number;
  /** Crawl, static queries, slices and every page's data, held in memory (not part of the floor). */
  readonly loadMs: number;
  /** The bare `renderToString` loop: wall and CPU time of this thread's process. */
  readonly renderMs: number;
  readonly renderCpuMs: number;
  readonly pagesPerSecond: number;
  readonly htmlBytes: number;
}

/**
 * The render floor of a real site (bench/build.ts): crawls it and loads every page's data, static queries and
 * slices into memory, then times a bare `renderToString` of each page's React tree (the site's own shell,
 * wrapper and page, on one thread) with no document around it and no writes. The build's render phase is
 * compared with this rate.
 */
export async function measureRenderFloor(site: SiteDefinition, now: () => number = () => performance.now()): Promise<RenderFloorResult> {
  const started = now();
  const manifest = createRouteManifest(site, await site.crawl());
  const staticQueries = new Map<string, { hash: string; data: Json }>();
  const slices = new Map<string, { data: Json }>();
  for (const route of manifest.routes) {
    for (const ref of route.staticQueries ?? []) {
      const key = staticQueryKey(ref);
      if (staticQueries.has(key) || !site.loadStaticQuery) continue;
      const data = await site.loadStaticQuery(ref);
      staticQueries.set(key, { hash: contentHash(ref.name, ref.scope, JSON.stringify(data)).slice(0, 12), data });
    }
    for (const ref of Object.values(route.slices ?? {})) if (!slices.has(ref.name) && site.loadSlice) slices.set(ref.name, { data: await site.loadSlice(ref) });
  }
  const alternates = new Map<string, readonly AlternateLink[]>();
  for (const route of manifest.routes) alternates.set(route.path, manifest.alternatesOf(route));
  const inputs = { origin: site.origin, alternates, staticQueries, slices, buildHash: 'floor' };
  const prepared: { readonly page: PreparedPage; readonly Page: ComponentType<PageProps>; readonly serverOnly: boolean }[] = [];
  for (const route of manifest.routes) {
    const Page = site.pages[route.component] as ComponentType<PageProps> | undefined;
    if (!Page) throw new Error(`No page component "${route.component}"`);
    prepared.push({ page: preparePage(site, inputs, route, await site.loadPage(route)), Page, serverOnly: route.serverOnly === true });
  }
  const loadMs = now() - started;
  const cpu = process.cpuUsage();
  const t = now();
  let htmlBytes = 0;
  for (const p of prepared) htmlBytes += renderToString(createElement(PageShell, { runtime: p.page.runtime, Page: p.Page, Wrapper: site.Wrapper, serverOnly: p.serverOnly })).length;
  const renderMs = now() - t;
  const used = process.cpuUsage(cpu);
  return {
    pages: prepared.length,
    loadMs: Math.round(loadMs),
    renderMs: Math.round(renderMs),
    renderCpuMs: Math.round((used.user + used.system) / 1000),
    pagesPerSecond: Math.round(prepared.length / Math.max(renderMs / 1000, 1e-3)),
    htmlBytes,
  };
}
