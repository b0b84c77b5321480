import { createElement, type ComponentType, type ReactElement } from 'react';
import { PageShell } from '../react/page-shell.tsx';
import type { PageRuntime } from '../react/page-context.tsx';
import type { PageProps, SiteDefinition } from '../site/define-site.ts';
import type { PageData, RscData } from '../shared/page-data-schema.ts';
import { pageDataUrl } from '../shared/page-data-url.ts';
import { createChunkCutter, releaseChunks, RENDER_CHUNK_SIZE } from './chunked-sink.ts';
import { classNamesInHtml } from './prune-css.ts';
import { DOCUMENT_END, renderDocumentStart, type DocumentParts, type PageAssets } from './render-document.ts';
import { renderToChunks } from './render-to-chunks.ts';

export interface RenderPageOptions {
  readonly site: SiteDefinition;
  readonly pageData: PageData;
  readonly runtime: PageRuntime;
  readonly assets: PageAssets;
  /** Extra head HTML (from `site.headTags`). @default '' */
  readonly headTags?: string;
  /** Output chunk size. @default 12800 */
  readonly chunkSize?: number;
  /** `JSON.stringify(pageData)` when the caller already made it (the build cache hashes it). @default made here */
  readonly pageDataJson?: string;
}

export interface RenderPageResult {
  /** The complete HTML document in chunks of `chunkSize` bytes. */
  readonly html: Buffer[];
  /** `page-data.json` content. */
  readonly pageDataJson: string;
  /** `-rsc.json` content for server-only pages. */
  readonly rscJson?: string;
}

/**
 * Renders one page to its HTML document and page data. Pure with respect to
 * its options: no globals are read or written, so pages may render
 * concurrently.
 */
export async function renderPage(o: RenderPageOptions): Promise<RenderPageResult> {
  const Page = o.site.pages[o.pageData.componentChunkName] as ComponentType<PageProps> | undefined;
  if (!Page) throw new Error(`No page component "${o.pageData.componentChunkName}"`);
  const serverOnly = o.pageData.serverOnly === true;
  const element = createElement(PageShell, { runtime: o.runtime, Page, Wrapper: o.site.Wrapper, serverOnly });
  const docParts = {
    head: o.pageData.head,
    // A server-only page loads no page chunk, only the runtime entry.
    assets: o.assets,
    pageDataUrl: pageDataUrl(o.pageData.path),
    path: o.pageData.path,
    buildHash: o.pageData.webpackCompilationHash,
    ...(o.headTags ? { headTags: o.headTags } : {}),
  };
  const html = o.assets.inlineCss === undefined ? await renderToChunks(element, { prefix: renderDocumentStart(docParts), suffix: DOCUMENT_END, ...(o.chunkSize ? { chunkSize: o.chunkSize } : {}) }) : await renderWithUsedCss(element, docParts, o.chunkSize);
  const pageDataJson = o.pageDataJson ?? JSON.stringify(o.pageData);
  if (!serverOnly) return { html, pageDataJson };
  // The page alone, as the browser shows it inside the server-only element.
  const content = await renderToChunks(createElement(PageShell, { runtime: o.runtime, Page, contentOnly: true }), {});
  const rsc: RscData = {
    path: o.pageData.path,
    html: Buffer.concat(content).toString('utf8'),
    head: o.pageData.head,
    webpackCompilationHash: o.pageData.webpackCompilationHash,
    css: [...o.assets.css],
  };
  return { html, pageDataJson, rscJson: JSON.stringify(rsc) };
}


/**
 * The body first, then the document start with only the inline CSS rules the body's classes can match
 * (render-document.ts), both cut into the same `chunkSize` writes as a single pass gives.
 */
async function renderWithUsedCss(element: ReactElement, document: DocumentParts, chunkSize = RENDER_CHUNK_SIZE): Promise<Buffer[]> {
  const pieces = await renderToChunks(element, { chunkSize });
  const body = Buffer.concat(pieces);
  releaseChunks(pieces);
  const cutter = createChunkCutter(chunkSize);
  for (const part of renderDocumentStart({ ...document, classes: classNamesInHtml(body) })) cutter.add(part);
  cutter.add(body);
  cutter.add(DOCUMENT_END);
  return cutter.finish();
}
