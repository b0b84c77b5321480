import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { PageProps, SliceProps } from '../site/define-site.ts';

/** Data for one page render, the same on the server and in the browser. */
export interface PageRuntime {
  /** Static query results by query name, for this page's scope. */
  readonly staticQueries: { readonly [name: string]: unknown };
  /** Slice data by slot. */
  readonly slices: { readonly [slot: string]: { readonly component: string; readonly data: unknown; readonly sliceContext: { readonly [key: string]: unknown } } };
  /** Slice components by name. */
  readonly sliceComponents: { readonly [component: string]: ComponentType<SliceProps<never>> };
  readonly page: PageProps;
}

const PageRuntimeContext = createContext<PageRuntime | null>(null);

/** Provides a page's runtime data to `useStaticQuery`, `Slice` and `usePage`. */
export function PageRuntimeProvider({ value, children }: { value: PageRuntime; children: ReactNode }): ReactNode {
  return <PageRuntimeContext.Provider value={value}>{children}</PageRuntimeContext.Provider>;
}

function useRuntime(hook: string): PageRuntime {
  const runtime = useContext(PageRuntimeContext);
  if (!runtime) throw new Error(`${hook} must be used inside a page rendered by the engine`);
  return runtime;
}

/** Reads a static query of the current page's scope. Throws if the page did not declare it (a site bug). */
export function useStaticQuery<T>(name: string): T {
  const runtime = useRuntime('useStaticQuery');
  if (!(name in runtime.staticQueries)) {
    throw new Error(`Static query "${name}" is not declared for ${runtime.page.path}`);
  }
  return runtime.staticQueries[name] as T;
}

/** The current page's props (path, data, head). */
export function usePage(): PageProps {
  return useRuntime('usePage').page;
}

/** Renders the slice filling `slot` on this page, or nothing when the page has none. */
export function Slice({ slot }: { slot: string }): ReactNode {
  const runtime = useRuntime('Slice');
  const slice = runtime.slices[slot];
  if (!slice) return null;
  const Component = runtime.sliceComponents[slice.component] as ComponentType<SliceProps> | undefined;
  if (!Component) throw new Error(`Slice component "${slice.component}" is not defined`);
  return <Component data={slice.data} sliceContext={slice.sliceContext} />;
}
