/** Content pages' UI copy (sv). */
export const contentSv = {
  contentReadMore: 'Läs mer',
  contentUnknownComponent: 'Okänd innehållskomponent ”{name}”: den saknar visning och syns inte för besökare.',
  contentErrorTitle: 'Sidan kan inte visas',
  contentErrorText: 'En del av sidan kunde inte läsas in. Ladda om sidan eller försök igen senare.',
  contentPublished: 'Publicerad {date}',
  contentToolLoads: '{tool} öppnas här när sidan har laddats.',
  contentToolDealerFinder: 'Återförsäljarsök',
  contentToolBikeComparison: 'Cykeljämförelse',
  contentPreviewNotice: 'Förhandsvisning: du ser opublicerat innehåll.',
  contentPreviewLoading: 'Läser in utkast …',
  contentBackToOverview: 'Tillbaka till översikten',
  contentCampaignPeriod: 'Kampanjperiod: {start} – {end}',
  contentVideoTitle: 'Video: {title}',
} as const;
