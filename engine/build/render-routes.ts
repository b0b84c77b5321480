import type { Json } from '../shared/json.ts';
import type { PageData } from '../shared/page-data-schema.ts';
import type { PageRoute, SiteDefinition, StaticQueryRef } from '../site/define-site.ts';
import type { PageRuntime } from '../react/page-context.tsx';
import type { AlternateLink } from '../routes/create-route-manifest.ts';
import { engineError, serializeError } from '../shared/errors-catalogue.ts';
import { htmlFilePath, pageDataSegment } from '../shared/page-data-url.ts';
import { renderPage } from '../render/render-page.ts';
import { assetsFor, type ClientManifest } from './client-manifest.ts';
import { runPool } from './run-pool.ts';

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
}

export const staticQueryKey = (ref: StaticQueryRef): string => `${ref.name}\u0000${ref.scope}`;

/**
 * Loads, renders and writes `routes` with at most `concurrency` pages in
 * flight, calling `onPage` after each page is handed to the writer. Fails
 * with a catalogue error naming the page whose data or render failed.
 */
export async function renderRoutes(site: SiteDefinition, inputs: RenderInputs, routes: readonly PageRoute[], writer: PageWriter, onPage: () => void): Promise<void> {
  const origin = inputs.origin.replace(/\/$/, '');
  await runPool(routes, inputs.concurrency, async (route) => {
    let loaded;
    try {
      loaded = await site.loadPage(route);
    } catch (error) {
      throw engineError('PageLoadFailed', route.path, serializeError(error).message);
    }
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
    let rendered;
    try {
      rendered = await renderPage({
        site,
        pageData,
        runtime,
        assets: assetsFor(inputs.client, route.component, route.serverOnly === true),
        ...(site.headTags || loaded.headHtml ? { headTags: `${site.headTags?.(route) ?? ''}${loaded.headHtml ?? ''}` } : {}),
        chunkSize: inputs.chunkSize,
      });
    } catch (error) {
      throw engineError('PageRenderFailed', route.path, serializeError(error).message);
    }
    const segment = pageDataSegment(route.path);
    await writer.write(`page-data/${segment}/page-data.json`, rendered.pageDataJson);
    if (rendered.rscJson) await writer.write(`page-data/${segment}/page-data-rsc.json`, rendered.rscJson);
    await writer.write(htmlFilePath(route.path), rendered.html);
    onPage();
  });
}
