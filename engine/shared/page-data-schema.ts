import * as v from 'valibot';

/** Head of a page: title, description and the SEO links written into its HTML and applied on navigation. */
export const PageHeadSchema = v.object({
  title: v.string(),
  description: v.optional(v.string()),
  lang: v.string(),
  canonical: v.optional(v.string()),
  robots: v.optional(v.string()),
  alternates: v.array(v.object({ hreflang: v.string(), href: v.string() })),
});
export type PageHead = v.InferOutput<typeof PageHeadSchema>;

/** `page-data/<path>/page-data.json`: what the client needs to render a page. */
export const PageDataSchema = v.object({
  componentChunkName: v.string(),
  path: v.string(),
  result: v.object({
    data: v.unknown(),
    pageContext: v.optional(v.record(v.string(), v.unknown())),
  }),
  staticQueryHashes: v.array(v.string()),
  /** Name of each static query, index for index with `staticQueryHashes` (components read queries by name). */
  staticQueryNames: v.array(v.string()),
  slicesMap: v.record(v.string(), v.string()),
  matchPath: v.optional(v.string()),
  webpackCompilationHash: v.string(),
  head: PageHeadSchema,
  serverOnly: v.optional(v.boolean()),
});
export type PageData = v.InferOutput<typeof PageDataSchema>;

/** `page-data/app-data.json`: the running build's identity. */
export const AppDataSchema = v.object({ webpackCompilationHash: v.pipe(v.string(), v.minLength(1)) });
export type AppData = v.InferOutput<typeof AppDataSchema>;

/** `page-data/sq/d/<hash>.json` */
export const StaticQueryDataSchema = v.object({ data: v.unknown() });

/** `slice-data/<name>.json` */
export const SliceDataSchema = v.object({
  componentChunkName: v.string(),
  result: v.object({ data: v.unknown(), sliceContext: v.record(v.string(), v.unknown()) }),
  staticQueryHashes: v.array(v.string()),
});
export type SliceData = v.InferOutput<typeof SliceDataSchema>;

/** `page-data/<path>/page-data-rsc.json`: a server-only page's rendered fragment. */
export const RscDataSchema = v.object({
  path: v.string(),
  html: v.string(),
  head: PageHeadSchema,
  webpackCompilationHash: v.string(),
  /** Stylesheets the markup needs (the page chunk's styles), loaded before it is shown. */
  css: v.array(v.string()),
});
export type RscData = v.InferOutput<typeof RscDataSchema>;
