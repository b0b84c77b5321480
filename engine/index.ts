/**
 * @cycle/engine: a route list with data loaders and React components in, a
 * static site out. The root holds only `defineSite` and types, so importing it
 * from any environment pulls in nothing else. The code lives in surfaces named
 * after where it runs (README.md, "Surfaces"): `@cycle/engine/build` (Node),
 * `/client` and `/client/parts` (browser), `/react` (both), `/shared` (both).
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
  ExtraFile,
  WrittenPage,
  PageCheckResult,
} from './site/define-site.ts';
export type { Json } from './shared/json.ts';

