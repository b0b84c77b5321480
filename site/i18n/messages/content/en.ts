/** Content pages' UI copy (en). */
export const contentEn = {
  contentReadMore: 'Read more',
  contentUnknownComponent: 'Unknown content component “{name}”: it has no renderer, so visitors do not see it.',
  contentErrorTitle: 'This page could not be shown',
  contentErrorText: 'Part of this page failed to load. Please reload the page or come back later.',
  contentPublished: 'Published {date}',
  contentToolLoads: 'The {tool} opens here once the page has loaded.',
  contentToolDealerFinder: 'dealer finder',
  contentToolBikeComparison: 'bike comparison',
  contentPreviewNotice: 'Preview: you are looking at draft content.',
  contentPreviewLoading: 'Loading draft content…',
  contentBackToOverview: 'Back to overview',
  contentCampaignPeriod: 'Campaign period: {start} – {end}',
  contentVideoTitle: 'Video: {title}',
} as const;
