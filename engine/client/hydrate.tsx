import { hydrateRoot } from 'react-dom/client';
import type { ComponentType, ReactNode } from 'react';
import * as v from 'valibot';
import { PageShell } from '../react/page-shell.tsx';
import type { PageRuntime } from '../react/page-context.tsx';
import type { PageProps, SliceProps } from '../site/define-site.ts';
import { PageDataSchema, SliceDataSchema, StaticQueryDataSchema, type PageData } from '../shared/page-data-schema.ts';
import { pageDataUrl, sliceDataUrl, staticQueryUrl } from '../shared/page-data-url.ts';
import { fetchJson } from './fetch-json.ts';

/** What a site gives the browser runtime. */
export interface HydrateOptions {
  /** Page chunks by component chunk name. */
  readonly pages: { readonly [chunk: string]: () => Promise<{ default: ComponentType<never> }> };
  readonly slices?: { readonly [component: string]: ComponentType<SliceProps<never>> };
  readonly Wrapper?: ComponentType<{ readonly children: ReactNode; readonly page: PageProps }>;
  /** @default document.getElementById('root') */
  readonly root?: HTMLElement;
}

/** The page resources hydration needs, loaded together. */
export async function loadPageResources(path: string): Promise<{ pageData: PageData; staticQueries: Record<string, unknown>; slices: PageRuntime['slices'] }> {
  const pageResult = await fetchJson(pageDataUrl(path));
  if (!pageResult.ok) throw new Error(pageResult.error.message);
  const pageData = v.parse(PageDataSchema, pageResult.value);
  const [queries, slices] = await Promise.all([
    Promise.all(
      pageData.staticQueryHashes.map(async (hash) => {
        const r = await fetchJson(staticQueryUrl(hash));
        if (!r.ok) throw new Error(r.error.message);
        return v.parse(StaticQueryDataSchema, r.value).data;
      }),
    ),
    Promise.all(
      Object.entries(pageData.slicesMap).map(async ([slot, name]) => {
        const r = await fetchJson(sliceDataUrl(name));
        if (!r.ok) throw new Error(r.error.message);
        const slice = v.parse(SliceDataSchema, r.value);
        return [slot, { component: slice.componentChunkName, data: slice.result.data, sliceContext: slice.result.sliceContext }] as const;
      }),
    ),
  ]);
  const staticQueries: Record<string, unknown> = {};
  queries.forEach((data, i) => {
    staticQueries[pageData.staticQueryNames[i] ?? String(i)] = data;
  });
  return { pageData, staticQueries, slices: Object.fromEntries(slices) };
}

/**
 * Hydrates the server-rendered page: loads its page data, static queries,
 * slices and component chunk, then hydrates `#root` with the same tree the
 * build rendered.
 */
export async function hydrate(options: HydrateOptions): Promise<void> {
  const root = options.root ?? document.getElementById('root');
  if (!root) throw new Error('No #root element to hydrate');
  const path = root.dataset['path'] ?? location.pathname;
  const { pageData, staticQueries, slices } = await loadPageResources(path);
  const loadChunk = options.pages[pageData.componentChunkName];
  if (!loadChunk) throw new Error(`Component chunk "${pageData.componentChunkName}" not found`);
  const Page = (await loadChunk()).default as ComponentType<PageProps>;
  const runtime: PageRuntime = {
    staticQueries,
    slices,
    sliceComponents: options.slices ?? {},
    page: { path: pageData.path, data: pageData.result.data, head: pageData.head, pageContext: pageData.result.pageContext ?? {} },
  };
  hydrateRoot(root, <PageShell runtime={runtime} Page={Page} Wrapper={options.Wrapper} />);
}
