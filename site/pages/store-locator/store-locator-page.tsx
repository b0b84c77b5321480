import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { usePreviewData } from '../../content/preview/use-preview-data.ts';
import { ContentPageView } from '../../content/render/content-page-view.tsx';
import { DealerFinder } from '../../dealers/dealer-finder.tsx';
import type { StoreLocatorPageData } from '../../dealers/store-locator-page-data.ts';
import { container } from '../../styles/layout.css.ts';

/**
 * The dealer finder page (StoreLocator content story): the story's blocks with the finder where its tool shell sits;
 * a story without a tool shell gets the finder under its blocks.
 */
export default function StoreLocatorPage({ data }: PageProps<StoreLocatorPageData>): ReactNode {
  const content = usePreviewData(data);
  const finder = data.dealerFinder === null ? null : <DealerFinder data={data.dealerFinder} />;
  const hasShell = content.content.body?.some((b) => b.component === 'tool_shell' && b.tool === 'dealer-finder') ?? false;
  return (
    <>
      <ContentPageView data={content} {...(finder === null ? {} : { tools: { 'dealer-finder': finder } })} />
      {hasShell || finder === null ? null : <section className={container}>{finder}</section>}
    </>
  );
}
