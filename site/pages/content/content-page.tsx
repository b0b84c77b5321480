import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import type { ContentPageData } from '../../content/render/content-page-data.ts';
import { ContentPageView } from '../../content/render/content-page-view.tsx';
import { usePreviewData } from '../../content/preview/use-preview-data.ts';

/** Content pages of every kind but home and splash (publications, campaigns, methods, service and company pages, model pages). */
export default function ContentPage({ data }: PageProps<ContentPageData>): ReactNode {
  return <ContentPageView data={usePreviewData(data)} />;
}
