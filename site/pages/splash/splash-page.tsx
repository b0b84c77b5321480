import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import type { ContentPageData } from '../../content/render/content-page-data.ts';
import { ContentPageView } from '../../content/render/content-page-view.tsx';
import { usePreviewData } from '../../content/preview/use-preview-data.ts';

/** A splash page: one full-screen image with the brand's message and where to go next. */
export default function SplashPage({ data }: PageProps<ContentPageData>): ReactNode {
  return <ContentPageView data={usePreviewData(data)} />;
}
