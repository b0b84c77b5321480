import type { PageData, SliceData } from '../shared/page-data-schema.ts';

/**
 * A valid `page-data.json` payload for `path`, as the build writes it, with
 * `overrides` on top. Tests change only the fields their scenario is about.
 */
export function pageDataFixture(path: string, overrides: Partial<PageData> = {}): PageData {
  return {
    componentChunkName: 'page',
    path,
    result: { data: { path }, pageContext: {} },
    staticQueryHashes: [],
    staticQueryNames: [],
    slicesMap: {},
    webpackCompilationHash: 'build-1',
    head: { title: `Page ${path}`, lang: 'en', alternates: [] },
    ...overrides,
  };
}

/** A valid `slice-data/<name>.json` payload. */
export function sliceDataFixture(componentChunkName: string, overrides: Partial<SliceData> = {}): SliceData {
  return {
    componentChunkName,
    result: { data: { slice: componentChunkName }, sliceContext: {} },
    staticQueryHashes: [],
    ...overrides,
  };
}
