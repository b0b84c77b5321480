import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { ComparisonTool } from '../../compare/comparison/comparison-tool.tsx';
import type { BikeComparisonPageData } from '../../compare/comparison/comparison-page-data.ts';
import { usePreviewData } from '../../content/preview/use-preview-data.ts';
import { ContentPageView } from '../../content/render/content-page-view.tsx';
import { useFitSizeRows } from '../../fit/fit-compare-rows.tsx';

/**
 * The bike-comparison page (spec §2 BikeComparison): its content story, with the comparison where the story's
 * `bike-comparison` tool shell sits.
 */
export default function BikeComparisonPage({ data }: PageProps<BikeComparisonPageData>): ReactNode {
  const content = usePreviewData(data);
  const fitRows = useFitSizeRows(data.comparison.commerce?.country ?? '');
  return <ContentPageView data={content} tools={{ 'bike-comparison': <ComparisonTool data={data.comparison} sizeRows={fitRows} /> }} />;
}
