import { hydrateRoot } from 'react-dom/client';
import type { ComponentType, ReactNode } from 'react';
import { PageShell } from '../react/page-shell.tsx';
import type { PageRuntime } from '../react/page-context.tsx';
import type { PageProps, SliceProps } from '../site/define-site.ts';
import { createLoader } from './loader/create-loader.ts';
import type { PageResources } from './loader/load-result.ts';
import { checkBuildHash } from './boot/check-build-hash.ts';

/** A page chunk module: its default export is the page component. */
export interface PageModule {
  readonly default: ComponentType<never>;
}

/** What a site gives the browser runtime. */
export interface HydrateOptions {
  /** Page chunks by component chunk name. */
  readonly pages: { readonly [chunk: string]: () => Promise<PageModule> };
  readonly slices?: { readonly [component: string]: ComponentType<SliceProps<never>> };
  readonly Wrapper?: ComponentType<{ readonly children: ReactNode; readonly page: PageProps }>;
  /** @default document.getElementById('root') */
  readonly root?: HTMLElement;
}

/** The page runtime React renders, from a loaded page's resources. */
export function runtimeFromResources(resources: PageResources<PageModule>, sliceComponents: PageRuntime['sliceComponents']): PageRuntime {
  const { pageData } = resources;
  const staticQueries: Record<string, unknown> = {};
  pageData.staticQueryHashes.forEach((hash, i) => {
    staticQueries[pageData.staticQueryNames[i] ?? hash] = resources.staticQueryResults[hash];
  });
  const slices: Record<string, PageRuntime['slices'][string]> = {};
  for (const [slot, name] of Object.entries(pageData.slicesMap)) {
    const slice = resources.slices[name];
    if (slice) slices[slot] = { component: slice.componentChunkName, data: slice.result.data, sliceContext: slice.result.sliceContext };
  }
  return {
    staticQueries,
    slices,
    sliceComponents,
    page: { path: pageData.path, data: pageData.result.data, head: pageData.head, pageContext: pageData.result.pageContext ?? {} },
  };
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Hydrates the server-rendered page: loads its resources through the
 * loader, reloads once if a newer build is deployed, and hydrates `#root`
 * with the same tree the build rendered. If the resources cannot be loaded,
 * React is not started and the static HTML stays as it is.
 */
export async function hydrate(options: HydrateOptions): Promise<void> {
  const root = options.root ?? document.getElementById('root');
  if (!root) throw new Error('No #root element to hydrate');
  const path = root.dataset['path'] ?? location.pathname;
  const loader = createLoader<PageModule>({ components: options.pages, currentPath: () => location.pathname });
  const result = await loader.loadPage(path);
  if (result.status === 'error') {
    // The spec (§8) names this console message; it is the one the engine writes on purpose.
    // oxlint-disable-next-line no-console
    console.error(`page resources for ${path} not found. Not rendering React`, result.error);
    return;
  }
  const running = root.dataset['build'] ?? '';
  if (checkBuildHash({ running, deployed: result.resources.compilationHash, storage: sessionStore() }) === 'reload') {
    location.reload();
    return;
  }
  const Page = result.resources.module.default as ComponentType<PageProps>;
  const runtime = runtimeFromResources(result.resources, options.slices ?? {});
  hydrateRoot(root, <PageShell runtime={runtime} Page={Page} Wrapper={options.Wrapper} />);
}
