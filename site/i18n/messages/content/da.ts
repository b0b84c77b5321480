/** Content pages' UI copy (da). */
export const contentDa = {
  contentReadMore: 'Læs mere',
  contentUnknownComponent: 'Ukendt indholdskomponent “{name}”: den har ingen visning, så besøgende ser den ikke.',
  contentErrorTitle: 'Siden kan ikke vises',
  contentErrorText: 'En del af siden kunne ikke indlæses. Genindlæs siden, eller prøv igen senere.',
  contentPublished: 'Udgivet {date}',
  contentToolLoads: '{tool} åbner her, når siden er indlæst.',
  contentToolDealerFinder: 'Forhandlersøgning',
  contentToolBikeComparison: 'Cykelsammenligning',
  contentPreviewNotice: 'Forhåndsvisning: du ser ikke-udgivet indhold.',
  contentPreviewLoading: 'Indlæser kladde …',
  contentBackToOverview: 'Tilbage til oversigten',
  contentCampaignPeriod: 'Kampagneperiode: {start} – {end}',
  contentVideoTitle: 'Video: {title}',
} as const;
