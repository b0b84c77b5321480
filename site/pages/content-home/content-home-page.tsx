import type { PageProps } from '@cycle/engine';
import { AfterFirstPaint } from '@cycle/engine/react';
import type { ReactNode } from 'react';
import type { ContentPageData } from '../../content/render/content-page-data.ts';
import { ContentPageView } from '../../content/render/content-page-view.tsx';
import { usePreviewData } from '../../content/preview/use-preview-data.ts';
import { GallerySection } from '../../galleries/gallery-section.tsx';

/** The editor-made home page (home and flexible home stories): it replaces the fixed home where it exists. */
export default function ContentHomePage({ data }: PageProps<ContentPageData>): ReactNode {
  return (
    <>
      <ContentPageView data={usePreviewData(data)} />
      <AfterFirstPaint>
        <GallerySection />
      </AfterFirstPaint>
    </>
  );
}
